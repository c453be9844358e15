import { expect, test } from '@playwright/test'
import { expectAccessible, signIn, snapshot, USERS } from '../support'

/** Every master page the engine makes, with the heading it must show and a record it lists. */
const MASTER_PAGES: [path: string, heading: string, record: RegExp][] = [
  ['/master/company', 'Companies', /Demo Studios/],
  ['/master/DepartmentView', 'Departments', /Camera/],
  ['/master/designation', 'Designations', /./],
  ['/master/country', 'Countries', /India/],
  ['/master/city', 'Cities', /Mumbai/],
  ['/master/Currency', 'Currencies', /INR/],
  ['/master/category', 'Budget categories', /Cast/],
  ['/masters/SubCategoryView/0/0', 'Sub-categories', /Lead cast/],
  ['/master/shoot-location', 'Shoot locations', /Film City/],
  ['/master/employment', 'Employment types', /Daily wage/],
  ['/master/project', 'Project types', /Feature film/],
  ['/master/priority', 'Priorities', /Urgent/],
  ['/master/paymentMode', 'Payment modes', /NEFT/],
  ['/master/gst', 'GST rates', /GST 18%/],
  ['/master/tds', 'TDS sections', /194J/],
  ['/workTypeView', 'Work types', /Company move/],
]

const AXE_CHECKED = ['/master/city', '/master/Currency', '/masters/SubCategoryView/0/0', '/master/tds']

test('every master list opens with its records and passes axe', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, USERS.admin, '/master')
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: /Cities/ })).toContainText('17 records')
  await expectAccessible(page)
  await snapshot(page, 'settings-home')
  for (const [path, heading, record] of MASTER_PAGES) {
    // From the settings home, in the app: a page load would start the mock API's database in the
    // page again (several seconds each on a busy machine, sixteen times over).
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${heading}\\b`) })
      .click()
    await expect(page).toHaveURL((url) => url.pathname === path)
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
    await expect(page.getByRole('row', { name: record }).first()).toBeVisible()
    // axe on a page of each shape (references, amounts, links, a combobox filter), not on all.
    if (AXE_CHECKED.includes(path)) await expectAccessible(page)
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  }
})

test('a custom field an Admin adds shows on that list’s form and columns, in dark mode too', async ({
  page,
}) => {
  await signIn(page, USERS.admin, '/customizeFieldView')
  await page.getByRole('button', { name: 'Add custom field' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add custom field' })
  await dialog.getByLabel('List').selectOption({ label: 'Shoot location' })
  await dialog.getByLabel('Label').fill('Permit number')
  await dialog.getByLabel('Type').selectOption({ label: 'Choice' })
  await dialog.getByLabel('Choices').fill('Pending, Granted')
  await dialog.getByRole('checkbox', { name: 'Required' }).check()
  await dialog.getByRole('button', { name: 'Add custom field' }).click()
  await expect(page.getByText('Permit number added')).toBeVisible()

  await page.goto('/master/shoot-location')
  await expect(page.getByRole('columnheader', { name: /Permit number/ })).toBeVisible()
  await page.getByRole('switch', { name: 'Dark mode' }).click()
  await page.getByRole('button', { name: 'Add shoot location' }).click()
  const form = page.getByRole('dialog', { name: 'Add shoot location' })
  await form.getByLabel('Name').fill('Gateway of India')
  await form.getByRole('combobox', { name: 'City' }).fill('Mum')
  await page.getByRole('option', { name: /Mumbai/ }).click()
  await form.getByRole('button', { name: 'Add shoot location' }).click()
  await expect(form.getByText('Permit number is required')).toBeVisible()
  await form.getByLabel('Permit number').selectOption('Granted')
  await expectAccessible(page)
  await snapshot(page, 'shoot-location-form-dark')
  await form.getByRole('button', { name: 'Add shoot location' }).click()
  await expect(page.getByRole('row', { name: /Gateway of India/ })).toContainText('Granted')
})

test('a Moderator cannot open the settings pages', async ({ page }) => {
  await signIn(page, USERS.moderator)
  await page.goto('/master/city')
  await expect(page).toHaveURL('/pages/not-authorized')
})
