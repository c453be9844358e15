import { expect } from '@playwright/test'
import { snapshot, test } from '../support'

/*
 * The cost report on the real server: the Admin opens Monsoon Diaries' cost report, raises the
 * estimate to complete of the location sound (2900-01, nothing spent on it yet) above its budget
 * with a reason — its EFC follows and the variance turns over budget —, keeps the week and compares
 * the live report with it.
 */

const CODE = '2900-01'

test('an ETC raised with its reason moves the code’s EFC and variance; the week is kept and compared', async ({
  openAs,
}) => {
  const page = await openAs('admin', '/apps/projects')
  await page.getByRole('link', { name: 'Monsoon Diaries' }).first().click()
  await expect(page).toHaveURL(/\/editProjectView\/\d+$/)
  const projectId = Number(/(\d+)$/.exec(page.url())?.[1])
  await page.goto(`/budgetView?project=${projectId}&tab=cost`)
  await expect(page.getByRole('tab', { name: 'Cost report', selected: true })).toBeVisible()
  const table = page.getByRole('table', { name: 'Cost report' })
  const row = table.getByRole('row').filter({ hasText: CODE })
  await expect(row).toContainText('Location sound recordist and kit')
  await expect(row).toContainText('₹7,04,000.00')

  await row.getByRole('button', { name: `Change the ETC of ${CODE}` }).click()
  const dialog = page.getByRole('dialog', { name: `Estimate to complete of ${CODE}` })
  await dialog.getByLabel('Estimate to complete (INR)').fill('750000')
  await dialog.getByRole('button', { name: 'Save estimate' }).click()
  // Without a reason nothing is saved.
  await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByLabel('Reason').fill('Sound kit hired for two more weeks')
  await dialog.getByRole('button', { name: 'Save estimate' }).click()
  await expect(page.getByText(`The ETC of ${CODE} is saved.`)).toBeVisible()
  await expect(dialog).toBeHidden()
  // ETC ₹7,50,000 with nothing spent: EFC ₹7,50,000, ₹46,000 over the ₹7,04,000 budget.
  const cells = row.getByRole('cell')
  await expect(cells.nth(5)).toContainText('₹7,50,000.00')
  await expect(cells.nth(5)).toContainText('Entered from')
  await expect(cells.nth(6)).toHaveText('₹7,50,000.00')
  await expect(cells.nth(7)).toHaveText('-₹46,000.00')
  await snapshot(page, 'full-cost-report')

  // The week kept (once: a retry on the same server is told it is kept already).
  await page.getByRole('button', { name: 'Keep this week' }).click()
  await expect(
    page.getByText(/The (cost report of the )?week ending \d{4}-\d{2}-\d{2} is kept/),
  ).toBeVisible()
  const weeks = page.getByLabel('Compare with a kept week')
  await expect(weeks.getByRole('option')).not.toHaveCount(1)
  await weeks.selectOption({ index: 1 })
  await expect(page.getByRole('heading', { name: /Changes since the week ending/ })).toBeVisible()

  // The dashboard shows the project as its cost report does, and opens it.
  await page.goto('/dashboard/analytics')
  const projects = page.getByRole('table', { name: "Projects' cost figures" })
  const monsoon = projects.getByRole('row').filter({ hasText: 'Monsoon Diaries' })
  await expect(monsoon).toContainText(/of 3 shoot days/)
  await expect(monsoon).toContainText(CODE)
  // Beside the money: what waits on the Admin and each module's widget, and the weekly burn.
  await expect(page.getByRole('region', { name: 'Waiting on you' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Contracts' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Overdue hires' }).getByRole('link')).toHaveAttribute(
    'href',
    '/inventoryView?overdue=1',
  )
  await expect(page.getByRole('img', { name: /Actual per week, last 12 weeks/ })).toBeVisible()
  await snapshot(page, 'full-dashboard-analytics')
  // A contract date opens the list it counts: running contracts ending within the next 90 days.
  const ending = page.getByRole('region', { name: 'Contracts' }).getByRole('link', { name: /within 90 days/ })
  const endingCount = Number((await ending.textContent())?.match(/^\d+/)?.[0])
  await ending.click()
  await expect(page).toHaveURL(/\/contractFilter\?/)
  const filters = page.getByRole('form', { name: 'Filters' })
  // From today (the server's) to 90 days on.
  const from = await filters.getByLabel('Ends on or after').inputValue()
  const by = new Date(`${from}T00:00:00Z`)
  by.setUTCDate(by.getUTCDate() + 90)
  expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  await expect(filters.getByLabel('Ends on or before')).toHaveValue(by.toISOString().slice(0, 10))
  await expect(filters.getByRole('checkbox', { name: 'Executed' })).toBeChecked()
  const found = page.getByRole('table', { name: 'Find contracts' })
  // (Equal counts are the server tests' to prove: another worker's flow may sign a contract meanwhile.)
  expect(endingCount).toBeGreaterThan(0)
  await expect(found.getByRole('row').nth(1)).toBeVisible()

  // A project's actual opens the transactions it sums, to the dashboard's day.
  await page.goto('/dashboard/analytics')
  await monsoon.getByRole('cell').nth(3).getByRole('link').click()
  await expect(page).toHaveURL(/\/apps\/reports\?report=transactions&project=\d+&to=\d{4}-\d{2}-\d{2}/)
  await expect(page.getByRole('table', { name: /Transactions by code — MD-01/ })).toBeVisible()

  await page.goto('/dashboard/analytics')
  await monsoon.getByRole('link', { name: 'Monsoon Diaries' }).click()
  await expect(page.getByRole('tab', { name: 'Cost report', selected: true })).toBeVisible()
})
