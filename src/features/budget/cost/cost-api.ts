import { costReportApi } from '@contract/api/cost-report'
import type { CreateEtcRequest } from '@contract/cost-report'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

/*
 * The cost report's queries (one per /v2/budget/cost-report endpoint). Keys start with 'budget' so
 * that whatever refreshes a project's budget refreshes these too.
 */

export type CostScope = { version: number | null; asOf: string | null; periodFrom: string | null }

export const costKeys = {
  all: (projectId: number) => ['budget', 'cost', projectId] as const,
  report: (projectId: number, scope: CostScope) => [...costKeys.all(projectId), 'report', scope] as const,
  etc: (projectId: number, code: string) => [...costKeys.all(projectId), 'etc', code] as const,
  snapshots: (projectId: number) => [...costKeys.all(projectId), 'snapshots'] as const,
  compare: (projectId: number, from: number) => [...costKeys.all(projectId), 'compare', from] as const,
}

/** GET /v2/budget/cost-report/{project_id}: per code budget, period, to date, committed, ETC, EFC, variance. */
export const costReportQuery = (projectId: number, scope: CostScope) =>
  queryOptions({
    queryKey: costKeys.report(projectId, scope),
    queryFn: async () =>
      (
        await callApi(costReportApi.report, {
          params: { project_id: projectId },
          query: {
            budgetV: scope.version ?? undefined,
            as_of: scope.asOf ?? undefined,
            period_from: scope.periodFrom ?? undefined,
          },
        })
      ).data,
    placeholderData: keepPreviousData,
  })

/** GET …/etc?budget_code: a code's ETC entries, newest first. */
export const etcHistoryQuery = (projectId: number, code: string) =>
  queryOptions({
    queryKey: costKeys.etc(projectId, code),
    queryFn: async () =>
      (
        await callApi(costReportApi.etcHistory, {
          params: { project_id: projectId },
          query: { budget_code: code },
        })
      ).data,
  })

/** POST …/etc: a code's ETC from a date, with the reason. */
export const enterEtc = async (projectId: number, request: CreateEtcRequest) =>
  (await callApi(costReportApi.enterEtc, { params: { project_id: projectId }, body: request })).data

/** GET …/snapshots: the weeks kept, newest first. */
export const costSnapshotsQuery = (projectId: number) =>
  queryOptions({
    queryKey: costKeys.snapshots(projectId),
    queryFn: async () => (await callApi(costReportApi.snapshots, { params: { project_id: projectId } })).data,
  })

/** POST …/snapshots: keep this week's report. */
export const takeCostSnapshot = async (projectId: number) =>
  (await callApi(costReportApi.takeSnapshot, { params: { project_id: projectId }, body: {} })).data

/** GET …/compare?from=<snapshot>&to=live: each code then and now. */
export const costCompareQuery = (projectId: number, from: number) =>
  queryOptions({
    queryKey: costKeys.compare(projectId, from),
    queryFn: async () =>
      (
        await callApi(costReportApi.compare, {
          params: { project_id: projectId },
          query: { from, to: 'live' },
        })
      ).data,
  })
