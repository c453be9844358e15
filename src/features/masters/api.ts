import type { Pagination } from '@contract/envelope'
import {
  type CreateRateRequest,
  currencyRateResponseSchema,
  currencyRatesResponseSchema,
} from '@contract/masters/currency'
import type { MasterKey } from '@contract/masters/definitions'
import type { RefTarget } from '@contract/masters/fields'
import {
  type AnyMasterRecord,
  customFieldDefinitionsResponseSchema,
  deletedResponseSchema,
  importResponseSchema,
  masterSchemas,
  masterSummaryResponseSchema,
} from '@contract/masters/schemas'
import { modulesResponseSchema } from '@contract/modules'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { choicesQuery } from '@/lib/choices'
import { getJson, sendFile, sendJson } from '@/lib/http'

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

function listParams(filter: Omit<MasterFilter, 'page'>, page: number, limit: number) {
  const params = new URLSearchParams({ page_no: String(page), limit: String(limit) })
  if (filter.tab === 'archived') params.set('archive', '1')
  if (filter.search) params.set('search', filter.search)
  if (filter.sort) params.set('sort', filter.sort)
  for (const [key, value] of Object.entries(filter.fields)) if (value) params.set(key, value)
  return params
}

/** GET /v2/{master}: one page of the list; the previous page stays on screen while the next loads. */
export const masterListQuery = (key: MasterKey, filter: MasterFilter) =>
  queryOptions({
    queryKey: mastersKeys.list(key, filter),
    queryFn: () =>
      getJson(
        `v2/${key}?${listParams(filter, filter.page, MASTER_PAGE_SIZE)}`,
        masterSchemas(key).listResponse,
      ) as Promise<{
        data: AnyMasterRecord[]
        pagination: Pagination
      }>,
    placeholderData: keepPreviousData,
  })

/** Every record the filter matches, page by page at the API's maximum, for exports. */
export async function fetchAllMasterRows(key: MasterKey, filter: Omit<MasterFilter, 'page'>) {
  const rows: AnyMasterRecord[] = []
  let pagination: Pagination | undefined
  for (let page = 1; !pagination || page <= pagination.last_page; page++) {
    const answer = (await getJson(
      `v2/${key}?${listParams(filter, page, 500)}`,
      masterSchemas(key).listResponse,
    )) as {
      data: AnyMasterRecord[]
      pagination: Pagination
    }
    rows.push(...answer.data)
    pagination = answer.pagination
  }
  return rows
}

export const masterRecordQuery = (key: MasterKey, id: number) =>
  queryOptions({
    queryKey: mastersKeys.one(key, id),
    queryFn: async () =>
      (await getJson(`v2/${key}/${id}`, masterSchemas(key).recordResponse)).data as AnyMasterRecord,
  })

/** Choices for a reference field: active records by label, narrowed by a search or a parent. */
export const masterOptionsQuery = (target: RefTarget, search = '', within?: string) =>
  choicesQuery(target, search, within)

export const masterSummaryQuery = () =>
  queryOptions({
    queryKey: mastersKeys.summary(),
    queryFn: async () => (await getJson('v2/master/summary', masterSummaryResponseSchema)).data,
  })

const CUSTOM_FIELDS_STALE_MS = 60_000

export const customFieldsQuery = (entity: MasterKey) =>
  queryOptions({
    queryKey: mastersKeys.customFields(entity),
    queryFn: async () =>
      (await getJson(`v2/customfield/entity/${entity}`, customFieldDefinitionsResponseSchema)).data,
    staleTime: CUSTOM_FIELDS_STALE_MS,
  })

export async function createMaster(key: MasterKey, input: Record<string, unknown>) {
  return (await sendJson('post', `v2/${key}`, input, masterSchemas(key).recordResponse))
    .data as AnyMasterRecord
}

export async function updateMaster(key: MasterKey, id: number, input: Record<string, unknown>) {
  return (await sendJson('put', `v2/${key}/${id}`, input, masterSchemas(key).recordResponse))
    .data as AnyMasterRecord
}

export async function archiveMaster(key: MasterKey, id: number) {
  return (await sendJson('delete', `v2/${key}/${id}`, undefined, masterSchemas(key).recordResponse))
    .data as AnyMasterRecord
}

export async function deleteMaster(key: MasterKey, id: number) {
  return (await sendJson('delete', `v2/${key}/${id}?permanent=1`, undefined, deletedResponseSchema)).data
}

/** POST /v2/{master}/import: a preview (`dryRun`) or the import itself. */
export async function importMaster(key: MasterKey, file: File, dryRun: boolean) {
  const params = new URLSearchParams({ file_name: file.name.slice(0, 200) })
  if (dryRun) params.set('dry_run', '1')
  return (await sendFile(`v2/${key}/import?${params}`, file, importResponseSchema)).data
}

export const currencyRatesQuery = (currencyId: number) =>
  queryOptions({
    queryKey: mastersKeys.rates(currencyId),
    queryFn: async () => (await getJson(`v2/currency/${currencyId}/rates`, currencyRatesResponseSchema)).data,
  })

export async function addCurrencyRate(currencyId: number, input: CreateRateRequest) {
  return (await sendJson('post', `v2/currency/${currencyId}/rates`, input, currencyRateResponseSchema)).data
}

export async function deleteCurrencyRate(currencyId: number, rateId: number) {
  return (
    await sendJson(
      'delete',
      `v2/currency/${currencyId}/rates/${rateId}`,
      undefined,
      currencyRateResponseSchema,
    )
  ).data
}

export const modulesQuery = () =>
  queryOptions({
    queryKey: mastersKeys.modules(),
    queryFn: async () => (await getJson('v2/modules', modulesResponseSchema)).data,
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
