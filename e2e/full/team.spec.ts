import { expect } from '@playwright/test'
import { pick, test } from '../support'

/*
 * The team on the real server: the Admin adds a freelancer to Monsoon Diaries' team (a bad PAN is
 * refused by its field first), moves them through onboarding to active and wrap, opens their wrap
 * clearance — no float, advances or items held — and clears them for their final payment.
 */

test('a freelancer added, taken through to wrap and cleared for the final payment', async ({ openAs }) => {
  const page = await openAs('admin', '/apps/team')
  await pick(
    page.getByRole('combobox', { name: 'Project' }),
    'MD-01',
    page.getByRole('option', { name: /Monsoon Diaries/ }),
  )
  await page.getByRole('button', { name: 'Add a person' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add a person to the team' })
  await form.getByLabel('Name', { exact: true }).fill('Arjun Mehta')
  await form.getByLabel('Rate', { exact: true }).fill('15000')
  await form.getByLabel('Rate per', { exact: true }).selectOption({ label: 'Day' })
  await form.getByLabel('PAN', { exact: true }).fill('ABC')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('A PAN has 10 characters, like AABCD1234E').first()).toBeVisible()
  await form.getByLabel('PAN', { exact: true }).fill('ABCPM1234K')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toBeHidden()

  const row = page.getByRole('row').filter({ hasText: 'Arjun Mehta' })
  await expect(row).toContainText('Invited')
  await expect(row).toContainText('₹15,000.00 / Day')
  for (const [step, status] of [
    ['Start onboarding', 'Onboarding'],
    ['Activate', 'Active'],
    ['Wrap', 'Wrapped'],
  ] as const) {
    await row.getByRole('button', { name: `${step} (Arjun Mehta)` }).click()
    await expect(row).toContainText(status)
  }

  await row.getByRole('button', { name: 'Clearance' }).click()
  const clearance = page.getByRole('dialog', { name: 'Wrap clearance: Arjun Mehta' })
  await expect(clearance.getByText('No cash outstanding')).toBeVisible()
  await expect(clearance.getByText('No open advances')).toBeVisible()
  await expect(clearance.getByText('Nothing in their custody')).toBeVisible()
  await clearance.getByRole('button', { name: 'Clear for final payment' }).click()
  await expect(clearance).toBeHidden()
  await expect(row).toContainText('Cleared')
})
