import { and, eq, isNull, like } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { authApi } from '../../../contract/api/auth'
import { loginResponseSchema } from '../../../contract/auth'
import { outbox, sessions, users } from '../../db/schema'
import { DEMO, okBody, refusal, test } from '../../test/harness'

describe('sign-in', () => {
  test('answers a 256-bit token and the session summary under the spec names', async ({ h }) => {
    const answer = await h.call('POST', '/v2/login', {
      body: { email: DEMO.manager, password: 'greenlight-demo' },
    })
    expect(answer.status).toBe(200)
    expect(loginResponseSchema.safeParse(answer.body).success).toBe(true)
    const { data } = okBody(authApi.login, answer)
    expect(data).toMatchObject({
      OrganizationID: 2,
      UserRole: 'Admin Manager',
      UserType: 'organization',
      // The role's defaults, and petty cash, which the demo's Line Producer shares with the Admin.
      moduleAccess: [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1008, 1009, 1010, 1014, 1013],
      permissionPageAccess: [1015],
      advance_isActive: true,
    })
    expect(Buffer.from(data.token, 'base64url')).toHaveLength(32)
  })

  test('accepts the email in any case', async ({ h }) => {
    expect(
      (
        await h.call('POST', '/v2/login', {
          body: { email: 'Admin@DemoStudios.test', password: 'greenlight-demo' },
        })
      ).status,
    ).toBe(200)
  })

  test('stores only a hash of the token, and no plain password anywhere', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const stored = await h.db.select({ tokenHash: sessions.tokenHash }).from(sessions)
    expect(stored.some((row) => row.tokenHash === token)).toBe(false)
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true)
    const [admin] = await h.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, DEMO.admin))
    expect(admin?.hash).toMatch(/^scrypt\$\d+\$8\$\d\$[\w-]{22}\$[\w-]{43}$/)
    expect(admin?.hash).not.toContain('greenlight-demo')
  })

  test('gives an unknown email and a wrong password the same answer (no enumeration)', async ({ h }) => {
    const unknown = await h.call('POST', '/v2/login', {
      body: { email: 'nobody@demostudios.test', password: 'greenlight-demo' },
    })
    const wrong = await h.call('POST', '/v2/login', {
      body: { email: DEMO.admin, password: 'not-the-password' },
    })
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(unknown.body).toEqual(wrong.body)
    expect(refusal(wrong).message).toBe('Email or password is incorrect')
  })

  test('refuses archived users and users of archived organisations', async ({ h }) => {
    await h.db.update(users).set({ archivedAt: h.clock.now }).where(eq(users.email, DEMO.user))
    expect(
      (
        await h.call('POST', '/v2/login', {
          body: { email: DEMO.user, password: 'greenlight-demo' },
        })
      ).status,
    ).toBe(401)
  })

  test('throttles an account after five failures, even with the right password, until the window passes', async ({
    h,
  }) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await h.call('POST', '/v2/login', { body: { email: DEMO.moderator, password: 'wrong' } })).status,
      ).toBe(401)
    }
    const blocked = await h.call('POST', '/v2/login', {
      body: { email: DEMO.moderator, password: 'greenlight-demo' },
    })
    expect(blocked.status).toBe(429)
    expect(refusal(blocked).message).toMatch(/Too many sign-in attempts/)
    h.clock.advance(16 * 60_000)
    expect(
      (
        await h.call('POST', '/v2/login', {
          body: { email: DEMO.moderator, password: 'greenlight-demo' },
        })
      ).status,
    ).toBe(200)
  })

  test('an address that failed 30 times is refused, except for accounts that signed in from it before', async ({
    h,
  }) => {
    const office = { 'x-forwarded-for': '198.51.100.9' }
    await h.call('POST', '/v2/login', {
      body: { email: DEMO.admin, password: 'greenlight-demo' },
      headers: office,
    })
    for (let attempt = 0; attempt < 30; attempt++) {
      await h.call('POST', '/v2/login', {
        body: { email: `guess${attempt}@demostudios.test`, password: 'x' },
        headers: office,
      })
    }
    // A new account from the office's address is refused, even with its right password...
    const stranger = await h.call('POST', '/v2/login', {
      body: { email: DEMO.manager, password: 'greenlight-demo' },
      headers: office,
    })
    expect(stranger.status).toBe(429)
    expect(refusal(stranger)).toMatchObject({ code: 'tooManyAttempts', params: { minutes: 15 } })
    // ...while a colleague who works from there still gets in, and so does anyone elsewhere.
    const colleague = await h.call('POST', '/v2/login', {
      body: { email: DEMO.admin, password: 'greenlight-demo' },
      headers: office,
    })
    expect(colleague.status).toBe(200)
    expect(
      (
        await h.call('POST', '/v2/login', {
          body: { email: DEMO.manager, password: 'greenlight-demo' },
        })
      ).status,
    ).toBe(200)
  })

  test('a burst of 20 parallel guesses at one account checks at most five of them', async ({ h }) => {
    const guess = () => h.call('POST', '/v2/login', { body: { email: DEMO.moderator, password: 'wrong' } })
    const burst = await Promise.all(Array.from({ length: 20 }, guess))
    const checked = burst.filter((answer) => answer.status === 401).length
    expect(burst.filter((answer) => answer.status === 429).length).toBe(20 - checked)
    // Whatever the burst let through, the window holds five checked guesses in all.
    let later = 0
    for (let attempt = 0; attempt < 10; attempt++) if ((await guess()).status === 401) later++
    expect(checked + later).toBe(5)
    const right = await h.call('POST', '/v2/login', {
      body: { email: DEMO.moderator, password: 'greenlight-demo' },
    })
    expect(right.status).toBe(429)
  })

  test('never logs the password or the token', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    await h.call('POST', '/v2/login', { body: { email: DEMO.admin, password: 'a-wrong-secret' } })
    const logged = JSON.stringify(h.logs)
    expect(logged).not.toContain('greenlight-demo')
    expect(logged).not.toContain('a-wrong-secret')
    expect(logged).not.toContain(token)
    expect(h.logs.some((line) => line.event === 'login.succeeded')).toBe(true)
  })

  test('a third-party answer whose state no sign-in started here is refused (oidc.test.ts has the rest)', async ({
    h,
  }) => {
    const answer = await h.call('POST', '/v2/login', {
      body: { code: 'abc', state: 'never-issued' },
    })
    expect(answer.status).toBe(400)
    expect(refusal(answer).code).toBe('oidcState')
  })
})

