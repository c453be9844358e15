import * as z from 'zod/mini'
import { idParam } from '../../../contract/common'
import {
  createOrganizationRequestSchema,
  organizationListQuerySchema,
  organizationListResponseSchema,
  organizationResponseSchema,
  resendCredentialsRequestSchema,
  resendCredentialsResponseSchema,
  updateOrganizationRequestSchema,
} from '../../../contract/organizations'
import { defineRoute } from '../../http/route'
import {
  createOrganization,
  getOrganization,
  listOrganizations,
  resendCredentials,
  updateOrganization,
} from './service'

const TAG = 'Organisations'
const superAdmin = { kind: 'super-admin' } as const

export const organizationRoutes = [
  defineRoute({
    method: 'get',
    path: '/organization',
    summary: 'All organisations (archive=1 for archived ones), paged, searchable',
    tag: TAG,
    access: superAdmin,
    query: organizationListQuerySchema,
    response: organizationListResponseSchema,
    handler: async ({ query, deps }) =>
      listOrganizations(deps.db, {
        archived: query.archive === '1',
        search: query.search || undefined,
        sort: query.sort,
        page_no: query.page_no,
        limit: query.limit,
      }),
  }),
  defineRoute({
    method: 'get',
    path: '/organization/:id',
    summary: 'One organisation',
    tag: TAG,
    access: superAdmin,
    params: z.object({ id: idParam }),
    response: organizationResponseSchema,
    handler: async ({ params, deps }) => ({ data: await getOrganization(deps.db, params.id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/organization',
    summary: 'Create an organisation with its roles and first Admin (who is mailed a sign-in link)',
    tag: TAG,
    access: superAdmin,
    body: createOrganizationRequestSchema,
    response: organizationResponseSchema,
    handler: async ({ body, deps, audit }) => ({ data: await createOrganization(deps, body, audit) }),
  }),
  defineRoute({
    method: 'put',
    path: '/organization/:id',
    summary: 'Rename, switch modules or features on and off, archive or restore an organisation',
    tag: TAG,
    access: superAdmin,
    params: z.object({ id: idParam }),
    body: updateOrganizationRequestSchema,
    response: organizationResponseSchema,
    handler: async ({ params, body, deps, audit }) => ({
      data: await updateOrganization(deps, params.id, body, audit),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/organization/resend',
    summary:
      "Send the organisation's Admin new sign-in credentials (a single-use link; no password is stored or mailed)",
    tag: TAG,
    access: superAdmin,
    body: resendCredentialsRequestSchema,
    response: resendCredentialsResponseSchema,
    handler: async ({ body, deps, audit }) => ({
      data: await resendCredentials(deps, body.organization_id, audit),
    }),
  }),
]
