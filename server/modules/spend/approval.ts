import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Role } from '../../../contract/codes'
import type { ApprovalAction, ApprovalStep, DocumentType, PendingLevel } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { approvalLevels, approvalSteps, users } from '../../db/schema'
import { conflict, forbidden } from '../../http/errors'
import type { AuditWriter } from '../../http/route'

/*
 * The approval engine shared by purchase orders and expenses. A document needs every level of its
 * project and type whose threshold its amount reaches, in level order; any one approver of a level
 * approves it there, never the document's requester. The engine records the steps (and audits
 * them); callers keep their own row's status and pending level in step with what it answers.
 */

export type ApprovalDoc = {
  type: DocumentType
  id: number
  projectId: number
  /** In the project's currency (PO total, expense amount_project). */
  amount: number
  requestedBy: number | null
  pendingLevelNo: number | null
}
export type ApprovalContext = {
  db: Database
  tenantId: number
  userId: number
  role: Role
  audit: AuditWriter
}
export type ApprovalOutcome = { status: 'submitted' | 'approved'; pendingLevelNo: number | null }
export type LevelRecord = typeof approvalLevels.$inferSelect

const NOUN: Record<DocumentType, string> = { po: 'purchase order', expense: 'expense' }

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

export async function recordStep(
  ctx: ApprovalContext,
  doc: { type: DocumentType; id: number },
  action: ApprovalAction,
  levelNo: number | null,
  reason: string | null,
): Promise<void> {
  await ctx.db.insert(approvalSteps).values({
    organizationId: ctx.tenantId,
    documentType: doc.type,
    documentId: doc.id,
    action,
    levelNo,
    userId: ctx.userId,
    reason,
  })
  await ctx.audit(ctx.db, {
    action: `${doc.type}.${action}`,
    entity: doc.type,
    entityId: doc.id,
    after: { level_no: levelNo, reason },
  })
}

/**
 * Submit (or resubmit after a rejection): waits on the first required level, or is approved at
 * once when no level is required. Refused, with nothing written, when a required level has no
 * approver other than the requester.
 */
export async function submitDocument(ctx: ApprovalContext, doc: ApprovalDoc): Promise<ApprovalOutcome> {
  const required = requiredLevels(await levelsOf(ctx.db, ctx.tenantId, doc.projectId, doc.type), doc.amount)
  const requester = doc.requestedBy ?? ctx.userId
  const stuck = required.find((level) => !level.approverIds.some((approver) => approver !== requester))
  if (stuck) {
    const message = `Level ${stuck.levelNo} (${stuck.name}) has no approver other than you: ask an Admin to add one`
    throw conflict(message, [{ path: 'approval', message, code: 'noApprover' }], 'noApprover')
  }
  await recordStep(ctx, doc, 'submitted', null, null)
  const first = required[0]
  if (!first) {
    await recordStep(ctx, doc, 'auto_approved', null, null)
    return { status: 'approved', pendingLevelNo: null }
  }
  return { status: 'submitted', pendingLevelNo: first.levelNo }
}

/** The level the document waits on, after checking the caller may decide there. */
async function decidingLevel(
  ctx: ApprovalContext,
  doc: ApprovalDoc,
  levels?: LevelRecord[],
): Promise<LevelRecord> {
  if (doc.pendingLevelNo === null)
    throw conflict(`This ${NOUN[doc.type]} is not waiting for approval`, [], 'notSubmitted')
  if (doc.requestedBy !== null && doc.requestedBy === ctx.userId)
    throw forbidden(`Nobody approves their own ${NOUN[doc.type]}`, 'ownDocument')
  const [level] = (levels ?? (await levelsOf(ctx.db, ctx.tenantId, doc.projectId, doc.type))).filter(
    (candidate) => candidate.levelNo === doc.pendingLevelNo,
  )
  if (!level?.approverIds.includes(ctx.userId))
    throw forbidden(
      `Only an approver of level ${doc.pendingLevelNo}${level ? ` (${level.name})` : ''} can decide this ${NOUN[doc.type]}`,
      'notApprover',
    )
  return level
}

/** Approves at the pending level: moves on to the next required level, or approves the document. */
export async function approveDocument(ctx: ApprovalContext, doc: ApprovalDoc): Promise<ApprovalOutcome> {
  const levels = await levelsOf(ctx.db, ctx.tenantId, doc.projectId, doc.type)
  const level = await decidingLevel(ctx, doc, levels)
  await recordStep(ctx, doc, 'approved', level.levelNo, null)
  const next = nextRequiredLevel(levels, doc.amount, level.levelNo)
  return next === null
    ? { status: 'approved', pendingLevelNo: null }
    : { status: 'submitted', pendingLevelNo: next }
}

/** Rejects at the pending level; the caller sets status rejected and the reason on its row. */
export async function rejectDocument(ctx: ApprovalContext, doc: ApprovalDoc, reason: string): Promise<void> {
  const level = await decidingLevel(ctx, doc)
  await recordStep(ctx, doc, 'rejected', level.levelNo, reason)
}

/** Every step of a document, oldest first, with who did it. */
export async function approvalTrail(
  db: Database,
  tenantId: number,
  type: DocumentType,
  id: number,
): Promise<ApprovalStep[]> {
  const rows = await db
    .select({
      action: approvalSteps.action,
      level_no: approvalSteps.levelNo,
      user_id: approvalSteps.userId,
      user_name: users.name,
      reason: approvalSteps.reason,
      at: approvalSteps.at,
    })
    .from(approvalSteps)
    .leftJoin(users, eq(users.id, approvalSteps.userId))
    .where(
      and(
        eq(approvalSteps.organizationId, tenantId),
        eq(approvalSteps.documentType, type),
        eq(approvalSteps.documentId, id),
      ),
    )
    .orderBy(asc(approvalSteps.id))
  return rows.map((row) => ({ ...row, action: row.action as ApprovalAction, at: row.at.toISOString() }))
}

/** Names of users by id, in the order of the ids (unknown ids are left out). */
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

async function pendingLevelOf(
  db: Database,
  tenantId: number,
  projectId: number,
  type: DocumentType,
  levelNo: number | null,
): Promise<PendingLevel | null> {
  if (levelNo === null) return null
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
  if (!level) return null
  return toPendingLevel(level, await userNames(db, level.approverIds))
}

/** Whether the user may approve or reject the document now. */
export async function canApprove(
  db: Database,
  tenantId: number,
  userId: number,
  doc: Pick<ApprovalDoc, 'type' | 'projectId' | 'requestedBy' | 'pendingLevelNo'>,
): Promise<boolean> {
  if (doc.pendingLevelNo === null || doc.requestedBy === userId) return false
  const level = await pendingLevelOf(db, tenantId, doc.projectId, doc.type, doc.pendingLevelNo)
  return level?.approver_ids.includes(userId) ?? false
}
