import { directoryApi } from '@contract/api/directory'
import { teamApi } from '@contract/api/team'
import type {
  CreateTeamMemberRequest,
  TeamStatus,
  TeamStepRequest,
  UpdateTeamMemberRequest,
} from '@contract/team'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

/* One query factory per team endpoint; keys start with 'team'. */

export type TeamFilter = { project: number; page: number; search?: string; status?: TeamStatus }

export const teamKeys = {
  all: ['team'] as const,
  lists: () => ['team', 'list'] as const,
  list: (filter: TeamFilter) => ['team', 'list', filter] as const,
  one: (id: number) => ['team', 'member', id] as const,
  clearance: (id: number) => ['team', 'clearance', id] as const,
  people: (project: number) => ['team', 'people', project] as const,
}

/** A project’s team on one page, as far as it goes (grouped by department); a bigger crew pages on. */
export const PAGE_SIZE = 500

export const teamQuery = (filter: TeamFilter) =>
  queryOptions({
    queryKey: teamKeys.list(filter),
    queryFn: () =>
      callApi(teamApi.list, {
        query: {
          project_id: filter.project,
          page_no: filter.page,
          limit: PAGE_SIZE,
          search: filter.search,
          status: filter.status,
        } as never,
      }),
    placeholderData: keepPreviousData,
  })

export const memberQuery = (id: number) =>
  queryOptions({
    queryKey: teamKeys.one(id),
    queryFn: async () => (await callApi(teamApi.get, { params: { id } })).data,
  })

export const clearanceQuery = (id: number) =>
  queryOptions({
    queryKey: teamKeys.clearance(id),
    queryFn: async () => (await callApi(teamApi.clearance, { params: { id } })).data,
  })

export const createMember = async (body: CreateTeamMemberRequest) =>
  (await callApi(teamApi.create, { body })).data
/** PUT /v2/team/{id}: refused (409 stale) if the member changed meanwhile. */
export const updateMember = async (id: number, body: UpdateTeamMemberRequest) =>
  (await callApi(teamApi.update, { params: { id }, body })).data
export const stepMember = async (id: number, body: TeamStepRequest) =>
  (await callApi(teamApi.step, { params: { id }, body })).data
/** POST /v2/team/{id}/clear: 409 clearanceOpen while a float, advance or item is still open. */
export const clearMember = async (id: number, rowVersion: number) =>
  (await callApi(teamApi.clear, { params: { id }, body: { row_version: rowVersion } })).data

/** GET /v2/project/users/{id}: the project's people with a login, whom a member may be linked to. */
export const projectPeopleQuery = (project: number) =>
  queryOptions({
    queryKey: teamKeys.people(project),
    queryFn: async () => (await callApi(directoryApi.projectTeam, { params: { id: project } })).data,
  })
