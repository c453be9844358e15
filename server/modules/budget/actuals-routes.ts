import * as z from 'zod/mini'
import { idParam } from '../../../contract/common'
import {
  budgetControlsResponseSchema,
  expensesByBudgetQuerySchema,
  expensesByBudgetResponseSchema,
  moveToBudgetRequestSchema,
  moveToBudgetResponseSchema,
  remainingQuerySchema,
  remainingResponseSchema,
  updateBudgetControlsRequestSchema,
} from '../../../contract/spend/actuals'
import { type AnyRoute, defineRoute, type RequestContext } from '../../http/route'
import { getBudgetControls, remainingFigures, updateBudgetControls } from '../spend/controls'
import type { Caller } from './access'
import { expensesByBudget, moveToBudget } from './actuals'

/*
 * Budget versus actual under /budget: the organisation's budget controls (settings permission),
 * the live remaining figures (any team member: whoever drafts a PO or an expense needs them), the
 * expenses of a line and re-booking expenses. Fixed segments: registered before /budget/:id.
 */

const TAG = 'Budget'
const byId = z.object({ id: idParam })
const byProject = z.object({ project_id: idParam })
const callerOf = (context: RequestContext<unknown, unknown, unknown>): Caller => ({
  session: context.session,
  tenantId: context.tenantId,
})

export const budgetActualsRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/budget/controls',
    summary: 'What a PO or an expense does when it would take a code over budget: stop, warn or ignore',
    tag: TAG,
    access: { kind: 'permission', module: 'settings', method: 'GET' },
    response: budgetControlsResponseSchema,
    handler: async (context) => ({ data: await getBudgetControls(context.deps.db, context.tenantId) }),
  }),
  defineRoute({
    method: 'put',
    path: '/budget/controls',
    summary: 'Change the budget controls (audited)',
    tag: TAG,
    access: { kind: 'permission', module: 'settings', method: 'PUT' },
    body: updateBudgetControlsRequestSchema,
    response: budgetControlsResponseSchema,
    handler: async (context) => ({
      data: await updateBudgetControls(
        context.deps.db,
        callerOf(context),
        context.audit,
        context.deps.clock(),
        context.body,
      ),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/budget/remaining/:project_id',
    summary: 'Budget, committed, actual and remaining of some codes (codes=A,B), or up to 50 matching search',
    tag: TAG,
    access: { kind: 'signed-in' },
    params: byProject,
    query: remainingQuerySchema,
    response: remainingResponseSchema,
    handler: async (context) => ({
      data: await remainingFigures(
        context.deps.db,
        callerOf(context),
        context.params.project_id,
        context.query,
      ),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/budget/getExpensesByBudget/:id',
    summary: "A budget line's figures and a page of the expenses on its code (query values must match)",
    tag: TAG,
    access: { kind: 'permission', module: 'budget', method: 'GET' },
    params: byId,
    query: expensesByBudgetQuerySchema,
    response: expensesByBudgetResponseSchema,
    handler: async (context) =>
      expensesByBudget(context.deps.db, callerOf(context), context.params.id, context.query),
  }),
  defineRoute({
    method: 'post',
    path: '/budget/expenses/moveToBudget',
    summary: 'Re-book expenses onto another code of the current version (budget-checked, audited)',
    tag: TAG,
    access: { kind: 'permission', module: 'expenses', method: 'PUT' },
    body: moveToBudgetRequestSchema,
    response: moveToBudgetResponseSchema,
    handler: async (context) => ({
      data: await moveToBudget(
        context.deps.db,
        callerOf(context),
        context.audit,
        context.deps.clock(),
        context.body,
      ),
    }),
  }),
]
