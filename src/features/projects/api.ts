import { projectMembersResponseSchema } from '@contract/directory'
import type { Pagination } from '@contract/envelope'
import {
  type CreateProjectRequest,
  type Project,
  type ProjectStatus,
  projectListResponseSchema,
  projectResponseSchema,
  type UpdateProjectRequest,
} from '@contract/projects'
import { userListResponseSchema } from '@contract/users'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { choicesQuery } from '@/lib/choices'
import { getJson, sendJson } from '@/lib/http'

/* One query factory per projects endpoint; keys start with 'projects'. */

export type ProjectTab = 'active' | 'archived'
export type ProjectFilter = {
  tab: ProjectTab
  page: number
  search?: string
  sort?: string
  status?: ProjectStatus
}

/** The masters a project form chooses from, each from its `/v2/<key>/options`. */
export type ProjectChoice = 'projecttype' | 'company' | 'currency' | 'city'

export const projectsKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  list: (filter: ProjectFilter) => ['projects', 'list', filter] as const,
  one: (id: number) => ['projects', 'one', id] as const,
  team: (id: number) => ['projects', 'team', id] as const,
  people: (search: string) => ['projects', 'people', search] as const,
}

export const PROJECTS_PAGE_SIZE = 25

function listParams(filter: Omit<ProjectFilter, 'page'>, page: number, limit: number) {
  const params = new URLSearchParams({ page_no: String(page), limit: String(limit) })
  if (filter.tab === 'archived') params.set('archive', '1')
  if (filter.search) params.set('search', filter.search)
  if (filter.sort) params.set('sort', filter.sort)
  if (filter.status) params.set('status', filter.status)
  return params
}

/** GET /v2/project: one page of the list; the previous page stays on screen while the next loads. */
export const projectsListQuery = (filter: ProjectFilter) =>
  queryOptions({
    queryKey: projectsKeys.list(filter),
    queryFn: () =>
      getJson(`v2/project?${listParams(filter, filter.page, PROJECTS_PAGE_SIZE)}`, projectListResponseSchema),
    placeholderData: keepPreviousData,
  })

/** Every project the filter matches, page by page at the API's maximum, for exports. */
export async function fetchAllProjects(filter: Omit<ProjectFilter, 'page'>): Promise<Project[]> {
  const rows: Project[] = []
  let pagination: Pagination | undefined
  for (let page = 1; !pagination || page <= pagination.last_page; page++) {
    const answer = await getJson(`v2/project?${listParams(filter, page, 500)}`, projectListResponseSchema)
    rows.push(...answer.data)
    pagination = answer.pagination
  }
  return rows
}

/** GET /v2/project/{id} */
export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: projectsKeys.one(id),
    queryFn: async () => (await getJson(`v2/project/${id}`, projectResponseSchema)).data,
  })

/** GET /v2/project/users/{id}: the team with their project roles. */
export const projectTeamQuery = (id: number) =>
  queryOptions({
    queryKey: projectsKeys.team(id),
    queryFn: async () => (await getJson(`v2/project/users/${id}`, projectMembersResponseSchema)).data,
  })

/** GET /v2/{master}/options: a master's active records as choices, searched on the server. */
export const projectChoicesQuery = (key: ProjectChoice, search = '') => choicesQuery(key, search)

/** GET /v2/users: active people of the organisation to put on a team (Admins only). */
export const teamCandidatesQuery = (search: string) =>
  queryOptions({
    queryKey: projectsKeys.people(search),
    queryFn: async () => {
      const params = new URLSearchParams({ limit: '20' })
      if (search) params.set('search', search)
      return (await getJson(`v2/users?${params}`, userListResponseSchema)).data
    },
    placeholderData: keepPreviousData,
  })

export async function createProject(input: CreateProjectRequest) {
  return (await sendJson('post', 'v2/project', input, projectResponseSchema)).data
}

export async function updateProject(id: number, input: UpdateProjectRequest) {
  return (await sendJson('put', `v2/project/${id}`, input, projectResponseSchema)).data
}

export async function addTeamMember(id: number, input: { user_id: number; project_role: string }) {
  return (await sendJson('post', `v2/project/users/${id}`, input, projectMembersResponseSchema)).data
}

export async function removeTeamMember(id: number, userId: number) {
  return (
    await sendJson('delete', `v2/project/users/${id}/${userId}`, undefined, projectMembersResponseSchema)
  ).data
}

/** The list's URL state as the filter its query takes. */
export function filterFromSearch(search: {
  tab?: ProjectTab
  page?: number
  search?: string
  sort?: string
  status?: ProjectStatus
}): ProjectFilter {
  return {
    tab: search.tab ?? 'active',
    page: search.page ?? 1,
    search: search.search,
    sort: search.sort,
    status: search.status,
  }
}
