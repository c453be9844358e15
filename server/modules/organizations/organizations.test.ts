import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { organizationsApi } from '../../../contract/api/organizations'
import { usersApi } from '../../../contract/api/users'
import { organizationListResponseSchema } from '../../../contract/organizations'
import { outbox, roles } from '../../db/schema'
import { DEMO, okBody, refusal, test } from '../../test/harness'

describe('organisations (Super Admin)', () => {
  test('are listed with their admin, users, modules and flags; archive=1 lists archived ones', async ({
    h,
  }) => {
    const token = await h.login(DEMO.superAdmin)
    const answer = await h.call('GET', '/v2/organization', { token })
    expect(organizationListResponseSchema.safeParse(answer.body).success).toBe(true)
    const demo = okBody(organizationsApi.list, answer).data.find((o) => o.name === 'Demo Studios')
    expect(demo).toMatchObject({
      admin_email: DEMO.admin,
      admin_name: 'Asha Menon',
      user_count: 5,
      archived: false,
      advance_isActive: true,
    })
    const archived = await h.call('GET', '/v2/organization?archive=1', { token })
    expect(okBody(organizationsApi.list, archived).data).toEqual([])
    const north = await h.call('GET', '/v2/organization?search=north', { token })
    expect(okBody(organizationsApi.list, north).data.map((o) => o.name)).toEqual(['Northwind Films'])
  })

  test('a new organisation gets its roles and an Admin invited to choose a password', async ({ h }) => {
    const token = await h.login(DEMO.superAdmin)
    const created = await h.call('POST', '/v2/organization', {
      token,
      body: {
        name: 'Kestrel Pictures',
        legal_name: 'Kestrel Pictures Pvt Ltd',
        admin: { name: 'Ira Sen', email: 'ira@kestrel.test' },
      },
    })
    expect(created.status).toBe(200)
    const organization = okBody(organizationsApi.create, created).data
    expect(organization).toMatchObject({
      name: 'Kestrel Pictures',
      admin_email: 'ira@kestrel.test',
      user_count: 1,
      enabled_modules: expect.arrayContaining([1001, 1015]),
    })
    const orgRoles = await h.db
      .select({ roleType: roles.roleType })
      .from(roles)
      .where(eq(roles.organizationId, organization.organization_id))
    expect(orgRoles.map((r) => r.roleType).sort()).toEqual([
      'Admin',
      'Admin Manager',
      'Dashboard User',
      'Moderator',
      'User',
    ])
    const [mail] = await h.db.select().from(outbox).where(eq(outbox.toEmail, 'ira@kestrel.test'))
    expect(mail?.body).toMatch(/reset-password\?token=/)
    expect(mail?.body).not.toMatch(/password:/i)
  })

  test('refuse a duplicate name with 409', async ({ h }) => {
    const token = await h.login(DEMO.superAdmin)
    const answer = await h.call('POST', '/v2/organization', {
      token,
      body: { name: 'demo studios', admin: { name: 'A', email: 'a@x.test' } },
    })
    expect(answer.status).toBe(409)
    expect(refusal(answer).errors?.[0]?.path).toBe('name')
  })

  test('archiving ends every session of its users; restoring lets them back', async ({ h }) => {
    const admin = await h.login(DEMO.northwindAdmin)
    const token = await h.login(DEMO.superAdmin)
    const north = await h.call('GET', '/v2/organization?search=north', { token })
    const northwind = okBody(organizationsApi.list, north).data[0]
    if (!northwind) throw new Error('Northwind is not listed')
    const archived = await h.call('PUT', `/v2/organization/${northwind.organization_id}`, {
      token,
      body: { archived: true },
    })
    expect(okBody(organizationsApi.update, archived).data.archived).toBe(true)
    expect((await h.call('GET', '/v2/getprofileinfo', { token: admin })).status).toBe(401)
    expect(
      (
        await h.call('POST', '/v2/login', {
          body: { email: DEMO.northwindAdmin, password: 'greenlight-demo' },
        })
      ).status,
    ).toBe(401)
    await h.call('PUT', `/v2/organization/${northwind.organization_id}`, { token, body: { archived: false } })
    expect(
      (
        await h.call('POST', '/v2/login', {
          body: { email: DEMO.northwindAdmin, password: 'greenlight-demo' },
        })
      ).status,
    ).toBe(200)
  })

  test('switch modules and feature flags', async ({ h }) => {
    const token = await h.login(DEMO.superAdmin)
    const answer = await h.call('PUT', '/v2/organization/2', {
      token,
      body: { enabled_modules: [1000, 1001], digiSign_isActive: true },
    })
    expect(okBody(organizationsApi.update, answer).data).toMatchObject({
      enabled_modules: [1000, 1001],
      digiSign_isActive: true,
    })
  })

  test('the platform organisation cannot be archived', async ({ h }) => {
    const token = await h.login(DEMO.superAdmin)
    expect((await h.call('PUT', '/v2/organization/1', { token, body: { archived: true } })).status).toBe(409)
  })

  test('resend: a fresh single-use link for the Admin; the old one stops working', async ({ h }) => {
    const token = await h.login(DEMO.superAdmin)
    const first = await h.call('POST', '/v2/organization/resend', { token, body: { organization_id: 3 } })
    expect(okBody(organizationsApi.resendCredentials, first).data).toMatchObject({
      sent_to: DEMO.northwindAdmin,
    })
    await h.call('POST', '/v2/organization/resend', { token, body: { organization_id: 3 } })
    const mails = await h.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, DEMO.northwindAdmin), eq(outbox.kind, 'credentials')))
    const [older, newer] = mails.map((mail) => /token=([\w-]+)/.exec(mail.body ?? '')?.[1])
    expect(
      (
        await h.call('POST', '/v2/reset-password', {
          body: { token: older, password: 'northwind new passphrase' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await h.call('POST', '/v2/reset-password', {
          body: { token: newer, password: 'northwind new passphrase' },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await h.call('POST', '/v2/login', {
          body: { email: DEMO.northwindAdmin, password: 'northwind new passphrase' },
        })
      ).status,
    ).toBe(200)
  })

  test('unknown organisation: 404', async ({ h }) => {
    const token = await h.login(DEMO.superAdmin)
    expect((await h.call('PUT', '/v2/organization/999', { token, body: { name: 'X' } })).status).toBe(404)
    expect(
      (await h.call('POST', '/v2/organization/resend', { token, body: { organization_id: 999 } })).status,
    ).toBe(404)
  })

  test('a Super Admin works inside another organisation with organization_id', async ({ h }) => {
    const token = await h.login(DEMO.superAdmin)
    const answer = await h.call('GET', '/v2/users?organization_id=3', { token })
    expect(okBody(usersApi.list, answer).data.every((u) => u.organization_id === 3)).toBe(true)
    expect((await h.call('GET', '/v2/users?organization_id=999', { token })).status).toBe(404)
  })
})
