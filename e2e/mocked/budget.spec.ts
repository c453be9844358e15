import { expect, type Page, test } from '@playwright/test'
import { expectAccessible, signIn, snapshot, USERS } from '../support'

const HEADER = 'Budget Code,Category,Sub-category,Description,City,ATL,Quantity,Unit,Rate,Amount,Notes'

async function chooseDemoProject(page: Page) {
  await page.getByRole('combobox', { name: 'Project' }).fill('Monsoon')
  await page.getByRole('option', { name: /Monsoon Diaries/ }).click()
  await expect(page).toHaveURL(/project=\d+/)
  await expect(page.getByRole('region', { name: 'Budget lines' }).getByRole('row')).toHaveCount(26)
}

test('a project manager chooses a project, pages, switches version, edits a line and reads its log', async ({
  page,
}) => {
  await signIn(page, USERS.manager, '/budgetView')
  await expect(page.getByRole('heading', { name: 'Budget', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Choose a project' })).toBeVisible()
  await expectAccessible(page)
  await snapshot(page, 'budget-choose-project')

  await chooseDemoProject(page)
  await expect(page.getByText('Page 1 of 2')).toBeVisible()
  await expect(page.getByRole('button', { name: /Version 2 · current/ })).toBeVisible()
  await expectAccessible(page)
  await snapshot(page, 'budget-list')

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText('Page 2 of 2')).toBeVisible()

  await page.getByRole('button', { name: /Version 2 · current/ }).click()
  await expect(page.getByRole('option', { name: /Version 1 · original, locked/ })).toBeVisible()
  await snapshot(page, 'budget-version-picker')
  await page.getByRole('option', { name: /Version 1 · original, locked/ }).click()
  await expect(page.getByText('Underlying rights — novel option')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Edit line/ })).toHaveCount(0)

  await page.getByRole('button', { name: /Version 1 · original, locked/ }).click()
  await page.getByRole('option', { name: /Version 2 · current/ }).click()
  const edit = page.getByRole('button', { name: /^Edit line/ }).first()
  const code = ((await edit.getAttribute('aria-label')) ?? '').replace('Edit line ', '')
  await edit.click()
  const dialog = page.getByRole('dialog', { name: `Edit budget line ${code}` })
  await expect(dialog.getByText('Line created')).toBeVisible()
  await dialog.getByLabel('Rate').fill('123456.00')
  await dialog.getByLabel('Notes').fill('Rate agreed after the recce')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(`Line ${code} saved`)).toBeVisible()
  const log = dialog.getByRole('table', { name: 'Change log' })
  const logRow = (field: string) =>
    log.getByRole('row').filter({ has: page.getByRole('cell', { name: field, exact: true }) })
  await expect(logRow('Rate')).toContainText('₹1,23,456.00')
  await expect(logRow('Notes')).toContainText('Rate agreed after the recce')
  await expectAccessible(page)
  // What the viewport shows: a full-page shot of a long page leaves the modal at the top of it.
  await log.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/screenshots/budget-line-log.png' })
})

