import { directoryApi } from '@contract/api/directory'
import { projectsApi } from '@contract/api/projects'
import { usersApi } from '@contract/api/users'
import type { Pagination } from '@contract/envelope'
import type { CreateProjectRequest, Project, ProjectStatus, UpdateProjectRequest } from '@contract/projects'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'
import { choicesQuery } from '@/lib/choices'

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

const listQuery = (filter: Omit<ProjectFilter, 'page'>, page: number, limit: number) => ({
  page_no: page,
  limit,
  archive: filter.tab === 'archived' ? ('1' as const) : undefined,
  search: filter.search,
  sort: filter.sort,
  status: filter.status,
})

/** GET /v2/project: one page of the list; the previous page stays on screen while the next loads. */
export const projectsListQuery = (filter: ProjectFilter) =>
  queryOptions({
    queryKey: projectsKeys.list(filter),
    queryFn: () => callApi(projectsApi.list, { query: listQuery(filter, filter.page, PROJECTS_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  })

/** Every project the filter matches, page by page at the API's maximum, for exports. */
export async function fetchAllProjects(filter: Omit<ProjectFilter, 'page'>): Promise<Project[]> {
  const rows: Project[] = []
  let pagination: Pagination | undefined
  for (let page = 1; !pagination || page <= pagination.last_page; page++) {
    const answer = await callApi(projectsApi.list, { query: listQuery(filter, page, 500) })
    rows.push(...answer.data)
    pagination = answer.pagination
  }
  return rows
}

/** GET /v2/project/{id} */
export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: projectsKeys.one(id),
    queryFn: async () => (await callApi(projectsApi.get, { params: { id } })).data,
  })

/** GET /v2/project/users/{id}: the team with their project roles. */
export const projectTeamQuery = (id: number) =>
  queryOptions({
    queryKey: projectsKeys.team(id),
    queryFn: async () => (await callApi(directoryApi.projectTeam, { params: { id } })).data,
  })

/** GET /v2/{master}/options: a master's active records as choices, searched on the server. */
export const projectChoicesQuery = (key: ProjectChoice, search = '') => choicesQuery(key, search)

/** GET /v2/users: active people of the organisation to put on a team (Admins only). */
export const teamCandidatesQuery = (search: string) =>
  queryOptions({
    queryKey: projectsKeys.people(search),
    queryFn: async () => (await callApi(usersApi.list, { query: { limit: 20, search } })).data,
    placeholderData: keepPreviousData,
  })

export async function createProject(input: CreateProjectRequest) {
  return (await callApi(projectsApi.create, { body: input })).data
}

export async function updateProject(id: number, input: UpdateProjectRequest) {
  return (await callApi(projectsApi.update, { params: { id }, body: input })).data
}

export async function addTeamMember(id: number, input: { user_id: number; project_role: string }) {
  return (await callApi(projectsApi.addMember, { params: { id }, body: input })).data
}

export async function removeTeamMember(id: number, userId: number) {
  return (await callApi(projectsApi.removeMember, { params: { id, userId } })).data
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
