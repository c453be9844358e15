import * as z from 'zod/mini'
import type { PermissionMethod } from '../../../contract/codes'
import { idParam } from '../../../contract/common'
import { decisionRequestSchema, rejectRequestSchema } from '../../../contract/spend/common'
import {
  createExpenseRequestSchema,
  expenseListQuerySchema,
  expenseListResponseSchema,
  expenseResponseSchema,
  payExpenseRequestSchema,
  updateExpenseRequestSchema,
} from '../../../contract/spend/expenses'
import { type AnyRoute, defineRoute, type RequestContext } from '../../http/route'
import type { Caller } from '../budget/access'
import { expenseDetail, listExpenses } from './read'
import { approveExpense, cancelExpense, payExpense, rejectExpense, submitExpense } from './workflow'
import { createExpense, updateExpense, type WriteDeps } from './write'

/*
 * Expenses (permission module 'expenses' by method): list, read, draft and edit, and the steps of
 * approval and payment. Services look every id up in the tenant and the caller's projects.
 */

const TAG = 'Expenses'
const access = (method: PermissionMethod) => ({ kind: 'permission', module: 'expenses', method }) as const
const byId = z.object({ id: idParam })
const cancelRequestSchema = z.strictObject({ row_version: z.optional(z.int()) })

type Context = RequestContext<unknown, unknown, unknown>
const callerOf = (context: Context): Caller => ({ session: context.session, tenantId: context.tenantId })
const depsOf = (context: Context): WriteDeps => ({
  db: context.deps.db,
  caller: callerOf(context),
  audit: context.audit,
  now: context.deps.clock(),
})
const detailOf = async (context: Context, id: number) => ({
  data: await expenseDetail(context.deps.db, callerOf(context), id),
})

/** POST /expenses/{id}/<step>: each step of the workflow, answering the expense as it now is. */
function step<B extends z.ZodMiniType>(
  name: string,
  summary: string,
  body: B,
  run: (deps: WriteDeps, id: number, input: z.output<B>) => Promise<number>,
) {
  return defineRoute({
    method: 'post',
    path: `/expenses/:id/${name}`,
    summary,
    tag: TAG,
    access: access('PUT'),
    params: byId,
    body,
    response: expenseResponseSchema,
    handler: async (context) =>
      detailOf(context, await run(depsOf(context), context.params.id, context.body as z.output<B>)),
  })
}

export const expenseRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/expenses',
    summary: 'A page of expenses (project, code, vendor, status, dates, search), with totals per currency',
    tag: TAG,
    access: access('GET'),
    query: expenseListQuerySchema,
    response: expenseListResponseSchema,
    handler: async (context) => listExpenses(context.deps.db, callerOf(context), context.query),
  }),
  defineRoute({
    method: 'post',
    path: '/expenses',
    summary: 'Draft an expense on a budget code of the current version, converted to the project currency',
    tag: TAG,
    access: access('POST'),
    body: createExpenseRequestSchema,
    response: expenseResponseSchema,
    handler: async (context) => detailOf(context, await createExpense(depsOf(context), context.body)),
  }),
  defineRoute({
    method: 'get',
    path: '/expenses/:id',
    summary: 'One expense with its approval trail, live budget impact and what the caller may do',
    tag: TAG,
    access: access('GET'),
    params: byId,
    response: expenseResponseSchema,
    handler: async (context) => detailOf(context, context.params.id),
  }),
  defineRoute({
    method: 'put',
    path: '/expenses/:id',
    summary: 'Change a draft or rejected expense; a stale row_version is refused (409)',
    tag: TAG,
    access: access('PUT'),
    params: byId,
    body: updateExpenseRequestSchema,
    response: expenseResponseSchema,
    handler: async (context) =>
      detailOf(context, await updateExpense(depsOf(context), context.params.id, context.body)),
  }),
  step(
    'submit',
    'Submit for approval (budget-checked; an Admin may override a Stop)',
    decisionRequestSchema,
    submitExpense,
  ),
  step(
    'approve',
    'Approve at the level it waits on (budget-checked again)',
    decisionRequestSchema,
    approveExpense,
  ),
  step('reject', 'Reject at the level it waits on, with a reason', rejectRequestSchema, rejectExpense),
  step('pay', 'Record the payment of an approved expense', payExpenseRequestSchema, payExpense),
  step('cancel', 'Cancel a draft, rejected or submitted expense', cancelRequestSchema, cancelExpense),
]
