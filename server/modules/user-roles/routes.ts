import * as z from 'zod/mini'
import { archiveFlag, idParam } from '../../../contract/common'
import {
  createUserRoleRequestSchema,
  updateUserRoleRequestSchema,
  userRoleListResponseSchema,
  userRoleResponseSchema,
} from '../../../contract/user-roles'
import { defineRoute } from '../../http/route'
import { archiveUserRole, createUserRole, getUserRole, listUserRoles, updateUserRole } from './service'

const TAG = 'User roles and permissions'
const byId = z.object({ id: idParam })

export const userRoleRoutes = [
  defineRoute({
    method: 'get',
    path: '/userrole',
    summary: "The organisation's user roles with their permission records (archive=1 for archived roles)",
    tag: TAG,
    access: { kind: 'permission', module: 'userrole', method: 'GET' },
    query: z.object({ archive: archiveFlag }),
    response: userRoleListResponseSchema,
    handler: async ({ query, tenantId, deps }) => ({
      data: await listUserRoles(deps.db, tenantId, query.archive === '1'),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/userrole/:id',
    summary: 'One user role and its permission records',
    tag: TAG,
    access: { kind: 'permission', module: 'userrole', method: 'GET' },
    params: byId,
    response: userRoleResponseSchema,
    handler: async ({ params, tenantId, deps }) => ({
      data: await getUserRole(deps.db, tenantId, params.id),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/userrole',
    summary: 'Add a user role of one of the spec role types, starting from its default permissions',
    tag: TAG,
    access: { kind: 'permission', module: 'userrole', method: 'POST' },
    body: createUserRoleRequestSchema,
    response: userRoleResponseSchema,
    handler: async ({ body, tenantId, deps, audit }) => ({
      data: await createUserRole(deps.db, tenantId, body, deps.clock(), audit),
    }),
  }),
  defineRoute({
    method: 'put',
    path: '/userrole/:id',
    summary: 'Rename a role or change its permission records (permission_active 2 = allowed)',
    tag: TAG,
    access: { kind: 'permission', module: 'userrole', method: 'PUT' },
    params: byId,
    body: updateUserRoleRequestSchema,
    response: userRoleResponseSchema,
    handler: async ({ params, body, tenantId, deps, audit }) => ({
      data: await updateUserRole(deps.db, tenantId, params.id, body, deps.clock(), audit),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/userrole/:id',
    summary: 'Archive a role no user holds',
    tag: TAG,
    access: { kind: 'permission', module: 'userrole', method: 'DELETE' },
    params: byId,
    response: userRoleResponseSchema,
    handler: async ({ params, tenantId, deps, audit }) => ({
      data: await archiveUserRole(deps.db, tenantId, params.id, deps.clock(), audit),
    }),
  }),
]
