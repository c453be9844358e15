import { sql } from 'drizzle-orm'
import type { DealRate } from '../../../contract/dpr'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { contractNumber } from './access'
import { committedStatuses } from './ledger'

/*
 * What a day of a contracted person costs, for the daily cost report: a per-day or per-shift deal
 * at its rate, a lump sum spread over its guaranteed days; a per-episode deal has no day rate.
 * Overtime is the deal's hourly overtime rate when it names one.
 */

const dayRateSql = sql`case
  when c.fee_basis in ('per_day', 'per_shift') then c.rate
  when c.fee_basis = 'lump_sum' and c.guaranteed_units > 0 then round(c.value::numeric / c.guaranteed_units)
end`

type Row = {
  contract_id: number
  project_code: string
  contract_no: number
  version: number
  counterparty: string
  role: string | null
  fee_basis: string
  day_rate: string
  overtime_rate: string | null
}

const toDealRate = (row: Row): DealRate => ({
  contract_id: row.contract_id,
  contract_no: contractNumber(row.project_code, row.contract_no, row.version),
  counterparty: row.counterparty,
  role: row.role,
  fee_basis: row.fee_basis,
  day_rate: Number(row.day_rate),
  overtime_rate: row.overtime_rate === null ? null : Number(row.overtime_rate),
})

function dealsSql(tenantId: number, where: ReturnType<typeof sql>) {
  return sql`
    select c.id as contract_id, p.code as project_code, c.contract_no, c.version,
      coalesce(v.legal_name, c.counterparty_name, '') as counterparty, c.role, c.fee_basis,
      ${dayRateSql} as day_rate, c.overtime_rate
    from contracts c
    join projects p on p.id = c.project_id
    left join vendors v on v.id = c.vendor_id
    where c.organization_id = ${tenantId} and ${dayRateSql} is not null and ${where}
    order by counterparty, c.id`
}

/** The project's signed contracts running on `day` whose deal costs a day. */
export async function dealRatesOn(db: Database, tenantId: number, projectId: number, day: string) {
  const rows = rowsOf<Row>(
    await db.execute(
      dealsSql(
        tenantId,
        sql`c.project_id = ${projectId} and c.status in (${committedStatuses})
          and c.start_date <= ${day}::date and c.end_date >= ${day}::date`,
      ),
    ),
  )
  return rows.map(toDealRate)
}

/** The deal rates of these contracts of the organisation, whatever they stand at now (for a past day's DCR). */
export async function dealRatesOf(db: Database, tenantId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, DealRate>()
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const rows = rowsOf<Row>(await db.execute(dealsSql(tenantId, sql`c.id in (${list})`)))
  return new Map(rows.map((row) => [row.contract_id, toDealRate(row)]))
}
