import { type SQL, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { ContractCharts, contractChartsQuerySchema } from '../../../contract/contracts'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import type { Caller } from '../../http/caller'
import { projectScope } from '../projects/scope'
import { freshContractRollupsOf } from './rollup'

/*
 * /contractChartView's figures over the caller's contracts (or one project's). Money is summed per
 * currency (a project keeps one), never across currencies. They are read from each project's
 * contract rollup (rollup.ts: counts and values by agreement, platform and status, running contracts
 * by end date, what instalments still commit by month), brought up to date first.
 */

type Query = z.output<typeof contractChartsQuerySchema>

/** The caller's projects (or the one asked for) with their currency: own, else the organisation's base. */
function projectCurrencies(caller: Caller, query: Query): SQL {
  const only = query.project_id === undefined ? sql`` : sql`and p.id = ${query.project_id}`
  return sql`
    select p.id as project_id, cur.code as currency_code, coalesce(cur.minor_units, 2)::int as minor_units
    from projects p
    left join currencies cur on cur.id = coalesce(p.currency_id, (
      select b.id from currencies b
      where b.organization_id = p.organization_id and b.is_base and b.archived_at is null limit 1))
    where p.organization_id = ${caller.tenantId} ${only} and ${projectScope(caller, sql`p.id`)}`
}

type Grouped = {
  agreement_id: number | null
  platform_id: number | null
  status: string | null
  by: 'agreement' | 'platform' | 'status'
  currency_code: string
  minor_units: number
  count: number
  value: string
}

export async function contractCharts(
  db: Database,
  caller: Caller,
  query: Query,
  now: Date,
): Promise<ContractCharts> {
  const projects = projectCurrencies(caller, query)
  const today = now.toISOString().slice(0, 10)
  await freshContractRollupsOf(db, caller, query.project_id)
  const rollup = (kind: string) => sql`
    with pc as (${projects})
    select r.*, pc.currency_code, pc.minor_units from contract_rollups r join pc on pc.project_id = r.project_id
    where r.organization_id = ${caller.tenantId} and r.kind = ${kind}`
  const [grouped, names, expiries, due] = await Promise.all([
    db.execute(sql`
      select r.agreement_id, r.platform_id, r.status,
        case when grouping(r.agreement_id) = 0 then 'agreement'
          when grouping(r.platform_id) = 0 then 'platform' else 'status' end as by,
        r.currency_code, r.minor_units, sum(r.count)::int as count, sum(r.amount)::bigint as value
      from (${rollup('value')}) r
      group by grouping sets (
        (r.agreement_id, r.currency_code, r.minor_units, r.status),
        (r.platform_id, r.currency_code, r.minor_units, r.status),
        (r.status, r.currency_code, r.minor_units))`),
    db.execute(sql`
      select 'agreement' as kind, id, name, agreement_kind from contract_agreements where organization_id = ${caller.tenantId}
      union all
      select 'platform', id, name, null from contract_platforms where organization_id = ${caller.tenantId}`),
    db.execute(sql`
      select to_char(date_trunc('month', r.day), 'YYYY-MM') as month, sum(r.count)::int as count
      from (${rollup('event')}) r
      where r.status = 'expiry' and r.day >= ${today}::date and r.day < date_trunc('month', ${today}::date) + interval '12 months'
      group by 1 having sum(r.count) > 0 order by 1`),
    db.execute(sql`
      select to_char(r.day, 'YYYY-MM') as month, r.currency_code, r.minor_units, sum(r.amount)::bigint as amount
      from (${rollup('due')}) r
      group by r.day, r.currency_code, r.minor_units
      having sum(r.amount) > 0
      order by r.day`),
  ])
  const nameOf = new Map(
    rowsOf<{ kind: string; id: number; name: string; agreement_kind: string | null }>(names).map((row) => [
      `${row.kind}:${row.id}`,
      row,
    ]),
  )
  const rows = rowsOf<Grouped>(grouped)
  // An amended version's value lives on in its amendment: counted once, as the amendment.
  const live = (row: Grouped) => !['rejected', 'cancelled', 'amended'].includes(row.status ?? '')
  /** Sums rows that differ only in status (the value charts leave rejected, cancelled and amended out). */
  const merge = <K extends string>(by: Grouped['by'], keyOf: (row: Grouped) => K) => {
    const sums = new Map<string, { key: K; row: Grouped; count: number; value: number }>()
    for (const row of rows.filter((one) => one.by === by && (by === 'status' || live(one)))) {
      const id = `${keyOf(row)}|${row.currency_code}`
      const sum = sums.get(id) ?? { key: keyOf(row), row, count: 0, value: 0 }
      sum.count += row.count
      sum.value += Number(row.value)
      sums.set(id, sum)
    }
    return [...sums.values()].sort((a, b) => b.value - a.value)
  }
  const money = ({ row, count, value }: { row: Grouped; count: number; value: number }) => ({
    currency_code: row.currency_code,
    minor_units: row.minor_units,
    count,
    value,
  })
  return {
    by_agreement: merge('agreement', (row) => String(row.agreement_id)).map((sum) => {
      const agreement = nameOf.get(`agreement:${sum.row.agreement_id}`)
      return {
        agreement_id: sum.row.agreement_id as number,
        name: agreement?.name ?? '',
        kind: agreement?.agreement_kind ?? '',
        ...money(sum),
      }
    }),
    by_platform: merge('platform', (row) => String(row.platform_id)).map((sum) => ({
      platform_id: sum.row.platform_id,
      name:
        sum.row.platform_id === null ? null : (nameOf.get(`platform:${sum.row.platform_id}`)?.name ?? null),
      ...money(sum),
    })),
    by_status: merge('status', (row) => String(row.status))
      .map((sum) => ({
        status: sum.row.status as ContractCharts['by_status'][number]['status'],
        ...money(sum),
      }))
      .sort((a, b) => a.status.localeCompare(b.status)),
    expiries: rowsOf(expiries) as ContractCharts['expiries'],
    instalments_due: rowsOf<{ month: string; currency_code: string; minor_units: number; amount: string }>(
      due,
    ).map((row) => ({ ...row, amount: Number(row.amount) })),
  }
}
