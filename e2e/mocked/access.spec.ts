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
    await expect(page.getByRole('heading', { name: 'Credit notes', exact: true })).toBeVisible()
    // The User reads the organisation's credit notes; drafting one is for those who may add them.
    await expect(page.getByLabel('Dated from')).toBeVisible()
    await expect(page.getByRole('button', { name: 'New credit note' })).toHaveCount(0)
  })

  test('an Admin takes the grant to raise purchase orders from Users; they no longer see New', async ({
    page,
  }) => {
    await signIn(page, USERS.admin, '/userRoleView')
    await page.getByRole('button', { name: /^User\s*User\s*1 user$/ }).click()
    const raise = page.getByRole('checkbox', { name: 'User: Add Purchase orders' })
    await expect(raise).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'User: View Purchase orders' })).toHaveCount(0)
    await expectAccessible(page)
    await snapshot(page, 'roles-purchase-grant')
    await raise.uncheck()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Permissions of User saved')).toBeVisible()
    await signOut(page)
    await signIn(page, USERS.user, '/apps/projects')
    await page
      .getByRole('link', { name: /Monsoon Diaries/ })
      .first()
      .click()
    await page
      .getByRole('link', { name: /Purchase orders/ })
      .first()
      .click()
    await expect(page.getByRole('link', { name: 'MD-01/PO/0001' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'New purchase order' })).toHaveCount(0)
  })

  test('each role starts on a page it may open', async ({ page }) => {
    await signIn(page, USERS.dashboard)
    await expect(page).toHaveURL('/dashboard/test')
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  })
})
