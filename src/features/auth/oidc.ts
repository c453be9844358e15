import type { DomainConfig } from '@contract/auth'

const STATE_KEY = 'greenlight.oidcState'

/** Spec section 7: the provider returns to `<origin>/callback`, with scope `openid profile email`. */
export function callbackUrl(): string {
  return `${window.location.origin}/callback`
}

export function beginProviderSignIn(oidc: NonNullable<DomainConfig['sign_in']['oidc']>) {
  const state = crypto.randomUUID()
  sessionStorage.setItem(STATE_KEY, state)
  const url = new URL(oidc.authorize_url)
  url.searchParams.set('client_id', oidc.client_id)
  url.searchParams.set('redirect_uri', callbackUrl())
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('scope', 'openid profile email')
  url.searchParams.set('state', state)
  window.location.assign(url.toString())
}

/** The state we sent must come back unchanged, once: anything else is a forged or replayed callback. */
export function consumeProviderState(returned: string | undefined): boolean {
  const expected = sessionStorage.getItem(STATE_KEY)
  sessionStorage.removeItem(STATE_KEY)
  return Boolean(expected && returned && expected === returned)
}
