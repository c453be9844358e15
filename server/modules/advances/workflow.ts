import { and, eq, inArray, isNull } from 'drizzle-orm'
import {
  type AdjustAdvanceRequest,
  type AdvanceKind,
  type CloseAdvanceRequest,
  isDeposit,
  type PayAdvanceRequest,
  type RefundAdvanceRequest,
} from '../../../contract/spend/advances'
import type { ApprovalAction } from '../../../contract/spend/common'
import { expenses, paymentModes, vendorAdvances } from '../../db/schema'
import { badRequest, conflict, invalid } from '../../http/errors'
import { assertPeriodOpen } from '../period-lock/lock'
import { projectCurrencyOf } from '../projects/currency'
import { ACTUAL_STATUSES } from '../spend/expense-statuses'
import { moneyText } from '../spend/figures'
import { assertFresh } from '../workflow/refusals'
import { recordStep } from '../workflow/steps'
import { workflowCallerOf } from '../workflow/write-deps'
import { type AdvanceDeps, type AdvanceRecord, advanceFor } from './access'
import { ADJUSTABLE_STATUSES, adjustedOnExpense, applyAdjustment, balanceOf } from './adjust'
import { advanceDocument } from './document'
import { advanceTds } from './tds'

/*
 * An advance's approval is the shared workflow's; what follows is its own: pay (TDS deducted now),
 * adjust by hand against an invoice, and the ways it closes — refund due → refunded (what is not
 * refunded becomes cost) or forfeited (cost) for deposits, written off (cost) for an advance. Each
 * runs in one transaction with its trail step and answers the advance's id.
 */

const wrongStatus = (step: string, status: string) =>
  conflict(`An advance that is ${status.replace('_', ' ')} cannot be ${step}`, [], 'advanceStatus')

/** Loads, locks and checks the advance for an own step; runs `write` in the same transaction. */
function ownStep(
  deps: AdvanceDeps,
  id: number,
  input: { row_version?: number },
  rule: { from: readonly string[]; step: string; kinds?: (kind: AdvanceKind) => boolean },
  write: (tx: AdvanceDeps['db'], row: AdvanceRecord) => Promise<void>,
) {
  return deps.db.transaction(async (tx) => {
    const row = await advanceFor(tx, deps.caller, id, true)
    if (!rule.from.includes(row.status) || (rule.kinds && !rule.kinds(row.kind as AdvanceKind)))
      throw wrongStatus(rule.step, row.status)
    assertFresh(advanceDocument.noun, row.rowVersion, input.row_version)
    await write(tx, row)
    return row.id
  })
}

async function closeWith(
  deps: AdvanceDeps,
  tx: AdvanceDeps['db'],
  row: AdvanceRecord,
  action: ApprovalAction,
  change: Partial<typeof vendorAdvances.$inferInsert>,
  reason: string | null,
) {
  await recordStep(tx, workflowCallerOf(deps), { type: 'advance', id: row.id }, action, null, reason)
  await tx
    .update(vendorAdvances)
    .set({ ...change, rowVersion: row.rowVersion + 1, updatedAt: deps.now })
    .where(eq(vendorAdvances.id, row.id))
}

/** Pays an approved advance: TDS from the vendor's section now (20 % without a PAN). */
export function payAdvance(deps: AdvanceDeps, id: number, input: PayAdvanceRequest) {
  return ownStep(deps, id, input, { from: ['approved'], step: 'paid' }, async (tx, row) => {
    await assertPeriodOpen(tx, row.projectId, input.paid_on, 'paid_on', deps.now)
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
    if (!mode) throw invalid('payment_mode_id', 'Choose an active payment mode')
    const reference = input.payment_reference?.trim() || null
    if (mode.needsReference && !reference) {
      const message = 'This payment mode needs a reference (cheque or transaction number)'
      throw badRequest(message, [{ path: 'payment_reference', message, code: 'required' }])
    }
    const tds = await advanceTds(tx, deps.caller.tenantId, row.vendorId, Number(row.amount))
    await closeWith(
      deps,
      tx,
      row,
      'paid',
      {
        status: 'paid',
        tdsId: tds.tdsId,
        tdsRate: tds.tdsRate,
        tdsAmount: tds.tdsAmount,
        netPaid: tds.netPaid,
        paidOn: input.paid_on,
        paymentModeId: input.payment_mode_id,
        paymentReference: reference,
        paidBy: deps.caller.session.userId,
      },
      null,
    )
  })
}

