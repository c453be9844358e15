import * as z from 'zod/mini'
import type { PermissionMethod } from '../codes'
import { archiveFlag, idParam } from '../common'
import { defineEndpoint, permission } from '../endpoint'
import {
  createUserRoleRequestSchema,
  updateUserRoleRequestSchema,
  userRoleListResponseSchema,
  userRoleResponseSchema,
} from '../user-roles'

const tag = 'User roles and permissions'
const access = (method: PermissionMethod) => permission('userrole', method)
const byId = z.object({ id: idParam })

export const userRolesApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/userrole',
    summary: "The organisation's user roles with their permission records (archive=1 for archived roles)",
    tag,
    access: access('GET'),
    query: z.object({ archive: archiveFlag }),
    response: userRoleListResponseSchema,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/userrole/:id',
    summary: 'One user role and its permission records',
    tag,
    access: access('GET'),
    params: byId,
    response: userRoleResponseSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/userrole',
    summary: 'Add a user role of one of the spec role types, starting from its default permissions',
    tag,
    access: access('POST'),
    body: createUserRoleRequestSchema,
    response: userRoleResponseSchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/userrole/:id',
    summary: 'Rename a role or change its permission records (permission_active 2 = allowed)',
    tag,
    access: access('PUT'),
    params: byId,
    body: updateUserRoleRequestSchema,
    response: userRoleResponseSchema,
  }),
  archive: defineEndpoint({
    method: 'delete',
    path: '/userrole/:id',
    summary: 'Archive a role no user holds',
    tag,
    access: access('DELETE'),
    params: byId,
    response: userRoleResponseSchema,
  }),
}
