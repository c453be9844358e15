import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import * as z from 'zod/mini'
import { authApi } from '../../../contract/api/auth'
import { masterApi } from '../../../contract/api/masters'
import { usersApi } from '../../../contract/api/users'
import { userListResponseSchema } from '../../../contract/users'
import { auditLog, outbox, roles, users } from '../../db/schema'
import { DEMO, okBody, refusal, test } from '../../test/harness'

/** A row the test goes on with: a missing one fails here, not later as a request for `/undefined`. */
function present<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('expected a row, found none')
  return row
}

async function roleId(
  h: { db: import('../../db/client').Database },
  organizationId: number,
  roleType: string,
) {
  const [role] = await h.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.roleType, roleType)))
  return role?.id as number
}

describe('user lists', () => {
  test('page through the tenant’s active users with the spec pagination', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('GET', '/v2/users?page_no=1&limit=2', { token })
    expect(userListResponseSchema.safeParse(answer.body).success).toBe(true)
    const page = okBody(usersApi.list, answer)
    expect(page.pagination).toEqual({
      current_page: 1,
      per_page: 2,
      from: 1,
      to: 2,
      last_page: 3,
      total: 5,
    })
    const pageThree = await h.call('GET', '/v2/users/page/3?limit=2', { token })
    const third = okBody(usersApi.page, pageThree)
    expect(third.pagination).toMatchObject({ current_page: 3, from: 5, to: 5 })
    expect(third.data).toHaveLength(1)
    expect(page.data.every((user) => user.organization_id === 2)).toBe(true)
  })

  test('search by name or email, literally', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const byName = await h.call('GET', '/v2/users?search=meera', { token })
    expect(okBody(usersApi.list, byName).data.map((user) => user.email)).toEqual([DEMO.moderator])
    const byEmail = await h.call('GET', '/v2/users?search=dashboard@', { token })
    expect(okBody(usersApi.list, byEmail).data.map((user) => user.email)).toEqual([DEMO.dashboard])
    expect(okBody(usersApi.list, await h.call('GET', '/v2/users?search=%25', { token })).data).toEqual([])
  })

  test('filter archived (archive=1) and contract_active (1 normal, 4 archive requested)', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const user = present(
      okBody(usersApi.list, await h.call('GET', '/v2/users?search=dev', { token })).data[0],
    )
    await h.call('PUT', `/v2/users/${user.user_id}`, { token, body: { contract_active: 4 } })
    const requested = await h.call('GET', '/v2/users/page/1?contract_active=4', { token })
    expect(okBody(usersApi.page, requested).data.map((u) => u.user_id)).toEqual([user.user_id])
    await h.call('DELETE', `/v2/users/${user.user_id}`, { token })
    expect(
      okBody(usersApi.list, await h.call('GET', '/v2/users?archive=1', { token })).data.map((u) => u.user_id),
    ).toEqual([user.user_id])
    expect(okBody(usersApi.list, await h.call('GET', '/v2/users', { token })).pagination.total).toBe(4)
  })

  test('list a company’s users', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const companies = await h.call('GET', '/v2/company/options', { token })
    const companyId = present(okBody(masterApi('company').options, companies).data[0]).id
    const ofCompany = await h.call('GET', `/v2/users/company/${companyId}`, { token })
    expect(okBody(usersApi.ofCompany, ofCompany).pagination.total).toBe(5)
  })
})

