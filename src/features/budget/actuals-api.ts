import type { BudgetLine } from '@contract/budget'
import {
  expensesByBudgetResponseSchema,
  type MoveToBudgetRequest,
  moveToBudgetResponseSchema,
} from '@contract/spend/actuals'
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query'
import { getJson, sendJson } from '@/lib/http'

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
    queryFn: () => {
      const params = new URLSearchParams({
        budget_code: line.budget_code,
        project_id: String(line.project_id),
        budgetV: String(line.budgetV),
        page_no: String(page),
        limit: String(LINE_EXPENSES_PAGE_SIZE),
      })
      return getJson(
        `v2/budget/getExpensesByBudget/${line.budget_id}?${params}`,
        expensesByBudgetResponseSchema,
      )
    },
    placeholderData: keepPreviousData,
  })

/** POST /v2/budget/expenses/moveToBudget (budget-checked like an approval). */
export const moveExpenses = async (body: MoveToBudgetRequest) =>
  (await sendJson('post', 'v2/budget/expenses/moveToBudget', body, moveToBudgetResponseSchema)).data

/**
 * After a move: the dialog and every expense list and code picker ('expenses'), the project's
 * budget reports (their actual columns) and the purchase side's live remaining figures.
 */
export function invalidateAfterMove(queryClient: QueryClient, projectId: number) {
  void queryClient.invalidateQueries({ queryKey: ['expenses'] })
  void queryClient.invalidateQueries({ queryKey: ['budget', 'report', projectId] })
  void queryClient.invalidateQueries({ queryKey: ['purchase', 'figures', projectId] })
}
