import * as z from 'zod/mini'
import { idParam } from '../common'
import { defineEndpoint } from '../endpoint'
import {
  createOrganizationRequestSchema,
  organizationListQuerySchema,
  organizationListResponseSchema,
  organizationResponseSchema,
  resendCredentialsRequestSchema,
  resendCredentialsResponseSchema,
  updateOrganizationRequestSchema,
} from '../organizations'

const tag = 'Organisations'
const access = { kind: 'super-admin' } as const
const byId = z.object({ id: idParam })

export const organizationsApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/organization',
    summary: 'All organisations (archive=1 for archived ones), paged, searchable',
    tag,
    access,
    query: organizationListQuerySchema,
    response: organizationListResponseSchema,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/organization/:id',
    summary: 'One organisation',
    tag,
    access,
    params: byId,
    response: organizationResponseSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/organization',
    summary: 'Create an organisation with its roles and first Admin (who is mailed a sign-in link)',
    tag,
    access,
    body: createOrganizationRequestSchema,
    response: organizationResponseSchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/organization/:id',
    summary: 'Rename, switch modules or features on and off, archive or restore an organisation',
    tag,
    access,
    params: byId,
    body: updateOrganizationRequestSchema,
    response: organizationResponseSchema,
  }),
  resendCredentials: defineEndpoint({
    method: 'post',
    path: '/organization/resend',
    summary:
      "Send the organisation's Admin new sign-in credentials (a single-use link; no password is stored or mailed)",
    tag,
    access,
    body: resendCredentialsRequestSchema,
    response: resendCredentialsResponseSchema,
  }),
}
