import { organizationsApi } from '../../../contract/api/organizations'
import { implement } from '../../http/route'
import {
  createOrganization,
  getOrganization,
  listOrganizations,
  resendCredentials,
  updateOrganization,
} from './service'

export const organizationRoutes = [
  implement(organizationsApi.list, async ({ query, deps }) =>
    listOrganizations(deps.db, {
      archived: query.archive === '1',
      search: query.search || undefined,
      sort: query.sort,
      page_no: query.page_no,
      limit: query.limit,
    }),
  ),
  implement(organizationsApi.get, async ({ params, deps }) => ({
    data: await getOrganization(deps.db, params.id),
  })),
  implement(organizationsApi.create, async ({ body, deps, audit }) => ({
    data: await createOrganization(deps, body, audit),
  })),
  implement(organizationsApi.update, async ({ params, body, deps, audit }) => ({
    data: await updateOrganization(deps, params.id, body, audit),
  })),
  implement(organizationsApi.resendCredentials, async ({ body, deps, audit }) => ({
    data: await resendCredentials(deps, body.organization_id, audit),
  })),
]
