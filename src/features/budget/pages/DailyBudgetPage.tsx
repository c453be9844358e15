import type { QueryClient } from '@tanstack/react-query'
import { monthRange } from '../daily/calendar'
import { budgetProjectQuery, dailyBudgetsQuery } from '../report-api'

/** The route's entry to the daily budget calendar (routes may load only a feature's pages and api). */
export { default } from '../daily/DailyBudgetPage'

/** Starts loading a month of shoot days and the project's currency with the page's code. */
export async function prefetchDailyBudgets(queryClient: QueryClient, projectId: number, month: string) {
  const { first, last } = monthRange(month)
  await Promise.all([
    queryClient.prefetchQuery(dailyBudgetsQuery(projectId, first, last)),
    queryClient.prefetchQuery(budgetProjectQuery(projectId)),
  ])
}
