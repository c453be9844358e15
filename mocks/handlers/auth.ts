import { http } from 'msw'
import {
  type FeatureFlags,
  forgotPasswordRequestSchema,
  type LoginData,
  loginRequestSchema,
  oidcLoginRequestSchema,
  type Profile,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
} from '../../contract/index'
import { DEMO_PASSWORD, type MockUser, permissionRecords, USERS } from '../fixtures'
import {
  API,
  authenticate,
  fail,
  issueToken,
  ok,
  organizationName,
  scenarioAnswer,
  tokenOf,
} from '../respond'
import { currentScenario } from '../scenario'
import { mockState } from '../state'
import { readBody } from './body'

const ORGANIZATION_FLAGS: Record<number, FeatureFlags> = {
  1: {
    advance_isActive: true,
    creditNote_isActive: true,
    tally_isActive: true,
    isShootLocation: true,
    digiSign_isActive: true,
  },
  2: {
    advance_isActive: true,
    creditNote_isActive: true,
    tally_isActive: false,
    isShootLocation: true,
    digiSign_isActive: false,
  },
  3: {
    advance_isActive: false,
    creditNote_isActive: true,
    tally_isActive: true,
    isShootLocation: false,
    digiSign_isActive: false,
  },
}

function flagsOf(user: MockUser): FeatureFlags {
  const base = ORGANIZATION_FLAGS[user.organization_id] ?? ORGANIZATION_FLAGS[2]
  return {
    ...(base as FeatureFlags),
    ...(mockState.profileEdits(user.user_id).flags as Partial<FeatureFlags>),
  }
}

export function profileOf(user: MockUser): Profile {
  const edits = mockState.profileEdits(user.user_id)
  return {
    user: {
      user_id: user.user_id,
      name: edits.name ?? user.name,
      email: user.email,
      language: edits.language ?? 'en',
      organization_id: user.organization_id,
      organization_name: organizationName(user.organization_id),
      company_id: null,
      department_id: null,
      designation_id: null,
      contract_active: 1,
    },
    role: user.role,
    checkUserType: user.role === 'Super Admin' ? 'platform' : 'organization',
    moduleAccess: user.moduleAccess,
    permissionPageAccess: user.permissionPageAccess,
    permission: permissionRecords(user),
    ...flagsOf(user),
  }
}

function loginAnswer(user: MockUser): LoginData {
  const profile = profileOf(user)
  return {
    token: issueToken(user),
    expires_at: new Date(Date.now() + 8 * 3600_000).toISOString(),
    user: {
      user_id: user.user_id,
      name: profile.user.name,
      email: user.email,
      language: profile.user.language,
    },
    OrganizationID: user.organization_id,
    UserRole: user.role,
    UserType: profile.checkUserType,
    moduleAccess: user.moduleAccess,
    permissionPageAccess: user.permissionPageAccess,
    ...flagsOf(user),
  }
}

const badRequest = (issues: { path: PropertyKey[]; message: string }[]) =>
  fail(
    400,
    'Some fields need attention',
    issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  )

export const authHandlers = [
  http.post(`${API}/login`, async ({ request }) => {
    const forced = await scenarioAnswer('POST /v2/login')
    if (forced) return forced
    const body = await readBody(request)
    if (body && typeof body === 'object' && 'code' in body) {
      const parsed = oidcLoginRequestSchema.safeParse(body)
      if (!parsed.success) return badRequest(parsed.error.issues)
      // The mock provider's codes look like "mock-code:<email>".
      const email = parsed.data.code.replace(/^mock-code:/, '')
      const user = USERS.find((candidate) => candidate.email === email)
      return user ? ok(loginAnswer(user)) : fail(401, 'The sign-in provider did not vouch for this account')
    }
    const parsed = loginRequestSchema.safeParse(body)
    if (!parsed.success) return badRequest(parsed.error.issues)
    const user = USERS.find((candidate) => candidate.email === parsed.data.email.toLowerCase())
    if (!user || parsed.data.password !== DEMO_PASSWORD) return fail(401, 'Email or password is incorrect')
    return ok(loginAnswer(user))
  }),

  http.post(`${API}/logout`, async ({ request }) => {
    const forced = await scenarioAnswer('POST /v2/logout')
    if (forced) return forced
    const auth = authenticate(request)
    if ('response' in auth) return auth.response
    mockState.revoke(tokenOf(request) ?? '')
    return ok({ signed_out: true as const })
  }),

  http.get(`${API}/getprofileinfo`, async ({ request }) => {
    const forced = await scenarioAnswer('GET /v2/getprofileinfo')
    if (forced) return forced
    const auth = authenticate(request)
    if ('response' in auth) return auth.response
    if (currentScenario().profileErr) {
      return Response.json({ Status: 0, err: true, message: 'Profile could not be read' })
    }
    return ok(profileOf(auth.user))
  }),

  http.post(`${API}/updateprofileinfo`, async ({ request }) => {
    const forced = await scenarioAnswer('POST /v2/updateprofileinfo')
    if (forced) return forced
    const auth = authenticate(request)
    if ('response' in auth) return auth.response
    const parsed = updateProfileRequestSchema.safeParse(await readBody(request))
    if (!parsed.success) return badRequest(parsed.error.issues)
    const { name, language, ...flags } = parsed.data
    const changesFlags = Object.keys(flags).length > 0
    if (changesFlags && auth.user.role !== 'Admin' && auth.user.role !== 'Super Admin') {
      return fail(403, 'Only an Admin can change the organisation’s features')
    }
    mockState.editProfile(auth.user.user_id, { name, language, flags: changesFlags ? flags : undefined })
    return ok(profileOf(auth.user))
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
