import { expect, test } from '@playwright/test'
import { signedIn, snapshot } from '../support'

/*
 * Vendors on the masters engine, with their documents, on the mocked API. Kept: no web test
 * checks the duplicate GSTIN on the form's field or the masked account number in the list (the
 * documents panel is src/test/attachments.test.tsx's).
 */

test.use({ storageState: signedIn('mocked', 'admin') })

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

test('an Admin adds a vendor, is told of a duplicate GSTIN, sees bank details masked, adds a document', async ({
  page,
}) => {
  await page.goto('/vendorView')
  await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible()
  await expect(page.getByRole('row', { name: /Prime Lens Camera Rentals/ })).toBeVisible()

  // A GSTIN another vendor has: the form says so on the field.
  await page.getByRole('button', { name: 'Add vendor' }).click()
  const form = page.getByRole('dialog', { name: 'Add vendor' })
  await form.getByLabel('Legal name').fill('Reel Grip Rentals LLP')
  await form.getByLabel('GSTIN').fill('27AAKCP4821K1Z3')
  await form.getByLabel('PAN').fill('AAKCP4821K')
  await form.getByLabel('Account number').fill('918020044556677')
  await form.getByLabel('IFSC').fill('UTIB0000123')
  await form.getByRole('button', { name: 'Add vendor' }).click()
  await expect(form.getByText('Another vendor already has this GSTIN')).toBeVisible()
  await form.getByLabel('GSTIN').fill('27AAQFR2211L1Z9')
  await form.getByLabel('PAN').fill('AAQFR2211L')
  await form.getByRole('button', { name: 'Add vendor' }).click()
  await expect(form).toBeHidden()

  // The list shows the account number's last four characters only.
  await page.getByRole('button', { name: /Columns/ }).click()
  await page.getByRole('menuitem', { name: 'Account number' }).click()
  await page.keyboard.press('Escape')
  const row = page.getByRole('row', { name: /Reel Grip Rentals LLP/ })
  await expect(row).toContainText('••••6677')
  await expect(row).not.toContainText('918020044556677')

  // The edit dialog: the full number for an Admin, and the documents panel.
  await page.getByRole('button', { name: 'Edit Reel Grip Rentals LLP' }).click()
  const edit = page.getByRole('dialog')
  await expect(edit.getByLabel('Account number')).toHaveValue('918020044556677')
  await expect(edit.getByText('No documents yet.')).toBeVisible()
  await edit
    .getByLabel('Add a document')
    .setInputFiles({ name: 'gst-certificate.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(edit.getByRole('button', { name: 'Download gst-certificate.pdf' })).toBeVisible()
  await expect(edit.getByRole('button', { name: 'Remove gst-certificate.pdf' })).toBeVisible()
  await snapshot(page, 'vendor-documents')
})
