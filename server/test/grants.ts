import { and, eq, sql } from 'drizzle-orm'
import { userRolesApi } from '../../contract/api/user-roles'
import {
  MODULE_PERMISSIONS,
  MODULES,
  type ModuleName,
  PERMISSION_ALLOWED,
  PERMISSION_DENIED,
  type PermissionModule,
} from '../../contract/codes'
import { roles, users } from '../db/schema'
import { DEMO, DEMO_STUDIOS, type Harness, okBody } from './harness'

/** The demo organisation's Admin takes a permission from a role (by its name), as /acl would. */
export const takeGrant = (h: Harness, roleName: string, module: string, method: string) =>
  setGrant(h, roleName, module, method, PERMISSION_DENIED)

/**
 * The demo organisation's Admin gives a role (by its name) a permission, as /acl would, and its
 * users the module it belongs to, as each user's module access would: the server needs both.
 */
export async function giveGrant(h: Harness, roleName: string, module: PermissionModule, method: string) {
  await setGrant(h, roleName, module, method, PERMISSION_ALLOWED)
  const codes = Object.entries(MODULE_PERMISSIONS)
    .filter(([, permission]) => permission === module)
    .map(([name]) => MODULES[name as ModuleName])
  const members = await h.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(roles.name, roleName), eq(users.organizationId, DEMO_STUDIOS)))
  for (const member of members) await giveModules(h, member.id, codes)
}

/** The demo organisation's Admin adds modules to one user's module access. */
export async function giveModules(h: Harness, userId: number, codes: readonly number[]) {
  await h.db
    .update(users)
    .set({
      moduleAccess: sql`array(select distinct unnest(${users.moduleAccess} || ${sql.param([...codes])}::int[]))`,
    })
    .where(eq(users.id, userId))
}

async function setGrant(h: Harness, roleName: string, module: string, method: string, active: number) {
  const token = await h.login(DEMO.admin)
  const role = okBody(userRolesApi.list, await h.call('GET', '/v2/userrole', { token })).data.find(
    (r) => r.name === roleName,
  )
  await h.call('PUT', `/v2/userrole/${role?.role_id}`, {
    token,
    body: { permissions: [{ module_name: module, method_name: method, permission_active: active }] },
  })
}
