import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type * as z from 'zod/mini'
import { isAdminRole } from '../../../contract/codes'
import type { Dpr, DprStatus, DprSummary, DprUnit, dprListQuerySchema } from '../../../contract/dpr'
import type { Database } from '../../db/client'
import { dailyBudgets, departments, dprs, projects, users, workTypes } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { mayCall } from '../../http/permissions'
import { countAll, iso, likePattern, orderFor, pagedList } from '../paging'
import { projectCurrencies, toCurrency } from '../projects/currency'
import { projectScope } from '../projects/scope'
import { mayDecide } from '../workflow/deciders'
import { pendingLevelsOf } from '../workflow/pending'
import { approvalTrail } from '../workflow/steps'
import { type DprRecord, dprFor, dprNumber, STANDING } from './access'
import { dprDocument } from './document'

/*
 * Reading reports: a filtered page of the projects the caller may see, and one with its trail and
 * what the caller may do (its DCR: cost.ts; a new day's draft: draft.ts). Day N of M: N counts the
 * unit's shoot days reported up to the day (reports in force on work types that are shoot days),
 * M the days the plan (daily budgets) holds.
 */

type Query = z.output<typeof dprListQuerySchema>
const creator = alias(users, 'dpr_creator')

const plannedDays = sql<number>`(select count(*)::int from ${dailyBudgets} d
  where d.project_id = ${dprs.projectId} and d.archived_at is null)`
const shootDayNo = sql<number | null>`case when ${workTypes.shootDay} then (
  select count(distinct e.shoot_date)::int from ${dprs} e
  join ${workTypes} et on et.id = e.work_type_id
  where e.organization_id = ${dprs.organizationId} and e.project_id = ${dprs.projectId} and e.unit = ${dprs.unit}
    and e.shoot_date <= ${dprs.shootDate} and et.shoot_day
    and e.status not in ('cancelled', 'superseded')) end`

function selectReports(db: Database) {
  return db
    .select({
      row: dprs,
      projectName: projects.name,
      projectCode: projects.code,
      workTypeName: workTypes.name,
      createdByName: creator.name,
      dayNo: shootDayNo,
      totalDays: plannedDays,
      code: projectCurrencies.code,
      minorUnits: projectCurrencies.minorUnits,
    })
    .from(dprs)
    .innerJoin(projects, eq(projects.id, dprs.projectId))
    .innerJoin(workTypes, eq(workTypes.id, dprs.workTypeId))
    .leftJoin(creator, eq(creator.id, dprs.createdBy))
    .leftJoin(projectCurrencies, eq(projectCurrencies.projectId, dprs.projectId))
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectReports>['where']>>[number]

function toSummary({ row, ...joined }: Joined): DprSummary {
  return {
    dpr_id: row.id,
    dpr_no: dprNumber(row.dprNo, row.revisionNo),
    project_id: row.projectId,
    project_name: joined.projectName,
    project_code: joined.projectCode,
    shoot_date: row.shootDate,
    unit: row.unit as DprUnit,
    work_type_id: row.workTypeId,
    work_type_name: joined.workTypeName,
    day_no: joined.dayNo === null ? null : Number(joined.dayNo),
    total_days: Number(joined.totalDays),
    status: row.status as DprStatus,
    revision_no: row.revisionNo,
    scheduled_eighths: row.scheduledEighths,
    shot_eighths: row.shotEighths,
    crew_call: row.crewCall,
    crew_wrap: row.crewWrap,
    created_by_name: joined.createdByName,
    row_version: row.rowVersion,
    updated_at: iso(row.updatedAt) as string,
  }
}

function filtersOf(caller: Caller, query: Query): SQL | undefined {
  return and(
    eq(dprs.organizationId, caller.tenantId),
    projectScope(caller, dprs.projectId),
    query.project_id === undefined ? undefined : eq(dprs.projectId, query.project_id),
    query.status ? eq(dprs.status, query.status) : undefined,
    query.from ? gte(dprs.shootDate, query.from) : undefined,
    query.to ? lte(dprs.shootDate, query.to) : undefined,
    query.search
      ? sql`(${dprs.location} ilike ${likePattern(query.search)} or ${dprs.notes} ilike ${likePattern(query.search)})`
      : undefined,
  )
}

const SORTS = {
  shoot_date: dprs.shootDate,
  status: dprs.status,
  dpr_no: dprs.dprNo,
  updated_at: dprs.updatedAt,
}

export async function listDprs(db: Database, caller: Caller, query: Query) {
  const where = filtersOf(caller, query)
  return pagedList(
    query,
    ({ limit, offset }) =>
      selectReports(db)
        .where(where)
        // A day's revision above the report it corrects.
        .orderBy(
          orderFor(query.sort, SORTS, '-shoot_date', dprs.id)[0] as SQL,
          desc(dprs.revisionNo),
          asc(dprs.id),
        )
        .limit(limit)
        .offset(offset),
    () => db.select(countAll).from(dprs).where(where),
    (rows) => rows.map(toSummary),
  )
}

/** The names of the departments a report's crew rows name. */
export async function departmentNames(db: Database, tenantId: number, ids: number[]) {
  if (!ids.length) return new Map<number, string>()
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.organizationId, tenantId), inArray(departments.id, ids)))
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** Pages shot on the project's standing reports of the unit before the day, in eighths. */
async function eighthsBefore(db: Database, row: DprRecord) {
  const [sum] = await db
    .select({ eighths: sql<number>`coalesce(sum(${dprs.shotEighths}), 0)::int` })
    .from(dprs)
    .where(
      and(
        eq(dprs.projectId, row.projectId),
        eq(dprs.unit, row.unit),
        sql`${dprs.shootDate} < ${row.shootDate}`,
        inArray(dprs.status, STANDING),
      ),
    )
  return Number(sum?.eighths ?? 0)
}

