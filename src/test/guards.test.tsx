import type { UserRole } from '@contract/user-roles'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useNotifications } from '@/lib/notifications'
import { useSession } from '@/lib/session'
import { setMockScenario } from '../../mocks/scenario'
import { renderApp, signInAs } from './app'
import { apiAs } from './server'

const path = (router: Awaited<ReturnType<typeof renderApp>>['router']) => router.state.location.pathname

describe('without a session', () => {
  it('sends any signed-in page to /login with the wanted path in "to"', async () => {
    const { router } = await renderApp('/budgetView?page=3')
    await waitFor(() => expect(path(router)).toBe('/login'))
    expect(router.state.location.search).toEqual({ to: '/budgetView?page=3' })
    expect(await screen.findByRole('heading', { name: 'Sign in to Greenlight' })).toBeInTheDocument()
  })

  it("sends '/' to the analytics dashboard, and so to sign-in", async () => {
    const { router } = await renderApp('/')
    await waitFor(() => expect(path(router)).toBe('/login'))
    expect(router.state.location.search).toEqual({ to: '/dashboard/analytics' })
  })

  it('shows /pages/error-404 for an unknown path', async () => {
    const { router } = await renderApp('/no/such/page')
    await waitFor(() => expect(path(router)).toBe('/pages/error-404'))
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })
})

describe('signing in', () => {
  it('stores the session, fetches the profile and arrives at the wanted path', async () => {
    const { router } = await renderApp('/login?to=%2FbudgetView')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'admin@demostudios.test')
    await user.type(screen.getByLabelText('Password'), 'greenlight-demo')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(path(router)).toBe('/budgetView'))
    expect(localStorage.getItem('accessToken')).toMatch(/^[\w-]{43}$/)
    expect(localStorage.getItem('UserRole')).toBe('Admin')
    expect(localStorage.getItem('UserType')).toBe('organization')
    expect(localStorage.getItem('OrganizationID')).toBe('2')
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}').permission.length).toBeGreaterThan(0)
  })

  it.each(['//evil.example', 'https://evil.example/'])('ignores an off-site "to" (%s)', async (to) => {
    const { router } = await renderApp(`/login?to=${encodeURIComponent(to)}`)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'manager@demostudios.test')
    await user.type(screen.getByLabelText('Password'), 'greenlight-demo')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(path(router)).toBe('/dashboard/analytics'))
  })

  it('says so, without a hint about which part was wrong, when the password is wrong', async () => {
    await renderApp('/login')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'admin@demostudios.test')
    await user.type(screen.getByLabelText('Password'), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Email or password is incorrect.')).toBeInTheDocument()
    expect(localStorage.getItem('accessToken')).toBeNull()
  })

  it('checks the fields before sending', async () => {
    await renderApp('/login')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('This field is required')).toBeInTheDocument()
  })

  it('warns "You are already logged in!" (Login Attempt) when a session already exists', async () => {
    const { router } = await renderApp('/login')
    await signInAs('admin@demostudios.test')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'admin@demostudios.test')
    await user.type(screen.getByLabelText('Password'), 'greenlight-demo')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await screen.findByText('Login Attempt')
    const [alert] = screen.getAllByRole('alert').filter((box) => within(box).queryByText('Login Attempt'))
    if (!alert) throw new Error('no Login Attempt notification')
    expect(within(alert).getByText('You are already logged in!')).toBeInTheDocument()
    expect(useNotifications.getState().items[0]?.variant).toBe('warning')
    // The form offers the way onward: the signed-in user's start page.
    await user.click(screen.getByRole('link', { name: 'Continue to Greenlight' }))
    await waitFor(() => expect(path(router)).toBe('/dashboard/analytics'))
  })
})

