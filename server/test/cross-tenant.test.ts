import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { roles, users } from '../db/schema'
import { DEMO, test } from './harness'

/** A Northwind Films Admin against Demo Studios' records: nothing readable, nothing changes. */
describe('tenant boundaries', () => {
  test('another organisation’s user by id: 404 to read, change or archive, and nothing changes', async ({
    h,
  }) => {
    const token = await h.login(DEMO.northwindAdmin)
    const [target] = await h.db.select().from(users).where(eq(users.email, DEMO.user))
    const id = target?.id
    expect((await h.call('GET', `/v2/users/${id}`, { token })).status).toBe(404)
    expect((await h.call('PUT', `/v2/users/${id}`, { token, body: { name: 'Hijacked' } })).status).toBe(404)
    expect((await h.call('DELETE', `/v2/users/${id}`, { token })).status).toBe(404)
    const [after] = await h.db
      .select()
      .from(users)
      .where(eq(users.id, id as number))
    expect(after).toEqual(target)
  })

  test('another organisation by organization_id: 403, and nothing is created', async ({ h }) => {
    const token = await h.login(DEMO.northwindAdmin)
    expect((await h.call('GET', '/v2/users?organization_id=2', { token })).status).toBe(403)
    const [demoRole] = await h.db
      .select()
      .from(roles)
      .where(and(eq(roles.organizationId, 2), eq(roles.roleType, 'User')))
    const create = await h.call('POST', '/v2/users?organization_id=2', {
      token,
      body: { name: 'Mole', email: 'mole@demostudios.test', role_id: demoRole?.id },
    })
    expect(create.status).toBe(403)
    expect(await h.db.select().from(users).where(eq(users.email, 'mole@demostudios.test'))).toEqual([])
    expect(
      (
        await h.call('POST', '/v2/updateprofileinfo?organization_id=2', {
          token,
          body: { tally_isActive: false },
        })
      ).status,
    ).toBe(403)
  })

  test('another organisation’s role: 404, unchanged', async ({ h }) => {
    const token = await h.login(DEMO.northwindAdmin)
    const [demoRole] = await h.db
      .select()
      .from(roles)
      .where(and(eq(roles.organizationId, 2), eq(roles.roleType, 'Moderator')))
    expect((await h.call('GET', `/v2/userrole/${demoRole?.id}`, { token })).status).toBe(404)
    const put = await h.call('PUT', `/v2/userrole/${demoRole?.id}`, {
      token,
      body: { permissions: [{ module_name: 'users', method_name: 'GET', permission_active: 2 }] },
    })
    expect(put.status).toBe(404)
    expect((await h.call('GET', '/v2/users', { token: await h.login(DEMO.moderator) })).status).toBe(403)
  })

  test('lists show only the caller’s organisation', async ({ h }) => {
    const token = await h.login(DEMO.northwindManager)
    const list = await h.call('GET', '/v2/users?limit=100', { token })
    expect(list.body.data.map((u: { email: string }) => u.email.split('@')[1])).toEqual(
      Array(5).fill('northwind.test'),
    )
    const search = await h.call('GET', '/v2/users?search=demostudios', { token })
    expect(search.body.data).toEqual([])
  })

  test('a role borrowed from another organisation is refused when creating a user', async ({ h }) => {
    const token = await h.login(DEMO.northwindAdmin)
    const [demoAdminRole] = await h.db
      .select()
      .from(roles)
      .where(and(eq(roles.organizationId, 2), eq(roles.roleType, 'Admin')))
    const answer = await h.call('POST', '/v2/users', {
      token,
      body: { name: 'X', email: 'x@northwind.test', role_id: demoAdminRole?.id },
    })
    expect(answer.status).toBe(400)
  })
})
