import { expect } from '@playwright/test'
import { pick, snapshot, test } from '../support'

/*
 * /ledger on the real server: the Admin Manager opens Books → Ledger from the sidebar and reads the
 * organisation's trial balance on the demo, balanced; then Monsoon Diaries' own, balanced too.
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
