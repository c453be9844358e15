import { expect } from '@playwright/test'
import { snapshot, test } from '../support'

/*
 * The contract area's lists on the real server: the Admin opens them from the sidebar, sees what
 * a new organisation starts with, adds an agreement type of the music kind and a sub-category
 * under Cast, and is told of a twin in the server's words.
 */
test('the Admin keeps the contract lists: agreement types, and sub-categories under a category', async ({
  openAs,
}) => {
  const page = await openAs('admin', '/apps/projects')
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Contract lists' })
    .click()
  await expect(page.getByRole('heading', { name: 'Contract lists', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: /Agreements/ })).toContainText('8 records')
  await expect(page.getByRole('link', { name: /Reminder types/ })).toContainText('5 records')
  await snapshot(page, 'full-contract-lists')

  await page.getByRole('link', { name: /Agreements/ }).click()
  await expect(page).toHaveURL(/\/contract\/agreement/)
  await expect(page.getByRole('row', { name: /Artiste agreement/ })).toContainText('Talent')
  await page.getByRole('button', { name: 'Add agreement type' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add agreement type' })
  await dialog.getByLabel('Name').fill('Background score commission')
  await dialog.getByLabel('Kind of deal').selectOption({ label: 'Music' })
  await dialog.getByRole('button', { name: 'Add agreement type' }).click()
  await expect(page.getByRole('row', { name: /Background score commission/ })).toContainText('Music')

  await page.getByRole('button', { name: 'Add agreement type' }).first().click()
  await dialog.getByLabel('Name').fill('Artiste agreement')
  await dialog.getByRole('button', { name: 'Add agreement type' }).click()
  await expect(dialog.getByText('An agreement type with this name already exists')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await page.goto('/contract/category')
  await page.getByRole('row', { name: /^Cast/ }).getByRole('link', { name: 'Sub-categories' }).click()
  await expect(page.getByRole('heading', { name: 'Sub-categories of Cast' })).toBeVisible()
  await expect(page.getByRole('row', { name: /Lead cast/ })).toBeVisible()
  await page.getByRole('button', { name: 'Add sub-category' }).first().click()
  const sub = page.getByRole('dialog', { name: 'Add sub-category' })
  await expect(sub.getByLabel('Category')).toBeDisabled()
  await sub.getByLabel('Name').fill('Child artistes')
  await sub.getByRole('button', { name: 'Add sub-category' }).click()
  await expect(page.getByRole('row', { name: /Child artistes/ })).toBeVisible()
  await snapshot(page, 'full-contract-subcategories')

  // The contract area's users are the organisation's, with their archive requests.
  await page.goto('/contractAllFormView')
  await page.getByRole('link', { name: /^Contract users Active/ }).click()
  await expect(page.getByRole('heading', { name: 'Contract users', level: 1 })).toBeVisible()
  await expect(page.getByRole('row', { name: /Meera Kapoor/ })).toBeVisible()
  await page.getByRole('button', { name: 'Archive requested' }).click()
  await expect(page).toHaveURL(/\/contract\/usersView\?.*tab=requested/)
})
