import { envelopesApi, floatsApi, pettyCashApi } from '@contract/api/petty-cash'
import type { Pagination } from '@contract/envelope'
import type {
  CreateEnvelopeRequest,
  CreateFloatRequest,
  CreateHolderRequest,
  Envelope,
  EnvelopeStatus,
  FloatStatus,
  Holder,
  PettyCashFloat,
  UpdateEnvelopeRequest,
  UpdateFloatRequest,
  UpdateHolderRequest,
} from '@contract/spend/petty-cash'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

/* One query factory per petty-cash endpoint; keys start with 'pettyCash'. */

export type PettyCashFilter = {
  page: number
  search?: string
  project?: number
  holder?: number
  status?: string
}

export const pettyCashKeys = {
  all: ['pettyCash'] as const,
  holders: (filter?: PettyCashFilter) => ['pettyCash', 'holders', ...(filter ? [filter] : [])] as const,
  candidates: (project: number) => ['pettyCash', 'candidates', project] as const,
  floats: (filter?: PettyCashFilter) => ['pettyCash', 'floats', ...(filter ? [filter] : [])] as const,
  float: (id: number) => ['pettyCash', 'float', id] as const,
  envelopes: (filter?: PettyCashFilter) => ['pettyCash', 'envelopes', ...(filter ? [filter] : [])] as const,
  envelope: (id: number) => ['pettyCash', 'envelope', id] as const,
}

export const PAGE_SIZE = 25

const common = (filter: Omit<PettyCashFilter, 'page'>, page: number, limit: number) => ({
  page_no: page,
  limit,
  search: filter.search,
  project_id: filter.project || undefined,
})

const holderQuery = (filter: Omit<PettyCashFilter, 'page'>, page: number, limit: number) =>
  common(filter, page, limit)
const floatQueryParams = (filter: Omit<PettyCashFilter, 'page'>, page: number, limit: number) => ({
  ...common(filter, page, limit),
  holder_id: filter.holder || undefined,
  status: filter.status as FloatStatus | undefined,
})
const envelopeQueryParams = (filter: Omit<PettyCashFilter, 'page'>, page: number, limit: number) => ({
  ...common(filter, page, limit),
  holder_id: filter.holder || undefined,
  status: filter.status as EnvelopeStatus | undefined,
})

/** Every row of a list, page by page, for exports. */
async function fetchAll<T>(load: (page: number) => Promise<{ data: T[]; pagination: Pagination }>) {
  const rows: T[] = []
  let pagination: Pagination | undefined
  for (let page = 1; !pagination || page <= pagination.last_page; page++) {
    const answer = await load(page)
    rows.push(...answer.data)
    pagination = answer.pagination
  }
  return rows
}

export const holdersQuery = (filter: PettyCashFilter) =>
  queryOptions({
    queryKey: pettyCashKeys.holders(filter),
    queryFn: () => callApi(pettyCashApi.holders, { query: holderQuery(filter, filter.page, PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  })
export const fetchAllHolders = (filter: Omit<PettyCashFilter, 'page'>): Promise<Holder[]> =>
  fetchAll((page) => callApi(pettyCashApi.holders, { query: holderQuery(filter, page, 500) }))

export const candidatesQuery = (project: number) =>
  queryOptions({
    queryKey: pettyCashKeys.candidates(project),
    queryFn: async () => (await callApi(pettyCashApi.candidates, { query: { project_id: project } })).data,
  })

export const createHolder = async (body: CreateHolderRequest) =>
  (await callApi(pettyCashApi.createHolder, { body })).data
export const updateHolder = async (id: number, body: UpdateHolderRequest) =>
  (await callApi(pettyCashApi.updateHolder, { params: { id }, body })).data

export const floatsQuery = (filter: PettyCashFilter) =>
  queryOptions({
    queryKey: pettyCashKeys.floats(filter),
    queryFn: () => callApi(floatsApi.list, { query: floatQueryParams(filter, filter.page, PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  })
export const fetchAllFloats = (filter: Omit<PettyCashFilter, 'page'>): Promise<PettyCashFloat[]> =>
  fetchAll((page) => callApi(floatsApi.list, { query: floatQueryParams(filter, page, 500) }))

export const floatQuery = (id: number) =>
  queryOptions({
    queryKey: pettyCashKeys.float(id),
    queryFn: async () => (await callApi(floatsApi.get, { params: { id } })).data,
  })
export const createFloat = async (body: CreateFloatRequest) =>
  (await callApi(floatsApi.create, { body })).data
/** PUT /v2/pettycash/floats/{id}: a draft or rejected request, refused (409 stale) if changed meanwhile. */
export const updateFloat = async (id: number, body: UpdateFloatRequest) =>
  (await callApi(floatsApi.update, { params: { id }, body })).data

export const envelopesQuery = (filter: PettyCashFilter) =>
  queryOptions({
    queryKey: pettyCashKeys.envelopes(filter),
    queryFn: () => callApi(envelopesApi.list, { query: envelopeQueryParams(filter, filter.page, PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  })
export const fetchAllEnvelopes = (filter: Omit<PettyCashFilter, 'page'>): Promise<Envelope[]> =>
  fetchAll((page) => callApi(envelopesApi.list, { query: envelopeQueryParams(filter, page, 500) }))

export const envelopeQuery = (id: number) =>
  queryOptions({
    queryKey: pettyCashKeys.envelope(id),
    queryFn: async () => (await callApi(envelopesApi.get, { params: { id } })).data,
  })
export const createEnvelope = async (body: CreateEnvelopeRequest) =>
  (await callApi(envelopesApi.create, { body })).data
export const updateEnvelope = async (id: number, body: UpdateEnvelopeRequest) =>
  (await callApi(envelopesApi.update, { params: { id }, body })).data