describe('sessions', () => {
  test('sign-out revokes the token at once', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    expect((await h.call('POST', '/v2/logout', { token })).status).toBe(200)
    expect((await h.call('GET', '/v2/getprofileinfo', { token })).status).toBe(401)
  })

  test('end after the idle time without a request', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    h.clock.advance(59 * 60_000)
    expect((await h.call('GET', '/v2/getprofileinfo', { token })).status).toBe(200)
    h.clock.advance(59 * 60_000)
    expect((await h.call('GET', '/v2/getprofileinfo', { token })).status).toBe(200)
    h.clock.advance(61 * 60_000)
    expect((await h.call('GET', '/v2/getprofileinfo', { token })).status).toBe(401)
  })

  test('end after the absolute lifetime however active', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    // 13 × 55 minutes = 11 h 55 min of steady work, then past the 12-hour lifetime.
    for (let step = 0; step < 13; step++) {
      h.clock.advance(55 * 60_000)
      expect((await h.call('GET', '/v2/getprofileinfo', { token })).status).toBe(200)
    }
    h.clock.advance(10 * 60_000)
    expect((await h.call('GET', '/v2/getprofileinfo', { token })).status).toBe(401)
  })

  test('refuse malformed and unknown tokens with 401', async ({ h }) => {
    for (const authorization of ['Bearer', 'Bearer short', 'Basic abc', `Bearer ${'x'.repeat(43)}`]) {
      expect((await h.call('GET', '/v2/getprofileinfo', { headers: { authorization } })).status).toBe(401)
    }
  })
})

