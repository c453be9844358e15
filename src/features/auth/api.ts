/**
 * The auth endpoints. Loaded on first use through `loadAuthApi` (queries.ts), so ky and the
 * contract's schemas are not part of the sign-in page's first paint.
 */
import {
  acceptedResponseSchema,
  domainConfigResponseSchema,
  type ForgotPasswordRequest,
  type LoginRequest,
  loginResponseSchema,
  logoutResponseSchema,
  type oidcLoginRequestSchema,
  type Profile,
  profileResponseSchema,
  type RegisterRequest,
  type ResetPasswordRequest,
  type UpdateProfileRequest,
  updateProfileResponseSchema,
} from '@contract/auth'
import { errorEnvelopeSchema } from '@contract/envelope'
import * as z from 'zod/mini'
import { CREDENTIAL_CHECK, getJson, STAY_ON_UNAUTHORIZED, sendJson } from '@/lib/http'

/** The profile answer carried `err` (spec section 8): the caller drops the token. */
export class ProfileError extends Error {
  override name = 'ProfileError'
}

const profileAnswerSchema = z.union([profileResponseSchema, errorEnvelopeSchema])

export async function fetchProfile({ onPublicPage = false } = {}): Promise<Profile> {
  const body = await getJson('v2/getprofileinfo', profileAnswerSchema, {
    context: { [STAY_ON_UNAUTHORIZED]: onPublicPage },
  })
  if (body.Status === 1) return body.data
  throw new ProfileError(body.message)
}

export async function fetchDomainConfig() {
  return (await getJson('v2/getdomainconfig', domainConfigResponseSchema)).data
}

const credentialCheck = { context: { [CREDENTIAL_CHECK]: true } }

export async function login(input: LoginRequest) {
  return (await sendJson('post', 'v2/login', input, loginResponseSchema, credentialCheck)).data
}

export async function loginWithProvider(input: z.input<typeof oidcLoginRequestSchema>) {
  return (await sendJson('post', 'v2/login', input, loginResponseSchema, credentialCheck)).data
}

export async function logout() {
  return sendJson('post', 'v2/logout', {}, logoutResponseSchema)
}

export async function updateProfile(input: UpdateProfileRequest) {
  return (await sendJson('post', 'v2/updateprofileinfo', input, updateProfileResponseSchema)).data
}

export async function register(input: RegisterRequest) {
  return sendJson('post', 'v2/register', input, acceptedResponseSchema)
}

export async function requestPasswordReset(input: ForgotPasswordRequest) {
  return sendJson('post', 'v2/forgot-password', input, acceptedResponseSchema)
}

export async function resetPassword(input: ResetPasswordRequest) {
  return sendJson('post', 'v2/reset-password', input, acceptedResponseSchema)
}