test('a budget file is refused row by row, then a good one becomes version 3', async ({ page }) => {
  await signIn(page, USERS.manager, '/budgetView')
  await chooseDemoProject(page)

  await page.getByRole('button', { name: 'Upload budget' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Upload a budget' })
  await dialog.getByLabel('Budget file (CSV or XLSX)').setInputFiles({
    name: 'bad-budget.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `${HEADER}\n9000-01,Nonsense,,Cameo,Mumbai,Y,1,flat,500000.00,,\n9000-02,Camera,,,Mumbai,N,abc,day,25000.00,,\n`,
    ),
  })
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(dialog.getByText('Nothing was uploaded', { exact: true })).toBeVisible()
  await expect(dialog.getByRole('table', { name: 'Problems in the file' }).getByRole('row')).toHaveCount(4)
  await expectAccessible(page)
  await page.screenshot({ path: 'test-results/screenshots/budget-upload-refused.png' })

  await dialog.getByLabel('Budget file (CSV or XLSX)').setInputFiles({
    name: 'revised-budget.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `${HEADER}\n9000-01,Cast,,Cameo appearance,Mumbai,Y,1,flat,500000.00,,\n9000-02,Camera,,Drone unit,Mumbai,N,3,day,25000.00,,\n`,
    ),
  })
  await dialog.getByLabel('Note').fill('Cameo and drone unit')
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByText('Version 3 uploaded (2 rows)')).toBeVisible()
  await expect(page.getByRole('button', { name: /Version 3 · current/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Budget lines' }).getByRole('row')).toHaveCount(3)
  await snapshot(page, 'budget-version-3')

  await page.getByRole('tab', { name: 'Uploads' }).click()
  await expect(page).toHaveURL(/tab=uploads/)
  const history = page.getByRole('table', { name: 'Upload history' })
  await expect(history.getByRole('row', { name: /revised-budget\.csv/ })).toContainText('Applied')
  await expect(history.getByRole('row', { name: /bad-budget\.csv/ })).toContainText('Rejected')
  await expectAccessible(page)
  await snapshot(page, 'budget-upload-history')
})

test('the ATL tab lists above-the-line lines and removes the chosen ones after asking', async ({ page }) => {
  await signIn(page, USERS.manager, '/budgetView')
  await chooseDemoProject(page)
  await page.getByRole('tab', { name: 'ATL' }).click()
  const table = page.getByRole('table', { name: 'Above-the-line lines' })
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  const before = await table.getByRole('row').count()
  await table.getByRole('checkbox').first().check()
  await snapshot(page, 'budget-atl')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Remove 1 selected' }).click()
  await page
    .getByRole('dialog', { name: 'Remove 1 ATL line?' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expect(page.getByText('1 ATL line removed')).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(before - 1)
})

test('a line someone else saved meanwhile keeps the user’s input and applies it on top', async ({ page }) => {
  await signIn(page, USERS.manager, '/budgetView')
  await chooseDemoProject(page)
  const edit = page.getByRole('button', { name: /^Edit line/ }).nth(1)
  const code = ((await edit.getAttribute('aria-label')) ?? '').replace('Edit line ', '')
  await edit.click()
  const dialog = page.getByRole('dialog', { name: `Edit budget line ${code}` })
  await dialog.getByLabel('Description').fill('Mine: line producer, six months')

  // Another session saves the same line first (through the same mock API, with this user's token).
  const lineId = await page.evaluate(async (budgetCode) => {
    const token = localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken')
    const organization = localStorage.getItem('OrganizationID') ?? sessionStorage.getItem('OrganizationID')
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
    const project = new URL(location.href).searchParams.get('project')
    const list = await fetch(`/v2/budget/project/${project}?limit=500&organization_id=${organization}`, {
      headers,
    })
    const lines = (await list.json()).data as {
      budget_id: number
      budget_code: string
      row_version: number
    }[]
    const line = lines.find((candidate) => candidate.budget_code === budgetCode)
    if (!line) throw new Error(`no line ${budgetCode}`)
    await fetch(`/v2/budget/${line.budget_id}?organization_id=${organization}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ row_version: line.row_version, notes: 'Theirs: paid in two parts' }),
    })
    return line.budget_id
  }, code)
  expect(lineId).toBeGreaterThan(0)

  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog.getByText('Someone else changed this line')).toBeVisible()
  await expect(dialog.getByLabel('Description')).toHaveValue('Mine: line producer, six months')
  // Their saved notes show in the comparison table, and the form now stands on their version.
  await expect(dialog.getByRole('table').getByText('Theirs: paid in two parts')).toBeVisible()
  await expect(dialog.getByLabel('Notes')).toHaveValue('Theirs: paid in two parts')
  await expectAccessible(page)
  await page.screenshot({ path: 'test-results/screenshots/budget-line-conflict.png' })
  await dialog.getByRole('button', { name: 'Apply my changes to the latest version' }).click()
  await expect(page.getByText(`Line ${code} saved`)).toBeVisible()
  await expect(dialog.getByText('Someone else changed this line')).toHaveCount(0)
})
