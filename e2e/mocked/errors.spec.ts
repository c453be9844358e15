import { expect, test } from '@playwright/test'
import { setScenario, signedIn, snapshot } from '../support'

test.use({ storageState: signedIn('mocked', 'admin') })

test.describe('the error catalogue (spec section 8)', () => {
  test('403 → "You do not have access, please talk to the administrator"', async ({ page }) => {
    await page.goto('/dashboard/analytics')
    await setScenario(page, { failures: { 'GET /v2/getprofileinfo': 403 } })
    await page.reload()
    await expect(
      page.getByRole('alert').filter({ hasText: 'You do not have access, please talk to the administrator' }),
    ).toBeVisible()
    await snapshot(page, 'error-403')
  })

  test('500 → "Something went wrong!"', async ({ page }) => {
    await page.goto('/dashboard/analytics')
    await setScenario(page, { failures: { 'GET /v2/getprofileinfo': 500 } })
    await page.reload()
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong!' })).toBeVisible()
  })

  test('401 → session removed and back to /login', async ({ page }) => {
    await page.goto('/vendorView')
    await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible()
    await page.evaluate(() => localStorage.setItem('tempToken', 'temporary'))
    await setScenario(page, { failures: { 'GET /v2/getprofileinfo': 401 } })
    await page.reload()
    await expect(page).toHaveURL(/\/login\?to=%2FvendorView/)
    const left = await page.evaluate(() =>
      ['accessToken', 'userInfo', 'userName', 'tempToken', 'UserRole'].map((key) =>
        localStorage.getItem(key),
      ),
    )
    expect(left).toEqual([null, null, null, null, null])
  })

  test('a failed profile-name update → danger notification "Error" with the message, for 8.8 s', async ({
    page,
  }) => {
    // The page's own clock: the toast's 8.8 s are run forward, not waited for.
    await page.clock.install()
    await page.goto('/pages/profile')
    await expect(page.getByLabel('Full name')).toHaveValue('Asha Menon')
    await setScenario(page, { failures: { 'POST /v2/updateprofileinfo': 409 } })
    await page.getByLabel('Full name').fill('Asha Menon-Rao')
    await page.getByRole('button', { name: 'Save changes' }).click()
    const toast = page.getByRole('alert').filter({ hasText: 'This record was changed by someone else' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Error')
    await expect(toast).toHaveAttribute('data-variant', 'danger')
    await expect(toast).toHaveAttribute('data-duration', '8800')
    await snapshot(page, 'profile-error')
    await page.clock.runFor(7000)
    await expect(toast).toBeVisible()
    await page.clock.runFor(4000)
    await expect(toast).toBeHidden()
  })

  test('a page whose code cannot be fetched offers retry and reload', async ({ page, context }) => {
    await page.goto('/dashboard/analytics')
    await context.route(/\/assets\/ReportsPage-.*\.js$/, (route) => route.abort())
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Reports', exact: true })
      .click()
    await expect(page.getByText('A new version of Greenlight is available')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reload Greenlight' })).toBeVisible()
    await snapshot(page, 'chunk-error')
    await context.unroute(/\/assets\/ReportsPage-.*\.js$/)
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible()
  })
})
