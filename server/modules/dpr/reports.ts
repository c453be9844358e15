import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import { isAdminRole } from '../../../contract/codes'
import { type CreateDprRequest, SHOT_RESULTS, type UpdateDprRequest } from '../../../contract/dpr'
import type { FieldError } from '../../../contract/envelope'
import type { Database } from '../../db/client'
import { nextNumber } from '../../db/numbering'
import { departments, dprs, workTypes } from '../../db/schema'
import { badRequest, conflict, forbidden } from '../../http/errors'
import { dealRatesOn } from '../contracts/deal-rates'
import { assertPeriodOpen } from '../period-lock/lock'
import { assertProjectInScope } from '../projects/scope'
import { assertFresh } from '../workflow/refusals'
import { recordStep } from '../workflow/steps'
import { type WriteDeps, workflowCallerOf } from '../workflow/write-deps'
import { DPR_SERIES, dprFor, OUT_OF_FORCE } from './access'
import { dprDocument } from './document'

/*
 * Writing a day's report and its steps around the shared workflow: one report in force per
 * project, day and unit; changed only while draft or rejected; locked once approved by an Admin;
 * corrected by a revision (a copy with a reason) that supersedes it when approved. The DCR is
 * computed when read, with the rules of the day it is read.
 */

const EDITABLE = ['draft', 'rejected']

type Body = Omit<UpdateDprRequest, 'row_version'>

const shotEighths = (scenes: Body['scenes']) =>
  scenes.filter((scene) => SHOT_RESULTS.includes(scene.result)).reduce((sum, scene) => sum + scene.eighths, 0)

/** Field errors of what the schema cannot see: the references and the reasons a scene needs. */
async function bodyErrors(db: Database, tenantId: number, body: Body, day: Day): Promise<FieldError[]> {
  const errors: FieldError[] = []
  if (body.cast.some((artiste) => artiste.contract_id)) {
    const running = new Set(
      (await dealRatesOn(db, tenantId, day.projectId, day.shootDate)).map((deal) => deal.contract_id),
    )
    body.cast.forEach((artiste, index) => {
      if (artiste.contract_id && !running.has(artiste.contract_id))
        errors.push({
          path: `cast.${index}.contract_id`,
          message: 'Choose a contract of this project running on the day, with a day rate',
          code: 'notFound',
        })
    })
  }
  const [type] = await db
    .select({ id: workTypes.id })
    .from(workTypes)
    .where(
      and(
        eq(workTypes.id, body.work_type_id),
        eq(workTypes.organizationId, tenantId),
        isNull(workTypes.archivedAt),
      ),
    )
  if (!type) errors.push({ path: 'work_type_id', message: 'Choose an active work type', code: 'notFound' })
  const wanted = [...new Set(body.crew.map((row) => row.department_id))]
  const known = wanted.length
    ? await db
        .select({ id: departments.id })
        .from(departments)
        .where(
          and(
            inArray(departments.id, wanted),
            eq(departments.organizationId, tenantId),
            isNull(departments.archivedAt),
          ),
        )
    : []
  const knownIds = new Set(known.map((row) => row.id))
  body.crew.forEach((row, index) => {
    if (!knownIds.has(row.department_id))
      errors.push({
        path: `crew.${index}.department_id`,
        message: 'Choose an active department',
        code: 'notFound',
      })
  })
  body.cast.forEach((row, index) => {
    if (row.meal_in && !row.meal_out)
      errors.push({
        path: `cast.${index}.meal_out`,
        message: 'Say when their meal break started',
        code: 'required',
      })
  })
  body.scenes.forEach((scene, index) => {
    if (scene.result === 'not_shot' && !scene.reason)
      errors.push({
        path: `scenes.${index}.reason`,
        message: 'Say why the scene was not shot',
        code: 'required',
      })
  })
  return errors
}

/** The row's columns from a report's body, with the pages it shot. */
function columnsOf(body: Body) {
  return {
    workTypeId: body.work_type_id,
    location: body.location ?? null,
    weather: body.weather ?? null,
    crewCall: body.crew_call,
    firstShot: body.first_shot ?? null,
    mealOut: body.meal_out ?? null,
    mealIn: body.meal_in ?? null,
    firstShotAfterMeal: body.first_shot_after_meal ?? null,
    cameraWrap: body.camera_wrap ?? null,
    crewWrap: body.crew_wrap,
    scheduledEighths: body.scheduled_eighths,
    shotEighths: shotEighths(body.scenes),
    setups: body.setups,
    screenSeconds: body.screen_seconds,
    cameraCards: body.camera_cards,
    soundRolls: body.sound_rolls,
    scenes: body.scenes,
    cast: body.cast,
    crew: body.crew,
    juniors: body.juniors,
    extras: body.extras,
    delays: body.delays,
    mealsServed: body.meals_served ?? 0,
    incidents: body.incidents ?? null,
    notes: body.notes ?? null,
  }
}

/** The report's project and day, which its cast's contracts must be running on. */
type Day = { projectId: number; shootDate: string }

async function assertChecked(db: Database, tenantId: number, body: Body, day: Day) {
  const errors = await bodyErrors(db, tenantId, body, day)
  if (errors.length) throw badRequest('Some fields need attention', errors)
}

