import { expect } from '@playwright/test'
import { signedIn, signIn, signOut, snapshot, test, USERS } from '../support'

/**
 * What each demo role sees in the sidebar of the real product. These checks only read: the flows
 * that change data work in Northwind Films (administration.spec.ts), so nothing here shifts.
 */
const SIDEBARS: Record<keyof typeof USERS, { has: string[]; lacks: string[] }> = {
  superAdmin: { has: ['Analytics', 'Organisations', 'Access control', 'Users'], lacks: [] },
  admin: {
    has: ['Analytics', 'Projects', 'Team', 'Budget', 'Expenses', 'Users', 'User roles', 'Settings'],
    lacks: ['Organisations', 'Access control'],
  },
  manager: {
    // The demo's Line Producer shares petty cash with the Admin (DEMO_EXTRA_MODULE_ACCESS).
    has: [
      'Analytics',
      'Projects',
      'Team',
      'Budget',
      'Expenses',
      'Users',
      'User roles',
      'Contracts',
      'Petty cash',
    ],
    lacks: ['Organisations'],
  },
  moderator: {
    has: ['Projects', 'Daily production reports'],
    lacks: ['Analytics', 'Team', 'Budget', 'Expenses', 'Users', 'User roles'],
  },
  user: {
    has: ['Projects', 'Petty cash', 'Vendor advances', 'Credit notes'],
    lacks: ['Analytics', 'Team', 'Budget', 'Users', 'Contracts'],
  },
  dashboard: { has: ['Overview'], lacks: ['Analytics', 'Projects', 'Budget', 'Users'] },
}

// Signing in and out is what these check: each signs in for itself (signing out a saved sign-in
// would end the session other tests share).
for (const [role, email] of Object.entries(USERS) as [keyof typeof USERS, string][]) {
  test(`${role} signs in on the real server, sees their sidebar, and signs out`, async ({ page }) => {
    await signIn(page, email)
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    for (const entry of SIDEBARS[role].has)
      await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible()
    for (const entry of SIDEBARS[role].lacks)
      await expect(nav.getByRole('link', { name: entry, exact: true })).toHaveCount(0)
    await snapshot(page, `full-${role}`)
    await page.getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('menuitem', { name: 'My profile' }).click()
    await expect(page).toHaveURL('/pages/profile')
    await signOut(page)
    await page.goBack()
    await expect(page).toHaveURL(/\/login\?to=/)
  })
}

test.describe('as the Moderator', () => {
  test.use({ storageState: signedIn('full', 'moderator') })

  test('the real server refuses a page the role may not open, and the guard agrees', async ({ page }) => {
    await page.goto('/usersView')
    await expect(page).toHaveURL('/pages/not-authorized')
    const status = await page.evaluate(async () => {
      const response = await fetch(`/v2/users?organization_id=${localStorage.getItem('OrganizationID')}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      })
      return response.status
    })
    expect(status).toBe(403)
  })
})

test.describe('as the Admin', () => {
  test.use({ storageState: signedIn('full', 'admin') })

  // On the real server: each visit loads the app, which on the mocks loads its database too.
  test('a public page visited with a valid token goes on to the dashboard', async ({ page }) => {
    for (const path of [
      '/login',
      '/pages/register',
      '/pages/forgot-password',
      '/callback',
      '/pages/comingsoon',
    ]) {
      await page.goto(path)
      await expect(page).toHaveURL('/dashboard/analytics')
    }
  })
})

test('the served SPA carries a strict Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/login')
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
  await expect(page.getByRole('heading', { name: 'Sign in to Greenlight' })).toBeVisible()
})