export async function dprDetail(db: Database, caller: Caller, id: number): Promise<Dpr> {
  const found = await dprFor(db, caller, id)
  const [joined] = await selectReports(db).where(eq(dprs.id, found.id))
  if (!joined) throw new Error('dpr vanished')
  const summary = toSummary(joined)
  const row = joined.row
  const crew = row.crew as Dpr['crew']
  const names = await departmentNames(db, caller.tenantId, [
    ...new Set(crew.map((line) => line.department_id)),
  ])
  const pending = await pendingLevelsOf(db, caller.tenantId, 'dpr', [row])
  const mayWrite = await mayCall(db, caller.session, 'dpr', 'PUT')
  const mayRaise = await mayCall(db, caller.session, 'dpr', 'POST')
  const isAdmin = isAdminRole(caller.session.roleType)
  const editable = ['draft', 'rejected'].includes(row.status)
  const currency = toCurrency(joined)
  return {
    ...summary,
    currency_code: currency.code,
    minor_units: currency.minor_units,
    location: row.location,
    weather: row.weather,
    first_shot: row.firstShot,
    meal_out: row.mealOut,
    meal_in: row.mealIn,
    first_shot_after_meal: row.firstShotAfterMeal,
    camera_wrap: row.cameraWrap,
    setups: row.setups,
    screen_seconds: row.screenSeconds,
    camera_cards: row.cameraCards,
    sound_rolls: row.soundRolls,
    scenes: row.scenes as Dpr['scenes'],
    cast: row.cast as Dpr['cast'],
    crew,
    juniors: row.juniors as Dpr['juniors'],
    extras: row.extras as Dpr['extras'],
    delays: row.delays as Dpr['delays'],
    meals_served: row.mealsServed,
    incidents: row.incidents,
    notes: row.notes,
    department_names: Object.fromEntries([...names].map(([key, name]) => [String(key), name])),
    to_date_eighths: (await eighthsBefore(db, row)) + row.shotEighths,
    revises_id: row.revisesId,
    revision_reason: row.revisionReason,
    pending_level: pending.get(row.id) ?? null,
    rejection_reason: row.rejectionReason,
    approvals: await approvalTrail(db, caller.tenantId, 'dpr', row.id),
    can_edit: mayWrite && editable,
    can_submit: mayWrite && editable,
    can_approve:
      mayWrite &&
      (await mayDecide(db, caller.tenantId, caller.session.userId, 'dpr', dprDocument.facts(row))),
    can_lock: isAdmin && mayWrite && row.status === 'approved',
    can_revise: mayRaise && STANDING.includes(row.status),
    can_cancel: mayWrite && dprDocument.cancellableFrom.includes(row.status),
  }
}