describe('creating and changing users', () => {
  test('an Admin adds a user with a first password, who can then sign in', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const created = await h.call('POST', '/v2/users', {
      token,
      body: {
        name: 'Kiran Rao',
        email: 'Kiran@DemoStudios.test',
        role_id: await roleId(h, 2, 'User'),
        password: 'kiran first passphrase',
      },
    })
    expect(created.status).toBe(200)
    expect(okBody(usersApi.create, created).data).toMatchObject({
      email: 'kiran@demostudios.test',
      role_type: 'User',
      module_access: [1001, 1013, 1014],
      archived: false,
    })
    const signIn = await h.call('POST', '/v2/login', {
      body: { email: 'kiran@demostudios.test', password: 'kiran first passphrase' },
    })
    expect(okBody(authApi.login, signIn).data).toMatchObject({ UserRole: 'User', OrganizationID: 2 })
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'user.create'))
    expect(JSON.stringify(entry)).not.toContain('passphrase')
  })

  test('without a password the user is mailed an invitation link', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    await h.call('POST', '/v2/users', {
      token,
      body: { name: 'Nia Das', email: 'nia@demostudios.test', role_id: await roleId(h, 2, 'Moderator') },
    })
    const [mail] = await h.db.select().from(outbox).where(eq(outbox.toEmail, 'nia@demostudios.test'))
    expect(mail?.body).toMatch(
      /^Hello Nia Das[\s\S]*https:\/\/greenlight\.test\/pages\/reset-password\?token=/,
    )
  })

  test('refuses a colleague’s email with 409 and a field message', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('POST', '/v2/users', {
      token,
      body: { name: 'Copy', email: DEMO.moderator.toUpperCase(), role_id: await roleId(h, 2, 'User') },
    })
    expect(answer.status).toBe(409)
    expect(refusal(answer).errors).toEqual([
      { path: 'email', message: 'A user with this email already exists' },
    ])
  })

  test('another organisation’s address is invited like any other: the Admin learns nothing', async ({
    h,
  }) => {
    const token = await h.login(DEMO.admin)
    const role_id = await roleId(h, 2, 'User')
    const invite = (email: string) =>
      h.call('POST', '/v2/users', { token, body: { name: 'Taken Or Not', email, role_id } })
    const elsewhere = await invite(DEMO.northwindAdmin)
    const fresh = await invite('nobody-yet@demostudios.test')
    expect(elsewhere.status).toBe(200)
    expect(fresh.status).toBe(200)
    // The two answers differ only in what the Admin typed (and ids, times). Compared as sent, every
    // key kept (the contract's schema would drop one it does not name, and that one could tell).
    const asSent = z.looseObject({ data: z.looseObject({}) })
    const shape = (answer: typeof fresh) => {
      okBody(usersApi.create, answer)
      const body = z.parse(asSent, answer.body)
      const { user_id: _id, email: _email, created_at: _c, updated_at: _u, ...rest } = body.data
      return { ...body, data: rest }
    }
    expect(shape(elsewhere)).toEqual(shape(fresh))
    const listed = await h.call('GET', `/v2/users/${okBody(usersApi.create, elsewhere).data.user_id}`, {
      token,
    })
    expect(okBody(usersApi.get, listed).data).toMatchObject({ email: DEMO.northwindAdmin, archived: false })

    // The address's owner is told why it cannot be accepted; no link that would make a second account.
    const mails = await h.db.select().from(outbox).where(eq(outbox.toEmail, DEMO.northwindAdmin))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.body).toContain('already signs in to a Greenlight account of another organisation')
    expect(mails[0]?.body).not.toContain('reset-password')

    // Their own account still signs in, and the invitation's row never does.
    const signIn = await h.call('POST', '/v2/login', {
      body: { email: DEMO.northwindAdmin, password: 'greenlight-demo' },
    })
    expect(okBody(authApi.login, signIn).data).toMatchObject({ OrganizationID: 3 })
  })

  test('an invitee’s address mended by the Admin is invited again; a signed-in user cannot take one', async ({
    h,
  }) => {
    const token = await h.login(DEMO.admin)
    const role_id = await roleId(h, 2, 'User')
    const created = await h.call('POST', '/v2/users', {
      token,
      body: { name: 'Typo Person', email: DEMO.northwindAdmin, role_id },
    })
    const id = okBody(usersApi.create, created).data.user_id
    const mended = await h.call('PUT', `/v2/users/${id}`, { token, body: { email: 'typo@demostudios.test' } })
    expect(mended.status).toBe(200)
    const [invitation] = await h.db.select().from(outbox).where(eq(outbox.toEmail, 'typo@demostudios.test'))
    expect(invitation?.body).toContain('/pages/reset-password?token=')
    const [row] = await h.db.select().from(users).where(eq(users.id, id))
    expect(row?.invitationBlocked).toBe(false)

    const moderators = await h.call('GET', '/v2/users?search=meera', { token })
    const moderator = present(okBody(usersApi.list, moderators).data[0])
    const refused = await h.call('PUT', `/v2/users/${moderator.user_id}`, {
      token,
      body: { email: DEMO.northwindAdmin },
    })
    expect(refused.status).toBe(409)
    expect(refusal(refused).errors).toEqual([
      { path: 'email', message: 'A user with this email already exists' },
    ])
  })

  test('refuses another organisation’s role, company or department', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('POST', '/v2/users', {
      token,
      body: { name: 'X', email: 'x@demostudios.test', role_id: await roleId(h, 3, 'User') },
    })
    expect(answer.status).toBe(400)
    expect(refusal(answer).errors?.[0]?.path).toBe('role_id')
  })

  test('a new role ends the user’s sessions', async ({ h }) => {
    const userToken = await h.login(DEMO.user)
    const token = await h.login(DEMO.admin)
    const user = present(
      okBody(usersApi.list, await h.call('GET', '/v2/users?search=dev', { token })).data[0],
    )
    const changed = await h.call('PUT', `/v2/users/${user.user_id}`, {
      token,
      body: { role_id: await roleId(h, 2, 'Moderator') },
    })
    expect(okBody(usersApi.update, changed).data.role_type).toBe('Moderator')
    expect((await h.call('GET', '/v2/getprofileinfo', { token: userToken })).status).toBe(401)
  })

  test('archiving keeps the user and their history, ends their sessions; archived: false restores', async ({
    h,
  }) => {
    const userToken = await h.login(DEMO.user)
    const token = await h.login(DEMO.admin)
    const user = present(
      okBody(usersApi.list, await h.call('GET', '/v2/users?search=dev', { token })).data[0],
    )
    const archived = await h.call('DELETE', `/v2/users/${user.user_id}`, { token })
    expect(okBody(usersApi.archive, archived).data).toMatchObject({ archived: true })
    expect((await h.call('GET', '/v2/getprofileinfo', { token: userToken })).status).toBe(401)
    expect(
      (await h.call('POST', '/v2/login', { body: { email: DEMO.user, password: 'greenlight-demo' } })).status,
    ).toBe(401)
    expect(await h.db.select().from(users).where(eq(users.id, user.user_id))).toHaveLength(1)
    const restored = await h.call('PUT', `/v2/users/${user.user_id}`, { token, body: { archived: false } })
    expect(okBody(usersApi.update, restored).data.archived).toBe(false)
    expect(
      (await h.call('POST', '/v2/login', { body: { email: DEMO.user, password: 'greenlight-demo' } })).status,
    ).toBe(200)
  })

  test('nobody archives themselves or the last Admin', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const me = present(okBody(usersApi.list, await h.call('GET', '/v2/users?search=asha', { token })).data[0])
    expect((await h.call('DELETE', `/v2/users/${me.user_id}`, { token })).status).toBe(409)
    const managers = await h.call('GET', '/v2/users?search=rohan', { token })
    const manager = present(okBody(usersApi.list, managers).data[0])
    const demote = await h.call('PUT', `/v2/users/${me.user_id}`, {
      token,
      body: { role_id: await roleId(h, 2, 'User') },
    })
    expect(demote.status).toBe(409)
    expect(refusal(demote).message).toMatch(/last Admin/)
    expect(manager.role_type).toBe('Admin Manager')
  })

  test('an Admin Manager may add users but never an Admin, nor change an Admin', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const asAdmin = await h.call('POST', '/v2/users', {
      token,
      body: { name: 'Sneaky', email: 'sneaky@demostudios.test', role_id: await roleId(h, 2, 'Admin') },
    })
    expect(asAdmin.status).toBe(403)
    const admins = await h.call('GET', '/v2/users?search=asha', { token })
    const admin = present(okBody(usersApi.list, admins).data[0])
    expect(
      (await h.call('PUT', `/v2/users/${admin.user_id}`, { token, body: { name: 'Changed' } })).status,
    ).toBe(403)
    const plain = await h.call('POST', '/v2/users', {
      token,
      body: { name: 'Fine', email: 'fine@demostudios.test', role_id: await roleId(h, 2, 'User') },
    })
    expect(plain.status).toBe(200)
  })
})

