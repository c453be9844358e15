import { expect, test } from '@playwright/test'
import { PASSWORD, signedIn, snapshot, useScenario } from '../support'

test.describe('public pages', () => {
  test('register: checks fields, then confirms the request', async ({ page }) => {
    await page.goto('/pages/register')
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByText('Enter a valid email address')).toBeVisible()
    await page.getByLabel('Company name').fill('Acme Films')
    await page.getByLabel('Your name').fill('Ann Lee')
    await page.getByLabel('Work email').fill('ann@acme.test')
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByRole('heading', { name: 'Thanks, we have your request' })).toBeVisible()
    await expect(page.getByText('ann@acme.test')).toBeVisible()
    await snapshot(page, 'register-done')
  })

  test('forgot password: always the same answer, whoever asks', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL('/pages/forgot-password')
    // The page's strings load lazily: be sure the form that gets submitted is the one filled in.
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible()
    await page.getByLabel('Email').fill('nobody@nowhere.test')
    await expect(page.getByLabel('Email')).toHaveValue('nobody@nowhere.test')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  })

  test('reset password: new password twice, rules and expired links explained', async ({ page }) => {
    await page.goto('/pages/reset-password')
    await expect(page.getByText('This reset link is incomplete or has been used already.')).toBeVisible()
    // A link the server never issued (or one used already) is refused by the server's own check.
    await page.goto('/pages/reset-password?token=expired-token-000000')
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByLabel('Confirm new password').fill('different')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByText('Use at least 12 characters')).toBeVisible()
    await expect(page.getByText('The passwords do not match')).toBeVisible()
    await snapshot(page, 'reset-invalid')
    await page.getByLabel('New password', { exact: true }).fill('a long enough passphrase')
    await page.getByLabel('Confirm new password').fill('a long enough passphrase')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(
      page.getByText('This reset link has expired or was already used. Ask for a new one.'),
    ).toBeVisible({
      timeout: 20_000,
    })
  })

  test('third-party sign-in: the provider’s error is shown', async ({ page }) => {
    await page.goto('/callback?error=access_denied&error_description=The%20user%20cancelled%20sign-in')
    await expect(page.getByRole('alert')).toContainText('The user cancelled sign-in')
    await snapshot(page, 'callback-error')
  })

  test('third-party sign-in: offered when the server has a provider, and a forged answer is refused', async ({
    page,
  }) => {
    await useScenario(page, { oidc: true })
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Sign in with Studio SSO' })).toBeVisible()
    await snapshot(page, 'login-providers')
    // An answer this browser never asked for (a code pushed by someone else) stops here.
    await page.goto('/callback?code=someone-elses-code&state=forged')
    await expect(page.getByRole('alert')).toContainText('does not belong to this browser session')
  })

  test('third-party sign-in: a valid answer signs the user in', async ({ page }) => {
    await useScenario(page, { oidc: true })
    await page.goto('/login')
    // The server starts the sign-in; the stand-in provider approves at once and returns to
    // /callback, whose code the server exchanges and verifies (mocks/sso.ts).
    await page.getByRole('button', { name: 'Sign in with Studio SSO' }).click()
    await expect(page).toHaveURL('/dashboard/analytics', { timeout: 30_000 })
  })

  test('third-party sign-in: someone linked to no account is told to ask for an invitation', async ({
    page,
  }) => {
    await useScenario(page, { oidc: { subject: 'sso-stranger' } })
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in with Studio SSO' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'No Greenlight account is linked to this sign-in; ask your Admin for an invitation.',
      { timeout: 30_000 },
    )
    await expect(page).toHaveURL(/\/callback/)
    await snapshot(page, 'callback-not-linked')
  })

  test.describe('signed in', () => {
    test.use({ storageState: signedIn('mocked', 'admin') })

    test('lock screen: locks the session and opens it again with the password', async ({ page }) => {
      await page.goto('/vendorView')
      await page.getByRole('button', { name: /Account menu/ }).click()
      await page.getByRole('menuitem', { name: 'Lock screen' }).click()
      await expect(page.getByRole('heading', { name: 'Screen locked' })).toBeVisible()
      await page.goto('/vendorView')
      await expect(page).toHaveURL(/\/pages\/lock-screen/)
      await snapshot(page, 'lock-screen')
      await page.getByLabel('Password').fill('wrong')
      await page.getByRole('button', { name: 'Unlock' }).click()
      await expect(page.getByText('Email or password is incorrect.')).toBeVisible()
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Unlock' }).click()
      await expect(page).toHaveURL('/vendorView')
    })
  })
})
