import { expect, test } from '@playwright/test'
import { expectAccessible, signIn, snapshot, USERS } from '../support'

test('the expense list, a new expense with its live taxes and remaining, and an approval', async ({
  page,
}) => {
  await signIn(page, USERS.manager, '/apps/expenseMasterView')
  await expect(page.getByRole('button', { name: 'PLR/26/0311' })).toBeVisible()
  await expect(page.getByText(/Total \(project currency\)/)).toBeVisible()
  await expectAccessible(page)
  await snapshot(page, 'expenses-list')

  await page.getByLabel('Status').selectOption('submitted')
  await expect(page).toHaveURL(/status=submitted/)
  await expect(page.getByRole('button', { name: 'BL-2211' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'PLR/26/0311' })).toHaveCount(0)

  await page.getByRole('button', { name: 'New expense' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: 'Project' }).fill('MD-01')
  await page.getByRole('option', { name: /Monsoon Diaries/ }).click()
  await dialog.getByRole('combobox', { name: 'Budget code' }).fill('2200')
  await page.getByRole('option', { name: /^2200-01/ }).click()
  const vendor = dialog.getByRole('combobox', { name: 'Vendor' })
  await vendor.fill('Bright')
  // The list's vendor filter has the same names as <option>s: pick from the combobox's own list.
  await page
    .getByRole('listbox', { name: 'Show vendors' })
    .getByRole('option', { name: /Brightline/ })
    .click()
  await expect(vendor).toHaveValue('Brightline Lighting Services LLP')
  await dialog.getByLabel('Invoice no.').fill('BL-2300')
  await dialog.getByLabel('Amount (before GST)').fill('100000')
  await dialog.getByLabel('GST rate').selectOption({ label: 'GST 18%' })
  await expect(dialog.getByText('Net payable').locator('xpath=following-sibling::dd')).toHaveText(
    /116,000\.00/,
  )
  await expect(dialog.getByTestId('remaining-after')).toContainText('left after this expense')
  await expectAccessible(page)
  await snapshot(page, 'expenses-new')
  await dialog.getByRole('button', { name: 'Save draft' }).click()

  const detail = page.getByRole('dialog', { name: 'Expense BL-2300' })
  await expect(detail.getByRole('heading', { name: 'Expense BL-2300' })).toBeVisible()
  await detail.getByRole('button', { name: 'Submit for approval' }).click()
  await expect(detail.getByText(/Waiting on level 1 \(Accounts\)/)).toBeVisible()
  await expectAccessible(page)
})
