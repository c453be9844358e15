import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { expensesApi } from '../../../contract/api/expenses'
import { masterApi } from '../../../contract/api/masters'
import { masterSchemas } from '../../../contract/masters/schemas'
import { expensePreviewResponseSchema } from '../../../contract/spend/expenses'
import { approvalLevels, gstRates } from '../../db/schema'
import { takeGrant } from '../../test/grants'
import { DEMO, DEMO_STUDIOS, type Harness, okBody, refusal, test } from '../../test/harness'
import { approvedPoLine, makeVendor, spendIds } from './expense-fixtures'

/*
 * Issue 15: an expense that named a PO but no line was saved without the PO; the form's preview
 * said "over budget" where the saved draft said the code had money left (it ignored the PO line's
 * commitment); a vendor's usual GST rate was not offered; GST rates came as 0, 12, 18, 28, 5 %.
 */

async function setup(h: Harness) {
  const ids = await spendIds(h.db)
  await h.db
    .delete(approvalLevels)
    .where(and(eq(approvalLevels.projectId, ids.project), eq(approvalLevels.documentType, 'expense')))
  const state = (ids.buyerGstin ?? '27').slice(0, 2)
  const vendor = await makeVendor(h.db, 'Intra Lights', `${state}ZZZZZ1111Z1Z1`, ids.tds194j)
  const token = await h.login(DEMO.admin)
  const base = {
    project_id: ids.project,
    budget_code: ids.code,
    vendor_id: vendor,
    invoice_no: 'INV-1',
    invoice_date: '2026-11-05',
    amount: 100000,
  }
  const draft = (body: Record<string, unknown>) =>
    h.call('POST', '/v2/expenses', { token, body: { ...base, ...body } })
  const preview = (body: Record<string, unknown>) => {
    const { invoice_no: _, ...fields } = { ...base, ...body }
    return h.call('POST', '/v2/expenses/preview', { token, body: fields })
  }
  const gstNamed = async (name: string) => {
    const [row] = await h.db
      .select({ id: gstRates.id })
      .from(gstRates)
      .where(and(eq(gstRates.organizationId, DEMO_STUDIOS), eq(gstRates.name, name)))
    return row?.id as number
  }
  return { ids, vendor, token, draft, preview, gstNamed }
}

describe('an expense against a purchase order', () => {
  test('a PO without a line is refused on the line, never saved without its PO', async ({ h }) => {
    const { ids, vendor, draft, token } = await setup(h)
    const po = await approvedPoLine(h.db, {
      project: ids.project,
      vendor,
      code: ids.code,
      quantity: '10',
      rate: 10000,
      received: '10',
    })
    const other = await approvedPoLine(h.db, {
      project: ids.project,
      vendor,
      code: ids.code,
      quantity: '1',
      rate: 10000,
      received: '1',
    })
    const noLine = await draft({ po_id: po.poId, amount: 1000 })
    expect(noLine.status).toBe(400)
    expect(refusal(noLine).errors).toEqual([
      {
        path: 'po_line_id',
        message: 'Choose the line of this purchase order the invoice is for',
        code: 'poLineRequired',
      },
    ])
    const nullLine = await draft({ po_id: po.poId, po_line_id: null, amount: 1000 })
    expect(nullLine.status).toBe(400)
    expect(refusal(nullLine).errors?.[0]?.path).toBe('po_line_id')
    const wrongPo = await draft({ po_id: po.poId, po_line_id: other.lineId, amount: 1000 })
    expect(wrongPo.status).toBe(400)
    expect(refusal(wrongPo).errors?.[0]?.path).toBe('po_line_id')
    const saved = await draft({ po_id: po.poId, po_line_id: po.lineId, amount: 1000 })
    expect(saved.status).toBe(200)
    const savedData = okBody(expensesApi.create, saved).data
    expect(savedData).toMatchObject({ po_id: po.poId, po_line_id: po.lineId })
    // An edit cannot drop the line and keep the PO either.
    const edit = await h.call('PUT', `/v2/expenses/${savedData.expense_id}`, {
      token,
      body: { po_id: po.poId, po_line_id: null, row_version: 1 },
    })
    expect(edit.status).toBe(400)
    expect(refusal(edit).errors?.[0]?.path).toBe('po_line_id')
  })
})

