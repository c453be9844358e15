import { sql } from 'drizzle-orm'
import type { DayBookVoucher } from '../../../contract/books'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { badRequest } from '../../http/errors'
import { journalEntries } from './journal-sources'

/*
 * A period's vouchers: the journal's entries of the projects given grouped by the document or
 * payment they come from, in date order — what the day book shows and the Tally export writes.
 */

/** 400 on `to` unless the period ends on or after it starts. */
export function assertPeriod(from: string, to: string) {
  if (from <= to) return
  const message = 'The period ends on or after it starts'
  throw badRequest(message, [{ path: 'to', message }])
}

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

export async function periodVouchers(
  db: Database,
  scope: { tenantId: number; projectId?: number; projectIds: number[] },
  from: string,
  to: string,
): Promise<DayBookVoucher[]> {
  if (scope.projectIds.length === 0) return []
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select j."on"::text as "on", p.code as project_code, j.document_type, j.document_id, j.reference,
        j.account_code, j.account_name, j.debit::text as debit, j.credit::text as credit
      from (${journalEntries({ tenantId: scope.tenantId, projectId: scope.projectId })}) j
      join projects p on p.id = j.project_id
      where j.project_id = any(${sql.param(scope.projectIds)}::int[])
        and j."on" between ${from}::date and ${to}::date
      order by j."on", p.code, j.document_type, j.document_id, j.debit desc, j.account_code collate "C"`),
  )
  const vouchers = new Map<string, DayBookVoucher>()
  for (const row of rows) {
    const key = `${row.on} ${row.document_type} ${row.document_id}`
    let voucher = vouchers.get(key)
    if (!voucher) {
      voucher = {
        on: row.on,
        project_code: row.project_code,
        document_type: row.document_type,
        document_id: Number(row.document_id),
        reference: row.reference,
        lines: [],
      }
      vouchers.set(key, voucher)
    }
    voucher.lines.push({
      account_code: row.account_code,
      account_name: row.account_name,
      debit: Number(row.debit),
      credit: Number(row.credit),
    })
  }
  return [...vouchers.values()]
}
