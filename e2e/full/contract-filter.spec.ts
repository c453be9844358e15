import { type APIRequestContext, expect } from '@playwright/test'
import { PASSWORD, snapshot, test, USERS } from '../support'

/*
 * /contractFilter on the real server: the Admin drafts three deals on Monsoon Diaries through the
 * API (code 1300-03, drafts move no figures), two artiste agreements and a vendor one around
 * ₹12,34,000, one of the artiste deals ending in June. Filtered by agreement type, value range and
 * end date only the first is left; the filter is saved, the page reloaded, the saved filter
 * applied from the list, and its matches exported as a workbook.
 */

const RUN = Date.now().toString(36)
const LEAD = `Filter flow ${RUN} — Zoya lead`
const RIG = `Filter flow ${RUN} — drone rig`
const LATE = `Filter flow ${RUN} — late lead`
const SAVED = `Zoya-sized deals ${RUN}`

async function draftDeals(request: APIRequestContext) {
  const login = await request.post('/v2/login', { data: { email: USERS.admin, password: PASSWORD } })
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` }
  const project = (await (await request.get('/v2/project/options?search=MD-01', { headers })).json()).data[0]
  const agreements: { id: number; label: string }[] = (
    await (await request.get('/v2/agreement/options?limit=100', { headers })).json()
  ).data
  const agreementId = (label: string) => agreements.find((agreement) => agreement.label === label)?.id
  for (const [title, agreement, value, end] of [
    [LEAD, 'Artiste agreement', 1_234_567_00, '2027-02-14'],
    [RIG, 'Vendor services agreement', 1_234_000_00, '2027-02-14'],
    [LATE, 'Artiste agreement', 1_234_500_00, '2027-06-30'],
  ] as const) {
    const created = await request.post('/v2/contracts', {
      headers,
      data: {
        project_id: project.id,
        title,
        agreement_id: agreementId(agreement),
        counterparty_name: 'Zoya Khan',
        start_date: '2026-12-01',
        end_date: end,
        fee_basis: 'lump_sum',
        value,
        gst_treatment: 'exclusive',
        instalments: [{ label: 'All', trigger: 'signing', percent: '100', budget_code: '1300-03' }],
      },
    })
    expect(created.status(), await created.text()).toBe(200)
  }
}

test('contracts found by agreement type, value and end date; the filter saved, applied again and exported', async ({
  openAs,
  request,
}) => {
  await draftDeals(request)
  const page = await openAs('admin', '/contractFilter')
  await expect(page.getByRole('heading', { name: 'Find contracts', level: 1 })).toBeVisible()
  const results = page.getByRole('table', { name: 'Find contracts' })

  const filters = page.getByRole('form', { name: 'Filters' })
  await filters.getByLabel('Agreement type').selectOption({ label: 'Artiste agreement' })
  await filters.getByLabel('Value at least').fill('1234000')
  await filters.getByLabel('Value at most').fill('1234600')
  await filters.getByLabel('Ends on or before').fill('2027-03-01')
  await filters.getByLabel('Words in title, person or role').fill(`Filter flow ${RUN}`)
  await filters.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/value_min=123400000/)
  await expect(results.getByRole('row').filter({ hasText: LEAD })).toBeVisible()
  await expect(results.getByText(RIG)).toHaveCount(0)
  await expect(results.getByText(LATE)).toHaveCount(0)
  await expect(results.getByRole('row')).toHaveCount(2)
  await expect(results.getByRole('row').filter({ hasText: LEAD })).toContainText('₹12,34,567.00')

  await page.getByRole('button', { name: 'Save current filter…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save filter as' })
  await dialog.getByLabel('Name').fill(SAVED)
  await dialog.getByLabel('Share with the organisation').check()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: `Apply saved filter ${SAVED}` })).toBeVisible()
  await snapshot(page, 'full-contract-filter')

  // Reloaded without the filter, the saved one brings it back.
  await page.goto('/contractFilter')
  await page.reload()
  await expect(page.getByText('0 filters set')).toBeVisible()
  await page.getByRole('button', { name: `Apply saved filter ${SAVED}` }).click()
  await expect(page.getByText('5 filters set')).toBeVisible()
  await expect(filters.getByLabel('Value at least')).toHaveValue('1234000.00')
  await expect(results.getByRole('row')).toHaveCount(2)
  await expect(results.getByRole('row').filter({ hasText: LEAD })).toBeVisible()

  await page.getByRole('button', { name: 'Export' }).click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^contracts-\d{4}-\d{2}-\d{2}\.xlsx$/)

  // The contract opens in its detail dialog.
  await results.getByRole('row').filter({ hasText: LEAD }).getByRole('button').first().click()
  const detail = page.getByRole('dialog', { name: /^Contract MD-01\/CON\/\d{4}$/ })
  await expect(detail.getByText(LEAD)).toBeVisible()
})
