import * as z from 'zod/mini'
import type { PermissionMethod } from '../codes'
import { idParam } from '../common'
import { defineEndpoint, permission } from '../endpoint'
import {
  createUserRequestSchema,
  updateUserRequestSchema,
  userListQuerySchema,
  userListResponseSchema,
  userResponseSchema,
} from '../users'

const tag = 'Users'
const access = (method: PermissionMethod) => permission('users', method)
const byId = z.object({ id: idParam })

export const usersApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/users',
    summary: 'Users of the organisation, paged (archive=1: archived users; search by name or email)',
    tag,
    access: access('GET'),
    query: userListQuerySchema,
    response: userListResponseSchema,
  }),
  page: defineEndpoint({
    method: 'get',
    path: '/users/page/:page',
    summary: 'A page of users (contract_active: 1 normal, 4 archive requested)',
    tag,
    access: access('GET'),
    params: z.object({ page: idParam }),
    query: userListQuerySchema,
    response: userListResponseSchema,
  }),
  ofCompany: defineEndpoint({
    method: 'get',
    path: '/users/company/:id',
    summary: 'Active users of one company',
    tag,
    access: access('GET'),
    params: byId,
    query: userListQuerySchema,
    response: userListResponseSchema,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/users/:id',
    summary: 'One user',
    tag,
    access: access('GET'),
    params: byId,
    response: userResponseSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/users',
    summary: 'Add a user; without a password they are mailed an invitation to choose one',
    tag,
    access: access('POST'),
    body: createUserRequestSchema,
    response: userResponseSchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/users/:id',
    summary: 'Change a user (a new role ends their sessions; archived: false restores)',
    tag,
    access: access('PUT'),
    params: byId,
    body: updateUserRequestSchema,
    response: userResponseSchema,
  }),
  archive: defineEndpoint({
    method: 'delete',
    path: '/users/:id',
    summary: 'Archive a user: they can no longer sign in, their history stays',
    tag,
    access: access('DELETE'),
    params: byId,
    response: userResponseSchema,
  }),
}
