import { http } from 'msw'
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  oidcLoginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
} from '../../contract/auth'
import { FEATURE_FLAGS, isAdminRole } from '../../contract/codes'
import { API, authenticate, badRequest, fail, issueToken, ok, scenarioAnswer, tokenOf } from '../respond'
import { currentScenario } from '../scenario'
import { loginOf, organizationOf, profileOf, roleOf } from '../views'
import { change, now, world } from '../world'
import { readBody } from './body'

function activeUserByEmail(email: string) {
  const user = world().users.find((candidate) => candidate.email === email.toLowerCase())
  return user && !user.archivedAt && !organizationOf(user).archivedAt ? user : undefined
}

export const authHandlers = [
  http.post(`${API}/login`, async ({ request }) => {
    const forced = await scenarioAnswer('POST /v2/login')
    if (forced) return forced
    const body = await readBody(request)
    if (body && typeof body === 'object' && 'code' in body) {
      const parsed = oidcLoginRequestSchema.safeParse(body)
      if (!parsed.success) return badRequest(parsed.error.issues)
      // The mock provider's codes look like "mock-code:<email>".
      const user = activeUserByEmail(parsed.data.code.replace(/^mock-code:/, ''))
      return user
        ? ok(loginOf(user, issueToken(user)))
        : fail(401, 'The sign-in provider did not vouch for this account')
    }
    const parsed = loginRequestSchema.safeParse(body)
    if (!parsed.success) return badRequest(parsed.error.issues)
    const user = activeUserByEmail(parsed.data.email)
    if (!user || user.password !== parsed.data.password) return fail(401, 'Email or password is incorrect')
    change(() => {
      user.lastLoginAt = now()
    })
    return ok(loginOf(user, issueToken(user)))
  }),

  http.post(`${API}/logout`, async ({ request }) => {
    const forced = await scenarioAnswer('POST /v2/logout')
    if (forced) return forced
    const caller = authenticate(request)
    if ('response' in caller) return caller.response
    change((all) => all.revokedTokens.push(tokenOf(request) ?? ''))
    return ok({ signed_out: true as const })
  }),

  http.get(`${API}/getprofileinfo`, async ({ request }) => {
    const forced = await scenarioAnswer('GET /v2/getprofileinfo')
    if (forced) return forced
    const caller = authenticate(request)
    if ('response' in caller) return caller.response
    if (currentScenario().profileErr)
      return Response.json({ Status: 0, err: true, message: 'Profile could not be read' })
    return ok(profileOf(caller.user))
  }),

  http.post(`${API}/updateprofileinfo`, async ({ request }) => {
    const forced = await scenarioAnswer('POST /v2/updateprofileinfo')
    if (forced) return forced
    const caller = authenticate(request)
    if ('response' in caller) return caller.response
    const parsed = updateProfileRequestSchema.safeParse(await readBody(request))
    if (!parsed.success) return badRequest(parsed.error.issues)
    const flags = FEATURE_FLAGS.filter((flag) => parsed.data[flag] !== undefined)
    if (flags.length && !isAdminRole(roleOf(caller.user).roleType)) {
      return fail(403, "Only an Admin can switch the organisation's features")
    }
    change(() => {
      if (parsed.data.name !== undefined) caller.user.name = parsed.data.name
      if (parsed.data.language !== undefined) caller.user.language = parsed.data.language
      const organization = organizationOf(caller.user)
      for (const flag of flags) organization.flags[flag] = parsed.data[flag] as boolean
    })
    return ok(profileOf(caller.user))
  }),

  http.post(`${API}/register`, async ({ request }) => {
    const forced = await scenarioAnswer('POST /v2/register')
    if (forced) return forced
    const parsed = registerRequestSchema.safeParse(await readBody(request))
    return parsed.success ? ok({ accepted: true as const }) : badRequest(parsed.error.issues)
  }),

  http.post(`${API}/forgot-password`, async ({ request }) => {
    const forced = await scenarioAnswer('POST /v2/forgot-password')
    if (forced) return forced
    const parsed = forgotPasswordRequestSchema.safeParse(await readBody(request))
    return parsed.success ? ok({ accepted: true as const }) : badRequest(parsed.error.issues)
  }),

  http.post(`${API}/reset-password`, async ({ request }) => {
    const forced = await scenarioAnswer('POST /v2/reset-password')
    if (forced) return forced
    const parsed = resetPasswordRequestSchema.safeParse(await readBody(request))
    if (!parsed.success) return badRequest(parsed.error.issues)
    return parsed.data.token === 'expired-token-000000'
      ? fail(400, 'This reset link has expired. Ask for a new one.', [
          { path: 'token', message: 'This reset link has expired. Ask for a new one.' },
        ])
      : ok({ accepted: true as const })
  }),

  http.get(`${API}/getdomainconfig`, async () => {
    const forced = await scenarioAnswer('GET /v2/getdomainconfig')
    if (forced) return forced
    return ok({
      product_name: 'Greenlight',
      theme_color: '#4716ba',
      sign_in: {
        password: true,
        oidc: currentScenario().oidc
          ? {
              provider_name: 'Studio SSO',
              authorize_url: 'https://sso.example.test/authorize',
              client_id: 'greenlight-demo',
            }
          : null,
      },
    })
  }),
]
