import { dprApi } from '@contract/api/dpr'
import type {
  CreateDprRequest,
  Dpr,
  DprStatus,
  DprSummary,
  DprUnit,
  UpdateDprRequest,
  UpdateDprRulesRequest,
} from '@contract/dpr'
import type { Pagination } from '@contract/envelope'
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'
import { type DprFilter, dprKeys } from './keys'

/* One query factory or mutation per DPR endpoint; keys start with 'dpr' (./keys). */

export { type DprFilter, dcrPeriodQuery, dprKeys } from './keys'
export { fetchDcrPeriod } from './period-api'

export const DPR_PAGE_SIZE = 25

const listQuery = (filter: Omit<DprFilter, 'page'>, page: number, limit: number) => ({
  page_no: page,
  limit,
  project_id: filter.project || undefined,
  status: filter.status as DprStatus | undefined,
  from: filter.from,
  to: filter.to,
})

/** GET /v2/dpr: a page of reports (project, status, dates). */
export const dprListQuery = (filter: DprFilter) =>
  queryOptions({
    queryKey: dprKeys.list(filter),
    queryFn: () => callApi(dprApi.list, { query: listQuery(filter, filter.page, DPR_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  })

/** Every report the filter matches, page by page, for exports. */
export async function fetchAllDprs(filter: Omit<DprFilter, 'page'>): Promise<DprSummary[]> {
  const rows: DprSummary[] = []
  let pagination: Pagination | undefined
  for (let page = 1; !pagination || page <= pagination.last_page; page++) {
    const answer = await callApi(dprApi.list, { query: listQuery(filter, page, 500) })
    rows.push(...answer.data)
    pagination = answer.pagination
  }
  return rows
}

/** GET /v2/dpr/draft: a new day's report pre-filled from the plan and the unit's last report. */
export const dprDraftQuery = (projectId: number, date: string, unit: DprUnit) =>
  queryOptions({
    queryKey: dprKeys.draft(projectId, date, unit),
    queryFn: async () =>
      (await callApi(dprApi.draft, { query: { project_id: projectId, shoot_date: date, unit } })).data,
    // A pre-fill is read once per form: typing must not be overwritten by a refetch.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })

/** GET /v2/dpr/{id}: the report, its trail and what the caller may do with it. */
export const dprQuery = (id: number) =>
  queryOptions({
    queryKey: dprKeys.one(id),
    queryFn: async () => (await callApi(dprApi.get, { params: { id } })).data,
  })

/** POST /v2/dpr: a day's report saved as a draft. */
export const createDpr = async (body: CreateDprRequest) => (await callApi(dprApi.create, { body })).data

/** PUT /v2/dpr/{id}: a draft or rejected report, refused (409) if it changed meanwhile. */
export const updateDpr = async (id: number, body: UpdateDprRequest) =>
  (await callApi(dprApi.update, { params: { id }, body })).data

/**
 * After a step: the report as answered, the lists, its DCR and the period's (an approved or
 * cancelled day counts differently there).
 */
export function afterDprWrite(queryClient: QueryClient, saved: Dpr) {
  queryClient.setQueryData(dprKeys.one(saved.dpr_id), saved)
  void queryClient.invalidateQueries({ queryKey: dprKeys.lists() })
  void queryClient.invalidateQueries({ queryKey: dprKeys.dcr(saved.dpr_id) })
  void queryClient.invalidateQueries({ queryKey: ['dpr', 'dcrPeriod'] })
}

/** POST /v2/dpr/{id}/revise: a new draft correcting an approved or locked report; answers the draft. */
export const reviseDpr = async (id: number, reason: string) =>
  (await callApi(dprApi.revise, { params: { id }, body: { reason } })).data

/** GET /v2/dpr/{id}/dcr: the day's cost from the report and the organisation's rules. */
export const dcrQuery = (id: number) =>
  queryOptions({
    queryKey: dprKeys.dcr(id),
    queryFn: async () => (await callApi(dprApi.dcr, { params: { id } })).data,
  })

/** GET /v2/dpr/deal-rates: the project's contracts running that day with a day rate, for the cast. */
export const dealRatesQuery = (projectId: number, shootDate: string) =>
  queryOptions({
    queryKey: ['dpr', 'dealRates', projectId, shootDate] as const,
    queryFn: async () =>
      (await callApi(dprApi.dealRates, { query: { project_id: projectId, shoot_date: shootDate } })).data,
    staleTime: 60_000,
  })

/** GET /v2/dpr/rules: the organisation's shift and meal rules. */
export const dprRulesQuery = () =>
  queryOptions({
    queryKey: dprKeys.rules(),
    queryFn: async () => (await callApi(dprApi.rules)).data,
  })

/** PUT /v2/dpr/rules (settings PUT). */
export const updateDprRules = async (body: UpdateDprRulesRequest) =>
  (await callApi(dprApi.updateRules, { body })).data
