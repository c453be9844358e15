import type * as z from 'zod/mini'
import { usersApi } from '../../../contract/api/users'
import type { userListQuerySchema } from '../../../contract/users'
import { implement } from '../../http/route'
import { archiveUser, createUser, getUser, listUsers, updateUser } from './service'

const filterOf = (query: z.output<typeof userListQuerySchema>) => ({
  archived: query.archive === '1',
  contractActive: query.contract_active ? (Number(query.contract_active) as 1 | 4) : undefined,
  search: query.search || undefined,
  sort: query.sort,
  page_no: query.page_no,
  limit: query.limit,
})

export const userRoutes = [
  implement(usersApi.list, async ({ query, tenantId, deps }) =>
    listUsers(deps.db, tenantId, filterOf(query)),
  ),
  implement(usersApi.page, async ({ params, query, tenantId, deps }) =>
    listUsers(deps.db, tenantId, { ...filterOf(query), page_no: params.page }),
  ),
  implement(usersApi.ofCompany, async ({ params, query, tenantId, deps }) =>
    listUsers(deps.db, tenantId, { ...filterOf(query), companyId: params.id }),
  ),
  implement(usersApi.get, async ({ params, tenantId, deps }) => ({
    data: await getUser(deps.db, tenantId, params.id),
  })),
  implement(usersApi.create, async ({ body, session, tenantId, deps, audit }) => ({
    data: await createUser(deps, session, tenantId, body, audit),
  })),
  implement(usersApi.update, async ({ params, body, session, tenantId, deps, audit }) => ({
    data: await updateUser(deps, session, tenantId, params.id, body, audit),
  })),
  implement(usersApi.archive, async ({ params, session, tenantId, deps, audit }) => ({
    data: await archiveUser(deps, session, tenantId, params.id, audit),
  })),
]
