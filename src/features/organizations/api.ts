import type { Pagination } from '@contract/envelope'
import {
  type CreateOrganizationRequest,
  type Organization,
  organizationListResponseSchema,
  organizationResponseSchema,
  resendCredentialsResponseSchema,
  type UpdateOrganizationRequest,
} from '@contract/organizations'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getJson, sendJson } from '@/lib/http'

export type OrganizationTab = 'active' | 'archived'
export const ORGANIZATION_TABS = ['active', 'archived'] as const satisfies readonly OrganizationTab[]
export type OrganizationFilter = { tab: OrganizationTab; page: number; search?: string; sort?: string }

export const organizationsKeys = {
  all: ['organizations'] as const,
  list: (filter: OrganizationFilter) => ['organizations', 'list', filter] as const,
}

function params(filter: OrganizationFilter, limit: number) {
  const query = new URLSearchParams({ page_no: String(filter.page), limit: String(limit) })
  if (filter.tab === 'archived') query.set('archive', '1')
  if (filter.search) query.set('search', filter.search)
  if (filter.sort) query.set('sort', filter.sort)
  return query
}

export const organizationsListQuery = (filter: OrganizationFilter) =>
  queryOptions({
    queryKey: organizationsKeys.list(filter),
    queryFn: () => getJson(`v2/organization?${params(filter, 25)}`, organizationListResponseSchema),
    placeholderData: keepPreviousData,
  })

export async function fetchAllOrganizations(
  filter: Omit<OrganizationFilter, 'page'>,
): Promise<Organization[]> {
  const rows: Organization[] = []
  let pagination: Pagination | undefined
  for (let page = 1; !pagination || page <= pagination.last_page; page++) {
    const answer = await getJson(
      `v2/organization?${params({ ...filter, page }, 500)}`,
      organizationListResponseSchema,
    )
    rows.push(...answer.data)
    pagination = answer.pagination
  }
  return rows
}

export async function createOrganization(input: CreateOrganizationRequest) {
  return (await sendJson('post', 'v2/organization', input, organizationResponseSchema)).data
}

export async function updateOrganization(id: number, input: UpdateOrganizationRequest) {
  return (await sendJson('put', `v2/organization/${id}`, input, organizationResponseSchema)).data
}

export async function resendCredentials(organizationId: number) {
  return (
    await sendJson(
      'post',
      'v2/organization/resend',
      { organization_id: organizationId },
      resendCredentialsResponseSchema,
    )
  ).data
}
