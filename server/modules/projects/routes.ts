import { projectsApi } from '../../../contract/api/projects'
import { implement } from '../../http/route'
import { addMember, removeMember } from './members'
import { getProject, listProjects } from './service'
import { createProject, updateProject } from './write'

/*
 * Projects (module 1001). Register after the directory's routes: `/project/options` and
 * `/project/users/:id` live there and must match before `/project/:id`.
 */

export const projectRoutes = [
  implement(projectsApi.list, async ({ query, session, tenantId, deps }) =>
    listProjects(deps.db, session, tenantId, {
      archived: query.archive === '1',
      status: query.status,
      search: query.search || undefined,
      sort: query.sort,
      page_no: query.page_no,
      limit: query.limit,
    }),
  ),
  implement(projectsApi.get, async ({ params, session, tenantId, deps }) => ({
    data: await getProject(deps.db, session, tenantId, params.id),
  })),
  implement(projectsApi.create, async ({ body, session, tenantId, deps, audit }) => ({
    data: await createProject(deps, session, tenantId, body, audit),
  })),
  implement(projectsApi.update, async ({ params, body, session, tenantId, deps, audit }) => ({
    data: await updateProject(deps, session, tenantId, params.id, body, audit),
  })),
  implement(projectsApi.addMember, async ({ params, body, session, tenantId, deps, audit }) => ({
    data: await addMember(deps, session, tenantId, params.id, body, audit),
  })),
  implement(projectsApi.removeMember, async ({ params, session, tenantId, deps, audit }) => ({
    data: await removeMember(deps, session, tenantId, params.id, params.userId, audit),
  })),
]
