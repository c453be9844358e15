import { and, asc, desc, eq, gte, inArray, isNull, lte, notInArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type * as z from 'zod/mini'
import type {
  Dcr,
  DcrPeriod,
  Dpr,
  DprDraft,
  DprStatus,
  DprSummary,
  DprUnit,
  dprListQuerySchema,
} from '../../../contract/dpr'
import type { Database } from '../../db/client'
import { dailyBudgets, departments, dprs, projects, users, workTypes } from '../../db/schema'
import { mayCall } from '../../http/permissions'
import type { Caller } from '../budget/access'
import { iso, likePattern, orderFor, pageOf, pagination } from '../paging'
import { projectCurrencyOf } from '../projects/currency'
import { assertProjectInScope, projectScope } from '../projects/scope'
import { mayDecide } from '../workflow/deciders'
import { pendingLevelsOf } from '../workflow/pending'
import { approvalTrail } from '../workflow/steps'
import { type DprRecord, dprFor, dprNumber } from './access'
import { computeDcr } from './dcr'
import { dprDocument } from './document'
import { rulesOf } from './rules'

/*
 * Reading reports: a filtered page of the projects the caller may see, one with its trail and what
 * the caller may do, a new day's pre-filled draft, the day's DCR and a period's days against their
 * daily budgets. Day N of M: N counts the unit's shoot days reported up to the day (reports in
 * force on work types that are shoot days), M the days the plan (daily budgets) holds.
 */

type Query = z.output<typeof dprListQuerySchema>
const OUT_OF_FORCE = ['cancelled', 'superseded']
const STANDING = ['approved', 'locked']
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
    })
    .from(dprs)
    .innerJoin(projects, eq(projects.id, dprs.projectId))
    .innerJoin(workTypes, eq(workTypes.id, dprs.workTypeId))
    .leftJoin(creator, eq(creator.id, dprs.createdBy))
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
  const { page, limit, offset } = pageOf(query)
  const where = filtersOf(caller, query)
  const [rows, [count]] = await Promise.all([
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
    db.select({ total: sql<number>`count(*)::int` }).from(dprs).where(where),
  ])
  return {
    data: rows.map(toSummary),
    pagination: pagination(Number(count?.total ?? 0), page, limit, rows.length),
  }
}

