import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { freshRollup, freshRollupEverywhere, type Rollup } from '../../db/rollups'
import { rowsOf } from '../../db/rows'
import { spendRollupChanges } from '../../db/schema'
import { latestPoLineUse, ledgerEntries, type Spend, spendMaps } from './ledger'

/*
 * The spend rollup (schema: spend_rollups): the ledger's movements summed per project, code and day,
 * so the dashboard, the cost report and the weekly burn read a few thousand rows instead of working
 * out every document's movement on each request. It is the ledger (ledger.ts) itself, grouped: a
 * project's rows are rebuilt from `ledgerEntries` when it is read after a change (db/rollups.ts).
 *
 * Every figure "as of a day" is the rows dated on or before it — exactly the ledger's, with one
 * exception: an approved PO line's open commitment as of a day subtracts only the uses dated by
 * then, so the rollup (which subtracts them all) holds it only from the latest use's day on. Before
 * that day (a back-dated report, an invoice dated in the future) committed is read live. Actual is
 * never affected: it is always the rows' sum. rollup.test.ts holds both equal to the live ledger.
 */

async function rebuild(db: Database, tenantId: number, projectId: number) {
  const scope = { tenantId, projectId }
  await db.execute(sql`
    with gone as (delete from spend_rollups where project_id = ${projectId})
    insert into spend_rollups (organization_id, project_id, code, "on", committed, actual)
    select ${tenantId}::int, ${projectId}::int, code, "on", sum(committed)::bigint, sum(actual)::bigint
    from (${ledgerEntries(scope)}) entries
    group by code, "on"
    having sum(committed) <> 0 or sum(actual) <> 0`)
  await db.execute(sql`
    insert into spend_rollup_state (project_id, uses_through)
    values (${projectId}, (${latestPoLineUse(scope)})::date)
    on conflict (project_id) do update set uses_through = excluded.uses_through`)
}

const SPEND_ROLLUP: Rollup = { changes: spendRollupChanges, lock: 1020, rebuild }

/** Brings the tenant's spend rollups (of the projects given, or all) up to date. */
export const freshSpendRollups = (db: Database, tenantId: number, projectIds?: number | number[]) =>
  freshRollup(db, SPEND_ROLLUP, tenantId, projectIds)

/** Brings every organisation's stale spend rollups up to date (the hourly job). */
export const freshSpendRollupsEverywhere = (db: Database) => freshRollupEverywhere(db, SPEND_ROLLUP)

/** Spend per project and day asked (spendAsOf's answer). */
export type SpendAsOf = (projectId: number, day: string) => Spend

const emptySpend = (): Spend => ({ committed: new Map(), actual: new Map() })

/**
 * What `spendMaps` answers for each of `projectIds` as of each of `days`, read from the rollups
 * (brought up to date first) in one statement; committed is read live for a project and day before
 * its latest PO-line use (see above).
 */
export async function spendAsOf(
  db: Database,
  tenantId: number,
  projectIds: number[],
  days: string[],
): Promise<SpendAsOf> {
  const answers = new Map<string, Spend>()
  const keyOf = (projectId: number, day: string) => `${projectId}|${day}`
  if (projectIds.length === 0 || days.length === 0) return () => emptySpend()
  await freshSpendRollups(db, tenantId, projectIds)
  const ids = sql.param(projectIds)
  const [rows, states] = await Promise.all([
    db.execute(sql`
      select r.project_id, d.day::text as day, r.code, sum(r.committed) as committed, sum(r.actual) as actual
      from spend_rollups r join unnest(${sql.param(days)}::date[]) d(day) on r."on" <= d.day
      where r.organization_id = ${tenantId} and r.project_id = any(${ids}::int[])
      group by r.project_id, d.day, r.code`),
    db.execute(sql`
      select project_id, uses_through::text as uses_through from spend_rollup_state
      where project_id = any(${ids}::int[])`),
  ])
  for (const row of rowsOf<{
    project_id: number
    day: string
    code: string
    committed: string
    actual: string
  }>(rows)) {
    const key = keyOf(Number(row.project_id), row.day)
    const spend = answers.get(key) ?? emptySpend()
    if (Number(row.committed) !== 0) spend.committed.set(row.code, Number(row.committed))
    if (Number(row.actual) !== 0) spend.actual.set(row.code, Number(row.actual))
    answers.set(key, spend)
  }
  // 'infinity' sorts after every ISO date, as it does in SQL.
  for (const state of rowsOf<{ project_id: number; uses_through: string | null }>(states))
    for (const day of days)
      if (state.uses_through !== null && state.uses_through > day) {
        const projectId = Number(state.project_id)
        answers.set(keyOf(projectId, day), await spendMaps(db, { tenantId, projectId, through: day }))
      }
  return (projectId, day) => answers.get(keyOf(projectId, day)) ?? emptySpend()
}

/** Each project's actual per week (by its Monday) of the span, from the rollups. */
export async function actualByWeek(
  db: Database,
  tenantId: number,
  projectIds: number[],
  from: string,
  through: string,
): Promise<(projectId: number, monday: string) => number> {
  if (projectIds.length === 0) return () => 0
  await freshSpendRollups(db, tenantId, projectIds)
  const rows = rowsOf<{ project_id: number; week: string; actual: string }>(
    await db.execute(sql`
      select project_id, date_trunc('week', "on")::date::text as week, sum(actual) as actual from spend_rollups
      where organization_id = ${tenantId} and project_id = any(${sql.param(projectIds)}::int[])
        and "on" between ${from}::date and ${through}::date
      group by 1, 2`),
  )
  const weeks = new Map(rows.map((row) => [`${row.project_id}|${row.week}`, Number(row.actual)]))
  return (projectId, monday) => weeks.get(`${projectId}|${monday}`) ?? 0
}
