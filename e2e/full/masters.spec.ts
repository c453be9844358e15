import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import { snapshot, test } from '../support'

/*
 * Masters on the real server, through the UI: the flows change Northwind Films' lists (the
 * read-only role checks use Demo Studios), one after another.
 */
test.describe.configure({ mode: 'serial' })

async function exportAs(page: Page, format: 'CSV (.csv)' | 'Excel (.xlsx)') {
  await page.getByRole('button', { name: 'Export' }).click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: format }).click(),
  ])
  return download
}

async function archive(page: Page, name: string) {
  await page.getByRole('button', { name: `Archive ${name}` }).click()
  await page
    .getByRole('dialog', { name: `Archive ${name}?` })
    .getByRole('button', { name: 'Archive' })
    .click()
  await expect(page.getByText(`${name} archived`)).toBeVisible()
}

test('cities: add, edit, search, export and archive', async ({ openAs }) => {
  const page = await openAs('northwindAdmin', '/master/city')
  await expect(page.getByRole('heading', { name: 'Cities', level: 1 })).toBeVisible()
  await expect(page.getByRole('row', { name: /Bengaluru/ })).toBeVisible()
  await snapshot(page, 'full-cities')

  await page.getByRole('button', { name: 'Add city' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add city' })
  await dialog.getByRole('button', { name: 'Add city' }).click()
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('This field is required')
  await dialog.getByLabel('Name').fill('Mysore')
  await dialog.getByLabel('State').fill('Karnataka')
  await dialog.getByLabel('Country').selectOption({ label: 'India' })
  await snapshot(page, 'full-city-form')
  await dialog.getByRole('button', { name: 'Add city' }).click()
  await expect(page.getByText('Mysore, Karnataka added')).toBeVisible()

  await page.getByRole('button', { name: 'Edit Mysore, Karnataka' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Mysore, Karnataka' })
  await edit.getByLabel('Name').fill('Mysuru')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Mysuru, Karnataka saved')).toBeVisible()

  await page.getByRole('searchbox', { name: 'Search Cities' }).fill('mysu')
  await expect(page).toHaveURL(/search=mysu/)
  await expect(page.getByRole('row')).toHaveCount(2)
  const csv = await exportAs(page, 'CSV (.csv)')
  expect(csv.suggestedFilename()).toMatch(/^city-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = await readFile((await csv.path()) as string, 'utf8')
  expect(text).toContain('Mysuru')
  expect(text).not.toContain('Bengaluru')

  await archive(page, 'Mysuru, Karnataka')
  await expect(page.getByText('Nothing matches “mysu”')).toBeVisible()
  await page.getByRole('button', { name: 'Archived' }).click()
  await expect(page.getByRole('button', { name: 'Restore Mysuru, Karnataka' })).toBeVisible()
})

test('cities: an import with a bad row writes nothing; the fixed file imports', async ({ openAs }) => {
  const page = await openAs('northwindAdmin', '/master/city')
  await page.getByRole('button', { name: 'Import' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import Cities' })
  await dialog.getByLabel('Choose a file').setInputFiles({
    name: 'cities.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,state,country\nMangaluru,Karnataka,IN\nAtlantis,Ocean,XX\n'),
  })
  await expect(dialog.getByText('“XX” was not found')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Import 1 row' })).toBeDisabled()
  await snapshot(page, 'full-city-import')
  await dialog.getByLabel('Choose a file').setInputFiles({
    name: 'cities.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,state,country\nMangaluru,Karnataka,IN\nHubballi,Karnataka,IN\n'),
  })
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click()
  await expect(page.getByText('Imported: 2 new, 0 changed')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search Cities' }).fill('hubballi')
  await expect(page.getByRole('row', { name: /Hubballi/ })).toBeVisible()
})

test('budget categories: add, edit, search, export, sub-categories and archive', async ({ openAs }) => {
  const page = await openAs('northwindAdmin', '/master/category')
  await expect(page.getByRole('row', { name: /Camera/ })).toBeVisible()
  await page.getByRole('button', { name: 'Add category' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add category' })
  await dialog.getByLabel('Code').fill('5000')
  await dialog.getByLabel('Name').fill('Marketing')
  await dialog.getByLabel('Order').fill('500')
  await dialog.getByRole('button', { name: 'Add category' }).click()
  await expect(page.getByText('5000 — Marketing added')).toBeVisible()

  await page.getByRole('button', { name: 'Edit 5000 — Marketing' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit 5000 — Marketing' })
  await edit.getByLabel('Name').fill('Marketing & Publicity')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('5000 — Marketing & Publicity saved')).toBeVisible()

  // A duplicate code is refused by the server with the rule's words, on the field.
  await page.getByRole('button', { name: 'Add category' }).click()
  await dialog.getByLabel('Code').fill('5000')
  await dialog.getByLabel('Name').fill('Publicity')
  await dialog.getByRole('button', { name: 'Add category' }).click()
  await expect(dialog.getByText('A category with this code already exists')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('searchbox', { name: 'Search Budget categories' }).fill('publicity')
  await expect(page.getByRole('row')).toHaveCount(2)
  const xlsx = await exportAs(page, 'Excel (.xlsx)')
  expect(xlsx.suggestedFilename()).toMatch(/^category-.*\.xlsx$/)
  expect((await readFile((await xlsx.path()) as string)).subarray(0, 2).toString()).toBe('PK')

  await page
    .getByRole('row', { name: /Marketing/ })
    .getByRole('link', { name: 'Sub-categories' })
    .click()
  await expect(
    page.getByRole('heading', { name: 'Sub-categories of 5000 — Marketing & Publicity' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Add sub-category' }).first().click()
  const sub = page.getByRole('dialog', { name: 'Add sub-category' })
  await expect(sub.getByLabel('Category')).toBeDisabled()
  await sub.getByLabel('Code').fill('5000-01')
  await sub.getByLabel('Name').fill('Trailers')
  await sub.getByRole('button', { name: 'Add sub-category' }).click()
  await expect(page.getByRole('row', { name: /Trailers/ })).toBeVisible()
  await snapshot(page, 'full-subcategories')

  await page.getByRole('link', { name: 'Back to categories' }).click()
  await page.getByRole('searchbox', { name: 'Search Budget categories' }).fill('publicity')
  await archive(page, '5000 — Marketing & Publicity')
})

test('GST: the split is checked, then the rate is added, edited, found, exported and archived', async ({
  openAs,
}) => {
  const page = await openAs('northwindAdmin', '/master/gst')
  await page.getByRole('button', { name: 'Add GST rate' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add GST rate' })
  await dialog.getByLabel('Name').fill('GST 3%')
  await dialog.getByLabel('Rate %').fill('3')
  await dialog.getByLabel('CGST %').fill('1')
  await dialog.getByLabel('SGST %').fill('1')
  await dialog.getByLabel('IGST %').fill('3')
  await dialog.getByRole('button', { name: 'Add GST rate' }).click()
  await expect(dialog.getByText('CGST and SGST must add up to the rate')).toBeVisible()
  await snapshot(page, 'full-gst-form')
  await dialog.getByLabel('CGST %').fill('1.5')
  await dialog.getByLabel('SGST %').fill('1.5')
  await dialog.getByRole('button', { name: 'Add GST rate' }).click()
  await expect(page.getByText('GST 3% added')).toBeVisible()

  await page.getByRole('button', { name: 'Edit GST 3%' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit GST 3%' })
  await edit.getByLabel('HSN/SAC').fill('7113')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('GST 3% saved')).toBeVisible()

  await page.getByRole('searchbox', { name: 'Search GST rates' }).fill('7113')
  await expect(page.getByRole('row', { name: /GST 3%/ })).toContainText('1.50 %')
  const csv = await exportAs(page, 'CSV (.csv)')
  expect(await readFile((await csv.path()) as string, 'utf8')).toContain('7113')
  await snapshot(page, 'full-gst')
  await archive(page, 'GST 3%')
})

test('currencies: a new currency gets its own page and an exchange rate', async ({ openAs }) => {
  const page = await openAs('northwindAdmin', '/master/Currency')
  await expect(page.getByRole('row', { name: /USD/ })).toContainText('84.1')
  await page.getByRole('link', { name: 'Add currency' }).click()
  await expect(page).toHaveURL('/currencyForm')
  await page.getByLabel('ISO code').fill('SGD')
  await page.getByLabel('Name', { exact: true }).fill('Singapore Dollar')
  await page.getByLabel('Symbol').fill('S$')
  await page.getByRole('button', { name: 'Add currency' }).click()
  await expect(page).toHaveURL(/\/EditCurrency\?id=\d+/)
  await expect(page.getByText('No exchange rates yet')).toBeVisible()
  await page.getByLabel('Effective from').fill('2026-11-01')
  await page.getByLabel('Rate', { exact: true }).fill('64.25')
  await page.getByRole('button', { name: 'Add rate' }).click()
  await expect(page.getByRole('cell', { name: '64.250000' })).toBeVisible()
  await snapshot(page, 'full-currency')
  await page.getByRole('link', { name: 'Back to currencies' }).click()
  await expect(page.getByRole('row', { name: /SGD/ })).toContainText('64.25')
})

test('the settings home counts each list; a switched-off list explains itself', async ({ openAs }) => {
  const page = await openAs('northwindAdmin', '/master')
  await expect(page.getByRole('link', { name: /Cities/ })).toContainText(/\d+ records/)
  await snapshot(page, 'full-settings-home')
  await page.goto('/master/shoot-location')
  await expect(page.getByText('Shoot locations is switched off')).toBeVisible()
})

test('the Super Admin switches an organisation’s modules; its Admin sees them', async ({ openAs }) => {
  const page = await openAs('superAdmin', '/addModules')
  await page.getByLabel('Organisation').selectOption({ label: 'Northwind Films' })
  const group = page.getByRole('group', { name: 'Modules of Northwind Films' })
  const inventory = group.getByRole('checkbox', { name: '1006 · Inventory' })
  await expect(inventory).toBeChecked()
  await inventory.uncheck()
  await page.getByRole('button', { name: 'Save modules' }).click()
  await expect(page.getByText('Modules of Northwind Films saved')).toBeVisible()
  await snapshot(page, 'full-add-modules')

  const admin = await openAs('northwindAdmin', '/modules')
  await expect(admin.getByRole('row', { name: /1006/ })).toContainText('Off')
  await expect(admin.getByRole('row', { name: /1003/ })).toContainText('On')

  await inventory.check()
  await page.getByRole('button', { name: 'Save modules' }).click()
  await expect(page.getByText('Modules of Northwind Films saved')).toBeVisible()
})
