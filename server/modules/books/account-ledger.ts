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
  // One derivation of the journal: the entries before `from` only add up to the opening balance.
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select j."on"::text as "on", p.code as project_code, j.document_type, j.document_id, j.reference,
        j.account_name, j.debit::text as debit, j.credit::text as credit
      from (${journalEntries({ tenantId: caller.tenantId, projectId: query.project })}) j
      join projects p on p.id = j.project_id
      where j.account_code = ${query.account} and j.project_id = any(${sql.param(projectIds)}::int[])
        and j."on" <= ${to}::date
      order by j."on", j.document_type, j.document_id`),
  )
  const [named] = rows
  if (!named) throw notFound('This account')
  const from = query.from
  const before = from ? rows.filter((row) => row.on < from) : []
  const listed = from ? rows.filter((row) => row.on >= from) : rows
  let balance = before.reduce((sum, row) => sum + Number(row.debit) - Number(row.credit), 0)
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
    entries: listed.map((row) => {
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
