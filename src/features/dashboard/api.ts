import { costReportApi } from '@contract/api/cost-report'
import { dashboardApi } from '@contract/api/dashboard'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

/** GET /v2/dashboard/projects: each project's cost-report totals, spend against shoot, codes over. */
export const dashboardProjectsQuery = () =>
  queryOptions({
    // Under 'budget', so whatever refreshes budgets (new spend, an ETC) refreshes the dashboard.
    queryKey: ['budget', 'dashboard', 'projects'] as const,
    queryFn: async () => (await callApi(costReportApi.dashboardProjects)).data,
  })

/** GET /v2/dashboard/overview: what waits on the caller and each module's widget they may read. */
export const dashboardOverviewQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'overview'] as const,
    queryFn: async () => (await callApi(dashboardApi.overview)).data,
  })
