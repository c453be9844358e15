import { reportsApi } from '@contract/api/reports'
import type { ReportKey, SetPeriodLockRequest } from '@contract/reports'
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

/** GET /v2/reports/period-lock/{project_id}: the date the project's books are closed through. */
export const periodLockQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['budget', 'period-lock', projectId] as const,
    queryFn: async () => (await callApi(reportsApi.periodLock, { params: { project_id: projectId } })).data,
  })

/** PUT /v2/reports/period-lock/{project_id}: closes the books through a date, or opens them. */
export const setPeriodLock = async (projectId: number, body: SetPeriodLockRequest) =>
  (await callApi(reportsApi.setPeriodLock, { params: { project_id: projectId }, body })).data
