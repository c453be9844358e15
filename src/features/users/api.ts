import type { Pagination } from '@contract/envelope'
import {
  type CreateUserRequest,
  type UpdateUserRequest,
  type User,
  userListResponseSchema,
  userResponseSchema,
} from '@contract/users'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getJson, sendJson } from '@/lib/http'

export type UserTab = 'active' | 'requested' | 'archived'
export const USER_TABS = ['active', 'requested', 'archived'] as const satisfies readonly UserTab[]
export type UserFilter = { tab: UserTab; page: number; search?: string; sort?: string }

export const usersKeys = {
  all: ['users'] as const,
  list: (filter: UserFilter) => ['users', 'list', filter] as const,
  one: (id: number) => ['users', 'one', id] as const,
}

function listParams(filter: UserFilter, limit: number) {
  const params = new URLSearchParams({ limit: String(limit) })
  if (filter.tab === 'archived') params.set('archive', '1')
  if (filter.tab === 'requested') params.set('contract_active', '4')
  if (filter.search) params.set('search', filter.search)
  if (filter.sort) params.set('sort', filter.sort)
  return params
}

export const USERS_PAGE_SIZE = 25

/** GET /v2/users/page/{page}: one page of the list; the previous page stays on screen while the next loads. */
export const usersListQuery = (filter: UserFilter) =>
  queryOptions({
    queryKey: usersKeys.list(filter),
    queryFn: () =>
      getJson(`v2/users/page/${filter.page}?${listParams(filter, USERS_PAGE_SIZE)}`, userListResponseSchema),
    placeholderData: keepPreviousData,
  })

/** Every user the filter matches, page by page at the API's maximum, for exports. */
export async function fetchAllUsers(filter: Omit<UserFilter, 'page'>): Promise<User[]> {
  const rows: User[] = []
  let pagination: Pagination | undefined
  for (let page = 1; !pagination || page <= pagination.last_page; page++) {
    const answer = await getJson(
      `v2/users/page/${page}?${listParams({ ...filter, page }, 500)}`,
      userListResponseSchema,
    )
    rows.push(...answer.data)
    pagination = answer.pagination
  }
  return rows
}

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.one(id),
    queryFn: async () => (await getJson(`v2/users/${id}`, userResponseSchema)).data,
  })

export async function createUser(input: CreateUserRequest) {
  return (await sendJson('post', 'v2/users', input, userResponseSchema)).data
}

export async function updateUser(id: number, input: UpdateUserRequest) {
  return (await sendJson('put', `v2/users/${id}`, input, userResponseSchema)).data
}

export async function archiveUser(id: number) {
  return (await sendJson('delete', `v2/users/${id}`, undefined, userResponseSchema)).data
}
