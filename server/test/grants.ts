import { userRolesApi } from '../../contract/api/user-roles'
import { DEMO, type Harness, okBody } from './harness'

/** The demo organisation's Admin takes a permission from a role (by its name), as /acl would. */
export async function takeGrant(h: Harness, roleName: string, module: string, method: string) {
  const token = await h.login(DEMO.admin)
  const role = okBody(userRolesApi.list, await h.call('GET', '/v2/userrole', { token })).data.find(
    (r) => r.name === roleName,
  )
  await h.call('PUT', `/v2/userrole/${role?.role_id}`, {
    token,
    body: { permissions: [{ module_name: module, method_name: method, permission_active: 1 }] },
  })
}
