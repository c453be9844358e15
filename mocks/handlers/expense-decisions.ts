import { http } from 'msw'
import { decisionRequestSchema, rejectRequestSchema } from '../../contract/spend/common'
import { payExpenseRequestSchema } from '../../contract/spend/expenses'
import { approvalDocOf } from '../expenses'
import { API, badRequest, fail } from '../respond'
import { approveMock, mayDecide, recordStep, rejectMock, submitMock } from '../spend-approval'
import { change, world } from '../world'
import { readBody } from './body'
import {
  actorOf,
  admit,
  budgetCheck,
  findExpense,
  isAdmin,
  refuse,
  save,
  stale,
  wrongStatus,
} from './expense-common'

/*
 * An expense's way through approval: submit and approve run the budget check (Stop refuses unless
 * an Admin gives a reason, recorded as an `override` step), reject needs a reason, then pay or
 * cancel.
 */

export const expenseDecisionHandlers = [
  http.post(`${API}/expenses/:id/submit`, async ({ request, params }) => {
    const caller = await admit(request, 'POST /v2/expenses/:id/submit', 'PUT')
    if ('response' in caller) return caller.response
    const body = decisionRequestSchema.safeParse((await readBody(request)) ?? {})
    if (!body.success) return badRequest(body.error.issues)
    const expense = findExpense(caller, Number(params.id))
    if ('response' in expense) return expense.response
    if (expense.status !== 'draft' && expense.status !== 'rejected') return wrongStatus('submitted')
    if (!isAdmin(caller) && expense.createdBy !== caller.user.id)
      return fail(
        403,
        'Only the person who booked this expense (or an Admin) may submit it',
        undefined,
        'notOwner',
      )
    const conflict = stale(expense, body.data.row_version)
    if (conflict) return conflict
    const checked = budgetCheck(caller, expense, body.data.override_reason)
    if (!checked.ok) return refuse(checked.failure)
    const doc = { ...approvalDocOf(expense), requestedBy: caller.user.id }
    const result = change((all) => {
      const outcome = submitMock(all, doc, actorOf(caller))
      if (outcome.ok && checked.overridden)
        recordStep(all, doc, 'override', null, caller.user.id, checked.check.override_reason)
      return outcome
    })
    if (!result.ok) return refuse(result.failure)
    return save(caller, expense, (e) => {
      e.status = result.outcome.status === 'approved' ? 'approved' : 'submitted'
      e.pendingLevelNo = result.outcome.pendingLevelNo
      e.submittedBy = caller.user.id
      e.rejectionReason = null
      e.budgetCheck = checked.check
      if (e.status === 'approved') e.approvedBy = caller.user.id
    })
  }),
  http.post(`${API}/expenses/:id/approve`, async ({ request, params }) => {
    const caller = await admit(request, 'POST /v2/expenses/:id/approve', 'PUT')
    if ('response' in caller) return caller.response
    const body = decisionRequestSchema.safeParse((await readBody(request)) ?? {})
    if (!body.success) return badRequest(body.error.issues)
    const expense = findExpense(caller, Number(params.id))
    if ('response' in expense) return expense.response
    if (expense.status !== 'submitted') return wrongStatus('approved')
    const conflict = stale(expense, body.data.row_version)
    if (conflict) return conflict
    const doc = approvalDocOf(expense)
    // Who may decide is checked before the budget, so a stranger never learns the figures.
    const refused = mayDecide(world(), doc, actorOf(caller))
    if (refused) return refuse(refused)
    const checked = budgetCheck(caller, expense, body.data.override_reason)
    if (!checked.ok) return refuse(checked.failure)
    const result = change((all) => {
      const outcome = approveMock(all, doc, actorOf(caller))
      if (outcome.ok && checked.overridden)
        recordStep(all, doc, 'override', doc.pendingLevelNo, caller.user.id, checked.check.override_reason)
      return outcome
    })
    if (!result.ok) return refuse(result.failure)
    return save(caller, expense, (e) => {
      e.status = result.outcome.status === 'approved' ? 'approved' : 'submitted'
      e.pendingLevelNo = result.outcome.pendingLevelNo
      e.budgetCheck = checked.check
      if (e.status === 'approved') e.approvedBy = caller.user.id
    })
  }),
  http.post(`${API}/expenses/:id/reject`, async ({ request, params }) => {
    const caller = await admit(request, 'POST /v2/expenses/:id/reject', 'PUT')
    if ('response' in caller) return caller.response
    const body = rejectRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    const expense = findExpense(caller, Number(params.id))
    if ('response' in expense) return expense.response
    if (expense.status !== 'submitted') return wrongStatus('rejected')
    const result = change((all) => rejectMock(all, approvalDocOf(expense), actorOf(caller), body.data.reason))
    if (!result.ok) return refuse(result.failure)
    return save(caller, expense, (e) => {
      e.status = 'rejected'
      e.pendingLevelNo = null
      e.rejectionReason = body.data.reason
    })
  }),
  http.post(`${API}/expenses/:id/pay`, async ({ request, params }) => {
    const caller = await admit(request, 'POST /v2/expenses/:id/pay', 'PUT')
    if ('response' in caller) return caller.response
    const body = payExpenseRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    const expense = findExpense(caller, Number(params.id))
    if ('response' in expense) return expense.response
    if (expense.status !== 'approved') return wrongStatus('paid')
    const mode = world().masters.paymentmode.find(
      (row) => row.id === body.data.payment_mode_id && row.organizationId === caller.tenantId,
    )
    if (!mode)
      return fail(
        400,
        'Some fields need attention',
        [{ path: 'payment_mode_id', message: 'This payment mode was not found' }],
        'invalid',
      )
    if (mode.values.needs_reference === true && !body.data.payment_reference)
      return fail(
        400,
        'Some fields need attention',
        [
          {
            path: 'payment_reference',
            message: `${String(mode.values.name)} needs a reference`,
            code: 'required',
          },
        ],
        'invalid',
      )
    change((all) => recordStep(all, approvalDocOf(expense), 'paid', null, caller.user.id))
    return save(caller, expense, (e) => {
      e.status = 'paid'
      e.paidOn = body.data.paid_on
      e.paymentModeId = body.data.payment_mode_id
      e.paymentReference = body.data.payment_reference ?? null
      e.paidBy = caller.user.id
    })
  }),
  http.post(`${API}/expenses/:id/cancel`, async ({ request, params }) => {
    const caller = await admit(request, 'POST /v2/expenses/:id/cancel', 'PUT')
    if ('response' in caller) return caller.response
    const expense = findExpense(caller, Number(params.id))
    if ('response' in expense) return expense.response
    if (expense.status === 'paid' || expense.status === 'cancelled') return wrongStatus('cancelled')
    change((all) => recordStep(all, approvalDocOf(expense), 'cancelled', null, caller.user.id))
    return save(caller, expense, (e) => {
      e.status = 'cancelled'
      e.pendingLevelNo = null
    })
  }),
]
