import { expect, test } from '@playwright/test'
import { expectAccessible, pick, signIn, snapshot, USERS } from '../support'

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
    /1,16,000\.00/,
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

test('a vendor invoice booked again: saved with a warning, then refused once Stop is chosen', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, USERS.manager, '/apps/expenseMasterView')
  /** Brightline's invoice `invoiceNo` on MD-01's 2200-01, as the new-expense form books it. */
  const book = async (invoiceNo: string) => {
    await page.getByRole('button', { name: 'New expense' }).click()
    const dialog = page.getByRole('dialog')
    await pick(
      dialog.getByRole('combobox', { name: 'Project' }),
      'MD-01',
      page.getByRole('option', { name: /Monsoon Diaries/ }),
      /MD-01/,
    )
    await pick(
      dialog.getByRole('combobox', { name: 'Budget code' }),
      '2200',
      page.getByRole('option', { name: /^2200-01/ }),
      /2200-01/,
    )
    await pick(
      dialog.getByRole('combobox', { name: 'Vendor' }),
      'Bright',
      page.getByRole('listbox', { name: 'Show vendors' }).getByRole('option', { name: /Brightline/ }),
      /Brightline/,
    )
    await dialog.getByLabel('Invoice no.').fill(invoiceNo)
    await dialog.getByLabel('Amount (before GST)').fill('185000')
    await dialog.getByRole('button', { name: 'Save draft' }).click()
    return dialog
  }
  // BL-2211 of Brightline is booked already (submitted): case and spaces do not make it another.
  await book('bl-2211 ')
  const detail = page.getByRole('dialog', { name: 'Expense bl-2211' })
  await expect(detail.getByText('This invoice may be booked twice')).toBeVisible()
  await expect(detail.getByTestId('duplicate-invoices')).toContainText(
    /Expense #\d+: BL-2211 of Nov 22, 2026 \(Submitted\)/,
  )
  await expectAccessible(page)
  await snapshot(page, 'expenses-duplicate-warning')
  await page.keyboard.press('Escape')

  // The organisation now stops duplicates (the budget controls on /budgetView).
  await page.goto('/budgetView')
  await page.getByRole('button', { name: 'Budget controls' }).click()
  const controls = page.getByRole('dialog', { name: 'Budget controls' })
  await controls.getByLabel('A vendor’s invoice number booked twice').selectOption('stop')
  await expectAccessible(page)
  await snapshot(page, 'budget-controls-duplicates')
  await controls.getByRole('button', { name: 'Save controls' }).click()
  await expect(controls).toHaveCount(0)

  await page.goto('/apps/expenseMasterView')
  const form = await book('Bl-2211')
  await expect(form.getByLabel('Invoice no.')).toHaveAccessibleDescription(
    /already booked as expense #\d+ of Nov 22, 2026 \(Submitted\)/,
  )
  await expectAccessible(page)
  await snapshot(page, 'expenses-duplicate-stopped')
})

test('an expense against a PO: a PO without its line is refused on the line, then saved with a toast', async ({
  page,
}) => {
  await signIn(page, USERS.manager, '/apps/expenseMasterView')
  await page.getByRole('button', { name: 'New expense' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: 'Project' }).fill('MD-01')
  await page.getByRole('option', { name: /Monsoon Diaries/ }).click()
  const vendor = dialog.getByRole('combobox', { name: 'Vendor' })
  await vendor.fill('Prime')
  await page
    .getByRole('listbox', { name: 'Show vendors' })
    .getByRole('option', { name: /Prime Lens/ })
    .click()
  // Prime Lens's latest invoice was at 18%: a new one starts there.
  await expect(dialog.getByLabel('GST rate').locator('option:checked')).toHaveText('GST 18%')
  await dialog.getByLabel('Invoice no.').fill('PLR/26/0401')
  await dialog.getByLabel('Amount (before GST)').fill('100000')
  const po = dialog.getByLabel('Purchase order')
  await expect(po.getByRole('option', { name: /Camera package rental/ })).toHaveCount(1)
  await po.selectOption({ index: 1 })
  // The camera PO has two lines: the form asks which one instead of dropping the PO.
  await expect(dialog.getByLabel('PO line')).toHaveValue('')
  await dialog.getByRole('button', { name: 'Save draft' }).click()
  await expect(dialog.getByLabel('PO line')).toHaveAccessibleDescription(
    'Choose the line of this purchase order the invoice is for',
  )
  await dialog.getByLabel('PO line').selectOption({ label: '2100-01 — Cooke S4 prime lens set' })
  await expect(dialog.getByRole('combobox', { name: 'Budget code' })).toHaveValue('2100-01')
  await expect(dialog.getByTestId('remaining-after')).toContainText('left after this expense')
  await expectAccessible(page)
  await snapshot(page, 'expenses-po-line')
  await dialog.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Expense PLR/26/0401 saved as a draft')).toBeVisible()
  const detail = page.getByRole('dialog', { name: 'Expense PLR/26/0401' })
  await expect(detail.getByText(/\/PO\//)).toBeVisible()
  await snapshot(page, 'expenses-po-saved-toast')
})