describe('public pages while holding a token', () => {
  it.each(['/login', '/pages/register', '/pages/forgot-password', '/pages/comingsoon', '/pages/error-404'])(
    '%s fetches the profile, stores the user type and goes to the dashboard',
    async (page) => {
      await signInAs('admin@demostudios.test')
      localStorage.removeItem('UserType')
      useSession.setState({ userType: null })
      const { router } = await renderApp(page)
      await waitFor(() => expect(path(router)).toBe('/dashboard/analytics'))
      expect(localStorage.getItem('UserType')).toBe('organization')
    },
  )

  it.each([
    ['a failed profile', { failures: { 'GET /v2/getprofileinfo': 500 } }],
    ['an expired token', { failures: { 'GET /v2/getprofileinfo': 401 } }],
    ['an answer with err', { profileErr: true }],
  ])('drops the token and stays after %s', async (_case, scenario) => {
    await signInAs('admin@demostudios.test')
    setMockScenario(scenario)
    const { router } = await renderApp('/pages/register')
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBeNull())
    expect(path(router)).toBe('/pages/register')
    expect(await screen.findByRole('heading', { name: 'Request a Greenlight account' })).toBeInTheDocument()
  })
})

describe('role and module guards', () => {
  it('sends a role outside the route list to /pages/not-authorized', async () => {
    await signInAs('moderator@demostudios.test')
    const { router } = await renderApp('/budgetView')
    await waitFor(() => expect(path(router)).toBe('/pages/not-authorized'))
  })

  it('sends /acl to not-authorized for everyone but the Super Admin', async () => {
    await signInAs('admin@demostudios.test')
    const { router } = await renderApp('/acl')
    await waitFor(() => expect(path(router)).toBe('/pages/not-authorized'))
  })

  it('sends a user whose module is in neither access list to /pages/landingPage', async () => {
    await signInAs('user@demostudios.test')
    const { router } = await renderApp('/contractView')
    await waitFor(() => expect(path(router)).toBe('/pages/landingPage'))
    expect(
      await screen.findByRole('heading', { name: 'This module is not switched on for you' }),
    ).toBeInTheDocument()
  })

  it('opens a page whose module is only in the permitted-page list', async () => {
    await signInAs('user@demostudios.test')
    const { router } = await renderApp('/apps/creditNoteMasterView')
    await waitFor(() => expect(path(router)).toBe('/apps/creditNoteMasterView'))
    expect(await screen.findByRole('heading', { name: 'Credit notes' })).toBeInTheDocument()
  })
})

describe('sidebar', () => {
  const sidebarLinks = async () => {
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    return within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
  }

  it('shows Projects, Team, User roles and Expenses with the matching GET permission', async () => {
    await signInAs('manager@demostudios.test')
    await renderApp('/dashboard/analytics')
    expect(await sidebarLinks()).toEqual(
      expect.arrayContaining(['Projects', 'Team', 'User roles', 'Expenses']),
    )
  })

  it('hides them without it, even where role and module would allow the page', async () => {
    // An Admin takes the four GET permissions away from the Admin Manager role.
    const admin = await apiAs('admin@demostudios.test')
    const roles: UserRole[] = await admin.get('/v2/userrole')
    const manager = roles.find((role) => role.role_type === 'Admin Manager')
    await admin.put(`/v2/userrole/${manager?.role_id}`, {
      permissions: ['project', 'users', 'userrole', 'expenses'].map((module_name) => ({
        module_name,
        method_name: 'GET',
        permission_active: 1,
      })),
    })
    await signInAs('manager@demostudios.test')
    await renderApp('/dashboard/analytics')
    const links = await sidebarLinks()
    for (const entry of ['Projects', 'Team', 'User roles', 'Expenses']) expect(links).not.toContain(entry)
    expect(links).toContain('Budget')
  })

  it('gives a Moderator only the pages their role and modules open', async () => {
    await signInAs('moderator@demostudios.test')
    await renderApp('/apps/projects')
    const links = await sidebarLinks()
    expect(links).toEqual(['Projects', 'Daily production reports', 'Reports', 'Verification'])
  })
})
