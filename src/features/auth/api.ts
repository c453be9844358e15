/**
 * The auth endpoints. Loaded on first use through `loadAuthApi` (queries.ts), so ky and the
 * contract's schemas are not part of the sign-in page's first paint.
 */
import { authApi } from '@contract/api/auth'
import { profileApi } from '@contract/api/profile'
import type {
  ForgotPasswordRequest,
  LoginRequest,
  OidcLoginRequest,
  OidcStartRequest,
  Profile,
  RegisterRequest,
  ResetPasswordRequest,
  UpdateProfileRequest,
} from '@contract/auth'
import { callApi } from '@/lib/api'
import { CREDENTIAL_CHECK, STAY_ON_UNAUTHORIZED } from '@/lib/http'

/** An answer carrying `err` (spec section 8) fails the contract's schema: the caller drops the token. */
export async function fetchProfile({ onPublicPage = false } = {}): Promise<Profile> {
  return (await callApi(profileApi.profile, { context: { [STAY_ON_UNAUTHORIZED]: onPublicPage } })).data
}

export async function fetchDomainConfig() {
  return (await callApi(profileApi.domainConfig)).data
}

const credentialCheck = { [CREDENTIAL_CHECK]: true }

export async function login(input: LoginRequest) {
  return (await callApi(authApi.login, { body: input, context: credentialCheck })).data
}

export async function startProviderSignIn(input: OidcStartRequest) {
  return (await callApi(authApi.oidcStart, { body: input })).data
}

export async function loginWithProvider(input: OidcLoginRequest) {
  return (await callApi(authApi.login, { body: input, context: credentialCheck })).data
}

export async function logout() {
  return callApi(authApi.logout)
}

export async function updateProfile(input: UpdateProfileRequest) {
  return (await callApi(profileApi.updateProfile, { body: input })).data
}

export async function register(input: RegisterRequest) {
  return callApi(authApi.register, { body: input })
}

export async function requestPasswordReset(input: ForgotPasswordRequest) {
  return callApi(authApi.forgotPassword, { body: input })
}

export async function resetPassword(input: ResetPasswordRequest) {
  return callApi(authApi.resetPassword, { body: input })
}
