import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { profileApi } from '../../../contract/api/profile'
import { profileResponseSchema } from '../../../contract/auth'
import { auditLog, organizations } from '../../db/schema'
import { DEMO, okBody, refusal, test } from '../../test/harness'

describe('profile', () => {
  test('describes the user: role, user type, access limited to switched-on modules, permissions, flags', async ({
    h,
  }) => {
    const token = await h.login(DEMO.moderator)
    const answer = await h.call('GET', '/v2/getprofileinfo', { token })
    expect(profileResponseSchema.safeParse(answer.body).success).toBe(true)
    const profile = okBody(profileApi.profile, answer).data
    expect(profile).toMatchObject({
      role: 'Moderator',
      checkUserType: 'organization',
      moduleAccess: [1001, 1009],
      user: { email: DEMO.moderator, organization_name: 'Demo Studios' },
    })
    const allowed = profile.permission.filter((p) => p.permission_active === 2)
    expect(allowed.map((p) => `${p.module_name} ${p.method_name}`).sort()).toEqual(
      ['dashboard GET', 'dpr GET', 'dpr POST', 'dpr PUT', 'project GET', 'purchase POST'].sort(),
    )
    await h.db
      .update(organizations)
      .set({ enabledModules: [1001] })
      .where(eq(organizations.id, 2))
    const narrowed = await h.call('GET', '/v2/getprofileinfo', { token })
    expect(okBody(profileApi.profile, narrowed).data.moduleAccess).toEqual([1001])
  })

  test('marks platform staff as such, with every module', async ({ h }) => {
    const answer = await h.call('GET', '/v2/getprofileinfo', { token: await h.login(DEMO.superAdmin) })
    const profile = okBody(profileApi.profile, answer).data
    expect(profile).toMatchObject({ role: 'Super Admin', checkUserType: 'platform' })
    expect(profile.moduleAccess).toHaveLength(14)
  })

  test('changes name and language, audited', async ({ h }) => {
    const token = await h.login(DEMO.user)
    const answer = await h.call('POST', '/v2/updateprofileinfo', {
      token,
      body: { name: 'Dev R. Patel', language: 'pt' },
    })
    expect(answer.status).toBe(200)
    expect(okBody(profileApi.updateProfile, answer).data.user).toMatchObject({
      name: 'Dev R. Patel',
      language: 'pt',
    })
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'profile.update'))
    expect(entry).toMatchObject({
      before: { name: 'Dev Patel', language: 'en' },
      after: { name: 'Dev R. Patel', language: 'pt' },
    })
  })

  test('lets an Admin switch the organisation’s feature flags, and nobody else', async ({ h }) => {
    const admin = await h.login(DEMO.admin)
    const switched = await h.call('POST', '/v2/updateprofileinfo', {
      token: admin,
      body: { tally_isActive: true },
    })
    expect(okBody(profileApi.updateProfile, switched).data.tally_isActive).toBe(true)
    const manager = await h.login(DEMO.manager)
    const refused = await h.call('POST', '/v2/updateprofileinfo', {
      token: manager,
      body: { tally_isActive: false },
    })
    expect(refused.status).toBe(403)
    const managers = await h.call('GET', '/v2/getprofileinfo', { token: manager })
    expect(okBody(profileApi.profile, managers).data.tally_isActive).toBe(true)
  })

  test('refuses an empty or over-long name with a field message, changing nothing', async ({ h }) => {
    const token = await h.login(DEMO.user)
    for (const name of ['   ', 'x'.repeat(121)]) {
      const answer = await h.call('POST', '/v2/updateprofileinfo', { token, body: { name } })
      expect(answer.status).toBe(400)
      expect(refusal(answer).errors?.[0]?.path).toBe('name')
    }
    const profile = await h.call('GET', '/v2/getprofileinfo', { token })
    expect(okBody(profileApi.profile, profile).data.user.name).toBe('Dev Patel')
  })

  test('domain config is public', async ({ h }) => {
    const answer = await h.call('GET', '/v2/getdomainconfig')
    expect(answer.body).toMatchObject({
      Status: 1,
      data: { product_name: 'Greenlight', theme_color: '#4716ba' },
    })
  })
})
