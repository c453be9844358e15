import { expect } from '@playwright/test'
import { PASSWORD, signIn, snapshot, test } from '../support'

/*
 * These flows change data on the shared server, so they work in the second demo organisation
 * (Northwind Films), one after another, and leave the read-only role checks untouched. Its Admin
 * starts from the saved sign-in; the people whose sessions a flow ends sign in for themselves.
 */
test.describe.configure({ mode: 'serial' })

const NORTHWIND = {
  moderator: 'moderator@northwind.test',
  dashboard: 'dashboard@northwind.test',
}

test('an Admin adds a user, who then signs in with the first password', async ({ openAs, page }) => {
  const admin = await openAs('northwindAdmin', '/usersView')
  await expect(admin.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
  await expect(admin.getByText('Tom Becker')).toBeVisible()
  await snapshot(admin, 'full-users')
  await admin.getByRole('button', { name: 'Add user' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Add a user' })
  await dialog.getByLabel('Name').fill('Kiran Rao')
  await dialog.getByLabel('Email').fill('kiran@northwind.test')
  await dialog.getByLabel('Role').selectOption({ label: 'Moderator' })
  await dialog.getByLabel('Company').selectOption({ label: 'Northwind Films' })
  await dialog.getByLabel('Department').selectOption({ label: 'Camera' })
  await dialog.getByLabel('First password').fill('kiran first passphrase')
  await expect(dialog.getByRole('checkbox', { name: 'Projects' }).first()).toBeChecked()
  await snapshot(admin, 'full-user-form')
  await dialog.getByRole('button', { name: 'Add user' }).click()
  await expect(admin.getByText('Kiran Rao was added')).toBeVisible()
  await expect(admin.getByRole('row', { name: /Kiran Rao/ })).toBeVisible()

  // Kiran, in a browser of their own.
  await page.goto('/login')
  await page.getByLabel('Email').fill('kiran@northwind.test')
  await page.getByLabel('Password').fill('kiran first passphrase')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL('/apps/projects')
  await expect(page.getByRole('button', { name: /Account menu:.*Kiran Rao/ })).toBeVisible()
})

test('an Admin archives a user, who can no longer sign in', async ({ openAs, page: other }) => {
  await signIn(other, NORTHWIND.dashboard)
  const page = await openAs('northwindAdmin', '/usersView')
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

test('the Super Admin creates an organisation and resends its credentials', async ({ openAs }) => {
  const page = await openAs('superAdmin', '/Organization')
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
  await snapshot(page, 'full-organizations')
})

test('a permission an Admin grants takes effect for that role', async ({ openAs, page: moderator }) => {
  const page = await openAs('northwindAdmin', '/userRoleView')
  await page.getByRole('button', { name: /^Moderator\s*Moderator/ }).click()
  await page.getByRole('checkbox', { name: 'Moderator: View Users' }).check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Permissions of Moderator saved')).toBeVisible()
  await snapshot(page, 'full-roles')
  // Both grants count: the role's permission, and the Users module in the person's module access.
  await page.goto('/usersView')
  await page.getByRole('button', { name: 'Edit Tom Becker' }).click()
  const person = page.getByRole('dialog', { name: 'Edit Tom Becker' })
  await person.getByRole('checkbox', { name: 'Users' }).first().check()
  await person.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Tom Becker was saved')).toBeVisible()
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

test('an Admin switches an organisation feature; the page reloads with it on', async ({ openAs }) => {
  const page = await openAs('northwindAdmin', '/pages/profile')
  const signing = page.getByRole('switch', { name: 'Digital signatures' })
  await expect(signing).not.toBeChecked()
  await Promise.all([page.waitForEvent('load'), signing.click()])
  await expect(page.getByRole('switch', { name: 'Digital signatures' })).toBeChecked()
  expect(await page.evaluate(() => localStorage.getItem('digiSign_isActive'))).toBe('true')
})
