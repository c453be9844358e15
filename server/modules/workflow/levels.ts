import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { isAdminRole, ROLES } from '../../../contract/codes'
import type { DocumentType, PendingLevel } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { approvalLevels, projects, roles, users } from '../../db/schema'

/*
 * Approval levels: per project and document type, numbered 1…n, each with a threshold in the
 * project's currency and its approvers. A document needs every level its amount reaches, in
 * order; any one approver of a level decides it there.
 */

export type LevelRecord = typeof approvalLevels.$inferSelect

/** The live levels of a project and document type, in order. */
export async function levelsOf(db: Database, tenantId: number, projectId: number, type: DocumentType) {
  return db
    .select()
    .from(approvalLevels)
    .where(
      and(
        eq(approvalLevels.organizationId, tenantId),
        eq(approvalLevels.projectId, projectId),
        eq(approvalLevels.documentType, type),
        isNull(approvalLevels.archivedAt),
      ),
    )
    .orderBy(asc(approvalLevels.levelNo))
}

/** The levels an amount needs: every one whose threshold it reaches. */
export const requiredLevels = (levels: LevelRecord[], amount: number) =>
  levels.filter((level) => level.threshold <= amount)

/** The first of `levels` after `levelNo` (null: from the start) that the amount needs, or null. */
export const nextRequiredLevel = (levels: LevelRecord[], amount: number, afterLevelNo: number | null) =>
  requiredLevels(levels, amount).find((level) => afterLevelNo === null || level.levelNo > afterLevelNo)
    ?.levelNo ?? null

/** A level as a document's pending level: its approvers with their names. */
export function toPendingLevel(level: LevelRecord, names: Map<number, string>): PendingLevel {
  const ids = level.approverIds.filter((approver) => names.has(approver))
  return {
    level_id: level.levelNo === ADMINS_LEVEL_NO ? null : level.id,
    level_no: level.levelNo,
    name: level.name,
    approver_ids: ids,
    approver_names: ids.map((approver) => names.get(approver) as string),
  }
}

/** The live level `levelNo` of a project and document type, or null. */
export async function levelAt(
  db: Database,
  tenantId: number,
  projectId: number,
  type: DocumentType,
  levelNo: number,
): Promise<LevelRecord | null> {
  const [level] = await db
    .select()
    .from(approvalLevels)
    .where(
      and(
        eq(approvalLevels.organizationId, tenantId),
        eq(approvalLevels.projectId, projectId),
        eq(approvalLevels.documentType, type),
        eq(approvalLevels.levelNo, levelNo),
        isNull(approvalLevels.archivedAt),
      ),
    )
    .limit(1)
  return level ?? null
}

/**
 * Where a document waits when its project has no approval levels of its type and does not
 * approve such documents at once: on the organisation's Admins, as level 0.
 */
export const ADMINS_LEVEL_NO = 0

export const ADMIN_ROLE_TYPES = ROLES.filter((role) => isAdminRole(role))

/** The Admins as a level: any one of them (never the requester) decides there. */
export async function adminsLevel(
  db: Database,
  tenantId: number,
  projectId: number,
  type: DocumentType,
): Promise<LevelRecord> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.organizationId, tenantId),
        inArray(roles.roleType, ADMIN_ROLE_TYPES),
        isNull(users.archivedAt),
        eq(users.invitationBlocked, false),
      ),
    )
    .orderBy(asc(users.id))
  const now = new Date(0)
  return {
    id: 0,
    organizationId: tenantId,
    projectId,
    documentType: type,
    levelNo: ADMINS_LEVEL_NO,
    name: 'Admins',
    threshold: 0,
    approverIds: admins.map((admin) => admin.id),
    archivedAt: null,
    createdAt: now,
    updatedAt: now,
  } as LevelRecord
}

/** The level a submitted document waits on (the Admins for level 0), or null when it is gone. */
export const pendingLevelAt = (
  db: Database,
  tenantId: number,
  projectId: number,
  type: DocumentType,
  levelNo: number,
) =>
  levelNo === ADMINS_LEVEL_NO
    ? adminsLevel(db, tenantId, projectId, type)
    : levelAt(db, tenantId, projectId, type, levelNo)

/**
 * The levels a submission needs, in order: those its amount reaches; with no level of the type at
 * all, the Admins, unless the project approves such documents at once. Empty: approved now.
 */
export async function levelsRequiredFor(
  db: Database,
  tenantId: number,
  projectId: number,
  type: DocumentType,
  amount: number,
): Promise<LevelRecord[]> {
  const levels = await levelsOf(db, tenantId, projectId, type)
  if (levels.length > 0) return requiredLevels(levels, amount)
  if (await autoApproves(db, projectId)) return []
  return [await adminsLevel(db, tenantId, projectId, type)]
}

export async function autoApproves(db: Database, projectId: number) {
  const [project] = await db
    .select({ autoApprove: projects.autoApprove })
    .from(projects)
    .where(eq(projects.id, projectId))
  return project?.autoApprove ?? false
}

/** Why separation of duties is waived for the project (an Admin's reason), or null when it holds. */
export async function dutyException(db: Database, projectId: number): Promise<string | null> {
  const [project] = await db
    .select({ reason: projects.dutyExceptionReason })
    .from(projects)
    .where(eq(projects.id, projectId))
  return project?.reason ?? null
}
