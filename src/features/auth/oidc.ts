import type { SignInProvider } from '@contract/auth'
import { loadAuthApi } from './queries'

const STATE_KEY = 'greenlight.oidcState'

/** Spec section 7: the provider returns to `<origin>/callback`, with scope `openid profile email`. */
export function callbackUrl(): string {
  return `${window.location.origin}/callback`
}

/**
 * Starts a third-party sign-in: the server keeps the flow (state, nonce, PKCE) and answers the
 * provider's address. The state stays in this tab's sessionStorage, so that only this browser
 * session can finish the sign-in. With `invitation`, the sign-in links the invited account.
 */
export async function beginProviderSignIn(provider: SignInProvider, invitation?: string) {
  const api = await loadAuthApi()
  const started = await api.startProviderSignIn({
    provider: provider.id,
    redirect_uri: callbackUrl(),
    ...(invitation ? { invitation } : {}),
  })
  sessionStorage.setItem(STATE_KEY, started.state)
  window.location.assign(started.authorization_url)
}

/** The state we sent must come back unchanged, once: anything else is a forged or replayed callback. */
export function consumeProviderState(returned: string | undefined): boolean {
  const expected = sessionStorage.getItem(STATE_KEY)
  sessionStorage.removeItem(STATE_KEY)
  return Boolean(expected && returned && expected === returned)
}
