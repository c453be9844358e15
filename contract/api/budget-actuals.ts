import * as z from 'zod/mini'
import type { PermissionMethod } from '../codes'
import { idParam } from '../common'
import { defineEndpoint, permission } from '../endpoint'
import {
  budgetControlsResponseSchema,
  expensesByBudgetQuerySchema,
  expensesByBudgetResponseSchema,
  moveToBudgetRequestSchema,
  moveToBudgetResponseSchema,
  remainingQuerySchema,
  remainingResponseSchema,
  updateBudgetControlsRequestSchema,
} from '../spend/actuals'

/*
 * Budget versus actual under /budget, apart from the budget's own endpoints so that the spend
 * pages, which read the remaining figures, do not load the budget's schemas.
 */

const tag = 'Budget'
const access = (method: PermissionMethod) => permission('budget', method)
const byId = z.object({ id: idParam })
const byProject = z.object({ project_id: idParam })

/** Budget versus actual: controls, live remaining figures, the expenses of a line, re-booking. */
export const budgetActualsApi = {
  controls: defineEndpoint({
    method: 'get',
    path: '/budget/controls',
    summary: 'What a PO or an expense does when it would take a code over budget: stop, warn or ignore',
    tag,
    access: permission('settings', 'GET'),
    response: budgetControlsResponseSchema,
  }),
  updateControls: defineEndpoint({
    method: 'put',
    path: '/budget/controls',
    summary: 'Change the budget controls (audited)',
    tag,
    access: permission('settings', 'PUT'),
    body: updateBudgetControlsRequestSchema,
    response: budgetControlsResponseSchema,
  }),
  remaining: defineEndpoint({
    method: 'get',
    path: '/budget/remaining/:project_id',
    summary:
      'Budget, committed, actual and remaining of some codes (codes=A,B), or up to 50 matching search: figures to budget readers only; whoever may draft document_type gets the codes’ names when searching',
    tag,
    // Budget readers, and (names only) whoever drafts a PO or an expense (checked inside).
    access: { kind: 'signed-in' },
    params: byProject,
    query: remainingQuerySchema,
    response: remainingResponseSchema,
  }),
  expensesByBudget: defineEndpoint({
    method: 'get',
    path: '/budget/getExpensesByBudget/:id',
    summary: "A budget line's figures and a page of the expenses on its code (query values must match)",
    tag,
    access: access('GET'),
    params: byId,
    query: expensesByBudgetQuerySchema,
    response: expensesByBudgetResponseSchema,
  }),
  moveToBudget: defineEndpoint({
    method: 'post',
    path: '/budget/expenses/moveToBudget',
    summary: 'Re-book expenses onto another code of the current version (budget-checked, audited)',
    tag,
    access: permission('expenses', 'PUT'),
    body: moveToBudgetRequestSchema,
    response: moveToBudgetResponseSchema,
  }),
}
