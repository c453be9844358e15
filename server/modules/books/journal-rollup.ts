import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { freshRollup, freshRollupEverywhere, type Rollup } from '../../db/rollups'
import { journalRollupChanges } from '../../db/schema'
import { journalEntries } from './journal-sources'

/*
 * The journal rollup (schema: journal_rollups): the journal's entries summed per project, day and
 * account, so the trial balance reads a few thousand rows instead of deriving every document's
 * entries. It is the journal itself, grouped: a project's rows are rebuilt from `journalEntries`
 * when it is read after a change (db/rollups.ts; the triggers are in migration 0039).
 * journal-rollup.test.ts holds it equal to the live journal.
 */

async function rebuild(db: Database, tenantId: number, projectId: number) {
  await db.execute(sql`
    with gone as (delete from journal_rollups where project_id = ${projectId})
    insert into journal_rollups (organization_id, project_id, "on", account_code, account_name, debit, credit)
    select ${tenantId}::int, ${projectId}::int, "on", account_code, account_name, sum(debit)::bigint, sum(credit)::bigint
    from (${journalEntries({ tenantId, projectId })}) j
    where "on" is not null
    group by "on", account_code, account_name`)
}

const JOURNAL_ROLLUP: Rollup = { changes: journalRollupChanges, lock: 1030, rebuild }

/** Brings the tenant's journal rollups (of the projects given) up to date. */
export const freshJournalRollups = (db: Database, tenantId: number, projectIds: number[]) =>
  freshRollup(db, JOURNAL_ROLLUP, tenantId, projectIds)

/** Brings every organisation's stale journal rollups up to date (the hourly job). */
export const freshJournalRollupsEverywhere = (db: Database) => freshRollupEverywhere(db, JOURNAL_ROLLUP)
