import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { userRolesApi } from '../../../contract/api/user-roles'
import { userRoleListResponseSchema } from '../../../contract/user-roles'
import { users } from '../../db/schema'
import { DEMO, type Harness, okBody, refusal, test } from '../../test/harness'

type Permission = { module_name: string; method_name: string; permission_active: number }
const allowed = (permissions: Permission[]) =>
  permissions.filter((p) => p.permission_active === 2).map((p) => `${p.module_name} ${p.method_name}`)

/** The roles of the caller's organisation (archived ones with `?archive=1`). */
const roleList = async (h: Harness, token: string, query = '') =>
  okBody(userRolesApi.list, await h.call('GET', `/v2/userrole${query}`, { token })).data

/** A row the test goes on with: a missing one fails here, not later as a request for `/undefined`. */
function present<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('expected a row, found none')
  return row
}

describe('user roles and permission records', () => {
  test('list the system roles with user counts and full permission matrices', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('GET', '/v2/userrole', { token })
    expect(userRoleListResponseSchema.safeParse(answer.body).success).toBe(true)
    const roles = okBody(userRolesApi.list, answer).data
    expect(roles.map((r) => [r.name, r.user_count])).toEqual([
      ['Admin', 1],
      ['Admin Manager', 1],
      ['Moderator', 1],
      ['User', 1],
      ['Dashboard User', 1],
    ])
    // 15 modules × GET, POST, PUT, DELETE, and raising purchase orders (purchase POST alone).
    expect(roles[0]?.permissions).toHaveLength(61)
  })

  test('a permission change takes effect on the next call', async ({ h }) => {
    const moderator = await h.login(DEMO.moderator)
    // The user's module access holds Users: only the role's grant is missing.
    await h.db
      .update(users)
      .set({ moduleAccess: [1001, 1002, 1009] })
      .where(eq(users.email, DEMO.moderator))
    expect((await h.call('GET', '/v2/users', { token: moderator })).status).toBe(403)
    const token = await h.login(DEMO.admin)
    const role = present((await roleList(h, token)).find((r) => r.name === 'Moderator'))
    const changed = await h.call('PUT', `/v2/userrole/${role.role_id}`, {
      token,
      body: { permissions: [{ module_name: 'users', method_name: 'GET', permission_active: 2 }] },
    })
    expect(allowed(okBody(userRolesApi.update, changed).data.permissions)).toContain('users GET')
    expect((await h.call('GET', '/v2/users', { token: moderator })).status).toBe(200)
  })

  test('custom roles start from their type’s defaults; names are unique; built-in roles stay', async ({
    h,
  }) => {
    const token = await h.login(DEMO.admin)
    const created = await h.call('POST', '/v2/userrole', {
      token,
      body: { name: 'Line Producer', role_type: 'Moderator', description: 'Runs the set' },
    })
    expect(created.status).toBe(200)
    const createdRole = okBody(userRolesApi.create, created).data
    expect(allowed(createdRole.permissions).sort()).toEqual([
      'dashboard GET',
      'dpr GET',
      'dpr POST',
      'dpr PUT',
      'project GET',
      'purchase POST',
    ])
    expect(
      (await h.call('POST', '/v2/userrole', { token, body: { name: 'line producer', role_type: 'User' } }))
        .status,
    ).toBe(409)
    const builtIn = present((await roleList(h, token))[0])
    expect(
      (await h.call('PUT', `/v2/userrole/${builtIn.role_id}`, { token, body: { name: 'Boss' } })).status,
    ).toBe(400)
    expect((await h.call('DELETE', `/v2/userrole/${builtIn.role_id}`, { token })).status).toBe(409)
    const removed = await h.call('DELETE', `/v2/userrole/${createdRole.role_id}`, { token })
    expect(okBody(userRolesApi.archive, removed).data.archived).toBe(true)
    expect((await roleList(h, token, '?archive=1')).map((r) => r.name)).toEqual(['Line Producer'])
  })

  test('Admins always hold every permission: their matrix is not editable', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const admin = present((await roleList(h, token))[0])
    const answer = await h.call('PUT', `/v2/userrole/${admin.role_id}`, {
      token,
      body: { permissions: [{ module_name: 'users', method_name: 'GET', permission_active: 1 }] },
    })
    expect(answer.status).toBe(400)
  })

  test('refuse an unknown module or method', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const role = present((await roleList(h, token))[2])
    const answer = await h.call('PUT', `/v2/userrole/${role.role_id}`, {
      token,
      body: { permissions: [{ module_name: 'payroll', method_name: 'PATCH', permission_active: 3 }] },
    })
    expect(answer.status).toBe(400)
    expect(refusal(answer).errors?.map((e) => e.path)).toEqual([
      'permissions.0.module_name',
      'permissions.0.method_name',
      'permissions.0.permission_active',
    ])
  })
})
