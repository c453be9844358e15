import * as z from 'zod/mini'
import { idParam } from '../../../contract/common'
import { projectMembersResponseSchema } from '../../../contract/directory'
import {
  addProjectMemberRequestSchema,
  createProjectRequestSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  projectMemberParams,
  projectResponseSchema,
  updateProjectRequestSchema,
} from '../../../contract/projects'
import { defineRoute } from '../../http/route'
import { addMember, removeMember } from './members'
import { getProject, listProjects } from './service'
import { createProject, updateProject } from './write'

/*
 * Projects (module 1001). Register after the directory's routes: `/project/options` and
 * `/project/users/:id` live there and must match before `/project/:id`.
 */

const TAG = 'Projects'
const byId = z.object({ id: idParam })

export const projectRoutes = [
  defineRoute({
    method: 'get',
    path: '/project',
    summary:
      'Projects, paged (search by name or code, status, archive=1, sort); others than Admins see their own',
    tag: TAG,
    access: { kind: 'permission', module: 'project', method: 'GET' },
    query: projectListQuerySchema,
    response: projectListResponseSchema,
    handler: async ({ query, session, tenantId, deps }) =>
      listProjects(deps.db, session, tenantId, {
        archived: query.archive === '1',
        status: query.status,
        search: query.search || undefined,
        sort: query.sort,
        page_no: query.page_no,
        limit: query.limit,
      }),
  }),
  defineRoute({
    method: 'get',
    path: '/project/:id',
    summary: 'One project',
    tag: TAG,
    access: { kind: 'permission', module: 'project', method: 'GET' },
    params: byId,
    response: projectResponseSchema,
    handler: async ({ params, session, tenantId, deps }) => ({
      data: await getProject(deps.db, session, tenantId, params.id),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/project',
    summary: 'Set up a project; others than Admins join its team as Project Manager',
    tag: TAG,
    access: { kind: 'permission', module: 'project', method: 'POST' },
    body: createProjectRequestSchema,
    response: projectResponseSchema,
    handler: async ({ body, session, tenantId, deps, audit }) => ({
      data: await createProject(deps, session, tenantId, body, audit),
    }),
  }),
  defineRoute({
    method: 'put',
    path: '/project/:id',
    summary: 'Change a project (archived: true archives it, false restores it)',
    tag: TAG,
    access: { kind: 'permission', module: 'project', method: 'PUT' },
    params: byId,
    body: updateProjectRequestSchema,
    response: projectResponseSchema,
    handler: async ({ params, body, session, tenantId, deps, audit }) => ({
      data: await updateProject(deps, session, tenantId, params.id, body, audit),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/project/users/:id',
    summary: "Add a user to a project's team with their project role (Admins only); answers the team",
    tag: TAG,
    access: { kind: 'permission', module: 'project', method: 'POST' },
    params: byId,
    body: addProjectMemberRequestSchema,
    response: projectMembersResponseSchema,
    handler: async ({ params, body, session, tenantId, deps, audit }) => ({
      data: await addMember(deps, session, tenantId, params.id, body, audit),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/project/users/:id/:userId',
    summary: "Take a user off a project's team (Admins only); answers the team",
    tag: TAG,
    access: { kind: 'permission', module: 'project', method: 'DELETE' },
    params: projectMemberParams,
    response: projectMembersResponseSchema,
    handler: async ({ params, session, tenantId, deps, audit }) => ({
      data: await removeMember(deps, session, tenantId, params.id, params.userId, audit),
    }),
  }),
]
