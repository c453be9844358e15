import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { PASSWORD, setScenario, signedIn, signIn, signOut, snapshot, USERS, useScenario } from '../support'

test.describe('signing in and out', () => {
  test('a deep link without a session goes through sign-in to the page that was asked for', async ({
    page,
  }) => {
    await page.goto('/budgetView')
    await expect(page).toHaveURL('/login?to=%2FbudgetView')
    await expect(page.getByRole('heading', { name: 'Sign in to Greenlight' })).toBeVisible()
    await snapshot(page, 'login')
    await page.getByLabel('Email').fill(USERS.admin)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL('/budgetView')
    await expect(page.getByRole('heading', { name: 'Budget' })).toBeVisible()
  })

  test('stores the session under the spec names and fetches the profile', async ({ page }) => {
    const profile = page.waitForRequest((request) => request.url().includes('/v2/getprofileinfo'))
    await signIn(page, USERS.manager)
    await profile
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('accessToken'),
      organization: localStorage.getItem('OrganizationID'),
      role: localStorage.getItem('UserRole'),
      type: localStorage.getItem('UserType'),
      modules: localStorage.getItem('moduleAccess'),
      pages: localStorage.getItem('permissionPageAccess'),
      flags: [
        'advance_isActive',
        'creditNote_isActive',
        'tally_isActive',
        'isShootLocation',
        'digiSign_isActive',
      ].map((flag) => localStorage.getItem(flag)),
    }))
    expect(stored).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      organization: '2',
      role: 'Admin Manager',
      type: 'organization',
      // The role's defaults, and petty cash, which the demo's Line Producer shares with the Admin.
      modules: '1000,1001,1002,1003,1004,1005,1006,1008,1009,1010,1014,1013',
      pages: '1015',
      flags: ['true', 'true', 'false', 'true', 'false'],
    })
  })

  for (const to of ['//evil.example', 'https://evil.example/steal']) {
    test(`never follows an off-site "to" (${to})`, async ({ page }) => {
      await signIn(page, USERS.admin, to)
      await expect(page).toHaveURL('/dashboard/analytics')
    })
  }

  test("'/' goes to the analytics dashboard, and an unknown path to the 404 page", async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL('/login?to=%2Fdashboard%2Fanalytics')
    await page.goto('/this/does/not/exist')
    await expect(page).toHaveURL('/pages/error-404')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await snapshot(page, 'error-404')
  })

  test('signing in again while a session exists warns "You are already logged in!"', async ({
    page,
    context,
  }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
    // Another tab of the same browser signs in meanwhile: what reaches this tab is the session it
    // stores (the Admin's saved sign-in). That tab opens a plain file of the site, not the app: a
    // second mock database over this tab's IndexedDB would wait on it (the old 1-in-3 failure).
    const other = await context.newPage()
    await other.goto('/favicon.svg')
    const saved = JSON.parse(readFileSync(signedIn('mocked', 'admin'), 'utf8')) as {
      origins: { localStorage: { name: string; value: string }[] }[]
    }
    await other.evaluate((items) => {
      for (const { name, value } of items)
        if (name !== 'greenlight.mockScenario') localStorage.setItem(name, value)
    }, saved.origins[0]?.localStorage ?? [])
    await page.getByLabel('Email').fill(USERS.admin)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    // The page says it and offers the way in; the toast names the attempt.
    const warning = page.getByRole('alert').filter({ hasText: 'Continue to Greenlight' })
    await expect(warning).toContainText('You are already logged in!')
    await expect(page.getByRole('alert').filter({ hasText: 'Login Attempt' })).toBeVisible()
    await snapshot(page, 'already-logged-in')
  })

  test('the profile request failing at sign-in leaves no half session', async ({ page }) => {
    await useScenario(page, { failures: { 'GET /v2/getprofileinfo': 500 } })
    await page.goto('/login')
    await page.getByLabel('Email').fill(USERS.admin)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong!' }).first()).toBeVisible()
    await expect(page).toHaveURL('/login')
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
  })
})

// Each browser has its own mock database, so even signing out the saved session touches no other test.
test.describe('holding a session', () => {
  test.use({ storageState: signedIn('mocked', 'admin') })

  test('a public page visited with a token whose profile fails drops the token and stays', async ({
    page,
  }) => {
    await page.goto('/dashboard/analytics')
    await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible()
    await setScenario(page, { profileErr: true })
    await page.goto('/pages/register')
    await expect(page.getByRole('heading', { name: 'Request a Greenlight account' })).toBeVisible()
    await expect(page).toHaveURL('/pages/register')
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
  })

  test('sign-out revokes the session; Back does not show the app again', async ({ page }) => {
    await page.goto('/dashboard/analytics')
    await page.getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('menuitem', { name: 'My profile' }).click()
    await expect(page.getByLabel('Full name')).toHaveValue('Asha Menon')
    const logout = page.waitForRequest(
      (request) => request.url().includes('/v2/logout') && request.method() === 'POST',
    )
    await signOut(page)
    await logout
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
    await page.goBack()
    await expect(page).toHaveURL(/\/login\?to=/)
    await expect(page.getByLabel('Full name')).toHaveCount(0)
  })
})
