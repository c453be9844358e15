import { expect } from '@playwright/test'
import { pick, snapshot, test } from '../support'

/*
 * /ledger on the real server: the Admin Manager opens Books → Ledger from the sidebar and reads the
 * organisation's trial balance on the demo, balanced, opens the bank's entries; then Monsoon
 * Diaries' own trial balance, balanced too.
 */

test('the trial balance of the organisation and of a project, from the sidebar', async ({ openAs }) => {
  const page = await openAs('manager', '/dashboard/analytics')
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Ledger' })
    .click()
  await expect(page.getByRole('heading', { name: 'Ledger', level: 1 })).toBeVisible()
  const organisation = page.getByRole('table', { name: /Trial balance of the organisation/ })
  await expect(organisation.getByRole('row').filter({ hasText: 'Bank' })).toBeVisible()
  await expect(page.getByText('Balanced: debits equal credits.')).toBeVisible()
  await snapshot(page, 'full-ledger')
  // The bank's own ledger, opened from its row: its balance is the trial balance's.
  await organisation.getByRole('button', { name: 'Bank', exact: true }).click()
  const bank = page.getByRole('dialog', { name: '1100 · Bank' })
  await expect(bank.getByRole('table', { name: 'Entries of Bank' })).toBeVisible()
  await expect(bank.getByRole('rowheader', { name: /Balance on/ })).toBeVisible()
  await snapshot(page, 'full-ledger-account')
  await page.keyboard.press('Escape')

  await pick(
    page.getByRole('combobox', { name: /Project/ }),
    'Monsoon',
    page.getByRole('option', { name: /Monsoon Diaries/ }),
  )
  await expect(page.getByRole('table', { name: /Trial balance of the project/ })).toBeVisible()
  await expect(page.getByText('Balanced: debits equal credits.')).toBeVisible()
  await expect(page).toHaveURL(/project=\d+/)
  await snapshot(page, 'full-ledger-project')
})
