import { expect, test } from '@playwright/test'
import { expectAccessible, signIn, signOut, snapshot, USERS } from '../support'

test.describe('role and module guards', () => {
  test('a role outside the page’s list lands on not-authorized', async ({ page }) => {
    await signIn(page, USERS.moderator)
    await page.goto('/budgetView')
    await expect(page).toHaveURL('/pages/not-authorized')
    await expect(
      page.getByRole('heading', { name: 'You are not authorised to view this page' }),
    ).toBeVisible()
    await expectAccessible(page)
    await snapshot(page, 'not-authorized')
    await page.getByRole('link', { name: 'Go to my start page' }).click()
    await expect(page).toHaveURL('/apps/projects')
  })

  test('/acl is for the Super Admin only', async ({ page }) => {
    await signIn(page, USERS.admin)
    await page.goto('/acl')
    await expect(page).toHaveURL('/pages/not-authorized')
    await page.getByRole('link', { name: 'Go to my start page' }).click()
    await signOut(page)
    await signIn(page, USERS.superAdmin, '/acl')
    await expect(page).toHaveURL('/acl')
    await expect(page.getByRole('heading', { name: 'Access control' })).toBeVisible()
  })

  test('a module in neither access list sends the user to the landing page', async ({ page }) => {
    await signIn(page, USERS.user)
    await page.goto('/contractView')
    await expect(page).toHaveURL('/pages/landingPage')
    await expect(page.getByRole('heading', { name: 'This module is not switched on for you' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Petty cash' })).toBeVisible()
    await expectAccessible(page)
    await snapshot(page, 'landing')
  })

  test('a module only in the permitted-page list opens', async ({ page }) => {
    await signIn(page, USERS.user, '/apps/creditNoteMasterView')
    await expect(page.getByRole('heading', { name: 'Credit notes' })).toBeVisible()
    await expect(page.getByText('Not available yet')).toBeVisible()
  })

  test('each role starts on a page it may open', async ({ page }) => {
    await signIn(page, USERS.dashboard)
    await expect(page).toHaveURL('/dashboard/test')
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  })
})
