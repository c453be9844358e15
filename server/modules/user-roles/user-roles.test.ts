import { describe, expect } from 'vitest'
import { userRoleListResponseSchema } from '../../../contract/user-roles'
import { DEMO, test } from '../../test/harness'

type Permission = { module_name: string; method_name: string; permission_active: number }
const allowed = (permissions: Permission[]) =>
  permissions.filter((p) => p.permission_active === 2).map((p) => `${p.module_name} ${p.method_name}`)

describe('user roles and permission records', () => {
  test('list the system roles with user counts and full permission matrices', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('GET', '/v2/userrole', { token })
    expect(userRoleListResponseSchema.safeParse(answer.body).success).toBe(true)
    expect(answer.body.data.map((r: { name: string; user_count: number }) => [r.name, r.user_count])).toEqual(
      [
        ['Admin', 1],
        ['Admin Manager', 1],
        ['Moderator', 1],
        ['User', 1],
        ['Dashboard User', 1],
      ],
    )
    // 15 modules × GET, POST, PUT, DELETE, and raising purchase orders (purchase POST alone).
    expect(answer.body.data[0].permissions).toHaveLength(61)
  })

  test('a permission change takes effect on the next call', async ({ h }) => {
    const moderator = await h.login(DEMO.moderator)
    expect((await h.call('GET', '/v2/users', { token: moderator })).status).toBe(403)
    const token = await h.login(DEMO.admin)
    const role = (await h.call('GET', '/v2/userrole', { token })).body.data.find(
      (r: { name: string }) => r.name === 'Moderator',
    )
    const changed = await h.call('PUT', `/v2/userrole/${role.role_id}`, {
      token,
      body: { permissions: [{ module_name: 'users', method_name: 'GET', permission_active: 2 }] },
    })
    expect(allowed(changed.body.data.permissions)).toContain('users GET')
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
    expect(allowed(created.body.data.permissions).sort()).toEqual([
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
    const builtIn = (await h.call('GET', '/v2/userrole', { token })).body.data[0]
    expect(
      (await h.call('PUT', `/v2/userrole/${builtIn.role_id}`, { token, body: { name: 'Boss' } })).status,
    ).toBe(400)
    expect((await h.call('DELETE', `/v2/userrole/${builtIn.role_id}`, { token })).status).toBe(409)
    const removed = await h.call('DELETE', `/v2/userrole/${created.body.data.role_id}`, { token })
    expect(removed.body.data.archived).toBe(true)
    expect(
      (await h.call('GET', '/v2/userrole?archive=1', { token })).body.data.map(
        (r: { name: string }) => r.name,
      ),
    ).toEqual(['Line Producer'])
  })

  test('Admins always hold every permission: their matrix is not editable', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const admin = (await h.call('GET', '/v2/userrole', { token })).body.data[0]
    const answer = await h.call('PUT', `/v2/userrole/${admin.role_id}`, {
      token,
      body: { permissions: [{ module_name: 'users', method_name: 'GET', permission_active: 1 }] },
    })
    expect(answer.status).toBe(400)
  })

  test('refuse an unknown module or method', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const role = (await h.call('GET', '/v2/userrole', { token })).body.data[2]
    const answer = await h.call('PUT', `/v2/userrole/${role.role_id}`, {
      token,
      body: { permissions: [{ module_name: 'payroll', method_name: 'PATCH', permission_active: 3 }] },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors.map((e: { path: string }) => e.path)).toEqual([
      'permissions.0.module_name',
      'permissions.0.method_name',
      'permissions.0.permission_active',
    ])
  })
})
