import { expect } from '@playwright/test'
import { pick, snapshot, test } from '../support'

/*
 * /apps/reports on the real server: the Admin Manager opens Monsoon Diaries' contract payment
 * schedule (the demo's signed contracts), sees its rupees grouped in lakhs, keeps it as a named
 * filter, moves to the TDS register and back through the saved filter, exports it as XLSX and PDF,
 * and closes the books through January (a date no other flow writes in); the Admin opens them again.
 */

const RUN = Date.now().toString(36)
const SAVED = `Contract payments ${RUN}`

test('a register of a project: rows and totals, kept as a filter, exported as XLSX and PDF', async ({
  openAs,
}) => {
  const page = await openAs('manager', '/apps/reports')
  await expect(page.getByRole('heading', { name: 'Choose a project' })).toBeVisible()
  await page
    .getByLabel('Report', { exact: true })
    .selectOption({ label: 'Contract register and payment schedule' })
  const project = page.getByRole('combobox', { name: 'Project' })
  await pick(project, 'Monsoon', page.getByRole('option', { name: /Monsoon Diaries/ }))
  const table = page.getByRole('table', { name: /Contract register and payment schedule — MD-01/ })
  await expect(table.getByRole('row').filter({ hasText: 'MD-01/CON/0001' }).first()).toBeVisible()
  await expect(page.getByLabel('Totals')).toContainText(/₹\d{1,2},\d{2},\d{3}\.\d{2}/)
  await expect(page).toHaveURL(/report=contracts/)
  await snapshot(page, 'full-reports')

  await page.getByRole('button', { name: 'Save current filter…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save filter as' })
  await dialog.getByLabel('Name').fill(SAVED)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()

  await page.getByLabel('Report', { exact: true }).selectOption({ label: 'TDS register by section and PAN' })
  const tds = page.getByRole('table', { name: /TDS register by section and PAN — MD-01/ })
  await expect(tds.getByRole('row').filter({ hasText: '194C' }).first()).toBeVisible()
  await page.getByRole('button', { name: `Apply saved filter ${SAVED}` }).click()
  await expect(table).toBeVisible()
  await expect(page.getByLabel('Report', { exact: true })).toHaveValue('contracts')

  await page.getByRole('button', { name: 'Export', exact: true }).click()
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
  ])
  expect(sheet.suggestedFilename()).toMatch(/^contracts-MD-01-\d{4}-\d{2}-\d{2}\.xlsx$/)
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export PDF' }).click(),
  ])
  expect(pdf.suggestedFilename()).toMatch(/^contracts-MD-01-\d{4}-\d{2}-\d{2}\.pdf$/)

  await page.getByRole('button', { name: 'Close the books…' }).click()
  const closing = page.getByRole('dialog', { name: 'Close the books' })
  await closing.getByLabel('Closed through').fill('2026-01-31')
  await closing.getByLabel('Reason').fill(`January sent to the studio ${RUN}`)
  await closing.getByRole('button', { name: 'Close the books' }).click()
  await expect(page.getByText(/Books closed through Jan 31, 2026 by Rohan Iyer/)).toBeVisible()
  // Opening closed books again is the Admin's: the manager is not offered it.
  await expect(page.getByRole('button', { name: 'Open the books' })).toHaveCount(0)
  const closedAt = new URL(page.url())
  const admin = await openAs('admin', `${closedAt.pathname}${closedAt.search}`)
  await admin.getByRole('button', { name: 'Open the books' }).click()
  const opening = admin.getByRole('dialog', { name: 'Open the books' })
  await opening.getByLabel('Reason').fill('Correction asked for')
  await opening.getByRole('button', { name: 'Open the books' }).click()
  await expect(admin.getByText(/The books are open/)).toBeVisible()
})
