import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import {
  acceptedResponseSchema,
  domainConfigResponseSchema,
  errorEnvelopeSchema,
  loginResponseSchema,
  logoutResponseSchema,
  profileResponseSchema,
  updateProfileResponseSchema,
} from '../contract/index'
import { DEMO_PASSWORD, USERS } from './fixtures'
import { setMockScenario } from './scenario'

const BASE = 'http://localhost/v2'

async function call(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

function expectParses(schema: z.ZodMiniType, body: unknown) {
  const parsed = schema.safeParse(body)
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true)
}

async function loginAs(email: string) {
  const { body } = await call('/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } })
  return (body as { data: { token: string; OrganizationID: number } }).data
}

describe('mock answers follow the contract', () => {
  it.each(USERS.map((user) => [user.role, user.email]))(
    'login and profile of a %s (%s)',
    async (_role, email) => {
      const login = await call('/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } })
      expect(login.status).toBe(200)
      expectParses(loginResponseSchema, login.body)
      const token = (login.body as { data: { token: string } }).data.token
      const profile = await call('/getprofileinfo', { token })
      expectParses(profileResponseSchema, profile.body)
    },
  )

  it('profile update, logout, domain config, register, forgot and reset', async () => {
    const { token } = await loginAs('admin@demostudios.test')
    expectParses(
      updateProfileResponseSchema,
      (await call('/updateprofileinfo', { method: 'POST', token, body: { name: 'New' } })).body,
    )
    expectParses(domainConfigResponseSchema, (await call('/getdomainconfig')).body)
    setMockScenario({ oidc: true })
    expectParses(domainConfigResponseSchema, (await call('/getdomainconfig')).body)
    setMockScenario(null)
    const register = { organization_name: 'Acme Films', name: 'Ann', email: 'ann@acme.test' }
    expectParses(acceptedResponseSchema, (await call('/register', { method: 'POST', body: register })).body)
    expectParses(
      acceptedResponseSchema,
      (await call('/forgot-password', { method: 'POST', body: { email: 'a@b.test' } })).body,
    )
    const reset = { token: 'valid-token-0000000', password: 'a long new passphrase' }
    expectParses(
      acceptedResponseSchema,
      (await call('/reset-password', { method: 'POST', body: reset })).body,
    )
    expectParses(logoutResponseSchema, (await call('/logout', { method: 'POST', token, body: {} })).body)
  })

  it.each([
    ['wrong password', '/login', { email: 'admin@demostudios.test', password: 'nope' }, 401],
    ['malformed email', '/login', { email: 'nope', password: 'x' }, 400],
    ['unknown field', '/login', { email: 'admin@demostudios.test', password: 'x', admin: true }, 400],
    ['short new password', '/reset-password', { token: 'valid-token-0000000', password: 'short' }, 400],
  ])('failures use the error envelope (%s)', async (_case, path, body, status) => {
    const answer = await call(path, { method: 'POST', body })
    expect(answer.status).toBe(status)
    expectParses(errorEnvelopeSchema, answer.body)
  })

  it('refuses a missing or revoked token, and another organisation, like the server', async () => {
    expect((await call('/getprofileinfo')).status).toBe(401)
    const { token } = await loginAs('admin@demostudios.test')
    await call('/logout', { method: 'POST', token, body: {} })
    expect((await call('/getprofileinfo', { token })).status).toBe(401)
    const fresh = await loginAs('admin@demostudios.test')
    const other = await call('/getprofileinfo?organization_id=3', { token: fresh.token })
    expect(other.status).toBe(403)
    expectParses(errorEnvelopeSchema, other.body)
  })

  it('lets only an Admin change the organisation features', async () => {
    const { token } = await loginAs('manager@demostudios.test')
    const answer = await call('/updateprofileinfo', { method: 'POST', token, body: { tally_isActive: true } })
    expect(answer.status).toBe(403)
  })
})
