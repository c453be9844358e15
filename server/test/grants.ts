import { userRolesApi } from '../../contract/api/user-roles'
import { PERMISSION_ALLOWED, PERMISSION_DENIED } from '../../contract/codes'
import { DEMO, type Harness, okBody } from './harness'

/** The demo organisation's Admin takes a permission from a role (by its name), as /acl would. */
export const takeGrant = (h: Harness, roleName: string, module: string, method: string) =>
  setGrant(h, roleName, module, method, PERMISSION_DENIED)

/** The demo organisation's Admin gives a role (by its name) a permission, as /acl would. */
export const giveGrant = (h: Harness, roleName: string, module: string, method: string) =>
  setGrant(h, roleName, module, method, PERMISSION_ALLOWED)

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