/** Sets a paid advance off by hand against an approved invoice of its vendor in its project. */
export function adjustAdvance(deps: AdvanceDeps, id: number, input: AdjustAdvanceRequest) {
  const rule = { from: ADJUSTABLE_STATUSES, step: 'adjusted', kinds: (kind: AdvanceKind) => !isDeposit(kind) }
  return ownStep(deps, id, input, rule, async (tx, row) => {
    const [expense] = await tx
      .select({ id: expenses.id, invoiceNo: expenses.invoiceNo, amount: expenses.amountProject })
      .from(expenses)
      .where(
        and(
          eq(expenses.id, input.expense_id),
          eq(expenses.organizationId, deps.caller.tenantId),
          eq(expenses.projectId, row.projectId),
          eq(expenses.vendorId, row.vendorId),
          inArray(expenses.status, ACTUAL_STATUSES),
        ),
      )
      .limit(1)
    if (!expense)
      throw invalid('expense_id', "Choose an approved invoice of this vendor on this advance's project")
    const open = Math.min(balanceOf(row), Number(expense.amount) - (await adjustedOnExpense(tx, expense.id)))
    if (open <= 0) throw invalid('expense_id', 'This invoice is already fully set off by advances')
    const take = input.amount ?? open
    if (take > open) {
      const currency = await projectCurrencyOf(tx, deps.caller.tenantId, row.projectId)
      throw invalid('amount', `At most ${moneyText(open, currency)} can be adjusted against this invoice`)
    }
    await applyAdjustment(tx, workflowCallerOf(deps), row, expense, take, true)
  })
}

/** A paid deposit is due back from the vendor. */
export function refundDueAdvance(deps: AdvanceDeps, id: number, input: { row_version?: number }) {
  return ownStep(
    deps,
    id,
    input,
    { from: ['paid'], step: 'marked refund due', kinds: isDeposit },
    (tx, row) => closeWith(deps, tx, row, 'refund_due', { status: 'refund_due' }, null),
  )
}

/**
 * The vendor paid back `amount` (the whole balance by default) of a deposit due back or of an
 * advance not yet adjusted; any rest of the balance becomes cost on the code.
 */
export function refundAdvance(deps: AdvanceDeps, id: number, input: RefundAdvanceRequest) {
  const rule = { from: ['refund_due', 'paid', 'part_adjusted'], step: 'refunded' }
  return ownStep(deps, id, input, rule, async (tx, row) => {
    if (isDeposit(row.kind as AdvanceKind) && row.status !== 'refund_due')
      throw wrongStatus('refunded', row.status)
    const balance = balanceOf(row)
    const amount = input.amount ?? balance
    const currency = await projectCurrencyOf(tx, deps.caller.tenantId, row.projectId)
    if (amount > balance)
      throw invalid('amount', `At most the balance of ${moneyText(balance, currency)} can be refunded`)
    const kept = balance - amount
    const keptText = kept > 0 ? `; ${moneyText(kept, currency)} kept by the vendor becomes cost` : ''
    await closeWith(
      deps,
      tx,
      row,
      'refunded',
      { status: 'refunded', refundedAmount: Number(row.refundedAmount) + amount, closedAt: deps.now },
      `${moneyText(amount, currency)} on ${input.refunded_on}${keptText}`,
    )
  })
}

/** A deposit due back is forfeited: its balance becomes cost on the code. */
export function forfeitAdvance(deps: AdvanceDeps, id: number, input: CloseAdvanceRequest) {
  const rule = { from: ['refund_due', 'paid'], step: 'forfeited', kinds: isDeposit }
  return ownStep(deps, id, input, rule, (tx, row) =>
    closeWith(
      deps,
      tx,
      row,
      'forfeited',
      { status: 'forfeited', closeReason: input.reason, closedAt: deps.now },
      input.reason,
    ),
  )
}

/** The unadjusted balance of a paid advance is written off: it becomes cost on the code. */
export function writeOffAdvance(deps: AdvanceDeps, id: number, input: CloseAdvanceRequest) {
  const rule = {
    from: ADJUSTABLE_STATUSES,
    step: 'written off',
    kinds: (kind: AdvanceKind) => !isDeposit(kind),
  }
  return ownStep(deps, id, input, rule, (tx, row) =>
    closeWith(
      deps,
      tx,
      row,
      'written_off',
      { status: 'written_off', closeReason: input.reason, closedAt: deps.now },
      input.reason,
    ),
  )
}
