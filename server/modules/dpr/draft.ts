import { and, asc, desc, eq, isNull, notInArray, sql } from 'drizzle-orm'
import type { Dpr, DprDraft, DprUnit } from '../../../contract/dpr'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { dailyBudgets, dprs, workTypes } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { projectCurrencyOf } from '../projects/currency'
import { assertProjectInScope } from '../projects/scope'
import { OUT_OF_FORCE } from './access'

/*
 * A new day's report, not saved: its place in the plan (day N of M), what the unit's previous
 * report already says of crew, cast, hires and the day's call and wrap, and the project's currency
 * its rates are typed in.
 */

/** A new day's report: the plan's place of the day and the unit's previous report's crew, cast and times. */
export async function dprDraft(
  db: Database,
  caller: Caller,
  query: { project_id: number; shoot_date: string; unit?: DprUnit },
): Promise<DprDraft> {
  await assertProjectInScope(db, caller, query.project_id)
  const unit = query.unit ?? 'main'
  const [previous] = await db
    .select()
    .from(dprs)
    .where(
      and(
        eq(dprs.organizationId, caller.tenantId),
        eq(dprs.projectId, query.project_id),
        eq(dprs.unit, unit),
        sql`${dprs.shootDate} < ${query.shoot_date}`,
        notInArray(dprs.status, OUT_OF_FORCE),
      ),
    )
    .orderBy(desc(dprs.shootDate), desc(dprs.revisionNo))
    .limit(1)
  const [plan] = await db
    .select({ title: dailyBudgets.title })
    .from(dailyBudgets)
    .where(
      and(
        eq(dailyBudgets.projectId, query.project_id),
        eq(dailyBudgets.day, query.shoot_date),
        isNull(dailyBudgets.archivedAt),
      ),
    )
  const counts = await shootDayCounts(db, query.project_id, query.shoot_date, unit)
  const [shootType] = await db
    .select({ id: workTypes.id })
    .from(workTypes)
    .where(
      and(
        eq(workTypes.organizationId, caller.tenantId),
        eq(workTypes.shootDay, true),
        isNull(workTypes.archivedAt),
      ),
    )
    .orderBy(asc(workTypes.id))
    .limit(1)
  const workTypeId = previous?.workTypeId ?? shootType?.id ?? null
  const currency = await projectCurrencyOf(db, caller.tenantId, query.project_id)
  return {
    project_id: query.project_id,
    shoot_date: query.shoot_date,
    unit,
    work_type_id: workTypeId,
    location: previous?.location ?? null,
    weather: null,
    crew_call: previous?.crewCall ?? '07:00',
    first_shot: null,
    meal_out: null,
    meal_in: null,
    first_shot_after_meal: null,
    camera_wrap: null,
    crew_wrap: previous?.crewWrap ?? '15:30',
    scheduled_eighths: 0,
    setups: 0,
    screen_seconds: 0,
    camera_cards: 0,
    sound_rolls: 0,
    scenes: [],
    // Yesterday's cast and their calls; their meal breaks are the new day's own.
    cast: ((previous?.cast ?? []) as Dpr['cast']).map((line) => ({
      ...line,
      status: 'W' as const,
      meal_out: null,
      meal_in: null,
    })),
    crew: (previous?.crew ?? []) as Dpr['crew'],
    juniors: (previous?.juniors ?? []) as Dpr['juniors'],
    extras: (previous?.extras ?? []) as Dpr['extras'],
    delays: [],
    meals_served: 0,
    incidents: null,
    notes: null,
    day_no: counts.shot + 1,
    total_days: counts.planned,
    copied_from_id: previous?.id ?? null,
    planned_title: plan?.title ?? null,
    currency_code: currency.code,
    minor_units: currency.minor_units,
  }
}

/**
 * Day N of M for each of `projectIds`: `planned` is the project's planned shoot days (its daily
 * budgets), `shot` the days the unit reported as shoot days before `before` (reports in force,
 * drafts included).
 */
export async function shootDayCountsOf(
  db: Database,
  projectIds: number[],
  before: string,
  unit: DprUnit = 'main',
): Promise<(projectId: number) => { planned: number; shot: number }> {
  const counts = new Map<number, { planned: number; shot: number }>()
  if (projectIds.length > 0) {
    const rows = rowsOf<{ project_id: number; planned: number; shot: number }>(
      await db.execute(sql`
        select p.id as project_id,
          (select count(*)::int from ${dailyBudgets} d where d.project_id = p.id and d.archived_at is null) as planned,
          (select count(distinct r.shoot_date)::int from ${dprs} r
            join ${workTypes} w on w.id = r.work_type_id
            where r.project_id = p.id and r.unit = ${unit} and w.shoot_day
              and r.shoot_date < ${before} and r.status not in ('cancelled', 'superseded')) as shot
        from unnest(${sql.param(projectIds)}::int[]) p(id)`),
    )
    for (const row of rows)
      counts.set(Number(row.project_id), { planned: Number(row.planned), shot: Number(row.shot) })
  }
  return (projectId) => counts.get(projectId) ?? { planned: 0, shot: 0 }
}

/** shootDayCountsOf for one project. */
export async function shootDayCounts(
  db: Database,
  projectId: number,
  before: string,
  unit: DprUnit = 'main',
) {
  return (await shootDayCountsOf(db, [projectId], before, unit))(projectId)
}
