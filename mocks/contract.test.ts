import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import {
  acceptedResponseSchema,
  domainConfigResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
  profileResponseSchema,
  updateProfileResponseSchema,
} from '../contract/auth'
import {
  departmentOptionsResponseSchema,
  designationOptionsResponseSchema,
  projectMembersResponseSchema,
} from '../contract/directory'
import { errorEnvelopeSchema } from '../contract/envelope'
import { optionsResponseSchema } from '../contract/masters/schemas'
import {
  organizationListResponseSchema,
  organizationResponseSchema,
  resendCredentialsResponseSchema,
} from '../contract/organizations'
import { userRoleListResponseSchema, userRoleResponseSchema } from '../contract/user-roles'
import { userListResponseSchema, userResponseSchema } from '../contract/users'
import { setMockScenario } from './scenario'
import { DEMO_PASSWORD, seedWorld } from './world'

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

function expectParses(schema: z.ZodMiniType, answer: { status: number; body: unknown }, status = 200) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  const parsed = schema.safeParse(answer.body)
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true)
}

async function loginAs(email: string) {
  const { body } = await call('/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } })
  return (body as { data: { token: string } }).data.token
}

const dataOf = (answer: { body: unknown }) =>
  (answer.body as { data: Record<string, unknown> & Record<string, unknown>[] }).data

describe('mock answers follow the contract', () => {
  it.each(seedWorld().users.map((user) => [user.email]))('login and profile of %s', async (email) => {
    const login = await call('/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } })
    expectParses(loginResponseSchema, login)
    const token = (login.body as { data: { token: string } }).data.token
    expectParses(profileResponseSchema, await call('/getprofileinfo', { token }))
  })

  it('profile update, logout, domain config, register, forgot and reset', async () => {
    const token = await loginAs('admin@demostudios.test')
    expectParses(
      updateProfileResponseSchema,
      await call('/updateprofileinfo', { method: 'POST', token, body: { name: 'New' } }),
    )
    expectParses(domainConfigResponseSchema, await call('/getdomainconfig'))
    setMockScenario({ oidc: true })
    expectParses(domainConfigResponseSchema, await call('/getdomainconfig'))
    setMockScenario(null)
    expectParses(
      acceptedResponseSchema,
      await call('/register', {
        method: 'POST',
        body: { organization_name: 'Acme Films', name: 'Ann', email: 'ann@acme.test' },
      }),
    )
    expectParses(
      acceptedResponseSchema,
      await call('/forgot-password', { method: 'POST', body: { email: 'a@b.test' } }),
    )
    expectParses(
      acceptedResponseSchema,
      await call('/reset-password', {
        method: 'POST',
        body: { token: 'valid-token-0000000', password: 'a long new passphrase' },
      }),
    )
    expectParses(logoutResponseSchema, await call('/logout', { method: 'POST', token, body: {} }))
  })

  it('users: lists, one, create, update, archive', async () => {
    const token = await loginAs('admin@demostudios.test')
    const list = await call('/users/page/1?limit=2&sort=-name', { token })
    expectParses(userListResponseSchema, list)
    expectParses(userListResponseSchema, await call('/users?archive=1', { token }))
    const roles = await call('/userrole', { token })
    expectParses(userRoleListResponseSchema, roles)
    const userRole = (dataOf(roles) as unknown as { role_id: number; role_type: string }[]).find(
      (r) => r.role_type === 'User',
    )
    const created = await call('/users', {
      method: 'POST',
      token,
      body: {
        name: 'Kiran Rao',
        email: 'kiran@demostudios.test',
        role_id: userRole?.role_id,
        password: 'kiran first passphrase',
      },
    })
    expectParses(userResponseSchema, created)
    const id = dataOf(created).user_id
    expectParses(userResponseSchema, await call(`/users/${id}`, { token }))
    expectParses(
      userResponseSchema,
      await call(`/users/${id}`, { method: 'PUT', token, body: { contract_active: 4 } }),
    )
    expectParses(userResponseSchema, await call(`/users/${id}`, { method: 'DELETE', token }))
    expect(await loginAs('kiran@demostudios.test').catch(() => 'refused')).toBe('refused')
  })

  it('organisations (Super Admin): list, one, create, update, resend', async () => {
    const token = await loginAs('superadmin@greenlight.test')
    expectParses(organizationListResponseSchema, await call('/organization', { token }))
    const created = await call('/organization', {
      method: 'POST',
      token,
      body: { name: 'Kestrel Pictures', admin: { name: 'Ira Sen', email: 'ira@kestrel.test' } },
    })
    expectParses(organizationResponseSchema, created)
    const id = dataOf(created).organization_id
    expectParses(organizationResponseSchema, await call(`/organization/${id}`, { token }))
    expectParses(
      organizationResponseSchema,
      await call(`/organization/${id}`, { method: 'PUT', token, body: { tally_isActive: true } }),
    )
    expectParses(
      resendCredentialsResponseSchema,
      await call('/organization/resend', { method: 'POST', token, body: { organization_id: id } }),
    )
  })

  it('roles: one, create, update, archive', async () => {
    const token = await loginAs('admin@demostudios.test')
    const created = await call('/userrole', {
      method: 'POST',
      token,
      body: { name: 'Line Producer', role_type: 'Moderator' },
    })
    expectParses(userRoleResponseSchema, created)
    const id = dataOf(created).role_id
    expectParses(userRoleResponseSchema, await call(`/userrole/${id}`, { token }))
    expectParses(
      userRoleResponseSchema,
      await call(`/userrole/${id}`, {
        method: 'PUT',
        token,
        body: { permissions: [{ module_name: 'users', method_name: 'GET', permission_active: 2 }] },
      }),
    )
    expectParses(userRoleResponseSchema, await call(`/userrole/${id}`, { method: 'DELETE', token }))
  })

  it('directory lookups', async () => {
    const token = await loginAs('admin@demostudios.test')
    const companies = await call('/company/options', { token })
    expectParses(optionsResponseSchema, companies)
    const companyId = (dataOf(companies) as unknown as { id: number }[])[0]?.id
    expectParses(departmentOptionsResponseSchema, await call(`/department/company/${companyId}`, { token }))
    expectParses(designationOptionsResponseSchema, await call(`/designation/company/${companyId}`, { token }))
    expectParses(optionsResponseSchema, await call('/project/options?search=md', { token }))
    const projectId = seedWorld().projects[0]?.id
    expectParses(projectMembersResponseSchema, await call(`/project/users/${projectId}`, { token }))
  })

  it.each([
    ['wrong password', '/login', { email: 'admin@demostudios.test', password: 'nope' }, 401],
    ['malformed email', '/login', { email: 'nope', password: 'x' }, 400],
    ['unknown field', '/login', { email: 'admin@demostudios.test', password: 'x', admin: true }, 400],
    ['short new password', '/reset-password', { token: 'valid-token-0000000', password: 'short' }, 400],
  ])('failures use the error envelope (%s)', async (_case, path, body, status) => {
    expectParses(errorEnvelopeSchema, await call(path, { method: 'POST', body }), status)
  })

  it('refuse like the server: no token, revoked token, another organisation, missing permission', async () => {
    expect((await call('/getprofileinfo')).status).toBe(401)
    const token = await loginAs('admin@demostudios.test')
    await call('/logout', { method: 'POST', token, body: {} })
    expect((await call('/getprofileinfo', { token })).status).toBe(401)
    const fresh = await loginAs('admin@demostudios.test')
    expectParses(errorEnvelopeSchema, await call('/users?organization_id=3', { token: fresh }), 403)
    const moderator = await loginAs('moderator@demostudios.test')
    expectParses(errorEnvelopeSchema, await call('/users', { token: moderator }), 403)
    const manager = await loginAs('manager@demostudios.test')
    expect(
      (await call('/updateprofileinfo', { method: 'POST', token: manager, body: { tally_isActive: true } }))
        .status,
    ).toBe(403)
    expect((await call('/organization', { token: manager })).status).toBe(403)
  })
})
