import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { DocumentType, PendingLevel } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { approvalLevels, users } from '../../db/schema'

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

/** Names of users by id (unknown ids are left out). */
export async function userNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]))
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** A level as a document's pending level: its approvers with their names. */
export function toPendingLevel(level: LevelRecord, names: Map<number, string>): PendingLevel {
  const ids = level.approverIds.filter((approver) => names.has(approver))
  return {
    level_id: level.id,
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
