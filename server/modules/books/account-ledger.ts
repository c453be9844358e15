import { sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { AccountLedger, accountLedgerQuerySchema } from '../../../contract/books'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import type { Caller } from '../../http/caller'
import { notFound } from '../../http/errors'
import { todayOf } from '../dates'
import { journalEntries } from './journal-sources'
import { scopeOf } from './trial-balance'

/*
 * One account's ledger (a vendor's, the bank's, a cost head's): its journal entries in a period with
 * the running balance, brought forward from before the period, of a project or of the organisation's
 * projects in its base currency, as the trial balance counts them.
 */

type Query = z.output<typeof accountLedgerQuerySchema>
type Row = {
  on: string
  project_code: string
  document_type: string
  document_id: number
  reference: string | null
  account_name: string
  debit: string
  credit: string
}

export async function accountLedger(
  db: Database,
  caller: Caller,
  query: Query,
  now: Date,
): Promise<AccountLedger> {
  const to = query.to ?? todayOf(now)
  const { currency, projectIds } = await scopeOf(db, caller, query.project)
  const entries = sql`select j.*, p.code as project_code
    from (${journalEntries({ tenantId: caller.tenantId, projectId: query.project })}) j
    join projects p on p.id = j.project_id
    where j.account_code = ${query.account} and j.project_id = any(${sql.param(projectIds)}::int[])
      and j."on" <= ${to}::date`
  const [opening] = query.from
    ? rowsOf<{ balance: string | null }>(
        await db.execute(
          sql`select sum(debit - credit) as balance from (${entries}) e where e."on" < ${query.from}::date`,
        ),
      )
    : [{ balance: '0' }]
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select "on"::text as "on", project_code, document_type, document_id, reference, account_name,
        debit::text as debit, credit::text as credit
      from (${entries}) e
      ${query.from ? sql`where e."on" >= ${query.from}::date` : sql``}
      order by "on", document_type, document_id`),
  )
  const [named] = rowsOf<{ account_name: string }>(
    await db.execute(sql`select account_name from (${entries}) e limit 1`),
  )
  if (!named) throw notFound('This account')
  let balance = Number(opening?.balance ?? 0)
  const start = balance
  return {
    account_code: query.account,
    account_name: named.account_name,
    project_id: query.project ?? null,
    from: query.from ?? null,
    to,
    currency: currency.code,
    minor_units: currency.minor_units,
    opening: start,
    entries: rows.map((row) => {
      const debit = Number(row.debit)
      const credit = Number(row.credit)
      balance += debit - credit
      return {
        on: row.on,
        project_code: row.project_code,
        document_type: row.document_type,
        document_id: Number(row.document_id),
        reference: row.reference,
        debit,
        credit,
        balance,
      }
    }),
    closing: balance,
  }
}
