import { count, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { budgetActualsApi } from '../../../contract/api/budget-actuals'
import { expensesApi } from '../../../contract/api/expenses'
import { budgetControlsResponseSchema } from '../../../contract/spend/actuals'
import { expenseResponseSchema } from '../../../contract/spend/expenses'
import { auditLog, expenses } from '../../db/schema'
import { DEMO, type Harness, NORTHWIND, okBody, refusal, test } from '../../test/harness'
import { expensesApprovedAtOnce, makeVendor, spendIds } from './expense-fixtures'

/*
 * A vendor's invoice number booked twice: the organisation warns (the expense saves and names the
 * other booking) or stops (409 on invoice_no naming it). Numbers compare without case and spaces;
 * cancelled expenses and other vendors' invoices do not count.
 */

async function setup(h: Harness) {
  const ids = await spendIds(h.db)
  await expensesApprovedAtOnce(h.db, ids.project)
  const vendor = await makeVendor(h.db, 'Repeat Rentals', null)
  const otherVendor = await makeVendor(h.db, 'Other Rentals', null)
  const token = await h.login(DEMO.admin)
  const book = (invoiceNo: string, extra: Record<string, unknown> = {}) =>
    h.call('POST', '/v2/expenses', {
      token,
      body: {
        project_id: ids.project,
        budget_code: ids.code,
        vendor_id: vendor,
        invoice_no: invoiceNo,
        invoice_date: '2026-11-05',
        amount: 100000,
        ...extra,
      },
    })
  const setAction = (action: 'warn' | 'stop') =>
    h.call('PUT', '/v2/budget/controls', { token, body: { duplicate_invoice: action } })
  return { ids, vendor, otherVendor, token, book, setAction }
}

describe('a vendor invoice booked twice', () => {
  test('Warn (the default): the expense saves and both bookings name each other', async ({ h }) => {
    const { token, book, otherVendor } = await setup(h)
    const controls = await h.call('GET', '/v2/budget/controls', { token })
    expect(okBody(budgetActualsApi.controls, controls).data.duplicate_invoice).toBe('warn')
    const first = okBody(expensesApi.create, await book('RR/2026/042')).data
    expect(first.duplicate_invoices).toEqual([])
    const again = await book(' rr/2026 /042 ', { invoice_date: '2026-11-07' })
    expect(again.status).toBe(200)
    expect(expenseResponseSchema.safeParse(again.body).success).toBe(true)
    const againData = okBody(expensesApi.create, again).data
    expect(againData.duplicate_invoices).toEqual([
      {
        expense_id: first.expense_id,
        invoice_no: 'RR/2026/042',
        invoice_date: '2026-11-05',
        status: 'draft',
      },
    ])
    const firstNow = await h.call('GET', `/v2/expenses/${first.expense_id}`, { token })
    expect(okBody(expensesApi.get, firstNow).data.duplicate_invoices.map((d) => d.expense_id)).toEqual([
      againData.expense_id,
    ])
    // Another vendor's invoice of the same number is another invoice.
    const elsewhere = await book('RR/2026/042', { vendor_id: otherVendor })
    expect(okBody(expensesApi.create, elsewhere).data.duplicate_invoices).toEqual([])
    // Submitted (the approver's view is the same expense): the warning stays on it.
    const submitted = await h.call('POST', `/v2/expenses/${againData.expense_id}/submit`, {
      token,
      body: {},
    })
    expect(okBody(expensesApi.submit, submitted).data.duplicate_invoices).toHaveLength(1)
    // Cancelled, the first booking no longer counts.
    await h.call('POST', `/v2/expenses/${first.expense_id}/cancel`, { token, body: {} })
    const afterCancel = await h.call('GET', `/v2/expenses/${againData.expense_id}`, { token })
    expect(okBody(expensesApi.get, afterCancel).data.duplicate_invoices).toEqual([])
  })

  test('Stop: 409 on invoice_no naming the other booking; nothing is written', async ({ h }) => {
    const { token, book, setAction, vendor, otherVendor } = await setup(h)
    const changed = await setAction('stop')
    expect(budgetControlsResponseSchema.safeParse(changed.body).success).toBe(true)
    expect(okBody(budgetActualsApi.updateControls, changed).data).toMatchObject({
      duplicate_invoice: 'stop',
      po: 'warn',
      expense: 'warn',
    })
    const [audited] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'budget_controls.update'))
      .orderBy(auditLog.id)
    expect(audited?.after).toMatchObject({ duplicate_invoice: 'stop' })
    const first = await book('INV 7781')
    expect(first.status).toBe(200)
    const firstId = okBody(expensesApi.create, first).data.expense_id
    const countOf = async () =>
      (await h.db.select({ n: count() }).from(expenses).where(eq(expenses.vendorId, vendor)))[0]?.n
    const before = await countOf()
    const refused = await book('inv7781')
    expect(refused.status).toBe(409)
    expect(refusal(refused).code).toBe('duplicateInvoice')
    expect(refusal(refused).errors).toEqual([
      {
        path: 'invoice_no',
        code: 'duplicateInvoice',
        message: `Invoice INV 7781 of this vendor is already booked: expense #${firstId} of 2026-11-05 (draft)`,
        params: {
          invoice: 'INV 7781',
          expense: firstId,
          date: '2026-11-05',
          status: 'draft',
        },
      },
    ])
    expect(await countOf()).toBe(before)
    // An edit onto the booked number is refused the same way; an edit of anything else is not.
    const other = await book('INV 7782')
    const edit = await h.call('PUT', `/v2/expenses/${okBody(expensesApi.create, other).data.expense_id}`, {
      token,
      body: { invoice_no: 'Inv 7781', row_version: 1 },
    })
    expect([edit.status, refusal(edit).errors?.[0]?.path]).toEqual([409, 'invoice_no'])
    const describe = await h.call('PUT', `/v2/expenses/${firstId}`, {
      token,
      body: { description: 'Generator, two days', row_version: 1 },
    })
    expect(describe.status).toBe(200)
    // Another vendor may use the number; once the first booking is cancelled, so may this one.
    expect((await book('INV 7781', { vendor_id: otherVendor })).status).toBe(200)
    await h.call('POST', `/v2/expenses/${firstId}/cancel`, { token, body: {} })
    expect((await book('INV 7781')).status).toBe(200)
  })

  test('another organisation’s bookings never count, nor are they named', async ({ h }) => {
    const { book, setAction } = await setup(h)
    const booked = await book('NW-1')
    // The same vendor id and number, but the row is another organisation's (moved there by hand).
    await h.db
      .update(expenses)
      .set({ organizationId: NORTHWIND })
      .where(eq(expenses.id, okBody(expensesApi.create, booked).data.expense_id))
    await setAction('stop')
    const mine = await book('NW-1')
    expect(mine.status).toBe(200)
    expect(okBody(expensesApi.create, mine).data.duplicate_invoices).toEqual([])
  })
})
