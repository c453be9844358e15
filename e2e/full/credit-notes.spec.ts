import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { PASSWORD, snapshot, test, USERS } from '../support'

/*
 * Credit notes on the real server: a vendor's invoice of ₹1,00,000 is booked on code 3000-01
 * (Editor and edit suite, no demo spend) and approved (set up through the API); the Admin Manager
 * then records the vendor's credit note of ₹25,000 against it in the page — choosing the invoice,
 * seeing what remains creditable — and submits it; with no credit note levels on Monsoon Diaries
 * it waits on the Admins, and the Admin approves and posts it. The budget report's actual on the
 * code drops by exactly the credited amount.
 */
test.describe.configure({ mode: 'serial' })

const CODE = '3000-01'
const INVOICE = 'CUT-2611'

async function tokenOf(request: APIRequestContext, email: string) {
  const answer = await request.post('/v2/login', { data: { email, password: PASSWORD } })
  expect(answer.ok()).toBe(true)
  return (await answer.json()).data.token as string
}

/** An approved expense of ₹1,00,000 on the code: booked by the Admin Manager, approved by the Admin. */
async function approvedInvoice(request: APIRequestContext) {
  const manager = { authorization: `Bearer ${await tokenOf(request, USERS.manager)}` }
  const admin = { authorization: `Bearer ${await tokenOf(request, USERS.admin)}` }
  const projects = await (await request.get('/v2/project/options?search=MD-01', { headers: manager })).json()
  const vendors = await (await request.get('/v2/vendor/options?search=Prime', { headers: manager })).json()
  const projectId = projects.data[0].id as number
  const created = await request.post('/v2/expenses', {
    headers: manager,
    data: {
      project_id: projectId,
      budget_code: CODE,
      vendor_id: vendors.data[0].id,
      invoice_no: INVOICE,
      invoice_date: '2026-11-20',
      amount: 10_000_000,
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const id = (await created.json()).data.expense_id as number
  expect((await request.post(`/v2/expenses/${id}/submit`, { headers: manager, data: {} })).ok()).toBe(true)
  const approved = await request.post(`/v2/expenses/${id}/approve`, { headers: admin, data: {} })
  expect((await approved.json()).data.status).toBe('approved')
  return projectId
}

/** The code's actual in the budget report, in rupees. */
async function reportActual(page: Page, projectId: number) {
  await page.goto(`/budgetView?project=${projectId}&tab=report`)
  const report = page.getByRole('table', { name: /Budget report of version/ })
  const row = report.getByRole('row').filter({ hasText: CODE })
  await expect(row).toBeVisible()
  const [, actual] = (await row.getByRole('cell').allTextContents()).slice(-4)
  return Number((actual ?? '').replace(/[^0-9.-]/g, ''))
}

test('a posted credit note lowers its code’s actual in the budget report by the credited amount', async ({
  openAs,
  request,
}) => {
  const projectId = await approvedInvoice(request)

  let page = await openAs('admin', '/apps/projects')
  const before = await reportActual(page, projectId)
  expect(before).toBeGreaterThanOrEqual(100_000)

  // The Admin Manager records the vendor's credit note against the invoice.
  await page.context().close()
  page = await openAs('manager', '/apps/creditNoteMasterView')
  await page.getByRole('button', { name: 'New credit note' }).first().click()
  const form = page.getByRole('dialog', { name: 'New credit note' })
  await form.getByRole('combobox', { name: 'Project' }).fill('MD-01')
  await page.getByRole('option', { name: /Monsoon Diaries/ }).click()
  await form.getByRole('combobox', { name: 'Original invoice' }).fill(INVOICE)
  await page.getByRole('option', { name: new RegExp(INVOICE) }).click()
  await expect(form.getByTestId('cn-remaining')).toContainText('₹1,00,000.00')
  await form.getByLabel('Credit note no.').fill('PL-CN-77')
  await form.getByLabel('Reason').selectOption({ label: 'Unused hire days' })
  await form.getByLabel('Quantity').fill('1')
  await form.getByLabel('Rate').fill('25000')
  await expect(form.getByText(/After this credit note: ₹75,000\.00 left to credit/)).toBeVisible()
  await snapshot(page, 'credit-notes-form')
  await form.getByRole('button', { name: 'Save draft' }).click()
  const draft = page.getByRole('dialog', { name: 'Credit note PL-CN-77' })
  await expect(draft.getByText('₹25,000.00').first()).toBeVisible()
  await draft.getByRole('button', { name: 'Submit' }).click()
  await expect(draft.getByText(/Waiting on the Admins/)).toBeVisible()
  await page.keyboard.press('Escape')

  // No credit note levels on the project: the Admin decides, then posts it to the budget.
  await page.context().close()
  page = await openAs('admin', '/apps/creditNoteMasterView?status=submitted')
  await page.getByRole('button', { name: 'PL-CN-77' }).click()
  const approving = page.getByRole('dialog', { name: 'Credit note PL-CN-77' })
  await approving.getByRole('button', { name: 'Approve' }).click()
  await approving.getByRole('button', { name: 'Post to the budget' }).click()
  await expect(approving.getByText('Posted', { exact: true }).first()).toBeVisible()
  await expect(approving.getByRole('button', { name: 'Apply to what is owed' })).toBeVisible()
  await snapshot(page, 'credit-notes')
  await page.keyboard.press('Escape')

  expect(await reportActual(page, projectId)).toBe(before - 25_000)
})
