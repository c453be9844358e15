import type { SQL } from 'drizzle-orm'
import { sql } from 'drizzle-orm'

/*
 * SQL pieces of the report that pages inside the database (a 100,000-line version must never
 * travel to Node whole). Its spend per code is the spend ledger's (spend/ledger.ts spendByCode).
 */

/**
 * The codes of `spendCodes` (a query of a `code` column) that no live line of the version carries.
 * EXCEPT hashes both sides in one pass; a NOT EXISTS probe per code cost more.
 */
export function unplannedCodes(spendCodes: SQL, versionId: number): SQL {
  return sql`
    select code from (${spendCodes}) spend_codes
    except
    select budget_code from budget_lines where version_id = ${versionId} and deleted_at is null`
}
