import * as z from 'zod/mini'
import { idParam } from '../../../contract/common'
import {
  createUserRequestSchema,
  updateUserRequestSchema,
  userListQuerySchema,
  userListResponseSchema,
  userResponseSchema,
} from '../../../contract/users'
import { defineRoute } from '../../http/route'
import { archiveUser, createUser, getUser, listUsers, updateUser } from './service'

const TAG = 'Users'
const byId = z.object({ id: idParam })
const filterOf = (query: z.output<typeof userListQuerySchema>) => ({
  archived: query.archive === '1',
  contractActive: query.contract_active ? (Number(query.contract_active) as 1 | 4) : undefined,
  search: query.search || undefined,
  sort: query.sort,
  page_no: query.page_no,
  limit: query.limit,
})

export const userRoutes = [
  defineRoute({
    method: 'get',
    path: '/users',
    summary: 'Users of the organisation, paged (archive=1: archived users; search by name or email)',
    tag: TAG,
    access: { kind: 'permission', module: 'users', method: 'GET' },
    query: userListQuerySchema,
    response: userListResponseSchema,
    handler: async ({ query, tenantId, deps }) => listUsers(deps.db, tenantId, filterOf(query)),
  }),
  defineRoute({
    method: 'get',
    path: '/users/page/:page',
    summary: 'A page of users (contract_active: 1 normal, 4 archive requested)',
    tag: TAG,
    access: { kind: 'permission', module: 'users', method: 'GET' },
    params: z.object({ page: idParam }),
    query: userListQuerySchema,
    response: userListResponseSchema,
    handler: async ({ params, query, tenantId, deps }) =>
      listUsers(deps.db, tenantId, { ...filterOf(query), page_no: params.page }),
  }),
  defineRoute({
    method: 'get',
    path: '/users/company/:id',
    summary: 'Active users of one company',
    tag: TAG,
    access: { kind: 'permission', module: 'users', method: 'GET' },
    params: byId,
    query: userListQuerySchema,
    response: userListResponseSchema,
    handler: async ({ params, query, tenantId, deps }) =>
      listUsers(deps.db, tenantId, { ...filterOf(query), companyId: params.id }),
  }),
  defineRoute({
    method: 'get',
    path: '/users/:id',
    summary: 'One user',
    tag: TAG,
    access: { kind: 'permission', module: 'users', method: 'GET' },
    params: byId,
    response: userResponseSchema,
    handler: async ({ params, tenantId, deps }) => ({ data: await getUser(deps.db, tenantId, params.id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/users',
    summary: 'Add a user; without a password they are mailed an invitation to choose one',
    tag: TAG,
    access: { kind: 'permission', module: 'users', method: 'POST' },
    body: createUserRequestSchema,
    response: userResponseSchema,
    handler: async ({ body, session, tenantId, deps, audit }) => ({
      data: await createUser(deps, session, tenantId, body, audit),
    }),
  }),
  defineRoute({
    method: 'put',
    path: '/users/:id',
    summary: 'Change a user (a new role ends their sessions; archived: false restores)',
    tag: TAG,
    access: { kind: 'permission', module: 'users', method: 'PUT' },
    params: byId,
    body: updateUserRequestSchema,
    response: userResponseSchema,
    handler: async ({ params, body, session, tenantId, deps, audit }) => ({
      data: await updateUser(deps, session, tenantId, params.id, body, audit),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/users/:id',
    summary: 'Archive a user: they can no longer sign in, their history stays',
    tag: TAG,
    access: { kind: 'permission', module: 'users', method: 'DELETE' },
    params: byId,
    response: userResponseSchema,
    handler: async ({ params, session, tenantId, deps, audit }) => ({
      data: await archiveUser(deps, session, tenantId, params.id, audit),
    }),
  }),
]
