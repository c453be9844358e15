import type * as z from 'zod/mini'
import { expensesApi } from '../../../contract/api/expenses'
import { type AnyRoute, implement, type RequestContext } from '../../http/route'
import { workflowRoutes } from '../workflow/routes'
import { callerOf, type WriteDeps, writeDepsOf } from '../workflow/write-deps'
import { expenseDocument } from './document'
import { contractInstalmentChoices, previewExpense, vendorDefaults } from './preview'
import { expenseDetail, listExpenses } from './read'
import { payExpense } from './workflow'
import { createExpense, updateExpense } from './write'

/*
 * Expenses (contract/api/expenses.ts): list, read, draft and edit, and the steps of approval and
 * payment. Services look every id up in the tenant and the caller's projects.
 */

type Context = RequestContext<unknown, unknown, unknown>
const detailOf = async (context: Context, id: number) => ({
  data: await expenseDetail(context.deps.db, callerOf(context), id),
})

type Step = (typeof expensesApi)['pay' | 'cancel']
type StepInput<E extends Step> = z.output<NonNullable<E['body']>>

/** POST /expenses/{id}/<step>: each step of the workflow, answering the expense as it now is. */
function step<E extends Step>(
  endpoint: E,
  run: (deps: WriteDeps, id: number, input: StepInput<E>) => Promise<number>,
) {
  return implement<Step>(endpoint, async (context) =>
    detailOf(context, await run(writeDepsOf(context), context.params.id, context.body as StepInput<E>)),
  )
}

export const expenseRoutes: AnyRoute[] = [
  implement(expensesApi.list, async (context) =>
    listExpenses(context.deps.db, callerOf(context), context.query),
  ),
  implement(expensesApi.create, async (context) =>
    detailOf(context, await createExpense(writeDepsOf(context), context.body)),
  ),
  implement(expensesApi.preview, async (context) => ({
    data: await previewExpense(context.deps.db, callerOf(context), context.body),
  })),
  implement(expensesApi.contractInstalments, async (context) => ({
    data: await contractInstalmentChoices(context.deps.db, callerOf(context), context.query.project_id),
  })),
  implement(expensesApi.vendorDefaults, async (context) => ({
    data: await vendorDefaults(context.deps.db, callerOf(context), context.params.vendor_id),
  })),
  implement(expensesApi.get, async (context) => detailOf(context, context.params.id)),
  implement(expensesApi.update, async (context) =>
    detailOf(context, await updateExpense(writeDepsOf(context), context.params.id, context.body)),
  ),
  ...workflowRoutes(expensesApi, expenseDocument, { answer: detailOf }),
  step(expensesApi.pay, payExpense),
]
