import { and, eq } from 'drizzle-orm'
import { exportJWK, generateKeyPair } from 'jose'
import { afterAll, beforeAll, describe, expect, vi } from 'vitest'
import { authApi } from '../../../contract/api/auth'
import { profileApi } from '../../../contract/api/profile'
import { loginResponseSchema } from '../../../contract/auth'
import { createApp } from '../../app'
import { linkIdentity } from '../../auth/oidc/store'
import { auditLog, oidcFlows, outbox, roles, sessions, userIdentities, users } from '../../db/schema'
import type { Deps } from '../../http/route'
import { type Answer, DEMO, type Harness, okBody, refusal, test } from '../../test/harness'
import { startTestProvider, type TestProvider } from '../../test/oidc-provider'

/*
 * Third-party sign-in against a real OpenID provider (oidc-provider, in this process on
 * 127.0.0.1): the server's requests to it are real HTTP, its ID tokens are really signed.
 */

const REDIRECT = 'https://greenlight.test/callback'
const CLIENT = { id: 'greenlight', secret: 'a-test-client-secret' }
let idp: TestProvider

beforeAll(async () => {
  idp = await startTestProvider({
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    redirectUris: [REDIRECT],
    people: {
      ada: { email: 'ada@studio-sso.test', name: 'Ada Admin' },
      stranger: { email: 'stranger@elsewhere.test', name: 'A Stranger' },
      // Claims the address of a Greenlight account she does not own.
      mallory: { email: DEMO.admin, name: 'Mallory' },
      newcomer: { email: 'newcomer@demostudios.test', name: 'Nina Newcomer' },
    },
  })
})
afterAll(() => idp.close())

type Call = (method: string, path: string, body?: unknown, token?: string) => Promise<Answer>

/** The harness's app with the test provider configured (and other dependencies where given). */
function withProvider(h: Harness, overrides: Partial<Deps> = {}, issuer = idp.issuer): Call {
  const provider = {
    id: 'studio-sso',
    name: 'Studio SSO',
    issuer,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
  }
  const app = createApp({ ...h.deps, config: { ...h.deps.config, oidcProviders: [provider] }, ...overrides })
  return async (method, path, body, token) => {
    const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.7' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (token) headers.authorization = `Bearer ${token}`
    const response = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const answer: Answer = { status: response.status, body: await response.json(), headers: response.headers }
    return answer
  }
}

/** Starts a sign-in, and goes through the provider as `subject` (the test is the browser). */
async function throughProvider(
  call: Call,
  subject: string,
  options: { invitation?: string; tamper?: (url: URL) => void } = {},
) {
  const start = await call('POST', '/v2/oidc/start', {
    provider: 'studio-sso',
    redirect_uri: REDIRECT,
    ...(options.invitation ? { invitation: options.invitation } : {}),
  })
  expect(start.status, JSON.stringify(start.body)).toBe(200)
  const started = okBody(authApi.oidcStart, start).data
  const url = new URL(started.authorization_url)
  options.tamper?.(url)
  const back = await idp.authorize(url.toString(), subject)
  return {
    state: started.state,
    code: back.get('code') as string,
    iss: back.get('iss') ?? undefined,
    back,
  }
}

const finish = (call: Call, answer: { code: string; state: string; iss?: string | undefined }) =>
  call('POST', '/v2/login', {
    code: answer.code,
    state: answer.state,
    ...(answer.iss ? { iss: answer.iss } : {}),
  })

async function userId(h: Harness, email: string) {
  const [user] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return user?.id as number
}

/** Ada, at the provider, is the demo Admin here (as if an invitation had linked her). */
async function linkAda(h: Harness) {
  await linkIdentity(
    h.db,
    { userId: await userId(h, DEMO.admin), issuer: idp.issuer, subject: 'ada', email: null },
    h.clock.now,
  )
}

/** An Admin adds a user without a password; answers the token of the invitation mailed to them. */
async function invite(h: Harness, email: string) {
  const token = await h.login(DEMO.admin)
  const [role] = await h.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organizationId, 2), eq(roles.roleType, 'User')))
  const created = await h.call('POST', '/v2/users', {
    token,
    body: { name: 'Nina Newcomer', email, role_id: role?.id },
  })
  expect(created.status).toBe(200)
  const [mail] = await h.db.select().from(outbox).where(eq(outbox.toEmail, email))
  const link = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1]
  expect(link).toBeTruthy()
  return link as string
}

