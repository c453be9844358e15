import { and, eq, isNull } from 'drizzle-orm'
import type { DecisionRequest, RejectRequest } from '../../../contract/spend/common'
import type { PayExpenseRequest } from '../../../contract/spend/expenses'
import type { Database } from '../../db/client'
import { expenses, paymentModes } from '../../db/schema'
import { badRequest, conflict } from '../../http/errors'
import {
  type ApprovalContext,
  approveDocument,
  recordStep,
  rejectDocument,
  submitDocument,
} from '../spend/approval'
import { checkBudget, expenseContribution } from '../spend/budget-check'
import { assertFresh, type ExpenseRecord, expenseFor } from './access'
import { resolveExpense, storedInput } from './inputs'
import type { WriteDeps } from './write'

/*
 * An expense's way through approval: submit (checked again, budget-checked, sent to the first
 * required level), approve and reject at each level, pay once approved, cancel before that.
 * Every step lands in approval_steps and the audit log.
 */

const approvalCtx = (deps: WriteDeps, db: Database): ApprovalContext => ({
  db,
  tenantId: deps.caller.tenantId,
  userId: deps.caller.session.userId,
  role: deps.caller.session.roleType,
  audit: deps.audit,
})

const docOf = (row: ExpenseRecord) => ({
  type: 'expense' as const,
  id: row.id,
  projectId: row.projectId,
  amount: Number(row.amountProject),
  requestedBy: row.submittedBy ?? row.createdBy,
  pendingLevelNo: row.pendingLevelNo,
})

async function budgetCheckOf(deps: WriteDeps, db: Database, row: ExpenseRecord, overrideReason?: string) {
  const contribution = await expenseContribution(db, deps.caller.tenantId, {
    id: row.id,
    budgetCode: row.budgetCode,
    amountProject: Number(row.amountProject),
    poLineId: row.poLineId,
  })
  return checkBudget(approvalCtx(deps, db), 'expense', row.projectId, [contribution], overrideReason)
}

export async function submitExpense(deps: WriteDeps, id: number, input: DecisionRequest) {
  return deps.db.transaction(async (tx) => {
    const found = await expenseFor(tx, deps.caller, id, true)
    if (!['draft', 'rejected'].includes(found.status))
      throw conflict('Only a draft or rejected expense can be submitted', [], 'notSubmittable')
    assertFresh(found, input.row_version)
    // The budget, rates and PO line may have moved since the draft: check everything again.
    const values = await resolveExpense(tx, deps.caller.tenantId, await storedInput(tx, found), found.id)
    const row = { ...found, ...values }
    const check = await budgetCheckOf(deps, tx, row, input.override_reason)
    const ctx = approvalCtx(deps, tx)
    const outcome = await submitDocument(ctx, { ...docOf(row), requestedBy: deps.caller.session.userId })
    if (check.override_reason) await recordStep(ctx, docOf(row), 'override', null, check.override_reason)
    const approved = outcome.status === 'approved'
    await tx
      .update(expenses)
      .set({
        ...values,
        status: outcome.status,
        pendingLevelNo: outcome.pendingLevelNo,
        rejectionReason: null,
        budgetCheck: check,
        submittedBy: deps.caller.session.userId,
        submittedAt: deps.now,
        approvedBy: null,
        approvedAt: approved ? deps.now : null,
        rowVersion: row.rowVersion + 1,
        updatedAt: deps.now,
      })
      .where(eq(expenses.id, row.id))
    return row.id
  })
}

export async function approveExpense(deps: WriteDeps, id: number, input: DecisionRequest) {
  return deps.db.transaction(async (tx) => {
    const row = await expenseFor(tx, deps.caller, id, true)
    if (row.status !== 'submitted')
      throw conflict('This expense is not waiting for approval', [], 'notSubmitted')
    assertFresh(row, input.row_version)
    const check = await budgetCheckOf(deps, tx, row, input.override_reason)
    const ctx = approvalCtx(deps, tx)
    const outcome = await approveDocument(ctx, docOf(row))
    if (check.override_reason)
      await recordStep(ctx, docOf(row), 'override', row.pendingLevelNo, check.override_reason)
    const approved = outcome.status === 'approved'
    await tx
      .update(expenses)
      .set({
        status: outcome.status,
        pendingLevelNo: outcome.pendingLevelNo,
        budgetCheck: check,
        ...(approved ? { approvedBy: deps.caller.session.userId, approvedAt: deps.now } : {}),
        rowVersion: row.rowVersion + 1,
        updatedAt: deps.now,
      })
      .where(eq(expenses.id, row.id))
    return row.id
  })
}

export async function rejectExpense(deps: WriteDeps, id: number, input: RejectRequest) {
  return deps.db.transaction(async (tx) => {
    const row = await expenseFor(tx, deps.caller, id, true)
    if (row.status !== 'submitted')
      throw conflict('This expense is not waiting for approval', [], 'notSubmitted')
    assertFresh(row, input.row_version)
    await rejectDocument(approvalCtx(deps, tx), docOf(row), input.reason)
    await tx
      .update(expenses)
      .set({
        status: 'rejected',
        pendingLevelNo: null,
        rejectionReason: input.reason,
        rowVersion: row.rowVersion + 1,
        updatedAt: deps.now,
      })
      .where(eq(expenses.id, row.id))
    return row.id
  })
}

export async function payExpense(deps: WriteDeps, id: number, input: PayExpenseRequest) {
  return deps.db.transaction(async (tx) => {
    const row = await expenseFor(tx, deps.caller, id, true)
    if (row.status !== 'approved') throw conflict('Only an approved expense can be paid', [], 'notApproved')
    assertFresh(row, input.row_version)
    const [mode] = await tx
      .select({ needsReference: paymentModes.needsReference })
      .from(paymentModes)
      .where(
        and(
          eq(paymentModes.id, input.payment_mode_id),
          eq(paymentModes.organizationId, deps.caller.tenantId),
          isNull(paymentModes.archivedAt),
        ),
      )
      .limit(1)
    if (!mode)
      throw badRequest('Choose an active payment mode', [
        { path: 'payment_mode_id', message: 'Choose an active payment mode' },
      ])
    const reference = input.payment_reference?.trim() || null
    if (mode.needsReference && !reference) {
      const message = 'This payment mode needs a reference (cheque or transaction number)'
      throw badRequest(message, [{ path: 'payment_reference', message, code: 'required' }])
    }
    await recordStep(approvalCtx(deps, tx), docOf(row), 'paid', null, null)
    await tx
      .update(expenses)
      .set({
        status: 'paid',
        paidOn: input.paid_on,
        paymentModeId: input.payment_mode_id,
        paymentReference: reference,
        paidBy: deps.caller.session.userId,
        paidAt: deps.now,
        rowVersion: row.rowVersion + 1,
        updatedAt: deps.now,
      })
      .where(eq(expenses.id, row.id))
    return row.id
  })
}

export async function cancelExpense(deps: WriteDeps, id: number, input: { row_version?: number }) {
  return deps.db.transaction(async (tx) => {
    const row = await expenseFor(tx, deps.caller, id, true)
    if (!['draft', 'rejected', 'submitted'].includes(row.status))
      throw conflict('An approved or paid expense cannot be cancelled', [], 'notCancellable')
    assertFresh(row, input.row_version)
    await recordStep(approvalCtx(deps, tx), docOf(row), 'cancelled', row.pendingLevelNo, null)
    await tx
      .update(expenses)
      .set({ status: 'cancelled', pendingLevelNo: null, rowVersion: row.rowVersion + 1, updatedAt: deps.now })
      .where(eq(expenses.id, row.id))
    return row.id
  })
}
