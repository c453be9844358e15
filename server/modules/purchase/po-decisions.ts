import { eq } from 'drizzle-orm'
import type { BudgetCheck } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { purchaseOrderLines, purchaseOrders } from '../../db/schema'
import { conflict } from '../../http/errors'
import {
  type ApprovalDoc,
  approveDocument,
  recordStep,
  rejectDocument,
  submitDocument,
} from '../spend/approval'
import { checkBudget } from '../spend/budget-check'
import { approvalContext, type Caller } from './access'
import { loadPo, type PoRecord, poDetail } from './po-read'
import { assertMayChange } from './po-write'

/*
 * A PO through its approval: submit (the budget check, then the first level it needs), approve
 * level by level (the budget checked again each time) and reject with a reason. The budget check
 * counts the PO's lines on their codes; an Admin's override of a Stop is recorded as a step.
 */

const docOf = (po: PoRecord): ApprovalDoc => ({
  type: 'po',
  id: po.id,
  projectId: po.projectId,
  amount: po.total,
  requestedBy: po.requestedBy,
  pendingLevelNo: po.pendingLevelNo,
})

async function budgetCheckOf(tx: Database, caller: Caller, po: PoRecord, overrideReason?: string) {
  const lines = await tx
    .select({ budget_code: purchaseOrderLines.budgetCode, amount: purchaseOrderLines.amount })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.poId, po.id))
  const check = await checkBudget(approvalContext(tx, caller), 'po', po.projectId, lines, overrideReason)
  return check
}

async function recordOverride(
  tx: Database,
  caller: Caller,
  po: PoRecord,
  check: BudgetCheck,
  levelNo: number | null,
) {
  if (check.override_reason !== null)
    await recordStep(
      approvalContext(tx, caller),
      { type: 'po', id: po.id },
      'override',
      levelNo,
      check.override_reason,
    )
}

function assertVersion(po: PoRecord, rowVersion?: number) {
  if (rowVersion !== undefined && rowVersion !== po.rowVersion)
    throw conflict('This purchase order was changed meanwhile; reload it', [], 'stale')
}

function assertWaiting(po: PoRecord) {
  if (po.status !== 'submitted' || po.pendingLevelNo === null)
    throw conflict('This purchase order is not waiting for approval', [], 'notSubmitted')
}

type Decision = { override_reason?: string; row_version?: number }

export async function submitPo(db: Database, caller: Caller, poId: number, input: Decision) {
  await db.transaction(async (tx) => {
    const { po } = await loadPo(tx, caller, poId, true)
    assertMayChange(caller, po, input.row_version)
    const check = await budgetCheckOf(tx, caller, po, input.override_reason)
    const outcome = await submitDocument(approvalContext(tx, caller), docOf(po))
    await recordOverride(tx, caller, po, check, null)
    await tx
      .update(purchaseOrders)
      .set({
        status: outcome.status,
        pendingLevelNo: outcome.pendingLevelNo,
        rejectionReason: null,
        budgetCheck: check,
        submittedAt: caller.now,
        approvedAt: outcome.status === 'approved' ? caller.now : null,
        rowVersion: po.rowVersion + 1,
        updatedAt: caller.now,
      })
      .where(eq(purchaseOrders.id, po.id))
  })
  return poDetail(db, caller, poId)
}

export async function approvePo(db: Database, caller: Caller, poId: number, input: Decision) {
  await db.transaction(async (tx) => {
    const { po } = await loadPo(tx, caller, poId, true)
    assertWaiting(po)
    assertVersion(po, input.row_version)
    // The approver's right is checked (and the step recorded) first, so a stranger learns nothing
    // about the budget; a Stop then rolls the whole approval back.
    const outcome = await approveDocument(approvalContext(tx, caller), docOf(po))
    const check = await budgetCheckOf(tx, caller, po, input.override_reason)
    await recordOverride(tx, caller, po, check, po.pendingLevelNo)
    await tx
      .update(purchaseOrders)
      .set({
        status: outcome.status,
        pendingLevelNo: outcome.pendingLevelNo,
        budgetCheck: check,
        approvedAt: outcome.status === 'approved' ? caller.now : null,
        rowVersion: po.rowVersion + 1,
        updatedAt: caller.now,
      })
      .where(eq(purchaseOrders.id, po.id))
  })
  return poDetail(db, caller, poId)
}

export async function rejectPo(
  db: Database,
  caller: Caller,
  poId: number,
  input: { reason: string; row_version?: number },
) {
  await db.transaction(async (tx) => {
    const { po } = await loadPo(tx, caller, poId, true)
    assertWaiting(po)
    assertVersion(po, input.row_version)
    await rejectDocument(approvalContext(tx, caller), docOf(po), input.reason)
    await tx
      .update(purchaseOrders)
      .set({
        status: 'rejected',
        pendingLevelNo: null,
        rejectionReason: input.reason,
        rowVersion: po.rowVersion + 1,
        updatedAt: caller.now,
      })
      .where(eq(purchaseOrders.id, po.id))
  })
  return poDetail(db, caller, poId)
}
