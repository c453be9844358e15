import * as z from 'zod/mini'
import type { PermissionMethod } from '../codes'
import { idParam } from '../common'
import { projectMembersResponseSchema } from '../directory'
import { defineEndpoint, permission } from '../endpoint'
import {
  addProjectMemberRequestSchema,
  createProjectRequestSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  projectMemberParams,
  projectResponseSchema,
  updateProjectRequestSchema,
} from '../projects'

/* Projects (module 1001). `/project/options` and `/project/users/:id` are the directory's. */

const tag = 'Projects'
const access = (method: PermissionMethod) => permission('project', method)
const byId = z.object({ id: idParam })

export const projectsApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/project',
    summary:
      'Projects, paged (search by name or code, status, archive=1, sort); others than Admins see their own',
    tag,
    access: access('GET'),
    query: projectListQuerySchema,
    response: projectListResponseSchema,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/project/:id',
    summary: 'One project',
    tag,
    access: access('GET'),
    params: byId,
    response: projectResponseSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/project',
    summary: 'Set up a project; others than Admins join its team as Project Manager',
    tag,
    access: access('POST'),
    body: createProjectRequestSchema,
    response: projectResponseSchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/project/:id',
    summary: 'Change a project (archived: true archives it, false restores it)',
    tag,
    access: access('PUT'),
    params: byId,
    body: updateProjectRequestSchema,
    response: projectResponseSchema,
  }),
  addMember: defineEndpoint({
    method: 'post',
    path: '/project/users/:id',
    summary: "Add a user to a project's team with their project role (Admins only); answers the team",
    tag,
    access: access('POST'),
    params: byId,
    body: addProjectMemberRequestSchema,
    response: projectMembersResponseSchema,
  }),
  removeMember: defineEndpoint({
    method: 'delete',
    path: '/project/users/:id/:userId',
    summary: "Take a user off a project's team (Admins only); answers the team",
    tag,
    access: access('DELETE'),
    params: projectMemberParams,
    response: projectMembersResponseSchema,
  }),
}