describe('the preview of a draft', () => {
  test('says what the saved draft says: taxes, and its code’s remaining net of the PO line', async ({
    h,
  }) => {
    const { ids, vendor, draft, preview, token } = await setup(h)
    // ₹9,00,000 committed on the code by an approved PO, all of it received.
    const po = await approvedPoLine(h.db, {
      project: ids.project,
      vendor,
      code: ids.code,
      quantity: '10',
      rate: 9_000_000,
      received: '10',
    })
    const fields = { po_line_id: po.lineId, amount: 45_000_000, gst_id: ids.gst18 }
    const before = await preview(fields)
    expect(before.status).toBe(200)
    expect(expensePreviewResponseSchema.safeParse(before.body).success).toBe(true)
    const beforeData = okBody(expensesApi.preview, before).data
    const figures = beforeData.budget
    // Inside the PO's open commitment: it adds nothing to the code (the old preview took it off again).
    expect(figures).toMatchObject({ budget_code: ids.code, this_document: 0 })
    if (!figures) throw new Error('the preview shows no budget figures')
    expect(figures.remaining_after).toBe(figures.remaining)
    expect(figures.remaining_after).not.toBe(figures.remaining - 45_000_000)

    const saved = await draft(fields)
    expect(saved.status).toBe(200)
    const detail = okBody(
      expensesApi.get,
      await h.call('GET', `/v2/expenses/${okBody(expensesApi.create, saved).data.expense_id}`, { token }),
    ).data
    expect(detail.budget[0]).toEqual(figures)
    for (const key of [
      'amount_project',
      'gst_kind',
      'cgst_amount',
      'sgst_amount',
      'total',
      'tds_amount',
    ] as const)
      expect(beforeData[key]).toBe(detail[key])
    expect(beforeData.net_payable).toBe(detail.net_payable)

    // Editing it: its own share of the line is not counted twice.
    const again = await preview({ ...fields, expense_id: detail.expense_id })
    expect(okBody(expensesApi.preview, again).data.budget).toEqual(detail.budget[0])
  })

  test('without a PO the whole amount counts; over the budget is said as the budget check says it', async ({
    h,
  }) => {
    const { ids, preview } = await setup(h)
    const answer = await preview({ amount: ids.codeBudget * 2 })
    const answerData = okBody(expensesApi.preview, answer).data
    expect(answerData.budget?.this_document).toBe(ids.codeBudget * 2)
    expect(answerData).toMatchObject({ over_budget: true, control: 'warn' })
    const noCode = await preview({ budget_code: null, vendor_id: null })
    expect(noCode.status).toBe(200)
    expect(okBody(expensesApi.preview, noCode).data).toMatchObject({
      budget: null,
      gst_kind: 'none',
      over_budget: false,
    })
  })

  test('a drafter who reads no budget learns whether it fits, never the figures', async ({ h }) => {
    const { ids, vendor } = await setup(h)
    // The Admin Manager drafts expenses; without budget GET they are a drafter like any other.
    await takeGrant(h, 'Admin Manager', 'budget', 'GET')
    const manager = await h.login(DEMO.manager)
    const answer = await h.call('POST', '/v2/expenses/preview', {
      token: manager,
      body: {
        project_id: ids.project,
        budget_code: ids.code,
        vendor_id: vendor,
        invoice_date: '2026-11-05',
        amount: ids.codeBudget * 2,
      },
    })
    expect(okBody(expensesApi.preview, answer).data).toMatchObject({
      budget: null,
      over_budget: true,
      control: 'warn',
    })
  })

  test('is for whoever may draft expenses, on their projects', async ({ h }) => {
    const { ids } = await setup(h)
    const user = await h.login(DEMO.user)
    const answer = await h.call('POST', '/v2/expenses/preview', {
      token: user,
      body: { project_id: ids.project, invoice_date: '2026-11-05', amount: 100 },
    })
    expect(answer.status).toBe(403)
  })
})

describe('GST rates', () => {
  /** The GST list, with the records typed as GST rates (the generic endpoint types any master's). */
  const gstList = { ...masterApi('gst').list, response: masterSchemas('gst').listResponse }

  test('a vendor’s new expense starts with the rate of its latest expense', async ({ h }) => {
    const { vendor, draft, token, gstNamed } = await setup(h)
    const defaults = () => h.call('GET', `/v2/expenses/vendor-defaults/${vendor}`, { token })
    expect(okBody(expensesApi.vendorDefaults, await defaults()).data).toEqual({
      vendor_id: vendor,
      gst_id: null,
    })
    await draft({ invoice_no: 'A', gst_id: await gstNamed('GST 5%'), invoice_date: '2026-11-05' })
    await draft({ invoice_no: 'B', gst_id: await gstNamed('GST 12%'), invoice_date: '2026-11-08' })
    await draft({ invoice_no: 'C', gst_id: null, invoice_date: '2026-11-09' })
    expect(okBody(expensesApi.vendorDefaults, await defaults()).data.gst_id).toBe(await gstNamed('GST 12%'))
  })

  test('are offered and listed by rate, not by name', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const options = await h.call('GET', '/v2/gst/options', { token })
    expect(okBody(masterApi('gst').options, options).data.map((o) => o.label)).toEqual([
      'GST 0%',
      'GST 5%',
      'GST 12%',
      'GST 18%',
      'GST 28%',
    ])
    const list = await h.call('GET', '/v2/gst', { token })
    expect(okBody(gstList, list).data.map((r) => r.rate)).toEqual(['0.00', '5.00', '12.00', '18.00', '28.00'])
  })
})
