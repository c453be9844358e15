import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test'
import { PASSWORD, snapshot, test, USERS } from '../support'

/*
 * A hire from its purchase order to its extension, on the real server. Set up through the API: the
 * Production Manager raises a PO on Monsoon Diaries (MD-01) for a camera kit, 3 days' hire at
 * ₹75,000 on 2100-01, the Admin Manager approves it, the camera arrives on a challan that the Admin
 * Manager verifies. In the page, the Admin takes the challan's line into inventory as rented at
 * ₹25,000 a day, hands it to the Production Manager until a date, then extends the hire by two days:
 * the PO is amended and the budget report's committed on the code rises by exactly ₹50,000.
 */
test.describe.configure({ mode: 'serial' })

/** Camera package rental: no other flow moves its figures, so the difference is this flow's. */
const CODE = '2100-01'
const CAMERA = 'ARRI Alexa Mini kit'

async function headersOf(request: APIRequestContext, email: string) {
  const answer = await request.post('/v2/login', { data: { email, password: PASSWORD } })
  expect(answer.ok()).toBe(true)
  return { authorization: `Bearer ${(await answer.json()).data.token}` }
}

// biome-ignore lint/suspicious/noExplicitAny: the set-up reads a few fields of the API's answers
type Json = any

async function data(answer: APIResponse): Promise<Json> {
  expect(answer.ok(), await answer.text()).toBe(true)
  return ((await answer.json()) as { data: Json }).data
}

/** The approved PO and its verified challan; answers the project's id and the PO's number. */
async function verifiedChallan(request: APIRequestContext) {
  const moderator = await headersOf(request, USERS.moderator)
  const manager = await headersOf(request, USERS.manager)
  const projects = await (await request.get('/v2/project/options?search=MD-01', { headers: manager })).json()
  const vendors = await (await request.get('/v2/vendor/options?search=Prime', { headers: manager })).json()
  const projectId = projects.data[0].id as number
  const po = await data(
    await request.post(`/v2/purchase/project/${projectId}`, {
      headers: moderator,
      data: {
        title: 'Camera kit hire',
        vendor_id: vendors.data[0].id,
        po_date: '2026-11-20',
        lines: [{ budget_code: CODE, description: CAMERA, quantity: '1', unit: 'kit', rate: 7_500_000 }],
      },
    }),
  )
  await data(await request.post(`/v2/purchase/${po.po_id}/submit`, { headers: moderator, data: {} }))
  expect(
    (await data(await request.post(`/v2/purchase/${po.po_id}/approve`, { headers: manager, data: {} })))
      .status,
  ).toBe('approved')
  const challan = await data(
    await request.post(`/v2/purchase/${po.po_id}/challans`, {
      headers: moderator,
      data: {
        challan_no: 'PL-4471',
        received_on: '2026-11-21',
        receiver: 'Camera department',
        lines: [{ po_line_id: po.lines[0].po_line_id, quantity: '1' }],
      },
    }),
  )
  await data(await request.post(`/v2/challan/${challan.challan_id}/verify`, { headers: manager, data: {} }))
  return { projectId, poNumber: po.number as string }
}

/** The code's committed in the budget report, in rupees. */
async function committedOf(page: Page, projectId: number) {
  await page.goto(`/budgetView?project=${projectId}&tab=report`)
  const report = page.getByRole('table', { name: /Budget report of version/ })
  const row = report.getByRole('row').filter({ hasText: CODE })
  await expect(row).toBeVisible()
  const [committed = ''] = (await row.getByRole('cell').allTextContents()).slice(-4)
  return Number(committed.replace(/[^0-9.-]/g, ''))
}

test('a camera taken in from its challan as a hire; extending it amends the PO and commits the extra days', async ({
  openAs,
  request,
}) => {
  const { projectId, poNumber } = await verifiedChallan(request)

  const page = await openAs('admin', '/apps/projects')
  const before = await committedOf(page, projectId)

  await page.goto(`/inventoryView?project=${projectId}`)
  await page.getByRole('button', { name: 'Take in from a challan' }).click()
  const receive = page.getByRole('dialog', { name: 'Take goods in from a challan' })
  // Other flows' verified challans may be listed too: choose this camera's.
  const challan = receive.getByLabel('Challan')
  const option = challan.getByRole('option', { name: /PL-4471/ })
  await expect(option).toBeAttached()
  await challan.selectOption({ label: (await option.textContent()) ?? '' })
  await receive.getByLabel(`Take in “${CAMERA}”`).check()
  await receive.getByLabel('Category').selectOption({ label: 'Camera, light & grip' })
  await receive.getByLabel('Ownership').selectOption({ label: 'Rented' })
  await receive.getByLabel('Hire rate per day').fill('25000')
  await snapshot(page, 'inventory-receive')
  await receive.getByRole('button', { name: 'Take in' }).click()

  let item = page.getByRole('dialog', { name: new RegExp(CAMERA) })
  await expect(item.getByText('Booked', { exact: true }).first()).toBeVisible()
  await expect(item.getByText(poNumber)).toBeVisible()
  await expect(item.getByText('PL-4471')).toBeVisible()

  // Picked up by the Production Manager, due back on the 25th.
  await item.getByRole('button', { name: 'Pick up' }).click()
  const pickUp = page.getByRole('dialog', { name: new RegExp(`^Pick up .*${CAMERA}`) })
  const custodian = pickUp.getByLabel('Custodian')
  await expect(custodian.getByRole('option', { name: /Meera Kapoor/ })).toBeAttached()
  await custodian.selectOption({
    label: (await custodian.getByRole('option', { name: /Meera Kapoor/ }).textContent()) ?? '',
  })
  await pickUp.getByLabel('Date').fill('2026-11-21')
  await pickUp.getByLabel('Due back').fill('2026-11-25')
  await pickUp.getByRole('button', { name: 'Pick up' }).click()
  await expect(page.getByText(new RegExp(`${CAMERA} picked up`))).toBeVisible()
  expect(await committedOf(page, projectId)).toBe(before)

  // Two more days: the PO gains a line for them at the hire rate.
  await page.goto(`/inventoryView?project=${projectId}`)
  await page
    .getByRole('table', { name: 'Inventory' })
    .getByRole('row')
    .filter({ hasText: CAMERA })
    .getByRole('button')
    .first()
    .click()
  item = page.getByRole('dialog', { name: new RegExp(CAMERA) })
  await item.getByRole('button', { name: 'Extend hire' }).click()
  const extend = page.getByRole('dialog', { name: new RegExp(`^Extend the hire of .*${CAMERA}`) })
  await expect(extend.getByText(/the order is amended with the extra days/)).toBeVisible()
  await extend.getByLabel('Date').fill('2026-11-24')
  await extend.getByLabel('Due back').fill('2026-11-27')
  await extend.getByRole('button', { name: 'Extend hire' }).click()
  await expect(page.getByText(new RegExp(`Hire of .*${CAMERA} extended`))).toBeVisible()
  item = page.getByRole('dialog', { name: new RegExp(CAMERA) })
  await expect(item.getByRole('table', { name: 'Movement history' })).toContainText(
    `${poNumber} amended: 2 more days at the hire rate`,
  )
  expect(await committedOf(page, projectId)).toBe(before + 50_000)
})
