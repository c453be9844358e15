import { masterApi, mastersApi } from '@contract/api/masters'
import type { Pagination } from '@contract/envelope'
import type { CreateRateRequest } from '@contract/masters/currency'
import type { MasterKey } from '@contract/masters/definitions'
import type { RefTarget } from '@contract/masters/fields'
import type { AnyMasterRecord } from '@contract/masters/schemas'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'
import { choicesQuery } from '@/lib/choices'

/*
 * One query factory per master endpoint, for every master: the engine's routes are the same for
 * all, so the SPA's are too. Keys start with the module and the master.
 */

export type MasterTab = 'active' | 'archived'
export const MASTER_TABS = ['active', 'archived'] as const satisfies readonly MasterTab[]

export type MasterFilter = {
  tab: MasterTab
  page: number
  search?: string
  sort?: string
  /** Field filters: `country_id`, `pay_basis`, `above_the_line`… as the URL carries them. */
  fields: Record<string, string>
}

export const mastersKeys = {
  all: ['masters'] as const,
  master: (key: MasterKey) => ['masters', key] as const,
  list: (key: MasterKey, filter: MasterFilter) => ['masters', key, 'list', filter] as const,
  one: (key: MasterKey, id: number) => ['masters', key, 'one', id] as const,
  summary: () => ['masters', 'summary'] as const,
  customFields: (entity: MasterKey) => ['masters', 'customfield', 'entity', entity] as const,
  rates: (currencyId: number) => ['masters', 'currency', 'rates', currencyId] as const,
  modules: () => ['masters', 'modules'] as const,
}

export const MASTER_PAGE_SIZE = 25

const listQuery = (filter: Omit<MasterFilter, 'page'>, page: number, limit: number) => ({
  ...filter.fields,
  page_no: page,
  limit,
  archive: filter.tab === 'archived' ? '1' : undefined,
  search: filter.search,
  sort: filter.sort,
})

type MasterPage = { data: AnyMasterRecord[]; pagination: Pagination }

/** GET /v2/{master}: one page of the list; the previous page stays on screen while the next loads. */
export const masterListQuery = (key: MasterKey, filter: MasterFilter) =>
  queryOptions({
    queryKey: mastersKeys.list(key, filter),
    queryFn: () =>
      callApi(masterApi(key).list, {
        query: listQuery(filter, filter.page, MASTER_PAGE_SIZE),
      }) as Promise<MasterPage>,
    placeholderData: keepPreviousData,
  })

/** Every record the filter matches, page by page at the API's maximum, for exports. */
export async function fetchAllMasterRows(key: MasterKey, filter: Omit<MasterFilter, 'page'>) {
  const rows: AnyMasterRecord[] = []
  let pagination: Pagination | undefined
  for (let page = 1; !pagination || page <= pagination.last_page; page++) {
    const answer = (await callApi(masterApi(key).list, {
      query: listQuery(filter, page, 500),
    })) as MasterPage
    rows.push(...answer.data)
    pagination = answer.pagination
  }
  return rows
}

export const masterRecordQuery = (key: MasterKey, id: number) =>
  queryOptions({
    queryKey: mastersKeys.one(key, id),
    queryFn: async () => (await callApi(masterApi(key).get, { params: { id } })).data as AnyMasterRecord,
  })

/** Choices for a reference field: active records by label, narrowed by a search or a parent. */
export const masterOptionsQuery = (target: RefTarget, search = '', within?: string) =>
  choicesQuery(target, search, within)

export const masterSummaryQuery = () =>
  queryOptions({
    queryKey: mastersKeys.summary(),
    queryFn: async () => (await callApi(mastersApi.summary)).data,
  })

/** The counts of the contract area's lists (/contractAllFormView), refreshed with the settings ones. */
export const contractListsSummaryQuery = () =>
  queryOptions({
    queryKey: [...mastersKeys.summary(), 'contract'] as const,
    queryFn: async () => (await callApi(mastersApi.contractSummary)).data,
  })

const CUSTOM_FIELDS_STALE_MS = 60_000

export const customFieldsQuery = (entity: MasterKey) =>
  queryOptions({
    queryKey: mastersKeys.customFields(entity),
    queryFn: async () => (await callApi(mastersApi.customFields, { params: { entity } })).data,
    staleTime: CUSTOM_FIELDS_STALE_MS,
  })

export async function createMaster(key: MasterKey, input: Record<string, unknown>) {
  return (await callApi(masterApi(key).create, { body: input })).data as AnyMasterRecord
}

export async function updateMaster(key: MasterKey, id: number, input: Record<string, unknown>) {
  return (await callApi(masterApi(key).update, { params: { id }, body: input })).data as AnyMasterRecord
}

export async function archiveMaster(key: MasterKey, id: number) {
  return (await callApi(masterApi(key).remove, { params: { id } })).data as AnyMasterRecord
}

export async function deleteMaster(key: MasterKey, id: number) {
  return (await callApi(masterApi(key).remove, { params: { id }, query: { permanent: '1' } })).data as {
    id: number
    deleted: true
  }
}

/** POST /v2/{master}/import: a preview (`dryRun`) or the import itself. */
export async function importMaster(key: MasterKey, file: File, dryRun: boolean) {
  const endpoint = masterApi(key).import
  if (!endpoint) throw new Error(`The ${key} list has no import`)
  const query = { file_name: file.name.slice(0, 200), dry_run: dryRun ? ('1' as const) : undefined }
  return (await callApi(endpoint, { query, file })).data
}

export const currencyRatesQuery = (currencyId: number) =>
  queryOptions({
    queryKey: mastersKeys.rates(currencyId),
    queryFn: async () => (await callApi(mastersApi.rates, { params: { id: currencyId } })).data,
  })

export async function addCurrencyRate(currencyId: number, input: CreateRateRequest) {
  return (await callApi(mastersApi.addRate, { params: { id: currencyId }, body: input })).data
}

export async function deleteCurrencyRate(currencyId: number, rateId: number) {
  return (await callApi(mastersApi.deleteRate, { params: { id: currencyId, rateId } })).data
}

export const modulesQuery = () =>
  queryOptions({
    queryKey: mastersKeys.modules(),
    queryFn: async () => (await callApi(mastersApi.modules)).data,
  })

/** The list filter a page's URL describes. */
export function filterFromSearch(
  search: Record<string, unknown>,
  fixed: Record<string, string> = {},
): MasterFilter {
  const fields: Record<string, string> = {}
  for (const [key, value] of Object.entries(search)) {
    if (!['page', 'search', 'sort', 'tab'].includes(key) && typeof value === 'string') fields[key] = value
  }
  return {
    tab: search.tab === 'archived' ? 'archived' : 'active',
    page: typeof search.page === 'number' ? search.page : 1,
    search: typeof search.search === 'string' ? search.search : undefined,
    sort: typeof search.sort === 'string' ? search.sort : undefined,
    fields: { ...fields, ...fixed },
  }
}
