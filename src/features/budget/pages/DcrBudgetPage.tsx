import type { QueryClient } from '@tanstack/react-query'
import { budgetProjectQuery, budgetReportQuery, dailyBudgetsQuery } from '../report-api'

/** The route's entry to the DCR budget (routes may load only a feature's pages and api). */
export { default, defaultRange } from '../reports/DcrBudgetPage'

/** Starts loading the report and the shoot days of the range with the page's code. */
export async function prefetchDcrBudget(
  queryClient: QueryClient,
  projectId: number,
  from: string,
  to: string,
) {
  await Promise.all([
    queryClient.prefetchQuery(budgetReportQuery(projectId, { dateFrom: from, dateTo: to })),
    queryClient.prefetchQuery(dailyBudgetsQuery(projectId, from, to)),
    queryClient.prefetchQuery(budgetProjectQuery(projectId)),
  ])
}
