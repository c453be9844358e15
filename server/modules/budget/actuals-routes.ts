import { budgetActualsApi } from '../../../contract/api/budget-actuals'
import type { Caller } from '../../http/caller'
import { type AnyRoute, implement, type RequestContext } from '../../http/route'
import { getBudgetControls, remainingFigures, updateBudgetControls } from '../spend/controls'
import { expensesByBudget, moveToBudget } from './actuals'

/*
 * Budget versus actual under /budget: the organisation's budget controls (settings permission),
 * the live remaining figures (budget readers; drafters of a PO or an expense for their draft's
 * codes, spend/figure-access.ts), the expenses of a line and re-booking expenses. Fixed segments:
 * registered before /budget/:id.
 */

const callerOf = (context: RequestContext<unknown, unknown, unknown>): Caller => ({
  session: context.session,
  tenantId: context.tenantId,
})

export const budgetActualsRoutes: AnyRoute[] = [
  implement(budgetActualsApi.controls, async (context) => ({
    data: await getBudgetControls(context.deps.db, context.tenantId),
  })),
  implement(budgetActualsApi.updateControls, async (context) => ({
    data: await updateBudgetControls(
      context.deps.db,
      callerOf(context),
      context.audit,
      context.deps.clock(),
      context.body,
    ),
  })),
  implement(budgetActualsApi.remaining, async (context) => ({
    data: await remainingFigures(
      context.deps.db,
      callerOf(context),
      context.params.project_id,
      context.query,
    ),
  })),
  implement(budgetActualsApi.expensesByBudget, async (context) =>
    expensesByBudget(context.deps.db, callerOf(context), context.params.id, context.query),
  ),
  implement(budgetActualsApi.moveToBudget, async (context) => ({
    data: await moveToBudget(
      context.deps.db,
      callerOf(context),
      context.audit,
      context.deps.clock(),
      context.body,
    ),
  })),
]