async function assertDayFree(db: Database, projectId: number, day: string, unit: string) {
  const [taken] = await db
    .select({ id: dprs.id })
    .from(dprs)
    .where(
      and(
        eq(dprs.projectId, projectId),
        eq(dprs.shootDate, day),
        eq(dprs.unit, unit),
        notInArray(dprs.status, OUT_OF_FORCE),
      ),
    )
    .limit(1)
  if (taken) {
    const message = `The project already has a report of this unit on ${day}`
    throw conflict(message, [{ path: 'shoot_date', message, code: 'unique' }], 'unique')
  }
}

export async function createDpr(deps: WriteDeps, input: CreateDprRequest) {
  const { caller } = deps
  return deps.db.transaction(async (tx) => {
    await assertProjectInScope(tx, caller, input.project_id)
    const { project_id, shoot_date, unit = 'main', ...body } = input
    await assertChecked(tx, caller.tenantId, body, { projectId: project_id, shootDate: shoot_date })
    await assertPeriodOpen(tx, project_id, shoot_date, 'shoot_date', deps.now)
    // One writer per project at a time: the day checks see each other's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('dpr'), ${project_id})`)
    await assertDayFree(tx, project_id, shoot_date, unit)
    const values = {
      organizationId: caller.tenantId,
      projectId: project_id,
      dprNo: await nextNumber(tx, DPR_SERIES, project_id),
      shootDate: shoot_date,
      unit,
      ...columnsOf(body),
      createdBy: caller.session.userId,
      createdAt: deps.now,
      updatedAt: deps.now,
    }
    const [row] = await tx.insert(dprs).values(values).returning({ id: dprs.id })
    if (!row) throw new Error('dpr insert returned nothing')
    await deps.audit(tx, { action: 'dpr.create', entity: 'dpr', entityId: row.id, after: values })
    return row.id
  })
}

export async function updateDpr(deps: WriteDeps, id: number, input: UpdateDprRequest) {
  return deps.db.transaction(async (tx) => {
    const row = await dprFor(tx, deps.caller, id, true)
    if (!EDITABLE.includes(row.status))
      throw conflict(
        'Only a draft or rejected report can be changed: revise an approved one',
        [],
        'notEditable',
      )
    assertFresh(dprDocument.noun, row.rowVersion, input.row_version)
    const { row_version: _version, ...body } = input
    await assertChecked(tx, deps.caller.tenantId, body, row)
    await assertPeriodOpen(tx, row.projectId, row.shootDate, 'shoot_date', deps.now)
    const changes = columnsOf(body)
    await tx
      .update(dprs)
      .set({ ...changes, rowVersion: row.rowVersion + 1, updatedAt: deps.now })
      .where(eq(dprs.id, id))
    await deps.audit(tx, { action: 'dpr.update', entity: 'dpr', entityId: id, before: row, after: changes })
    return id
  })
}

/** An Admin locks an approved report: from then on only a revision corrects it. */
export async function lockDpr(deps: WriteDeps, id: number, input: { row_version?: number }) {
  return deps.db.transaction(async (tx) => {
    if (!isAdminRole(deps.caller.session.roleType))
      throw forbidden('Only an Admin can lock a daily production report')
    const row = await dprFor(tx, deps.caller, id, true)
    if (row.status !== 'approved') throw conflict('Only an approved report can be locked', [], 'notApproved')
    assertFresh(dprDocument.noun, row.rowVersion, input.row_version)
    await tx
      .update(dprs)
      .set({
        status: 'locked',
        lockedAt: deps.now,
        lockedBy: deps.caller.session.userId,
        rowVersion: row.rowVersion + 1,
        updatedAt: deps.now,
      })
      .where(eq(dprs.id, id))
    await recordStep(tx, workflowCallerOf(deps), { type: 'dpr', id }, 'locked', null, null)
    return id
  })
}

/** A correction of an approved or locked report: a draft copy with the reason; answers its id. */
export async function reviseDpr(deps: WriteDeps, id: number, input: { reason: string }) {
  return deps.db.transaction(async (tx) => {
    const row = await dprFor(tx, deps.caller, id, true)
    if (!['approved', 'locked'].includes(row.status))
      throw conflict(
        'Only an approved or locked report is revised; change a draft directly',
        [],
        'notApproved',
      )
    const [open] = await tx
      .select({ id: dprs.id })
      .from(dprs)
      .where(and(eq(dprs.revisesId, id), notInArray(dprs.status, OUT_OF_FORCE)))
      .limit(1)
    if (open) throw conflict('This report already has a revision in progress', [], 'unique')
    const {
      id: _id,
      status: _status,
      createdAt: _created,
      updatedAt: _updated,
      lockedAt: _lockedAt,
      lockedBy: _lockedBy,
      pendingLevelNo: _pending,
      rejectionReason: _rejection,
      budgetCheck: _check,
      submittedBy: _submittedBy,
      submittedAt: _submittedAt,
      approvedBy: _approvedBy,
      approvedAt: _approvedAt,
      rowVersion: _version,
      ...copy
    } = row
    const values = {
      ...copy,
      revisionNo: row.revisionNo + 1,
      revisesId: row.id,
      revisionReason: input.reason,
      createdBy: deps.caller.session.userId,
      createdAt: deps.now,
      updatedAt: deps.now,
    }
    const [revision] = await tx.insert(dprs).values(values).returning({ id: dprs.id })
    if (!revision) throw new Error('dpr revision insert returned nothing')
    await recordStep(tx, workflowCallerOf(deps), { type: 'dpr', id }, 'revised', null, input.reason)
    await deps.audit(tx, {
      action: 'dpr.revise',
      entity: 'dpr',
      entityId: revision.id,
      after: { revises_id: id, reason: input.reason },
    })
    return revision.id
  })
}
