import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { signOut, snapshot, test } from '../support'

/*
 * Third-party sign-in end to end: the real server, and a real OpenID provider ("Test SSO",
 * e2e/oidc-provider.ts) whose login form the browser fills in. An Admin invites a person, who
 * answers the invitation with the provider instead of a password, and from then on signs in with
 * it; someone the provider knows but Greenlight does not is turned away. Northwind Films, as the
 * other flows that change data.
 */
test.describe.configure({ mode: 'serial' })

const MAIL_DIR = 'test-results/full-mail'
const INVITEE = 'lena@northwind.test'

/** The newest invitation mailed to `email` (files are named `<outbox id>-<kind>.eml`). */
function invitationLinkFor(email: string): string | undefined {
  if (!existsSync(MAIL_DIR)) return undefined
  const newestFirst = readdirSync(MAIL_DIR)
    .filter((file) => file.endsWith('-invitation.eml'))
    .sort((a, b) => Number.parseInt(b, 10) - Number.parseInt(a, 10))
  for (const name of newestFirst) {
    const mail = readFileSync(join(MAIL_DIR, name), 'utf8')
    if (!mail.includes(`To: ${email}`)) continue
    return /https?:\/\/\S+\/pages\/reset-password\?token=[\w%-]+/.exec(mail)?.[0]
  }
  return undefined
}

/** At the provider's own login page: any password signs in the person whose login is typed. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//)
  await page.getByPlaceholder('Enter any login').fill(login)
  await page.getByPlaceholder('and password').fill('any password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
}

test('an invitee answers the invitation with the provider, and from then on signs in with it', async ({
  openAs,
  page,
}) => {
  const admin = await openAs('northwindAdmin', '/usersView')
  await admin.getByRole('button', { name: 'Add user' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Add a user' })
  await dialog.getByLabel('Name').fill('Lena Park')
  await dialog.getByLabel('Email').fill(INVITEE)
  await dialog.getByLabel('Role').selectOption({ label: 'User' })
  await dialog.getByRole('button', { name: 'Add user' }).click()
  await expect(admin.getByText('Lena Park was added')).toBeVisible()

  // Lena, in a browser of their own. The sender goes through the outbox every five seconds.
  let link: string | undefined
  await expect.poll(() => (link = invitationLinkFor(INVITEE)), { timeout: 20_000 }).toBeTruthy()
  const invitation = new URL(link as string)
  await page.goto(invitation.pathname + invitation.search)
  await expect(page.getByText('or, instead of a password')).toBeVisible()
  await snapshot(page, 'full-invitation-providers')
  await page.getByRole('button', { name: 'Sign in with Test SSO' }).click()
  await signInAtProvider(page, 'lena-sso')
  await expect(page).toHaveURL('/apps/projects', { timeout: 20_000 })
  await expect(page.getByRole('button', { name: /Account menu:.*Lena Park/ })).toBeVisible()
  await signOut(page)

  // Linked now: the login page's button signs Lena in (the provider remembers her session).
  await expect(page.getByRole('button', { name: 'Sign in with Test SSO' })).toBeVisible()
  await snapshot(page, 'full-login-providers')
  await page.getByRole('button', { name: 'Sign in with Test SSO' }).click()
  await expect(page).toHaveURL('/apps/projects', { timeout: 20_000 })
  await expect(page.getByRole('button', { name: /Account menu:.*Lena Park/ })).toBeVisible()

  // The invitation was spent by the link.
  await signOut(page)
  await page.goto(invitation.pathname + invitation.search)
  await page.getByRole('button', { name: 'Sign in with Test SSO' }).click()
  await expect(page.getByRole('alert')).toContainText('This invitation link has expired or was already used.')
})

test('someone the provider knows but no invitation linked is told to ask for one', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in with Test SSO' }).click()
  await signInAtProvider(page, 'stranger-sso')
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'No Greenlight account is linked to this sign-in; ask your Admin for an invitation.',
    { timeout: 20_000 },
  )
  await expect(page).toHaveURL(/\/callback\?/)
  await snapshot(page, 'full-callback-not-linked')
})
