import { advancesApi } from '@contract/api/advances'
import type { Pagination } from '@contract/envelope'
import type {
  Advance,
  AdvanceKind,
  AdvancePreviewRequest,
  AdvanceStatus,
  CreateAdvanceRequest,
  UpdateAdvanceRequest,
} from '@contract/spend/advances'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

/* One query factory per vendor advance endpoint; keys start with 'advances'. */

export type AdvanceFilter = {
  page: number
  search?: string
  sort?: string
  project?: number
  vendor?: number
  status?: AdvanceStatus
  kind?: AdvanceKind
  overdue?: boolean
}

export const advancesKeys = {
  all: ['advances'] as const,
  lists: () => ['advances', 'list'] as const,
  list: (filter: AdvanceFilter) => ['advances', 'list', filter] as const,
  one: (id: number) => ['advances', 'one', id] as const,
}

export const ADVANCES_PAGE_SIZE = 25

const listQuery = (filter: Omit<AdvanceFilter, 'page'>, page: number, limit: number) => ({
  page_no: page,
  limit,
  search: filter.search,
  sort: filter.sort,
  project_id: filter.project || undefined,
  vendor_id: filter.vendor || undefined,
  status: filter.status,
  kind: filter.kind,
  overdue: filter.overdue ? ('1' as const) : undefined,
})

/** GET /v2/advances: one page and the overdue count. */
export const advanceListQuery = (filter: AdvanceFilter) =>
  queryOptions({
    queryKey: advancesKeys.list(filter),
    queryFn: () => callApi(advancesApi.list, { query: listQuery(filter, filter.page, ADVANCES_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  })

/** Every advance the filter matches, page by page, for exports. */
export async function fetchAllAdvances(filter: Omit<AdvanceFilter, 'page'>): Promise<Advance[]> {
  const rows: Advance[] = []
  let pagination: Pagination | undefined
  for (let page = 1; !pagination || page <= pagination.last_page; page++) {
    const answer = await callApi(advancesApi.list, { query: listQuery(filter, page, 500) })
    rows.push(...answer.data)
    pagination = answer.pagination
  }
  return rows
}

export const advanceQuery = (id: number) =>
  queryOptions({
    queryKey: advancesKeys.one(id),
    queryFn: async () => (await callApi(advancesApi.get, { params: { id } })).data,
  })

export const createAdvance = async (body: CreateAdvanceRequest) =>
  (await callApi(advancesApi.create, { body })).data

export const updateAdvance = async (id: number, body: UpdateAdvanceRequest) =>
  (await callApi(advancesApi.update, { params: { id }, body })).data

/** POST /v2/advances/preview: TDS, net paid and the PO's open amount, as the server computes them. */
export const advancePreviewQuery = (body: AdvancePreviewRequest | null) =>
  queryOptions({
    queryKey: ['advances', 'preview', body] as const,
    queryFn: async () => (await callApi(advancesApi.preview, { body: body as AdvancePreviewRequest })).data,
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  })
