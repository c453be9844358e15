import { organizationsApi } from '@contract/api/organizations'
import type { Pagination } from '@contract/envelope'
import type {
  CreateOrganizationRequest,
  Organization,
  UpdateOrganizationRequest,
} from '@contract/organizations'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

export type OrganizationTab = 'active' | 'archived'
export const ORGANIZATION_TABS = ['active', 'archived'] as const satisfies readonly OrganizationTab[]
export type OrganizationFilter = { tab: OrganizationTab; page: number; search?: string; sort?: string }

export const organizationsKeys = {
  all: ['organizations'] as const,
  list: (filter: OrganizationFilter) => ['organizations', 'list', filter] as const,
}

const listQuery = (filter: OrganizationFilter, limit: number) => ({
  page_no: filter.page,
  limit,
  archive: filter.tab === 'archived' ? ('1' as const) : undefined,
  search: filter.search,
  sort: filter.sort,
})

export const organizationsListQuery = (filter: OrganizationFilter) =>
  queryOptions({
    queryKey: organizationsKeys.list(filter),
    queryFn: () => callApi(organizationsApi.list, { query: listQuery(filter, 25) }),
    placeholderData: keepPreviousData,
  })

export async function fetchAllOrganizations(
  filter: Omit<OrganizationFilter, 'page'>,
): Promise<Organization[]> {
  const rows: Organization[] = []
  let pagination: Pagination | undefined
  for (let page = 1; !pagination || page <= pagination.last_page; page++) {
    const answer = await callApi(organizationsApi.list, { query: listQuery({ ...filter, page }, 500) })
    rows.push(...answer.data)
    pagination = answer.pagination
  }
  return rows
}

export async function createOrganization(input: CreateOrganizationRequest) {
  return (await callApi(organizationsApi.create, { body: input })).data
}

export async function updateOrganization(id: number, input: UpdateOrganizationRequest) {
  return (await callApi(organizationsApi.update, { params: { id }, body: input })).data
}

export async function resendCredentials(organizationId: number) {
  return (await callApi(organizationsApi.resendCredentials, { body: { organization_id: organizationId } }))
    .data
}
