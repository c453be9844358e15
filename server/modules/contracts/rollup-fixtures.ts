import { sql } from 'drizzle-orm'
import { RUNNING_CONTRACT_STATUSES } from '../../../contract/contract-values'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { DEMO_STUDIOS } from '../../test/harness'
import { committedStatuses, settledSql } from './ledger'
import { contractEventsSql } from './reminders'
import { freshContractRollups } from './rollup'

/*
 * The rollup tests' two sides: the live figures read contract by contract and instalment by
 * instalment (settledSql per row, not the grouped joins the rollup uses), and the rollup's rows.
 */

const key = (row: Record<string, unknown>) => JSON.stringify(row)

/** The live figures of every DEMO project, as sorted rows. */
export async function live(db: Database) {
  const read = async (query: ReturnType<typeof sql>) =>
    rowsOf<Record<string, unknown>>(await db.execute(query))
      .map(key)
      .sort()
  return {
    value: await read(sql`
      select project_id, agreement_id, platform_id, status, count(*)::int as count, sum(value)::bigint::text as amount
      from contracts where organization_id = ${DEMO_STUDIOS} group by 1, 2, 3, 4`),
    expiry: await read(sql`
      select project_id, end_date::text as day, count(*)::int as count from contracts
      where organization_id = ${DEMO_STUDIOS} and status in (${sql.join(
        RUNNING_CONTRACT_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )}) group by 1, 2`),
    // The reminders' own events (every one, from the start of time), which the rollup keeps by day.
    event: await read(sql`
      select project_id, event, event_date::text as day, count(*)::int as count,
        coalesce(sum(amount), 0)::bigint::text as amount
      from (${contractEventsSql('-infinity', DEMO_STUDIOS)}) e
      where organization_id = ${DEMO_STUDIOS} and event_date is not null group by 1, 2, 3`),
    due: await read(sql`
      select ci.project_id, date_trunc('month', ci.due_date)::date::text as day,
        sum(ci.amount - ${settledSql})::bigint::text as amount
      from contract_instalments ci join contracts c on c.id = ci.contract_id
      where ci.organization_id = ${DEMO_STUDIOS} and ci.due_date is not null and c.status in (${committedStatuses})
      group by 1, 2`),
  }
}

export async function rolled(db: Database) {
  await freshContractRollups(db, DEMO_STUDIOS)
  const read = async (query: ReturnType<typeof sql>) =>
    rowsOf<Record<string, unknown>>(await db.execute(query))
      .map(key)
      .sort()
  const of = (kind: string) =>
    sql`from contract_rollups where organization_id = ${DEMO_STUDIOS} and kind = ${kind}`
  return {
    value: await read(
      sql`select project_id, agreement_id, platform_id, status, count, amount::text as amount ${of('value')}`,
    ),
    expiry: await read(sql`select project_id, day::text as day, count ${of('event')} and status = 'expiry'`),
    event: await read(
      sql`select project_id, status as event, day::text as day, count, amount::text as amount ${of('event')}`,
    ),
    due: await read(sql`select project_id, day::text as day, amount::text as amount ${of('due')}`),
  }
}
