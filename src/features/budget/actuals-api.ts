import { budgetActualsApi } from '@contract/api/budget-actuals'
import type { BudgetLine } from '@contract/budget'
import type { MoveToBudgetRequest } from '@contract/spend/actuals'
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

/*
 * The expenses booked on a budget line and re-booking them onto another code. Their keys are the
 * expenses feature's ('expenses', …): an expense approved, paid or edited there refreshes them here.
 */

export const LINE_EXPENSES_PAGE_SIZE = 10

export const lineExpensesKeys = {
  byBudget: (lineId: number, page: number) => ['expenses', 'byBudget', lineId, page] as const,
}

/**
 * GET /v2/budget/getExpensesByBudget/{line}?budget_code&project_id&budgetV: the line's figures and
 * a page of the expenses on its code; the code, project and version sent must be the line's.
 */
export const lineExpensesQuery = (line: BudgetLine, page: number) =>
  queryOptions({
    queryKey: lineExpensesKeys.byBudget(line.budget_id, page),
    queryFn: () =>
      callApi(budgetActualsApi.expensesByBudget, {
        params: { id: line.budget_id },
        query: {
          budget_code: line.budget_code,
          project_id: line.project_id,
          budgetV: line.budgetV,
          page_no: page,
          limit: LINE_EXPENSES_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  })

/** POST /v2/budget/expenses/moveToBudget (budget-checked like an approval). */
export const moveExpenses = async (body: MoveToBudgetRequest) =>
  (await callApi(budgetActualsApi.moveToBudget, { body })).data

/**
 * After a move: the dialog and every expense list and code picker ('expenses'), the project's
 * budget reports (their actual columns) and the purchase side's live remaining figures.
 */
export function invalidateAfterMove(queryClient: QueryClient, projectId: number) {
  void queryClient.invalidateQueries({ queryKey: ['expenses'] })
  void queryClient.invalidateQueries({ queryKey: ['budget', 'report', projectId] })
  void queryClient.invalidateQueries({ queryKey: ['purchase', 'figures', projectId] })
}
