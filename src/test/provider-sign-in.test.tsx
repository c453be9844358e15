import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '@/lib/i18n'
import { useSession } from '@/lib/session'
import { setMockScenario } from '../../mocks/scenario'
import { issuePasswordToken } from '../../server/auth/password-tokens'
import { nodeSecrets } from '../../server/platform/node-secrets'
import { CHEAP_SCRYPT } from '../../server/platform/secrets'
import { renderApp } from './app'
import { mockDatabase, tables } from './server'

/*
 * Third-party sign-in in the SPA, on the server's own app behind the mocks with the stand-in
 * provider "Studio SSO" (mocks/sso.ts): the server starts the sign-in, the provider approves at
 * once, and the callback page finishes it.
 */

/** The provider's redirect back to /callback, which the browser would follow. */
function stubLeavingForProvider() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => {})
}

describe('third-party sign-in', () => {
  it('an invitation link offers the provider instead of a password, and signing in there links the invitee', async () => {
    setMockScenario({ oidc: { subject: 'sso-stranger' } })
    const db = await mockDatabase()
    const [invitee] = await db
      .select({ id: tables.users.id })
      .from(tables.users)
      .where(eq(tables.users.email, 'user@demostudios.test'))
    const { token } = await issuePasswordToken(
      db,
      nodeSecrets(CHEAP_SCRYPT),
      invitee?.id as number,
      'invite',
      new Date(),
    )
    const leave = stubLeavingForProvider()
    await renderApp(`/pages/reset-password?token=${token}`)
    expect(await screen.findByText('or, instead of a password')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Studio SSO' }))
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1))

    const back = new URL(String(leave.mock.calls[0]?.[0]))
    expect(back.pathname).toBe('/callback')
    expect(sessionStorage.getItem('greenlight.oidcState')).toBe(back.searchParams.get('state'))
    cleanup()
    const { router } = await renderApp(`${back.pathname}${back.search}`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/projects'), { timeout: 10_000 })
    expect(useSession.getState().profile?.user.email).toBe('user@demostudios.test')
    const identities = await db.select().from(tables.userIdentities)
    expect(identities).toMatchObject([{ userId: invitee?.id, subject: 'sso-stranger' }])
  })

  it('the callback page says the server’s refusal in the user’s language', async () => {
    setMockScenario({ oidc: { subject: 'sso-stranger' } })
    const started = await fetch('http://localhost/v2/oidc/start', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'studio-sso', redirect_uri: 'http://localhost/callback' }),
    })
    const { data } = (await started.json()) as { data: { authorization_url: string; state: string } }
    sessionStorage.setItem('greenlight.oidcState', data.state)
    const back = new URL(data.authorization_url)
    await changeLanguage('de')
    try {
      await renderApp(`${back.pathname}${back.search}`)
      expect(
        await screen.findByText(
          'Mit dieser Anmeldung ist kein Greenlight-Konto verknüpft; bitten Sie Ihren Admin um eine Einladung.',
          {},
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument()
      expect(useSession.getState().accessToken).toBeFalsy()
    } finally {
      await changeLanguage('en')
    }
  })
})
