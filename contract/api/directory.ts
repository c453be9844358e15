import * as z from 'zod/mini'
import { idParam } from '../common'
import {
  departmentOptionsResponseSchema,
  designationOptionsResponseSchema,
  projectMembersResponseSchema,
} from '../directory'
import { defineEndpoint, permission } from '../endpoint'
import { optionsQuerySchema, optionsResponseSchema } from '../masters/schemas'

const tag = 'Directory'
const byId = z.object({ id: idParam })

export const directoryApi = {
  departments: defineEndpoint({
    method: 'get',
    path: '/department/company/:id',
    summary: "A company's active departments",
    tag,
    access: permission('users', 'GET'),
    params: byId,
    response: departmentOptionsResponseSchema,
  }),
  designations: defineEndpoint({
    method: 'get',
    path: '/designation/company/:id',
    summary: "A company's active designations",
    tag,
    access: permission('users', 'GET'),
    params: byId,
    response: designationOptionsResponseSchema,
  }),
  projectOptions: defineEndpoint({
    method: 'get',
    path: '/project/options',
    summary: 'Projects as choices for a form (id and label), searchable; others than Admins see their own',
    tag,
    access: { kind: 'signed-in' },
    query: optionsQuerySchema,
    response: optionsResponseSchema,
  }),
  projectTeam: defineEndpoint({
    method: 'get',
    path: '/project/users/:id',
    summary: "A project's team: its users and their project roles",
    tag,
    access: permission('project', 'GET'),
    params: byId,
    response: projectMembersResponseSchema,
  }),
}
