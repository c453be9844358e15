import { and, eq, isNull, sql } from 'drizzle-orm'
import { isAdminRole } from '../../../contract/codes'
import type { ApprovalLevel, CreateLevelRequest, UpdateLevelRequest } from '../../../contract/spend/approvals'
import type { DocumentType } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { approvalLevels, projects } from '../../db/schema'
import { forbidden, notFound } from '../../http/errors'
import { userNames } from '../users/names'
import { afterLevelRemoved, afterThresholdRaised } from '../workflow/level-changes'
import { autoApproves, type LevelRecord, levelsOf } from '../workflow/levels'
import { assertApproversOnTeam, type Caller, visibleProject } from './access'

/*
 * Approval levels per project and document type (/addLevel, /removeLevel): numbered 1…n without
 * gaps. Removing one archives it and moves the later ones up; what that does to the documents
 * waiting on it (and raising a threshold) is the workflow's (workflow/level-changes.ts).
 */

export function toLevel(level: LevelRecord, names: Map<number, string>): ApprovalLevel {
  return {
    level_id: level.id,
    project_id: level.projectId,
    document_type: level.documentType as DocumentType,
    level_no: level.levelNo,
    name: level.name,
    threshold: level.threshold,
    approver_ids: level.approverIds,
    approver_names: level.approverIds.map((id) => names.get(id) ?? `#${id}`),
    updated_at: level.updatedAt.toISOString(),
  }
}

export async function levelViews(db: Database, levels: LevelRecord[]) {
  const names = await userNames(
    db,
    levels.flatMap((level) => level.approverIds),
  )
  return levels.map((level) => toLevel(level, names))
}

export async function listLevels(db: Database, caller: Caller, projectId: number, type: DocumentType) {
  const project = await visibleProject(db, caller, projectId)
  return levelViews(db, await levelsOf(db, caller.tenantId, project.id, type))
}

export async function createLevel(
  db: Database,
  caller: Caller,
  projectId: number,
  input: CreateLevelRequest,
) {
  return db.transaction(async (tx) => {
    const project = await visibleProject(tx, caller, projectId)
    const type = input.document_type ?? 'po'
    const approverIds = [...new Set(input.approver_ids)]
    await assertApproversOnTeam(tx, caller.tenantId, project.id, approverIds)
    // Serialises level changes of the project, so two new levels never take the same number.
    await tx.execute(sql`select id from projects where id = ${project.id} for update`)
    const existing = await levelsOf(tx, caller.tenantId, project.id, type)
    const [level] = await tx
      .insert(approvalLevels)
      .values({
        organizationId: caller.tenantId,
        projectId: project.id,
        documentType: type,
        levelNo: existing.length + 1,
        name: input.name,
        threshold: input.threshold,
        approverIds,
        createdAt: caller.now,
        updatedAt: caller.now,
      })
      .returning()
    const created = level as LevelRecord
    await caller.audit(tx, {
      action: 'approval_level.create',
      entity: 'approval_level',
      entityId: created.id,
      after: { ...input, project_id: project.id, level_no: created.levelNo },
    })
    return (await levelViews(tx, [created]))[0] as ApprovalLevel
  })
}

/** The live level by id, on a project of the tenant the caller sees; 404 otherwise. */
async function findLevel(db: Database, caller: Caller, levelId: number) {
  const [level] = await db
    .select()
    .from(approvalLevels)
    .where(
      and(
        eq(approvalLevels.id, levelId),
        eq(approvalLevels.organizationId, caller.tenantId),
        isNull(approvalLevels.archivedAt),
      ),
    )
    .limit(1)
  if (!level) throw notFound('This approval level')
  try {
    await visibleProject(db, caller, level.projectId)
  } catch {
    throw notFound('This approval level')
  }
  return level
}

export async function updateLevel(db: Database, caller: Caller, levelId: number, input: UpdateLevelRequest) {
  return db.transaction(async (tx) => {
    const before = await findLevel(tx, caller, levelId)
    const approverIds = input.approver_ids ? [...new Set(input.approver_ids)] : undefined
    if (approverIds) await assertApproversOnTeam(tx, caller.tenantId, before.projectId, approverIds)
    const [level] = await tx
      .update(approvalLevels)
      .set({
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.threshold === undefined ? {} : { threshold: input.threshold }),
        ...(approverIds ? { approverIds } : {}),
        updatedAt: caller.now,
      })
      .where(eq(approvalLevels.id, before.id))
      .returning()
    const after = level as LevelRecord
    await caller.audit(tx, {
      action: 'approval_level.update',
      entity: 'approval_level',
      entityId: after.id,
      before: { name: before.name, threshold: before.threshold, approver_ids: before.approverIds },
      after: { name: after.name, threshold: after.threshold, approver_ids: after.approverIds },
    })
    // A raised threshold: what waits on this level below it no longer needs it.
    if (after.threshold > before.threshold) await afterThresholdRaised(tx, caller, after)
    return (await levelViews(tx, [after]))[0] as ApprovalLevel
  })
}

export async function removeLevel(db: Database, caller: Caller, levelId: number) {
  return db.transaction(async (tx) => {
    const level = await findLevel(tx, caller, levelId)
    await tx.execute(sql`select id from projects where id = ${level.projectId} for update`)
    await tx
      .update(approvalLevels)
      .set({ archivedAt: caller.now, updatedAt: caller.now })
      .where(eq(approvalLevels.id, level.id))
    // Renumber one by one upwards, so the unique (project, type, level_no) never sees two alike.
    const later = (
      await levelsOf(tx, caller.tenantId, level.projectId, level.documentType as DocumentType)
    ).filter((other) => other.levelNo > level.levelNo)
    for (const other of later)
      await tx
        .update(approvalLevels)
        .set({ levelNo: other.levelNo - 1, updatedAt: caller.now })
        .where(eq(approvalLevels.id, other.id))
    await caller.audit(tx, {
      action: 'approval_level.remove',
      entity: 'approval_level',
      entityId: level.id,
      before: { project_id: level.projectId, level_no: level.levelNo, name: level.name },
    })
    await afterLevelRemoved(tx, caller, level)
    return { level_id: level.id, removed: true as const }
  })
}

/** Whether the project approves documents of a type it has no levels for at once (workflow/levels.ts). */
export async function getAutoApproval(db: Database, caller: Caller, projectId: number) {
  const project = await visibleProject(db, caller, projectId)
  return { project_id: project.id, auto_approve: await autoApproves(db, project.id) }
}

/** Only an Admin lets a project's documents through without anyone's approval. */
export async function setAutoApproval(db: Database, caller: Caller, projectId: number, autoApprove: boolean) {
  if (!isAdminRole(caller.session.roleType))
    throw forbidden('Only an Admin turns auto-approval on or off', 'autoApprovalAdmins')
  return db.transaction(async (tx) => {
    const project = await visibleProject(tx, caller, projectId)
    const before = await autoApproves(tx, project.id)
    await tx.update(projects).set({ autoApprove, updatedAt: caller.now }).where(eq(projects.id, project.id))
    await caller.audit(tx, {
      action: 'project.auto_approval',
      entity: 'project',
      entityId: project.id,
      before: { auto_approve: before },
      after: { auto_approve: autoApprove },
    })
    return { project_id: project.id, auto_approve: autoApprove }
  })
}