describe('password reset', () => {
  test('mails a single-use link that sets the password and ends every session', async ({ h }) => {
    const oldToken = await h.login(DEMO.user)
    expect((await h.call('POST', '/v2/forgot-password', { body: { email: DEMO.user } })).status).toBe(200)
    await h.settle()
    const [mail] = await h.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, DEMO.user), eq(outbox.kind, 'password-reset')))
    const link = /reset-password\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1]
    expect(link).toBeTruthy()
    const reset = await h.call('POST', '/v2/reset-password', {
      body: { token: link, password: 'a brand new passphrase' },
    })
    expect(reset.status).toBe(200)
    expect((await h.call('GET', '/v2/getprofileinfo', { token: oldToken })).status).toBe(401)
    expect(
      (
        await h.call('POST', '/v2/login', {
          body: { email: DEMO.user, password: 'greenlight-demo' },
        })
      ).status,
    ).toBe(401)
    expect(
      (
        await h.call('POST', '/v2/login', {
          body: { email: DEMO.user, password: 'a brand new passphrase' },
        })
      ).status,
    ).toBe(200)
    const again = await h.call('POST', '/v2/reset-password', {
      body: { token: link, password: 'another new passphrase' },
    })
    expect(again.status).toBe(400)
    expect(refusal(again).errors).toEqual([
      { path: 'token', message: expect.stringMatching(/expired or was already used/) },
    ])
  })

  test('answers the same for an unknown email, and sends nothing', async ({ h }) => {
    const answer = await h.call('POST', '/v2/forgot-password', {
      body: { email: 'nobody@nowhere.test' },
    })
    expect(answer.status).toBe(200)
    expect(okBody(authApi.forgotPassword, answer).data).toEqual({ accepted: true })
    await h.settle()
    expect(await h.db.select().from(outbox).where(like(outbox.toEmail, 'nobody%'))).toEqual([])
  })

  test('answers before looking the account up, so a known and an unknown address take the same time', async ({
    h,
  }) => {
    const known = await h.call('POST', '/v2/forgot-password', { body: { email: DEMO.user } })
    // The answer is out and the link not yet written: nothing about the account went into it.
    expect(known.status).toBe(200)
    expect(await h.db.select().from(outbox).where(eq(outbox.kind, 'password-reset'))).toEqual([])
    await h.settle()
    expect(await h.db.select().from(outbox).where(eq(outbox.kind, 'password-reset'))).toHaveLength(1)
  })

  test('sends at most three links an hour to one address, and takes ten requests an hour from one client', async ({
    h,
  }) => {
    const ask = (email: string, ip = '198.51.100.20') =>
      h.call('POST', '/v2/forgot-password', { body: { email }, headers: { 'x-forwarded-for': ip } })
    for (let request = 0; request < 3; request++) expect((await ask(DEMO.user)).status).toBe(200)
    const fourth = await ask(DEMO.user, '198.51.100.21')
    expect(fourth.status).toBe(429)
    expect(refusal(fourth)).toMatchObject({ code: 'tooManyAttempts', params: { minutes: 60 } })
    // An unknown address is limited the same way: the limit tells nothing about who exists.
    for (let request = 0; request < 3; request++) expect((await ask('nobody@nowhere.test')).status).toBe(200)
    expect((await ask('nobody@nowhere.test', '198.51.100.22')).status).toBe(429)
    // Six requests from 198.51.100.20 so far; four more, then the client is refused for any address.
    for (let request = 0; request < 4; request++)
      expect((await ask(`someone${request}@nowhere.test`)).status).toBe(200)
    expect((await ask(DEMO.admin)).status).toBe(429)
    await h.settle()
    expect(await h.db.select().from(outbox).where(eq(outbox.toEmail, DEMO.user))).toHaveLength(3)
    h.clock.advance(61 * 60_000)
    expect((await ask(DEMO.user)).status).toBe(200)
  })

  test('expires links after an hour', async ({ h }) => {
    await h.call('POST', '/v2/forgot-password', { body: { email: DEMO.user } })
    await h.settle()
    const [mail] = await h.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, DEMO.user), isNull(outbox.sentAt)))
    const link = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1]
    h.clock.advance(61 * 60_000)
    expect(
      (
        await h.call('POST', '/v2/reset-password', {
          body: { token: link, password: 'a brand new passphrase' },
        })
      ).status,
    ).toBe(400)
  })

  test('refuses a short password with a field message', async ({ h }) => {
    const answer = await h.call('POST', '/v2/reset-password', {
      body: { token: 'x'.repeat(43), password: 'short' },
    })
    expect(answer.status).toBe(400)
    expect(refusal(answer).errors).toEqual([
      { path: 'password', message: 'Use at least 12 characters', code: 'minLength', params: { count: 12 } },
    ])
  })
})

describe('account requests', () => {
  test('are recorded and mailed to platform staff', async ({ h }) => {
    const answer = await h.call('POST', '/v2/register', {
      body: { organization_name: 'Acme Films', name: 'Ann Lee', email: 'ann@acme.test' },
    })
    expect(answer.status).toBe(200)
    const mails = await h.db.select().from(outbox).where(eq(outbox.kind, 'signup-request'))
    expect(mails[0]?.subject).toBe('Account request: Acme Films')
  })

  test('are limited per client address: ten an hour', async ({ h }) => {
    const request = (n: number) =>
      h.call('POST', '/v2/register', {
        body: { organization_name: `Studio ${n}`, name: 'Ann Lee', email: `ann${n}@acme.test` },
        headers: { 'x-forwarded-for': '198.51.100.30' },
      })
    for (let n = 0; n < 10; n++) expect((await request(n)).status).toBe(200)
    expect((await request(10)).status).toBe(429)
    expect(await h.db.select().from(outbox).where(eq(outbox.kind, 'signup-request'))).toHaveLength(10)
  })

  test('share the client address’s ten an hour with reset links (the red team’s 9 + 10)', async ({ h }) => {
    const ip = '198.51.100.40'
    for (let n = 0; n < 9; n++)
      expect(
        (
          await h.call('POST', '/v2/forgot-password', {
            body: { email: `someone${n}@nowhere.test` },
            headers: { 'x-forwarded-for': ip },
          })
        ).status,
      ).toBe(200)
    const register = (n: number) =>
      h.call('POST', '/v2/register', {
        body: { organization_name: `Studio ${n}`, name: 'Ann Lee', email: `ann${n}@acme.test` },
        headers: { 'x-forwarded-for': ip },
      })
    expect((await register(0)).status).toBe(200)
    const statuses = []
    for (let n = 1; n < 10; n++) statuses.push((await register(n)).status)
    expect(statuses).toEqual(Array(9).fill(429))
    expect(await h.db.select().from(outbox).where(eq(outbox.kind, 'signup-request'))).toHaveLength(1)
  })
})
