import { userRolesApi } from '../../../contract/api/user-roles'
import { implement } from '../../http/route'
import { archiveUserRole, createUserRole, getUserRole, listUserRoles, updateUserRole } from './service'

export const userRoleRoutes = [
  implement(userRolesApi.list, async ({ query, tenantId, deps }) => ({
    data: await listUserRoles(deps.db, tenantId, query.archive === '1'),
  })),
  implement(userRolesApi.get, async ({ params, tenantId, deps }) => ({
    data: await getUserRole(deps.db, tenantId, params.id),
  })),
  implement(userRolesApi.create, async ({ body, tenantId, deps, audit }) => ({
    data: await createUserRole(deps.db, tenantId, body, deps.clock(), audit),
  })),
  implement(userRolesApi.update, async ({ params, body, tenantId, deps, audit }) => ({
    data: await updateUserRole(deps.db, tenantId, params.id, body, deps.clock(), audit),
  })),
  implement(userRolesApi.archive, async ({ params, tenantId, deps, audit }) => ({
    data: await archiveUserRole(deps.db, tenantId, params.id, deps.clock(), audit),
  })),
]
