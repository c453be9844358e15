import { createLocalJWKSet, jwtVerify } from 'jose'
import * as oauth from 'oauth4webapi'
import type { OidcProvider } from './providers'

/*
 * The OpenID Connect protocol, on oauth4webapi (discovery, PKCE, the code grant and the ID token's
 * claims) and jose (the ID token's signature against the provider's published keys). Both run on
 * web APIs only (fetch, WebCrypto): the same code signs in on the Node server and in the page of
 * the mock API, where `fetch` is a stand-in provider.
 */

export const SCOPE = 'openid profile email'
const TIMEOUT_SECONDS = 10

export type OidcFetch = typeof fetch

/** Why a sign-in with a provider failed, in the terms the API answers with. */
export type OidcFailure =
  /** The provider could not be reached, or its metadata, keys or answers are not usable. */
  | 'unavailable'
  /** The provider refused the code: expired, used already, or issued for another request. */
  | 'code'
  /** The ID token failed verification: signature, issuer, audience, expiry or nonce. */
  | 'token'

export class OidcError extends Error {
  override name = 'OidcError'
  constructor(
    readonly failure: OidcFailure,
    /** What went wrong, for the log (never shown to the user). */
    readonly detail: string,
  ) {
    super(detail)
  }
}

const requestOptions = (provider: OidcProvider, fetcher: OidcFetch) => ({
  [oauth.customFetch]: fetcher,
  // http is accepted on this machine only (config.ts), for providers run in development and tests.
  [oauth.allowInsecureRequests]: provider.issuer.startsWith('http:'),
  signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
})

/** The provider's metadata; its `issuer` must be exactly the configured one. */
async function discover(provider: OidcProvider, fetcher: OidcFetch): Promise<oauth.AuthorizationServer> {
  try {
    const issuer = new URL(provider.issuer)
    const response = await oauth.discoveryRequest(issuer, {
      ...requestOptions(provider, fetcher),
      algorithm: 'oidc',
    })
    const metadata = await oauth.processDiscoveryResponse(issuer, response)
    if (!metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.jwks_uri)
      throw new Error('the metadata lacks an authorization, token or JWKS endpoint')
    return metadata
  } catch (error) {
    throw new OidcError('unavailable', `discovery of ${provider.issuer}: ${describe(error)}`)
  }
}

/** The provider's published keys: what the ID token's signature is checked against. */
async function keys(provider: OidcProvider, metadata: oauth.AuthorizationServer, fetcher: OidcFetch) {
  try {
    const response = await fetcher(metadata.jwks_uri as string, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
      redirect: 'manual',
    })
    if (!response.ok) throw new Error(`answered ${response.status}`)
    return createLocalJWKSet(await response.json())
  } catch (error) {
    throw new OidcError('unavailable', `keys of ${provider.issuer}: ${describe(error)}`)
  }
}

const clientOf = (provider: OidcProvider): oauth.Client => ({ client_id: provider.clientId })

/** The provider's `client_secret_basic`, unless it offers only `client_secret_post`. */
function clientAuth(provider: OidcProvider, metadata: oauth.AuthorizationServer) {
  const methods = metadata.token_endpoint_auth_methods_supported
  return methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')
    ? oauth.ClientSecretPost(provider.clientSecret)
    : oauth.ClientSecretBasic(provider.clientSecret)
}

export type AuthorizationRequest = {
  url: string
  state: string
  nonce: string
  codeVerifier: string
}

/** A fresh authorization request: code flow, PKCE S256, state and nonce. */
export async function authorizationRequest(
  provider: OidcProvider,
  redirectUri: string,
  fetcher: OidcFetch,
): Promise<AuthorizationRequest> {
  const metadata = await discover(provider, fetcher)
  const state = oauth.generateRandomState()
  const nonce = oauth.generateRandomNonce()
  const codeVerifier = oauth.generateRandomCodeVerifier()
  const url = new URL(metadata.authorization_endpoint as string)
  url.searchParams.set('client_id', provider.clientId)
  url.searchParams.set('redirect_uri', redirectUri)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('scope', SCOPE)
  url.searchParams.set('state', state)
  url.searchParams.set('nonce', nonce)
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier))
  url.searchParams.set('code_challenge_method', 'S256')
  return { url: url.toString(), state, nonce, codeVerifier }
}

export type VerifiedIdentity = {
  issuer: string
  subject: string
  email: string | null
  name: string | null
}

/**
 * Exchanges the code (client secret and PKCE verifier) and verifies the ID token: signature
 * against the provider's JWKS, issuer, audience, expiry and the nonce this flow sent.
 * Token times are checked on the real clock, which is the provider's.
 */
export async function exchangeCode(
  provider: OidcProvider,
  answer: { code: string; state: string; iss?: string | undefined },
  flow: { redirectUri: string; codeVerifier: string; nonce: string },
  fetcher: OidcFetch,
): Promise<VerifiedIdentity> {
  const metadata = await discover(provider, fetcher)
  const client = clientOf(provider)
  const parameters = new URLSearchParams({ code: answer.code, state: answer.state })
  if (answer.iss) parameters.set('iss', answer.iss)
  let callback: URLSearchParams
  try {
    // The state was matched already (it found this flow); this checks the `iss` the provider named.
    callback = oauth.validateAuthResponse(metadata, client, parameters, answer.state)
  } catch (error) {
    throw new OidcError('token', `authorization response: ${describe(error)}`)
  }
  let idToken: string
  try {
    const response = await oauth.authorizationCodeGrantRequest(
      metadata,
      client,
      clientAuth(provider, metadata),
      callback,
      flow.redirectUri,
      flow.codeVerifier,
      requestOptions(provider, fetcher),
    )
    const tokens = await oauth.processAuthorizationCodeResponse(metadata, client, response, {
      expectedNonce: flow.nonce,
      requireIdToken: true,
    })
    idToken = tokens.id_token as string
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant')
      throw new OidcError('code', `token endpoint: ${describe(error)}`)
    if (error instanceof oauth.OperationProcessingError && isClaimCheck(error.code))
      throw new OidcError('token', `ID token: ${describe(error)}`)
    throw new OidcError('unavailable', `token endpoint: ${describe(error)}`)
  }
  const jwks = await keys(provider, metadata, fetcher)
  try {
    const { payload } = await jwtVerify(idToken, jwks, {
      issuer: provider.issuer,
      audience: provider.clientId,
      algorithms: metadata.id_token_signing_alg_values_supported ?? ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
    })
    if (payload.nonce !== flow.nonce) throw new Error('nonce differs from the one sent')
    return {
      issuer: provider.issuer,
      subject: payload.sub as string,
      email: typeof payload.email === 'string' ? payload.email.slice(0, 254) : null,
      name: typeof payload.name === 'string' ? payload.name.slice(0, 120) : null,
    }
  } catch (error) {
    throw new OidcError('token', `ID token: ${describe(error)}`)
  }
}

/** oauth4webapi's codes for an ID token whose claims (iss, aud, exp, nonce…) do not hold. */
function isClaimCheck(code: string | undefined) {
  return (
    code === oauth.JWT_CLAIM_COMPARISON ||
    code === oauth.JWT_TIMESTAMP_CHECK ||
    code === oauth.INVALID_RESPONSE ||
    code === oauth.PARSE_ERROR
  )
}

function describe(error: unknown) {
  if (error instanceof oauth.ResponseBodyError)
    return `${error.status} ${error.error}${error.error_description ? ` (${error.error_description})` : ''}`
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}
