import { and, eq, isNull } from 'drizzle-orm'
import type { PayExpenseRequest } from '../../../contract/spend/expenses'
import { expenses, paymentModes } from '../../db/schema'
import { badRequest, conflict } from '../../http/errors'
import { assertFresh } from '../workflow/refusals'
import { recordStep } from '../workflow/steps'
import { type WriteDeps, workflowCallerOf } from '../workflow/write-deps'
import { expenseFor } from './access'
import { expenseDocument } from './document'

/*
 * An expense's way through approval is the shared workflow's (workflow/lifecycle.ts: submit,
 * approve and reject level by level, cancel); paying it once approved is the expense's own step.
 * Each answers the expense's id, which the route reads back.
 */

export async function payExpense(deps: WriteDeps, id: number, input: PayExpenseRequest) {
  return deps.db.transaction(async (tx) => {
    const row = await expenseFor(tx, deps.caller, id, true)
    if (row.status !== 'approved') throw conflict('Only an approved expense can be paid', [], 'notApproved')
    assertFresh(expenseDocument.noun, row.rowVersion, input.row_version)
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
    await recordStep(tx, workflowCallerOf(deps), { type: 'expense', id: row.id }, 'paid', null, null)
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
