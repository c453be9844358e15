import { expect } from '@playwright/test'
import { pick, snapshot, test } from '../support'

/*
 * Daily production reports on the real server: the Moderator files Monsoon Diaries' first planned
 * shoot day (pre-filled from the plan), with a scene, the camera crew and a vehicle, and submits
 * it; the Admin approves it and reads the day's cost report against its daily budget. The new
 * pages are checked with axe on the way, and the form and the report are photographed.
 */
test.describe.configure({ mode: 'serial' })

test('the Moderator files a day’s report, the Admin approves it and reads its DCR', async ({ openAs }) => {
  let page = await openAs('moderator', '/dprList')
  await expect(page.getByRole('heading', { name: 'Daily production reports', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'New report' }).first().click()

  // Which day: the project, the date and the unit, then the pre-filled form.
  await expect(page).toHaveURL(/\/dprForm/)
  await pick(
    page.getByRole('combobox', { name: 'Project' }),
    'MD-01',
    page.getByRole('option', { name: /Monsoon Diaries/ }),
    /MD-01/,
  )
  await page.getByLabel('Shoot date').fill('2026-11-24')
  await page.getByRole('button', { name: 'Start the report' }).click()
  await expect(page.getByText('Day 1 of 3')).toBeVisible({ timeout: 15_000 })

  const form = page.getByRole('form', { name: 'Daily production report' })
  await form.getByLabel('Work type').selectOption({ label: 'Shoot' })
  await form.getByLabel('Location').fill('Fort Kochi, Princess Street')
  await form.getByLabel('Crew call').fill('07:00')
  await form.getByLabel('Meal break out').fill('13:00')
  await form.getByLabel('Meal break in').fill('13:45')
  await form.getByLabel('Crew wrap').fill('18:00')
  await form.getByLabel('Pages scheduled').fill('2 4/8')
  await form.getByRole('button', { name: 'Add a scene' }).click()
  await form.getByLabel('Scene (scene 1)').fill('12')
  await form.getByLabel('Pages (e.g. 1 6/8) (scene 1)').fill('1 6/8')
  await form.getByRole('button', { name: 'Add a department' }).click()
  await form.getByLabel('Department (crew row 1)').selectOption({ label: 'Camera' })
  await form.getByLabel('Head count (crew row 1)').fill('10')
  await form.getByLabel('Day rate per head (₹) (crew row 1)').fill('2000')
  await form.getByRole('button', { name: 'Add a hire' }).click()
  await form.getByLabel('Kind (hire 1)').selectOption({ label: 'Vehicle' })
  await form.getByLabel('What was hired (hire 1)').fill('Tempo traveller')
  await form.getByLabel('Quantity (hire 1)').fill('2')
  await form.getByLabel('Rate each (₹) (hire 1)').fill('3500')
  await expect(form.getByText('Pages shot: 1 6/8 of 2 4/8 scheduled.')).toBeVisible()
  await snapshot(page, 'dpr-form')

  await form.getByRole('button', { name: 'Save the report' }).click()
  await expect(page).toHaveURL(/\/dprView\?id=\d+/, { timeout: 15_000 })
  const reportUrl = new URL(page.url())
  await expect(page.getByRole('heading', { name: /^Daily report DPR-\d+/ })).toBeVisible()
  await page.getByRole('button', { name: 'Submit for approval' }).click()
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible()

  // The Admin approves it (nobody approves their own report) and reads the day's cost.
  await page.context().close()
  page = await openAs('admin', `${reportUrl.pathname}${reportUrl.search}`)
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('region', { name: 'Status' }).getByText('Approved').first()).toBeVisible()
  const dcr = page.getByRole('region', { name: 'Daily cost report (DCR)' })
  // Ten camera crew at ₹2,000 and two vans at ₹3,500, with an hour and a half of overtime.
  await expect(dcr.getByRole('cell', { name: 'Tempo traveller' })).toBeVisible()
  await expect(dcr.getByText("Day's total")).toBeVisible()
  const total = dcr.locator('dd').filter({ hasText: /^₹/ }).first()
  await expect(total).toHaveText(/₹\d{1,3}(,\d{2,3})*\.\d{2}/)
  await expect(dcr.getByText('Daily budget', { exact: true })).toBeVisible()
  await snapshot(page, 'dpr-view')

  // The list shows it approved; the settings page has the work types and the rules.
  await page.goto('/dprList')
  await expect(page.getByRole('row').filter({ hasText: 'Day 1 of 3' })).toContainText('Approved')
  await page.goto('/dprAndWorkTypeView')
  await expect(page.getByRole('form', { name: 'Shift and meal rules' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Shoot', exact: true })).toBeVisible()
})
