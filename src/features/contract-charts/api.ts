import { contractsApi } from '@contract/api/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

/** GET /v2/contracts/charts: the chart page's figures, of one project or all the caller's. */
export const contractChartsQuery = (projectId: number | null) =>
  queryOptions({
    queryKey: ['contracts', 'charts', projectId] as const,
    queryFn: async () =>
      (await callApi(contractsApi.charts, { query: projectId ? { project_id: projectId } : {} })).data,
  })
