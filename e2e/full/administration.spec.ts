import { expect, test } from '@playwright/test'
import { expectAccessible, PASSWORD, signIn, signOut, snapshot, USERS } from '../support'

/*
 * These flows change data on the shared server, so they work in the second demo organisation
 * (Northwind Films), one after another, and leave the read-only role checks untouched.
 */
test.describe.configure({ mode: 'serial' })

const NORTHWIND = {
  admin: 'admin@northwind.test',
  moderator: 'moderator@northwind.test',
  dashboard: 'dashboard@northwind.test',
}

test('an Admin adds a user, who then signs in with the first password', async ({ page }) => {
  await signIn(page, NORTHWIND.admin, '/usersView')
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
  await expect(page.getByText('Tom Becker')).toBeVisible()
  await expectAccessible(page)
  await snapshot(page, 'full-users')
  await page.getByRole('button', { name: 'Add user' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a user' })
  await dialog.getByLabel('Name').fill('Kiran Rao')
  await dialog.getByLabel('Email').fill('kiran@northwind.test')
  await dialog.getByLabel('Role').selectOption({ label: 'Moderator' })
  await dialog.getByLabel('Company').selectOption({ label: 'Northwind Films' })
  await dialog.getByLabel('Department').selectOption({ label: 'Camera' })
  await dialog.getByLabel('First password').fill('kiran first passphrase')
  await expect(dialog.getByRole('checkbox', { name: 'Projects' }).first()).toBeChecked()
  await snapshot(page, 'full-user-form')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Add user' }).click()
  await expect(page.getByText('Kiran Rao was added')).toBeVisible()
  await expect(page.getByRole('row', { name: /Kiran Rao/ })).toBeVisible()
  await signOut(page)

  await page.getByLabel('Email').fill('kiran@northwind.test')
  await page.getByLabel('Password').fill('kiran first passphrase')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL('/apps/projects')
  await expect(page.getByRole('button', { name: /Account menu:.*Kiran Rao/ })).toBeVisible()
})

test('an Admin archives a user, who can no longer sign in', async ({ page, browser }) => {
  const other = await browser.newPage()
  await signIn(other, NORTHWIND.dashboard)
  await signIn(page, NORTHWIND.admin, '/usersView')
  await page.getByRole('button', { name: 'Archive Jules Martin' }).click()
  await page
    .getByRole('dialog', { name: 'Archive Jules Martin?' })
    .getByRole('button', { name: 'Archive' })
    .click()
  await expect(page.getByText('Jules Martin was archived')).toBeVisible()
  // Their open session ends at once: the next call sends them to sign-in.
  await other.reload()
  await expect(other).toHaveURL(/\/login/)
  await other.getByLabel('Email').fill(NORTHWIND.dashboard)
  await other.getByLabel('Password').fill(PASSWORD)
  await other.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(other.getByText('Email or password is incorrect.')).toBeVisible()
  await page.getByRole('button', { name: 'Archived' }).click()
  await page.getByRole('button', { name: 'Restore Jules Martin' }).click()
  await expect(page.getByText('Jules Martin was restored')).toBeVisible()
})

test('the Super Admin creates an organisation and resends its credentials', async ({ page }) => {
  await signIn(page, USERS.superAdmin, '/Organization')
  await expect(page.getByRole('row', { name: /Northwind Films/ })).toBeVisible()
  await page.getByRole('button', { name: 'Add organisation' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add an organisation' })
  await dialog.getByLabel('Organisation').fill('Kestrel Pictures')
  await dialog.getByLabel('Admin’s name').fill('Ira Sen')
  await dialog.getByLabel('Admin’s email').fill('ira@kestrel.test')
  await dialog.getByRole('button', { name: 'Add organisation' }).click()
  await expect(
    page.getByText('Kestrel Pictures was created; an invitation went to ira@kestrel.test'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Resend credentials to Kestrel Pictures' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Resend credentials' }).click()
  await expect(page.getByText('New credentials sent to ira@kestrel.test')).toBeVisible()
  await expectAccessible(page)
  await snapshot(page, 'full-organizations')
})

test('a permission an Admin grants takes effect for that role', async ({ page, browser }) => {
  await signIn(page, NORTHWIND.admin, '/userRoleView')
  await page.getByRole('button', { name: /^Moderator\s*Moderator/ }).click()
  await page.getByRole('checkbox', { name: 'Moderator: View Users' }).check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Permissions of Moderator saved')).toBeVisible()
  await snapshot(page, 'full-roles')
  await expectAccessible(page)
  const moderator = await browser.newPage()
  await signIn(moderator, NORTHWIND.moderator)
  const status = await moderator.evaluate(async () => {
    const response = await fetch('/v2/users', {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    })
    return response.status
  })
  expect(status).toBe(200)
  // The page itself stays closed: its role list (Admins) is the spec's, whatever the permission.
  await moderator.goto('/usersView')
  await expect(moderator).toHaveURL('/pages/not-authorized')
})

test('an Admin switches an organisation feature; the page reloads with it on', async ({ page }) => {
  await signIn(page, NORTHWIND.admin, '/pages/profile')
  const signing = page.getByRole('switch', { name: 'Digital signatures' })
  await expect(signing).not.toBeChecked()
  await Promise.all([page.waitForEvent('load'), signing.click()])
  await expect(page.getByRole('switch', { name: 'Digital signatures' })).toBeChecked()
  expect(await page.evaluate(() => localStorage.getItem('digiSign_isActive'))).toBe('true')
})
