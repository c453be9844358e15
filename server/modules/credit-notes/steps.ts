import { and, eq, isNull } from 'drizzle-orm'
import type { ApprovalAction } from '../../../contract/spend/common'
import type { CreditNoteStatus, RefundCreditNoteRequest } from '../../../contract/spend/credit-notes'
import type { Database } from '../../db/client'
import { creditNotes, paymentModes } from '../../db/schema'
import { badRequest, conflict } from '../../http/errors'
import { moneyText } from '../spend/figures'
import { assertFresh } from '../workflow/refusals'
import { recordStep } from '../workflow/steps'
import { type WriteDeps, workflowCallerOf } from '../workflow/write-deps'
import { type CreditNoteRecord, creditNoteFor } from './access'
import { creditedOn, originalFor, toCreditable } from './original'

/*
 * A credit note's own steps once approved, each in one transaction with its trail step: post (from
 * then it lowers its code's actual, and reopens a PO line supplied again), then apply it to what
 * is owed on its unpaid original (the original's own status never changes), or mark the refund the
 * vendor owes and record it when it comes.
 */

type StepInput = { row_version?: number }
const netOf = (row: CreditNoteRecord) =>
  Number(row.taxable) +
  Number(row.cgstAmount) +
  Number(row.sgstAmount) +
  Number(row.igstAmount) -
  Number(row.tdsAmount)

const STEP_FROM: Record<string, { from: CreditNoteStatus; to: CreditNoteStatus; action: ApprovalAction }> = {
  post: { from: 'approved', to: 'posted', action: 'posted' },
  apply: { from: 'posted', to: 'applied', action: 'applied' },
  refundDue: { from: 'posted', to: 'refund_due', action: 'refund_due' },
  refund: { from: 'refund_due', to: 'refunded', action: 'refunded' },
}

const notAt = (status: string, from: string) =>
  conflict(
    `This credit note is ${status}: only a ${from.replace('_', ' ')} one can take this step`,
    [],
    'notAtStep',
  )

/** Locks the credit note, checks where it stands, runs `extra`, then moves it on with its trail step. */
async function takeStep(
  deps: WriteDeps,
  id: number,
  step: keyof typeof STEP_FROM,
  input: StepInput,
  extra?: (tx: Database, row: CreditNoteRecord) => Promise<Partial<typeof creditNotes.$inferInsert>>,
) {
  const { from, to, action } = STEP_FROM[step] as (typeof STEP_FROM)[string]
  return deps.db.transaction(async (tx) => {
    const row = await creditNoteFor(tx, deps.caller, id, true)
    if (row.status !== from) throw notAt(row.status, from)
    assertFresh('credit note', row.rowVersion, input.row_version)
    const values = (await extra?.(tx, row)) ?? {}
    await recordStep(tx, workflowCallerOf(deps), { type: 'cn', id: row.id }, action, null, null)
    await tx
      .update(creditNotes)
      .set({ ...values, status: to, rowVersion: row.rowVersion + 1, updatedAt: deps.now })
      .where(eq(creditNotes.id, row.id))
    return row.id
  })
}

export const postCreditNote = (deps: WriteDeps, id: number, input: StepInput) =>
  takeStep(deps, id, 'post', input, async () => ({
    postedBy: deps.caller.session.userId,
    postedAt: deps.now,
  }))

/** Applies the credit to what is owed on the original: only while it is unpaid, and never beyond. */
export const applyCreditNote = (deps: WriteDeps, id: number, input: StepInput) =>
  takeStep(deps, id, 'apply', input, async (tx, row) => {
    const original = await originalFor(tx, deps.caller, row.expenseId, true)
    if (original.row.status !== 'approved')
      throw conflict(
        'The invoice is already paid: mark this credit as a refund due instead',
        [],
        'originalPaid',
      )
    const credited = await creditedOn(tx, deps.caller.tenantId, [original.row.id])
    const payable = toCreditable(original, credited.get(original.row.id)).payable_now
    if (netOf(row) > payable) {
      const remaining = moneyText(payable, {
        code: original.currencyCode,
        minor_units: Number(original.minorUnits ?? 2),
      })
      throw conflict(
        `Only ${remaining} is still payable on the invoice: mark this credit as a refund due instead`,
        [],
        'overCredit',
        { remaining },
      )
    }
    return { settledBy: deps.caller.session.userId, settledAt: deps.now }
  })

export const markRefundDue = (deps: WriteDeps, id: number, input: StepInput) =>
  takeStep(deps, id, 'refundDue', input, async () => ({
    settledBy: deps.caller.session.userId,
    settledAt: deps.now,
  }))

export const refundCreditNote = (deps: WriteDeps, id: number, input: RefundCreditNoteRequest) =>
  takeStep(deps, id, 'refund', input, async (tx) => {
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
    return { refundedOn: input.refunded_on, refundModeId: input.payment_mode_id, refundReference: reference }
  })
