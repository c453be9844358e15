import { type APIRequestContext, expect } from '@playwright/test'
import { PASSWORD, snapshot, test, USERS } from '../support'

/*
 * The demo's contracts on the real server, and the expenses that invoice their instalments: Monsoon
 * Diaries starts with the demo's deals (seed-contracts.ts). Pixelwave invoices ₹10,000 of the DI
 * contract's booking advance as an expense (through the API, on 3000-03, which no other flow
 * moves); the contract's detail lists the invoice under its instalment, and its number opens the
 * expense.
 */

const RUN = Date.now().toString(36)
const INVOICE = `PW-${RUN}`.toUpperCase()
const DI = 'DI and colour grade — 10 days'

async function invoiceTheAdvance(request: APIRequestContext) {
  const login = await request.post('/v2/login', { data: { email: USERS.admin, password: PASSWORD } })
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` }
  const project = (await (await request.get('/v2/project/options?search=MD-01', { headers })).json()).data[0]
  const found = await (
    await request.get(
      `/v2/contracts?project_id=${project.id}&search=${encodeURIComponent('DI and colour')}`,
      {
        headers,
      },
    )
  ).json()
  const contract = found.data[0]
  const detail = (await (await request.get(`/v2/contracts/${contract.contract_id}`, { headers })).json()).data
  const advance = detail.instalments[0]
  const booked = await request.post('/v2/expenses', {
    headers,
    data: {
      project_id: project.id,
      budget_code: advance.budget_code,
      vendor_id: detail.vendor_id,
      invoice_no: INVOICE,
      invoice_date: '2026-11-20',
      amount: 10_000_00,
      contract_instalment_id: advance.instalment_id,
    },
  })
  expect(booked.status(), await booked.text()).toBe(200)
  return { projectId: project.id as number, contractNo: contract.contract_no as string }
}

test('the demo’s contracts are there, and a contract lists the expenses invoicing its instalments', async ({
  openAs,
  request,
}) => {
  const { projectId, contractNo } = await invoiceTheAdvance(request)
  const page = await openAs('admin', `/contractView?project=${projectId}`)
  const list = page.getByRole('table', { name: 'Contracts' })
  await expect(list.getByRole('cell', { name: 'Anaya — lead, 40 shoot days' })).toBeVisible()
  await expect(list.getByRole('cell', { name: DI })).toBeVisible()

  await list.getByRole('button', { name: contractNo, exact: true }).click()
  const detail = page.getByRole('dialog', { name: `Contract ${contractNo}` })
  const invoices = detail.getByRole('table', { name: 'Invoices booked as expenses' })
  const row = invoices.getByRole('row').filter({ hasText: INVOICE })
  await expect(row).toContainText('Booking advance')
  await expect(row).toContainText('Draft')
  await expect(row).toContainText('₹10,000.00')
  await invoices.scrollIntoViewIfNeeded()
  await snapshot(page, 'contract-invoices')

  await row.getByRole('link', { name: `Open the expense of invoice ${INVOICE}` }).click()
  await expect(page).toHaveURL(/\/apps\/expenseMasterView\?.*expense=\d+/)
  const expense = page.getByRole('dialog', { name: `Expense ${INVOICE}` })
  await expect(expense.getByRole('heading', { name: `Expense ${INVOICE}` })).toBeVisible()
  // Booked on the instalment, it adds nothing to what the contract already commits on the code.
  await expect(expense.getByText(/Over budget/)).toHaveCount(0)
  await snapshot(page, 'contract-invoice-expense')
})
