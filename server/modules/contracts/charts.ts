import { type SQL, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { ContractCharts, contractChartsQuerySchema } from '../../../contract/contracts'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import type { Caller } from '../budget/access'
import { projectScope } from '../projects/scope'

/*
 * /contractChartView's figures, each one grouped query over the caller's contracts (or one
 * project's). Money is summed per currency (a project keeps one), never across currencies.
 */

type Query = z.output<typeof contractChartsQuerySchema>

const LIVE = sql`c.status not in ('rejected', 'cancelled')`

function scopeOf(caller: Caller, query: Query): SQL {
  const project = query.project_id === undefined ? sql`` : sql`and c.project_id = ${query.project_id}`
  return sql`c.organization_id = ${caller.tenantId} ${project} and ${projectScope(caller, sql`c.project_id`)}`
}

/** Contracts with their project's currency. */
const withCurrency = sql`contracts c
  join projects p on p.id = c.project_id
  left join currencies cur on cur.id = coalesce(p.currency_id, (
    select b.id from currencies b
    where b.organization_id = p.organization_id and b.is_base and b.archived_at is null limit 1))`

const money = sql`cur.code as currency_code, coalesce(cur.minor_units, 2)::int as minor_units,
  count(*)::int as count, sum(c.value)::bigint as value`

export async function contractCharts(
  db: Database,
  caller: Caller,
  query: Query,
  now: Date,
): Promise<ContractCharts> {
  const where = scopeOf(caller, query)
  const today = now.toISOString().slice(0, 10)
  const [byAgreement, byPlatform, byStatus, expiries, due] = await Promise.all([
    db.execute(sql`
      select a.id as agreement_id, a.name, a.agreement_kind as kind, ${money}
      from ${withCurrency} join contract_agreements a on a.id = c.agreement_id
      where ${where} and ${LIVE}
      group by a.id, a.name, a.agreement_kind, cur.code, cur.minor_units
      order by value desc, a.name`),
    db.execute(sql`
      select pl.id as platform_id, pl.name, ${money}
      from ${withCurrency} left join contract_platforms pl on pl.id = c.platform_id
      where ${where} and ${LIVE}
      group by pl.id, pl.name, cur.code, cur.minor_units
      order by value desc, pl.name nulls last`),
    db.execute(sql`
      select c.status, ${money}
      from ${withCurrency}
      where ${where}
      group by c.status, cur.code, cur.minor_units
      order by c.status`),
    db.execute(sql`
      select to_char(date_trunc('month', c.end_date), 'YYYY-MM') as month, count(*)::int as count
      from contracts c
      where ${where} and c.status in ('executed', 'expiring')
        and c.end_date >= ${today}::date and c.end_date < date_trunc('month', ${today}::date) + interval '12 months'
      group by 1 order by 1`),
    db.execute(sql`
      select to_char(date_trunc('month', ci.due_date), 'YYYY-MM') as month, cur.code as currency_code,
        coalesce(cur.minor_units, 2)::int as minor_units,
        sum(ci.amount - coalesce((select sum(cp.amount) from contract_payments cp where cp.instalment_id = ci.id), 0))::bigint as amount
      from contract_instalments ci join ${withCurrency} on c.id = ci.contract_id
      where ${where} and c.status in ('executed', 'expiring', 'expired') and ci.due_date is not null
      group by 1, cur.code, cur.minor_units
      having sum(ci.amount - coalesce((select sum(cp.amount) from contract_payments cp where cp.instalment_id = ci.id), 0)) > 0
      order by 1`),
  ])
  const clean = (rows: Record<string, unknown>[]) =>
    rows.map(({ amount, value, ...rest }) => ({
      ...rest,
      ...(value === undefined ? {} : { value: Number(value) }),
      ...(amount === undefined ? {} : { amount: Number(amount) }),
    }))
  return {
    by_agreement: clean(rowsOf(byAgreement)) as ContractCharts['by_agreement'],
    by_platform: clean(rowsOf(byPlatform)) as ContractCharts['by_platform'],
    by_status: clean(rowsOf(byStatus)) as ContractCharts['by_status'],
    expiries: rowsOf(expiries) as ContractCharts['expiries'],
    instalments_due: clean(rowsOf(due)) as ContractCharts['instalments_due'],
  }
}
