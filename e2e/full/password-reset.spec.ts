import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { PASSWORD } from '../support'

/*
 * The reset link a user receives by mail, end to end on the real server: the development mail
 * sender drops each message in MAIL_DIR (playwright.config.ts). Northwind's User account is used by
 * no other flow, so changing its password disturbs none.
 */
const MAIL_DIR = 'test-results/full-mail'
const WHO = 'user@northwind.test'

function resetLinkFor(email: string): string | undefined {
  if (!existsSync(MAIL_DIR)) return undefined
  for (const name of readdirSync(MAIL_DIR).filter((file) => file.endsWith('-password-reset.eml'))) {
    const mail = readFileSync(join(MAIL_DIR, name), 'utf8')
    if (!mail.includes(`To: ${email}`)) continue
    return /https?:\/\/\S+\/pages\/reset-password\?token=[\w%-]+/.exec(mail)?.[0]
  }
  return undefined
}

test('a user asks for a reset link, chooses a new password with it, and signs in with that', async ({
  page,
}) => {
  await page.goto('/pages/forgot-password')
  await page.getByLabel('Email').fill(WHO)
  await expect(page.getByLabel('Email')).toHaveValue(WHO)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()

  // The sender goes through the outbox every five seconds.
  let link: string | undefined
  await expect.poll(() => (link = resetLinkFor(WHO)), { timeout: 20_000 }).toBeTruthy()
  await page.goto(new URL(link as string).pathname + new URL(link as string).search)
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase')
  await page.getByLabel('Confirm new password').fill('a brand new passphrase')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible()

  // The link works once.
  await page.goto(new URL(link as string).pathname + new URL(link as string).search)
  await page.getByLabel('New password', { exact: true }).fill('another new passphrase')
  await page.getByLabel('Confirm new password').fill('another new passphrase')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(
    page.getByText('This reset link has expired or was already used. Ask for a new one.'),
  ).toBeVisible()

  // The old password no longer opens the account; the new one does.
  await page.goto('/login')
  await page.getByLabel('Email').fill(WHO)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: /incorrect/i })).toBeVisible()
  await page.getByLabel('Password').fill('a brand new passphrase')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
})
