import { contractsApi } from '@contract/api/contracts'
import { projectsApi } from '@contract/api/projects'
import { usersApi } from '@contract/api/users'
import type {
  Contract,
  ContractDetail,
  ContractListQuery,
  CreateContractRequest,
  UpdateContractRequest,
} from '@contract/contracts'
import type { Pagination } from '@contract/envelope'
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'
import type { ContractListSearch } from './routing'

/* One query factory per contract endpoint; keys start with 'contracts'. */

export type ContractFilter = Omit<ContractListSearch, 'contract' | 'page'> & { page: number }

export const contractsKeys = {
  all: ['contracts'] as const,
  lists: () => ['contracts', 'list'] as const,
  list: (filter: ContractFilter) => ['contracts', 'list', filter] as const,
  one: (id: number) => ['contracts', 'one', id] as const,
  currency: (projectId: number) => ['contracts', 'currency', projectId] as const,
}

export const CONTRACTS_PAGE_SIZE = 25

/** GET /v2/contracts: one page. */
export const contractListQuery = (filter: ContractFilter) =>
  queryOptions({
    queryKey: contractsKeys.list(filter),
    queryFn: () =>
      callApi(contractsApi.list, {
        query: {
          page_no: filter.page,
          limit: CONTRACTS_PAGE_SIZE,
          search: filter.search,
          sort: filter.sort,
          project_id: filter.project || undefined,
          agreement_id: filter.agreement || undefined,
          status: filter.status,
        },
      }),
    placeholderData: keepPreviousData,
  })

/** GET /v2/contracts/{id}: instalments, payments, trail and what the caller may do. */
export const contractQuery = (id: number) =>
  queryOptions({
    queryKey: contractsKeys.one(id),
    queryFn: async () => (await callApi(contractsApi.get, { params: { id } })).data,
  })

/** The project's currency, which a new contract's amounts are typed in (GET /v2/project/{id}). */
export const projectCurrencyQuery = (projectId: number) =>
  queryOptions({
    queryKey: contractsKeys.currency(projectId),
    queryFn: async () => {
      const project = (await callApi(projectsApi.get, { params: { id: projectId } })).data
      return { code: project.currency_code, minor_units: project.minor_units }
    },
    staleTime: 5 * 60_000,
  })

export const createContract = async (body: CreateContractRequest) =>
  (await callApi(contractsApi.create, { body })).data

/** PUT /v2/contracts/{id}: a draft or rejected one, refused (409 stale) if changed meanwhile. */
export const updateContract = async (id: number, body: UpdateContractRequest) =>
  (await callApi(contractsApi.update, { params: { id }, body })).data

/**
 * After any write: every contract query (lists, the contract itself), and the budget pages, whose committed and actual figures move when a
 * contract is executed, paid or terminated; the sidebar's count of what waits on the user.
 */
export function afterContractWrite(queryClient: QueryClient, saved: ContractDetail) {
  queryClient.setQueryData(contractsKeys.one(saved.contract_id), saved)
  void queryClient.invalidateQueries({ queryKey: contractsKeys.all })
  void queryClient.invalidateQueries({ queryKey: ['budget'] })
  void queryClient.invalidateQueries({ queryKey: ['verification'] })
}

/** GET /v2/contracts/charts: the chart page's figures, of one project or all the caller's. */
export const contractChartsQuery = (projectId: number | null) =>
  queryOptions({
    queryKey: ['contracts', 'charts', projectId] as const,
    queryFn: async () =>
      (await callApi(contractsApi.charts, { query: projectId ? { project_id: projectId } : {} })).data,
  })

/**
 * GET /v2/contracts with /contractFilter's filters (any combination, as query text): one page.
 * Its key starts with 'contracts', so a contract's write refreshes it too.
 */
export const contractFilterListQuery = (query: Record<string, string>, page: number) =>
  queryOptions({
    queryKey: ['contracts', 'filtered', query, page] as const,
    queryFn: () =>
      callApi(contractsApi.list, {
        query: { ...(query as ContractListQuery), page_no: page, limit: CONTRACTS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  })

/** Every contract a filter matches (all pages, 500 at a time), for CSV and XLSX. */
export async function fetchAllContracts(query: Record<string, string>): Promise<Contract[]> {
  const rows: Contract[] = []
  let pagination: Pagination | undefined
  for (let page = 1; !pagination || page <= pagination.last_page; page++) {
    const answer = await callApi(contractsApi.list, {
      query: { ...(query as ContractListQuery), page_no: page, limit: 500 },
    })
    rows.push(...answer.data)
    pagination = answer.pagination
  }
  return rows
}

/**
 * GET /v2/users (the users permission): the organisation's people who may get a contract's
 * reminders, searched here rather than on the server so chosen ones keep their names.
 */
export const reminderPeopleQuery = () =>
  queryOptions({
    queryKey: ['contracts', 'reminder-people'] as const,
    queryFn: async () =>
      (await callApi(usersApi.list, { query: { limit: 500 } })).data.map((user) => ({
        id: user.user_id,
        label: user.name,
        email: user.email,
      })),
    staleTime: 60_000,
  })
