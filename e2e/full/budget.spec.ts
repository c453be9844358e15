import { expect, type Page } from '@playwright/test'
import { BUDGET_HEADER, budgetCsv, budgetRows } from '../../bench/budget-file'
import { toXlsx } from '../../src/lib/export'
import { snapshot, test } from '../support'

/*
 * The budget on the real server, as a project manager (the demo Admin Manager) works it: a new
 * production, a 2,000-line budget from Excel, paging, a revision, the comparison of the two, and a
 * line edited and found in its change log.
 */
test.describe.configure({ mode: 'serial' })

const LINES = 2_000

async function budgetWorkbook(revision: number): Promise<Buffer> {
  const columns = BUDGET_HEADER.map((header, index) => ({ header, value: (row: string[]) => row[index] }))
  return Buffer.from(await toXlsx(columns, budgetRows(LINES, revision), 'Budget'))
}

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, note: string) {
  await page.getByRole('button', { name: 'Upload budget' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Upload a budget' })
  await dialog.getByLabel('Budget file (CSV or XLSX)').setInputFiles(file)
  await dialog.getByLabel('Note').fill(note)
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(dialog).toBeHidden({ timeout: 30_000 })
}

test('a project manager creates a project, uploads, pages, revises, compares and edits its budget', async ({
  openAs,
}) => {
  const page = await openAs('manager', '/editProject')
  await page.getByLabel('Name').fill('Rain Song')
  await page.getByLabel('Code').fill('RS-01')
  await page.getByLabel('Project type').selectOption({ label: 'Feature film' })
  await page.getByLabel('Start date').fill('2027-01-10')
  await page.getByLabel('End date').fill('2027-04-30')
  await page.getByRole('button', { name: 'Create project' }).click()
  await expect(page.getByText('Rain Song created')).toBeVisible()
  await expect(page).toHaveURL(/\/editProjectView\/\d+$/)
  const projectId = Number(/(\d+)$/.exec(page.url())?.[1])

  await page.goto(`/budgetView?project=${projectId}`)
  await expect(page.getByText('No budget uploaded for this project').first()).toBeVisible()

  await upload(
    page,
    {
      name: 'rain-song-budget.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await budgetWorkbook(0),
    },
    'First full budget',
  )
  await expect(page.getByRole('button', { name: /Version 1 · current/ })).toBeVisible()
  const lines = page.getByRole('region', { name: 'Budget lines' })
  await expect(lines.getByRole('cell', { name: '1000-00', exact: true })).toBeVisible()
  await expect(page.getByText('Page 1 of 80')).toBeVisible()
  await snapshot(page, 'full-budget-version-1')

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(lines.getByRole('cell', { name: '1000-25', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(lines.getByRole('cell', { name: '1000-50', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(page.getByText('Page 2 of 80')).toBeVisible()

  await upload(
    page,
    { name: 'rain-song-revised.csv', mimeType: 'text/csv', buffer: Buffer.from(budgetCsv(LINES, 1)) },
    'Rates after negotiation',
  )
  await expect(page.getByRole('button', { name: /Version 2 · current/ })).toBeVisible()

  await page.getByRole('button', { name: /Version 2 · current/ }).click()
  await page.getByRole('option', { name: /^Version 1/ }).click()
  await expect(page.getByRole('button', { name: /Version 1$/ })).toBeVisible()
  await expect(lines.getByRole('cell', { name: '1000-00', exact: true })).toBeVisible()
  await page.getByRole('button', { name: /Version 1$/ }).click()
  await page.getByRole('option', { name: /Version 2 · current/ }).click()

  await page.getByRole('tab', { name: 'Compare' }).click()
  await expect(page.getByRole('table', { name: /Differences from version \d to version \d/ })).toBeVisible()
  const summary = page.getByLabel('Summary of the differences')
  // Revision 1 changes the rate of every seventh line: 286 of 2,000.
  await expect(summary.getByText('Changed').locator('xpath=following-sibling::dd')).toHaveText('286')
  await expect(summary.getByText('Added').locator('xpath=following-sibling::dd')).toHaveText('0')
  await snapshot(page, 'full-budget-compare')

  await page.getByRole('tab', { name: 'Lines' }).click()
  await page.getByRole('button', { name: 'Edit line 1000-01' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit budget line 1000-01' })
  await dialog.getByLabel('Rate').fill('2222.50')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Line 1000-01 saved')).toBeVisible()
  const log = dialog.getByRole('table', { name: 'Change log' })
  await expect(
    log.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Rate', exact: true }) }),
  ).toContainText('₹2,222.50')
  await log.scrollIntoViewIfNeeded()
  await snapshot(page, 'full-budget-line-log', { fullPage: false })
})
