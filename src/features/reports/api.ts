import { reportsApi } from '@contract/api/reports'
import type { ReportKey } from '@contract/reports'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

export type ReportScope = { key: ReportKey; projectId: number; from?: string; to?: string }

/** GET /v2/reports/{key}: one register of a project for a period (rows, columns, totals). */
export const reportQuery = ({ key, projectId, from, to }: ReportScope) =>
  queryOptions({
    // Under 'budget': whatever refreshes a project's figures (new spend, an ETC) refreshes its reports.
    queryKey: ['budget', 'reports', key, projectId, from ?? null, to ?? null] as const,
    queryFn: async () =>
      (await callApi(reportsApi.report, { params: { key }, query: { project_id: projectId, from, to } }))
        .data,
    placeholderData: keepPreviousData,
  })