describe('third-party sign-in: configuration and start', () => {
  test('the domain configuration lists the providers by id and name, nothing secret', async ({ h }) => {
    const answer = await withProvider(h)('GET', '/v2/getdomainconfig')
    expect(okBody(profileApi.domainConfig, answer).data.sign_in).toEqual({
      password: true,
      providers: [{ id: 'studio-sso', name: 'Studio SSO' }],
    })
    expect(JSON.stringify(answer.body)).not.toContain(CLIENT.secret)
    const without = await h.call('GET', '/v2/getdomainconfig')
    expect(okBody(profileApi.domainConfig, without).data.sign_in.providers).toEqual([])
  })

  test('starts a code flow with PKCE S256, state and nonce, kept hashed and single-use in the database', async ({
    h,
  }) => {
    const start = await withProvider(h)('POST', '/v2/oidc/start', {
      provider: 'studio-sso',
      redirect_uri: REDIRECT,
    })
    expect(start.status).toBe(200)
    const started = okBody(authApi.oidcStart, start).data
    const url = new URL(started.authorization_url)
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/auth`)
    const query = Object.fromEntries(url.searchParams)
    expect(query).toMatchObject({
      client_id: CLIENT.id,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      state: started.state,
    })
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/)
    expect(query.nonce).toMatch(/^[\w-]{20,}$/)
    const flows = await h.db.select().from(oidcFlows)
    expect(flows).toHaveLength(1)
    expect(flows[0]).toMatchObject({ providerId: 'studio-sso', nonce: query.nonce, redirectUri: REDIRECT })
    expect(flows[0]?.stateHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(flows)).not.toContain(started.state)
    expect(JSON.stringify(flows)).not.toContain(query.code_challenge)
  })

  test('refuses an unknown provider and a return address other than this site’s /callback', async ({ h }) => {
    const call = withProvider(h)
    const unknown = await call('POST', '/v2/oidc/start', { provider: 'other', redirect_uri: REDIRECT })
    expect(unknown).toMatchObject({ status: 400, body: { code: 'oidcUnknownProvider' } })
    const elsewhere = await call('POST', '/v2/oidc/start', {
      provider: 'studio-sso',
      redirect_uri: 'https://evil.test/callback',
    })
    expect(elsewhere).toMatchObject({ status: 400, body: { code: 'oidcRedirect' } })
    expect(await h.db.select().from(oidcFlows)).toEqual([])
  })

  test('a provider that cannot be reached is a 502 the callback page can name', async ({ h }) => {
    const call = withProvider(h, {}, 'http://127.0.0.1:9')
    const answer = await call('POST', '/v2/oidc/start', { provider: 'studio-sso', redirect_uri: REDIRECT })
    expect(answer).toMatchObject({ status: 502, body: { code: 'oidcUnavailable' } })
  })
})

describe('third-party sign-in: finishing', () => {
  test('signs a linked identity in with the same answer as a password sign-in, audited', async ({ h }) => {
    await linkAda(h)
    const call = withProvider(h)
    const answer = await finish(call, await throughProvider(call, 'ada'))
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(loginResponseSchema.safeParse(answer.body).success).toBe(true)
    const session = okBody(authApi.login, answer).data
    expect(session).toMatchObject({
      OrganizationID: 2,
      UserRole: 'Admin',
      user: { email: DEMO.admin },
    })
    const profile = await call('GET', '/v2/getprofileinfo', undefined, session.token)
    expect(profile.status).toBe(200)
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'session.login'))
    expect(entry).toMatchObject({
      entity: 'user',
      entityId: String(await userId(h, DEMO.admin)),
      organizationId: 2,
    })
    expect(await h.db.select().from(oidcFlows)).toEqual([])
  })

  test('an answer is used once: the same code and state again are refused', async ({ h }) => {
    await linkAda(h)
    const call = withProvider(h)
    const answer = await throughProvider(call, 'ada')
    expect((await finish(call, answer)).status).toBe(200)
    const again = await finish(call, answer)
    expect(again).toMatchObject({ status: 400, body: { code: 'oidcState' } })
  })

  test('wrong state: an answer whose state this server never issued is refused', async ({ h }) => {
    await linkAda(h)
    const call = withProvider(h)
    const answer = await throughProvider(call, 'ada')
    const forged = await finish(call, { ...answer, state: 'a-state-nobody-issued' })
    expect(forged).toMatchObject({ status: 400, body: { code: 'oidcState' } })
    expect(refusal(forged).message).toMatch(/does not belong to a sign-in under way/)
  })

  test('a code from another sign-in does not finish this one (PKCE verifier)', async ({ h }) => {
    await linkAda(h)
    const call = withProvider(h)
    const first = await throughProvider(call, 'ada')
    const second = await throughProvider(call, 'ada')
    const swapped = await finish(call, { ...second, code: first.code })
    expect(swapped).toMatchObject({ status: 400, body: { code: 'oidcCode' } })
  })

  test('wrong nonce: an ID token minted for another nonce is refused', async ({ h }) => {
    await linkAda(h)
    const call = withProvider(h)
    const answer = await throughProvider(call, 'ada', {
      tamper: (url) => url.searchParams.set('nonce', 'a-nonce-of-another-sign-in'),
    })
    const refused = await finish(call, answer)
    expect(refused).toMatchObject({ status: 401, body: { code: 'oidcToken' } })
    expect(
      await h.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, await userId(h, DEMO.admin))),
    ).toEqual([])
  })

  test('an ID token not signed by a key of the provider’s JWKS is refused', async ({ h }) => {
    await linkAda(h)
    const published = (await (await fetch(`${idp.issuer}/jwks`)).json()) as { keys: { kid: string }[] }
    const impostor = await generateKeyPair('RS256', { extractable: true })
    const forgedKeys = {
      keys: [
        { ...(await exportJWK(impostor.publicKey)), kid: published.keys[0]?.kid, alg: 'RS256', use: 'sig' },
      ],
    }
    // The provider is real; only the keys the server reads are someone else's.
    const call = withProvider(h, {
      oidcFetch: async (input, init) =>
        String(input) === `${idp.issuer}/jwks` ? Response.json(forgedKeys) : fetch(input, init),
    })
    const refused = await finish(call, await throughProvider(call, 'ada'))
    expect(refused).toMatchObject({ status: 401, body: { code: 'oidcToken' } })
  })

  test('an answer naming another issuer (mix-up) is refused', async ({ h }) => {
    await linkAda(h)
    const call = withProvider(h)
    const answer = await throughProvider(call, 'ada')
    expect(answer.iss).toBe(idp.issuer)
    const mixed = await finish(call, { ...answer, iss: 'https://other-provider.test' })
    expect(mixed).toMatchObject({ status: 401, body: { code: 'oidcToken' } })
  })

  test('expired code: the provider refuses it, and the user is told to start again', async ({ h }) => {
    await linkAda(h)
    const call = withProvider(h)
    idp.codeTtlSeconds = 1
    const realNow = Date.now
    try {
      const answer = await throughProvider(call, 'ada')
      // The provider reads its clock from Date.now(): two seconds on it outlive the code as
      // surely as waiting them out, without the wait.
      vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 2_000)
      const late = await finish(call, answer)
      expect(late).toMatchObject({ status: 400, body: { code: 'oidcCode' } })
      expect(refusal(late).message).toMatch(/expired or was used already/)
    } finally {
      vi.restoreAllMocks()
      idp.codeTtlSeconds = 60
    }
  })

  test('a sign-in that stayed at the provider past its ten minutes is refused', async ({ h }) => {
    await linkAda(h)
    const call = withProvider(h)
    const answer = await throughProvider(call, 'ada')
    h.clock.advance(10 * 60_000 + 1)
    expect(await finish(call, answer)).toMatchObject({ status: 400, body: { code: 'oidcState' } })
  })

  test('unknown user: a valid identity linked to no account is refused, and the refusal audited', async ({
    h,
  }) => {
    const call = withProvider(h)
    const refused = await finish(call, await throughProvider(call, 'stranger'))
    expect(refused).toMatchObject({ status: 401, body: { code: 'oidcNotLinked' } })
    expect(refusal(refused).message).toBe(
      'No Greenlight account is linked to this sign-in; ask your Admin for an invitation',
    )
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'login.oidc.refused'))
    expect(entry?.after).toMatchObject({
      reason: 'not-linked',
      subject: 'stranger',
      email: 'stranger@elsewhere.test',
    })
  })

  test('an identity is never matched by email: the provider vouching for an existing address gets nothing', async ({
    h,
  }) => {
    const call = withProvider(h)
    const refused = await finish(call, await throughProvider(call, 'mallory'))
    expect(refused).toMatchObject({ status: 401, body: { code: 'oidcNotLinked' } })
    expect(await h.db.select().from(userIdentities)).toEqual([])
    expect(
      await h.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, await userId(h, DEMO.admin))),
    ).toEqual([])
  })

  test('an archived user’s identity no longer signs in', async ({ h }) => {
    await linkAda(h)
    await h.db.update(users).set({ archivedAt: h.clock.now }).where(eq(users.email, DEMO.admin))
    const call = withProvider(h)
    expect(await finish(call, await throughProvider(call, 'ada'))).toMatchObject({
      status: 401,
      body: { code: 'oidcNotLinked' },
    })
  })
})

describe('third-party sign-in: linking through an invitation', () => {
  test('the invitee signs in with the provider instead of choosing a password, which links them', async ({
    h,
  }) => {
    const invitation = await invite(h, 'nina@demostudios.test')
    const call = withProvider(h)
    const linked = await finish(call, await throughProvider(call, 'newcomer', { invitation }))
    expect(linked.status, JSON.stringify(linked.body)).toBe(200)
    expect(okBody(authApi.login, linked).data.user.email).toBe('nina@demostudios.test')
    const nina = await userId(h, 'nina@demostudios.test')
    expect(await h.db.select().from(userIdentities)).toMatchObject([
      { userId: nina, issuer: idp.issuer, subject: 'newcomer', email: 'newcomer@demostudios.test' },
    ])
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'user.identity.link'))
    expect(entry).toMatchObject({ entityId: String(nina), organizationId: 2 })

    // The invitation is spent: it neither links again nor sets a password.
    const again = await call('POST', '/v2/oidc/start', {
      provider: 'studio-sso',
      redirect_uri: REDIRECT,
      invitation,
    })
    expect(again).toMatchObject({ status: 400, body: { code: 'oidcInvitation' } })
    const password = await h.call('POST', '/v2/reset-password', {
      body: { token: invitation, password: 'a long enough passphrase' },
    })
    expect(password.status).toBe(400)

    // From now on the provider alone signs Nina in.
    const next = await finish(call, await throughProvider(call, 'newcomer'))
    expect(next.status).toBe(200)
    expect(okBody(authApi.login, next).data.user.user_id).toBe(nina)
  })

  test('a password reset link is no invitation: it cannot link an identity', async ({ h }) => {
    await h.call('POST', '/v2/forgot-password', { body: { email: DEMO.user } })
    await h.settle()
    const [mail] = await h.db.select().from(outbox).where(eq(outbox.toEmail, DEMO.user))
    const reset = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1] as string
    const answer = await withProvider(h)('POST', '/v2/oidc/start', {
      provider: 'studio-sso',
      redirect_uri: REDIRECT,
      invitation: reset,
    })
    expect(answer).toMatchObject({ status: 400, body: { code: 'oidcResetLink' } })
    expect(await h.db.select().from(oidcFlows)).toEqual([])
  })

  test('an identity linked to one account is not linked to another; that invitation stays usable', async ({
    h,
  }) => {
    await linkAda(h)
    const invitation = await invite(h, 'nina@demostudios.test')
    const call = withProvider(h)
    const refused = await finish(call, await throughProvider(call, 'ada', { invitation }))
    expect(refused).toMatchObject({ status: 409, body: { code: 'oidcLinkedElsewhere' } })
    expect(await h.db.select().from(userIdentities)).toHaveLength(1)
    const retry = await call('POST', '/v2/oidc/start', {
      provider: 'studio-sso',
      redirect_uri: REDIRECT,
      invitation,
    })
    expect(retry.status).toBe(200)
  })
})
