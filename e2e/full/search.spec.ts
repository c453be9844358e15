import { expect } from '@playwright/test'
import { snapshot, test } from '../support'

/**
 * The search across the product on the real server: Ctrl+K opens the palette anywhere in the
 * shell, a vendor's name finds the vendor, Enter lands on the vendors page showing it, and "See
 * all results" opens /pages/search with every group. Reads only, so nothing shifts for others.
 */

test('Ctrl+K finds a vendor by name and opens its page', async ({ openAs }) => {
  const page = await openAs('admin', '/apps/projects')
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Search Greenlight' })
  const box = palette.getByRole('combobox', { name: 'Search' })
  await expect(box).toBeFocused()
  await box.pressSequentially('brightline')
  const vendor = palette
    .getByRole('group', { name: 'Vendors' })
    .getByRole('option', { name: /Brightline Lighting Services LLP/ })
  await expect(vendor).toBeVisible()
  await expect(vendor).toHaveAttribute('data-focus', '')
  await snapshot(page, 'full-search-palette')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/vendorView\?search=Brightline/)
  await expect(palette).toBeHidden()
  await expect(page.getByRole('row', { name: /Brightline Lighting Services LLP/ })).toBeVisible()
})

test('the top bar’s search button leads to all results on /pages/search', async ({ openAs }) => {
  const page = await openAs('manager', '/apps/projects')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const palette = page.getByRole('dialog', { name: 'Search Greenlight' })
  await palette.getByRole('combobox', { name: 'Search' }).pressSequentially('camera')
  await palette.getByRole('option', { name: 'See all results for “camera”' }).click()
  await expect(page).toHaveURL(/\/pages\/search\?q=camera/)
  await expect(page.getByRole('heading', { name: /^Purchase orders/, level: 2 })).toBeVisible()
  await expect(page.getByRole('link', { name: /MD-01\/PO\/0001/ })).toBeVisible()
  await snapshot(page, 'full-search-page')
})
