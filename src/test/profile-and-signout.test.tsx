import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { authKeys } from '@/features/auth'
import { useNotifications } from '@/lib/notifications'
import { useSession } from '@/lib/session'
import { mockServer } from '../../mocks/node'
import { setMockScenario } from '../../mocks/scenario'
import { renderApp, signInAs } from './app'

describe('profile name', () => {
  it('saves a new name and shows it in the account menu', async () => {
    await signInAs('admin@demostudios.test')
    await renderApp('/pages/profile')
    const user = userEvent.setup()
    const name = await screen.findByLabelText('Full name')
    await user.clear(name)
    await user.type(name, 'Asha M. Menon')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Profile saved')).toBeInTheDocument()
    expect(useSession.getState().userName).toBe('Asha M. Menon')
    expect(screen.getByRole('button', { name: /Account menu:.*Asha M\. Menon/ })).toBeInTheDocument()
  })

  it.each([
    [400, 'The request is not valid'],
    [409, 'This record was changed by someone else'],
  ])(
    'shows a danger notification titled "Error" with the message for 8.8 s when saving fails (%i)',
    async (status, message) => {
      await signInAs('admin@demostudios.test')
      setMockScenario({ failures: { 'POST /v2/updateprofileinfo': status } })
      await renderApp('/pages/profile')
      const user = userEvent.setup()
      await user.type(await screen.findByLabelText('Full name'), ' Jr')
      await user.click(screen.getByRole('button', { name: 'Save changes' }))
      await waitFor(() => expect(useNotifications.getState().items).toHaveLength(1))
      expect(useNotifications.getState().items[0]).toMatchObject({
        variant: 'danger',
        title: 'Error',
        message,
        durationMs: 8800,
      })
      expect(screen.getByText(message).closest('[role="alert"]')).toHaveAttribute('data-duration', '8800')
    },
  )

  it('refuses an empty name before sending', async () => {
    await signInAs('admin@demostudios.test')
    await renderApp('/pages/profile')
    const user = userEvent.setup()
    await user.clear(await screen.findByLabelText('Full name'))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
  })
})

describe('sign out', () => {
  it('revokes the token on the server, clears the session and the cache, and goes to /login', async () => {
    await signInAs('admin@demostudios.test')
    const token = useSession.getState().accessToken
    const { router, queryClient } = await renderApp('/dashboard/analytics')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /Account menu/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem('accessToken')).toBeNull()
    // Nothing of the signed-in user is left; the sign-in page may already hold its public settings
    // (at once when its chunk was loaded earlier: the files of a worker share their modules).
    const left = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey)
    expect(left.filter((key) => JSON.stringify(key) !== JSON.stringify(authKeys.domainConfig))).toEqual([])
    const reuse = await fetch('http://localhost/v2/getprofileinfo', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(reuse.status).toBe(401)
  })

  it('sends nothing guarded once the user signs out of a page with its list and choices', async () => {
    await signInAs('admin@demostudios.test')
    const { router } = await renderApp('/vendorView')
    const user = userEvent.setup()
    const afterSignOut: string[] = []
    const record = ({ request }: { request: Request }) => {
      const { pathname } = new URL(request.url)
      if (pathname !== '/v2/logout') afterSignOut.push(`${request.method} ${pathname}`)
    }
    await user.click(screen.getByRole('button', { name: /Account menu/ }))
    mockServer.events.on('request:start', record)
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    mockServer.events.removeListener('request:start', record)
    // The sign-in page asks for its domain configuration (public); nothing else goes out.
    expect(afterSignOut.filter((call) => call !== 'GET /v2/getdomainconfig')).toEqual([])
  })
})