async function departmentNames(db: Database, tenantId: number, ids: number[]) {
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
  const isAdmin = ['Super Admin', 'Admin'].includes(caller.session.roleType)
  const editable = ['draft', 'rejected'].includes(row.status)
  return {
    ...summary,
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

/** The DCR of one report, with the day's daily budget. */
export async function dprCost(db: Database, caller: Caller, id: number): Promise<Dcr> {
  const row = await dprFor(db, caller, id)
  const [currency, rules, budget] = await Promise.all([
    projectCurrencyOf(db, caller.tenantId, row.projectId),
    rulesOf(db, caller.tenantId),
    dailyBudgetOf(db, row.projectId, row.shootDate),
  ])
  const crew = row.crew as Dpr['crew']
  const names = await departmentNames(db, caller.tenantId, [
    ...new Set(crew.map((line) => line.department_id)),
  ])
  const dcr = computeDcr(
    {
      crew_call: row.crewCall,
      meal_out: row.mealOut,
      crew: crew.map((line) => ({
        ...line,
        label: names.get(line.department_id) ?? `#${line.department_id}`,
      })),
      juniors: (row.juniors as Dpr['juniors']).map((line) => ({ ...line, label: line.category })),
      extras: row.extras as Dpr['extras'],
    },
    rules,
  )
  return {
    dpr_id: row.id,
    project_id: row.projectId,
    shoot_date: row.shootDate,
    currency_code: currency.code,
    minor_units: currency.minor_units,
    ...dcr,
    daily_budget: budget,
    variance: budget === null ? null : budget - dcr.total,
    scheduled_eighths: row.scheduledEighths,
    shot_eighths: row.shotEighths,
  }
}

async function dailyBudgetOf(db: Database, projectId: number, day: string) {
  const [row] = await db
    .select({ total: dailyBudgets.total })
    .from(dailyBudgets)
    .where(
      and(eq(dailyBudgets.projectId, projectId), eq(dailyBudgets.day, day), isNull(dailyBudgets.archivedAt)),
    )
  return row ? Number(row.total) : null
}

/** Each day of the period that has a daily budget or a report: the plan beside the DCR. */
export async function dcrPeriod(
  db: Database,
  caller: Caller,
  query: { project_id: number; from: string; to: string },
): Promise<DcrPeriod> {
  await assertProjectInScope(db, caller, query.project_id)
  const [currency, rules, budgets, reports] = await Promise.all([
    projectCurrencyOf(db, caller.tenantId, query.project_id),
    rulesOf(db, caller.tenantId),
    db
      .select({ day: dailyBudgets.day, total: dailyBudgets.total })
      .from(dailyBudgets)
      .where(
        and(
          eq(dailyBudgets.projectId, query.project_id),
          isNull(dailyBudgets.archivedAt),
          gte(dailyBudgets.day, query.from),
          lte(dailyBudgets.day, query.to),
        ),
      ),
    db
      .select()
      .from(dprs)
      .where(
        and(
          eq(dprs.organizationId, caller.tenantId),
          eq(dprs.projectId, query.project_id),
          gte(dprs.shootDate, query.from),
          lte(dprs.shootDate, query.to),
          notInArray(dprs.status, [...OUT_OF_FORCE, 'draft', 'rejected']),
        ),
      )
      .orderBy(asc(dprs.shootDate), desc(dprs.revisionNo)),
  ])
  const days = new Map<
    string,
    { budget: number | null; cost: number; ids: { id: number; status: string }[] }
  >()
  for (const budget of budgets) days.set(budget.day, { budget: Number(budget.total), cost: 0, ids: [] })
  // Every unit's report of a day counts; of a report and its revision, the standing one.
  const skipped = new Set<number>()
  for (const report of reports) {
    const revised = report.revisesId
    if (revised === null || !reports.some((other) => other.id === revised)) continue
    skipped.add(STANDING.includes(report.status) ? revised : report.id)
  }
  for (const report of reports) {
    if (skipped.has(report.id)) continue
    const dcr = computeDcr(
      {
        crew_call: report.crewCall,
        meal_out: report.mealOut,
        crew: (report.crew as Dpr['crew']).map((line) => ({ ...line, label: '' })),
        juniors: (report.juniors as Dpr['juniors']).map((line) => ({ ...line, label: line.category })),
        extras: report.extras as Dpr['extras'],
      },
      rules,
    )
    const day = days.get(report.shootDate) ?? { budget: null, cost: 0, ids: [] }
    day.cost += dcr.total
    day.ids.push({ id: report.id, status: report.status })
    days.set(report.shootDate, day)
  }
  const list = [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, figures]) => {
      const first = figures.ids[0]
      return {
        shoot_date: day,
        daily_budget: figures.budget,
        dcr_total: first ? figures.cost : null,
        dpr_id: first?.id ?? null,
        dpr_status: (first?.status ?? null) as DprStatus | null,
        variance: figures.budget !== null && first ? figures.budget - figures.cost : null,
      }
    })
  return {
    project_id: query.project_id,
    currency_code: currency.code,
    minor_units: currency.minor_units,
    days: list,
    daily_budget_total: list.reduce((sum, day) => sum + (day.daily_budget ?? 0), 0),
    dcr_total: list.reduce((sum, day) => sum + (day.dcr_total ?? 0), 0),
  }
}

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
  const [counts] = await db
    .select({
      planned: sql<number>`(select count(*)::int from ${dailyBudgets} d
        where d.project_id = ${query.project_id} and d.archived_at is null)`,
      shot: sql<number>`(select count(distinct r.shoot_date)::int from ${dprs} r
        join ${workTypes} w on w.id = r.work_type_id
        where r.project_id = ${query.project_id} and r.unit = ${unit} and w.shoot_day
          and r.shoot_date < ${query.shoot_date} and r.status not in ('cancelled', 'superseded'))`,
    })
    .from(sql`(select 1) as one`)
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
    cast: ((previous?.cast ?? []) as Dpr['cast']).map((line) => ({ ...line, status: 'W' as const })),
    crew: (previous?.crew ?? []) as Dpr['crew'],
    juniors: (previous?.juniors ?? []) as Dpr['juniors'],
    extras: (previous?.extras ?? []) as Dpr['extras'],
    delays: [],
    notes: null,
    day_no: Number(counts?.shot ?? 0) + 1,
    total_days: Number(counts?.planned ?? 0),
    copied_from_id: previous?.id ?? null,
    planned_title: plan?.title ?? null,
  }
}
