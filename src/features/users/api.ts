import { usersApi } from '@contract/api/users'
import type { Pagination } from '@contract/envelope'
import type { CreateUserRequest, UpdateUserRequest, User } from '@contract/users'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

export type UserTab = 'active' | 'requested' | 'archived'
export const USER_TABS = ['active', 'requested', 'archived'] as const satisfies readonly UserTab[]
export type UserFilter = { tab: UserTab; page: number; search?: string; sort?: string }

export const usersKeys = {
  all: ['users'] as const,
  list: (filter: UserFilter) => ['users', 'list', filter] as const,
  one: (id: number) => ['users', 'one', id] as const,
}

const listQuery = (filter: UserFilter, limit: number) => ({
  limit,
  archive: filter.tab === 'archived' ? ('1' as const) : undefined,
  contract_active: filter.tab === 'requested' ? ('4' as const) : undefined,
  search: filter.search,
  sort: filter.sort,
})

export const USERS_PAGE_SIZE = 25

/** GET /v2/users/page/{page}: one page of the list; the previous page stays on screen while the next loads. */
export const usersListQuery = (filter: UserFilter) =>
  queryOptions({
    queryKey: usersKeys.list(filter),
    queryFn: () =>
      callApi(usersApi.page, { params: { page: filter.page }, query: listQuery(filter, USERS_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  })

/** Every user the filter matches, page by page at the API's maximum, for exports. */
export async function fetchAllUsers(filter: Omit<UserFilter, 'page'>): Promise<User[]> {
  const rows: User[] = []
  let pagination: Pagination | undefined
  for (let page = 1; !pagination || page <= pagination.last_page; page++) {
    const answer = await callApi(usersApi.page, {
      params: { page },
      query: listQuery({ ...filter, page }, 500),
    })
    rows.push(...answer.data)
    pagination = answer.pagination
  }
  return rows
}

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.one(id),
    queryFn: async () => (await callApi(usersApi.get, { params: { id } })).data,
  })

export async function createUser(input: CreateUserRequest) {
  return (await callApi(usersApi.create, { body: input })).data
}

export async function updateUser(id: number, input: UpdateUserRequest) {
  return (await callApi(usersApi.update, { params: { id }, body: input })).data
}

export async function archiveUser(id: number) {
  return (await callApi(usersApi.archive, { params: { id } })).data
}
