import { importJWK, SignJWT } from 'jose'
import { calculatePKCECodeChallenge } from 'oauth4webapi'
import type { OidcProvider } from '../server/auth/oidc/providers'

/*
 * "Studio SSO": a stand-in OpenID provider for the mock API, answering the server's requests
 * (discovery, keys, token) from inside the page, with ID tokens really signed by the key below.
 * It approves at once: the scenario (mocks/scenario.ts) turns the authorization URL the server
 * answers into the provider's redirect back to /callback. Its codes carry what its token endpoint
 * checks (PKCE challenge, redirect URI, client, nonce), because the page that made one is gone
 * when the code comes back. Tests of the server use a real provider (server/test/oidc-provider.ts).
 */

export const MOCK_SSO: OidcProvider = {
  id: 'studio-sso',
  name: 'Studio SSO',
  issuer: 'https://sso.example.test',
  clientId: 'greenlight-demo',
  clientSecret: 'mock-client-secret',
}

/** The provider's people; `linked`: the demo account the mock API links the person to. */
export const MOCK_SSO_PEOPLE: Record<string, { email: string; name: string; linked?: string }> = {
  'sso-admin': { email: 'admin@demostudios.test', name: 'Demo Admin', linked: 'admin@demostudios.test' },
  'sso-stranger': { email: 'stranger@elsewhere.test', name: 'A Stranger' },
}

// A key made for these mocks and published here: it signs nothing but the stand-in's tokens.
const SIGNING_KEY = {
  kty: 'EC',
  crv: 'P-256',
  x: '18Kaz2huI1yBXvCgJXbf1Tt1MwQXu5MFy_-8TPYSMpw',
  y: '7r0fEWvR8nrhQ2rA--54h7043xMGnBbZEDoJD0yQLB8',
  d: 'jsdqUDWdW35LgxuHQTP3ScnWt58xuc_RZVmU_1L3AbQ',
}
const KEY_ID = 'studio-sso-mock-1'
const CODE_LIFETIME_MS = 60_000

type CodeContent = {
  sub: string
  nonce: string
  challenge: string
  redirect_uri: string
  client_id: string
  expires: number
}

const encode = (content: CodeContent) =>
  btoa(JSON.stringify(content)).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '')

function decode(code: string): CodeContent | null {
  try {
    return JSON.parse(atob(code.replaceAll('-', '+').replaceAll('_', '/'))) as CodeContent
  } catch {
    return null
  }
}

/** Where the provider sends the browser after `subject` signed in: the callback with a code. */
export function approve(authorizationUrl: string, subject: string): string {
  const request = new URL(authorizationUrl).searchParams
  const redirect = new URL(request.get('redirect_uri') ?? '/callback')
  redirect.searchParams.set(
    'code',
    encode({
      sub: subject,
      nonce: request.get('nonce') ?? '',
      challenge: request.get('code_challenge') ?? '',
      redirect_uri: request.get('redirect_uri') ?? '',
      client_id: request.get('client_id') ?? '',
      expires: Date.now() + CODE_LIFETIME_MS,
    }),
  )
  redirect.searchParams.set('state', request.get('state') ?? '')
  redirect.searchParams.set('iss', MOCK_SSO.issuer)
  return redirect.toString()
}

const oauthError = (error: string, description: string) =>
  Response.json({ error, error_description: description }, { status: 400 })

/** HTTP Basic with the form-encoded client id and secret (RFC 6749 section 2.3.1). */
function clientAuthenticated(authorization: string | null) {
  const [scheme, credentials] = (authorization ?? '').split(' ')
  if (scheme !== 'Basic' || !credentials) return false
  const formDecode = (value: string) => decodeURIComponent(value.replaceAll('+', ' '))
  const [id = '', secret = ''] = atob(credentials).split(':')
  return formDecode(id) === MOCK_SSO.clientId && formDecode(secret) === MOCK_SSO.clientSecret
}

async function token(form: URLSearchParams, authorization: string | null): Promise<Response> {
  if (!clientAuthenticated(authorization)) return Response.json({ error: 'invalid_client' }, { status: 401 })
  const code = decode(form.get('code') ?? '')
  const person = code ? MOCK_SSO_PEOPLE[code.sub] : undefined
  if (!code || !person || code.expires < Date.now())
    return oauthError('invalid_grant', 'code expired or unknown')
  if (code.client_id !== MOCK_SSO.clientId || code.redirect_uri !== form.get('redirect_uri'))
    return oauthError('invalid_grant', 'code issued for another client or redirect URI')
  if ((await calculatePKCECodeChallenge(form.get('code_verifier') ?? '')) !== code.challenge)
    return oauthError('invalid_grant', 'PKCE verification failed')
  const idToken = await new SignJWT({ nonce: code.nonce, email: person.email, name: person.name })
    .setProtectedHeader({ alg: 'ES256', kid: KEY_ID })
    .setIssuer(MOCK_SSO.issuer)
    .setAudience(MOCK_SSO.clientId)
    .setSubject(code.sub)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(await importJWK(SIGNING_KEY, 'ES256'))
  return Response.json({
    access_token: 'mock-access-token',
    token_type: 'Bearer',
    expires_in: 300,
    id_token: idToken,
  })
}

/** The provider's HTTP side, as the server's `oidcFetch`. */
export const mockSsoFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init)
  const url = new URL(request.url)
  if (url.origin !== MOCK_SSO.issuer) return new Response('not the stand-in provider', { status: 404 })
  switch (url.pathname) {
    case '/.well-known/openid-configuration':
      return Response.json({
        issuer: MOCK_SSO.issuer,
        authorization_endpoint: `${MOCK_SSO.issuer}/authorize`,
        token_endpoint: `${MOCK_SSO.issuer}/token`,
        jwks_uri: `${MOCK_SSO.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['ES256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
        authorization_response_iss_parameter_supported: true,
      })
    case '/jwks': {
      const { d: _private, ...publicKey } = SIGNING_KEY
      return Response.json({ keys: [{ ...publicKey, kid: KEY_ID, alg: 'ES256', use: 'sig' }] })
    }
    case '/token':
      return token(new URLSearchParams(await request.text()), request.headers.get('authorization'))
    default:
      return new Response('not found', { status: 404 })
  }
}
