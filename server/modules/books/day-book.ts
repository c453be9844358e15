import { sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import {
  DAY_BOOK_MAX_DAYS,
  type DayBook,
  type DayBookVoucher,
  type dayBookQuerySchema,
} from '../../../contract/books'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import type { Caller } from '../../http/caller'
import { badRequest } from '../../http/errors'
import { shifted } from '../dates'
import { journalEntries } from './journal-sources'
import { scopeOf } from './trial-balance'

/*
 * The day book: every voucher of a period (at most a month), each posted document or payment with
 * its balanced lines, in date order, of a project or of the organisation's projects in its base
 * currency, as the trial balance counts them.
 */

type Query = z.output<typeof dayBookQuerySchema>
type Row = {
  on: string
  project_code: string
  document_type: string
  document_id: number
  reference: string | null
  account_code: string
  account_name: string
  debit: string
  credit: string
}

export async function dayBook(db: Database, caller: Caller, query: Query): Promise<DayBook> {
  if (query.from > query.to) {
    const message = 'The period ends on or after it starts'
    throw badRequest(message, [{ path: 'to', message }])
  }
  if (shifted(query.from, DAY_BOOK_MAX_DAYS - 1) < query.to) {
    const message = `A day book covers at most ${DAY_BOOK_MAX_DAYS} days`
    throw badRequest(message, [{ path: 'to', message }])
  }
  const { currency, projectIds } = await scopeOf(db, caller, query.project)
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select j."on"::text as "on", p.code as project_code, j.document_type, j.document_id, j.reference,
        j.account_code, j.account_name, j.debit::text as debit, j.credit::text as credit
      from (${journalEntries({ tenantId: caller.tenantId, projectId: query.project })}) j
      join projects p on p.id = j.project_id
      where j.project_id = any(${sql.param(projectIds)}::int[])
        and j."on" between ${query.from}::date and ${query.to}::date
      order by j."on", p.code, j.document_type, j.document_id, j.debit desc, j.account_code collate "C"`),
  )
  const vouchers = new Map<string, DayBookVoucher>()
  for (const row of rows) {
    const key = `${row.on} ${row.document_type} ${row.document_id}`
    const voucher = vouchers.get(key) ?? {
      on: row.on,
      project_code: row.project_code,
      document_type: row.document_type,
      document_id: Number(row.document_id),
      reference: row.reference,
      lines: [],
    }
    voucher.lines.push({
      account_code: row.account_code,
      account_name: row.account_name,
      debit: Number(row.debit),
      credit: Number(row.credit),
    })
    vouchers.set(key, voucher)
  }
  const lines = [...vouchers.values()].flatMap((voucher) => voucher.lines)
  return {
    from: query.from,
    to: query.to,
    project_id: query.project ?? null,
    currency: currency.code,
    minor_units: currency.minor_units,
    vouchers: [...vouchers.values()],
    debit_total: lines.reduce((sum, line) => sum + line.debit, 0),
    credit_total: lines.reduce((sum, line) => sum + line.credit, 0),
  }
}