describe('list totals', () => {
  test('stay exact through adding, archiving, restoring and contract changes', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const totals = async () => {
      const fast = await h.call('GET', '/v2/users', { token })
      // A search for "@" matches every email and takes the counting path: the two must agree.
      const counted = await h.call('GET', '/v2/users?search=%40', { token })
      const archived = await h.call('GET', '/v2/users?archive=1', { token })
      const requested = await h.call('GET', '/v2/users?contract_active=4', { token })
      const total = (answer: typeof fast) => okBody(usersApi.list, answer).pagination.total
      expect(total(fast)).toBe(total(counted))
      return [total(fast), total(archived), total(requested)]
    }
    expect(await totals()).toEqual([5, 0, 0])
    const role = await roleId(h, 2, 'User')
    const created = await h.call('POST', '/v2/users', {
      token,
      body: { name: 'Temp Hand', email: 'temp@demostudios.test', role_id: role },
    })
    expect(await totals()).toEqual([6, 0, 0])
    const createdId = okBody(usersApi.create, created).data.user_id
    await h.call('PUT', `/v2/users/${createdId}`, { token, body: { contract_active: 4 } })
    expect(await totals()).toEqual([6, 0, 1])
    await h.call('DELETE', `/v2/users/${createdId}`, { token })
    expect(await totals()).toEqual([5, 1, 0])
    await h.call('PUT', `/v2/users/${createdId}`, {
      token,
      body: { archived: false, contract_active: 1 },
    })
    expect(await totals()).toEqual([6, 0, 0])
  })
})
