import type { ApprovalAction, ApprovalStep, DocumentType, PendingLevel } from '../contract/spend/common'
import type { MockApprovalLevel } from './spend-world'
import { nextId, now, type World } from './world'

/*
 * The approval engine of the mocks, shared by purchase orders and expenses: a document needs every
 * level of its project and type whose threshold its amount reaches, in order; any one approver of
 * a level approves it; nobody approves their own document; a rejection sends it back to the
 * requester, who resubmits from the first level. The functions check and record the steps; the
 * caller sets the document's status and pending level from what they return.
 */

export type ApprovalDoc = {
  type: DocumentType
  id: number
  projectId: number
  /** In the project's currency: what the thresholds are compared with. */
  amount: number
  requestedBy: number | null
  pendingLevelNo: number | null
}
export type ApprovalActor = { id: number; name: string; isAdmin: boolean }
export type ApprovalFailure = {
  status: 403 | 409
  code: 'noApprover' | 'notApprover' | 'ownDocument' | 'notPending'
  message: string
  params?: Record<string, string | number>
}
/** Where the document stands after the step. */
export type ApprovalOutcome = { status: 'submitted' | 'approved' | 'rejected'; pendingLevelNo: number | null }
type Result = { ok: true; outcome: ApprovalOutcome } | { ok: false; failure: ApprovalFailure }

const NOUN: Record<DocumentType, string> = { po: 'purchase order', expense: 'expense' }

const levelsOfProject = (world: World, projectId: number, type: DocumentType) =>
  world.spend.approvalLevels
    .filter((l) => l.projectId === projectId && l.documentType === type && !l.archivedAt)
    .sort((a, b) => a.levelNo - b.levelNo)

/** The levels a document of this amount needs, in order. */
const requiredLevels = (world: World, projectId: number, type: DocumentType, amount: number) =>
  levelsOfProject(world, projectId, type).filter((l) => l.threshold <= amount)

export function recordStep(
  world: World,
  doc: Pick<ApprovalDoc, 'type' | 'id'>,
  action: ApprovalAction,
  levelNo: number | null,
  userId: number | null,
  reason: string | null = null,
) {
  world.spend.approvalSteps.push({
    id: nextId(world, 'approvalSteps'),
    documentType: doc.type,
    documentId: doc.id,
    action,
    levelNo,
    userId,
    reason,
    at: world.clock ?? now(),
  })
}

/** Submit: waits on the first required level, or is approved at once when none is required. */
export function submitMock(world: World, doc: ApprovalDoc, actor: ApprovalActor): Result {
  const required = requiredLevels(world, doc.projectId, doc.type, doc.amount)
  const requester = doc.requestedBy ?? actor.id
  const lonely = required.find((level) => !level.approverIds.some((id) => id !== requester))
  if (lonely)
    return {
      ok: false,
      failure: {
        status: 409,
        code: 'noApprover',
        message: `Level ${lonely.levelNo} (${lonely.name}) has no approver other than you: ask an Admin to add one`,
        params: { level_no: lonely.levelNo },
      },
    }
  const first = required[0]
  recordStep(world, doc, 'submitted', first?.levelNo ?? null, actor.id)
  if (!first) {
    recordStep(world, doc, 'auto_approved', null, actor.id)
    return { ok: true, outcome: { status: 'approved', pendingLevelNo: null } }
  }
  return { ok: true, outcome: { status: 'submitted', pendingLevelNo: first.levelNo } }
}

function pendingLevelRow(world: World, doc: ApprovalDoc): MockApprovalLevel | undefined {
  return levelsOfProject(world, doc.projectId, doc.type).find((l) => l.levelNo === doc.pendingLevelNo)
}

/** Whether the actor may approve or reject the document now: null when they may. */
export function mayDecide(world: World, doc: ApprovalDoc, actor: ApprovalActor): ApprovalFailure | null {
  const level = pendingLevelRow(world, doc)
  if (!level)
    return { status: 409, code: 'notPending', message: `This ${NOUN[doc.type]} waits on no approval` }
  if (doc.requestedBy === actor.id)
    return { status: 403, code: 'ownDocument', message: `Nobody approves their own ${NOUN[doc.type]}` }
  if (!level.approverIds.includes(actor.id))
    return {
      status: 403,
      code: 'notApprover',
      message: `You are not an approver of level ${level.levelNo} (${level.name})`,
    }
  return null
}

/** Approve the pending level: on to the next required level, or approved when none is left. */
export function approveMock(world: World, doc: ApprovalDoc, actor: ApprovalActor): Result {
  const refused = mayDecide(world, doc, actor)
  if (refused) return { ok: false, failure: refused }
  const levelNo = doc.pendingLevelNo as number
  recordStep(world, doc, 'approved', levelNo, actor.id)
  const next = requiredLevels(world, doc.projectId, doc.type, doc.amount).find((l) => l.levelNo > levelNo)
  return next
    ? { ok: true, outcome: { status: 'submitted', pendingLevelNo: next.levelNo } }
    : { ok: true, outcome: { status: 'approved', pendingLevelNo: null } }
}

/** Reject with a reason: back to the requester. */
export function rejectMock(world: World, doc: ApprovalDoc, actor: ApprovalActor, reason: string): Result {
  const refused = mayDecide(world, doc, actor)
  if (refused) return { ok: false, failure: refused }
  recordStep(world, doc, 'rejected', doc.pendingLevelNo, actor.id, reason)
  return { ok: true, outcome: { status: 'rejected', pendingLevelNo: null } }
}

const nameOf = (world: World, id: number | null) =>
  id === null ? null : (world.users.find((user) => user.id === id)?.name ?? null)

/** The document's steps, oldest first, as the contract shows them. */
export function trailOf(world: World, type: DocumentType, id: number): ApprovalStep[] {
  return world.spend.approvalSteps
    .filter((s) => s.documentType === type && s.documentId === id)
    .sort((a, b) => a.id - b.id)
    .map((s) => ({
      action: s.action,
      level_no: s.levelNo,
      user_id: s.userId,
      user_name: nameOf(world, s.userId),
      reason: s.reason,
      at: s.at,
    }))
}

/** The level a submitted document waits on, with its approvers. */
export function pendingLevelMock(
  world: World,
  projectId: number,
  type: DocumentType,
  levelNo: number | null,
): PendingLevel | null {
  if (levelNo === null) return null
  const level = levelsOfProject(world, projectId, type).find((l) => l.levelNo === levelNo)
  if (!level) return null
  return {
    level_id: level.id,
    level_no: level.levelNo,
    name: level.name,
    approver_ids: level.approverIds,
    approver_names: level.approverIds.map((id) => nameOf(world, id) ?? `#${id}`),
  }
}

/** The user ids who may approve the document where it waits (for "can_approve"). */
export const approversOf = (world: World, doc: ApprovalDoc) => pendingLevelRow(world, doc)?.approverIds ?? []
