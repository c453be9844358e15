import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { expensesApi } from '../../../contract/api/expenses'
import { expenseListResponseSchema, expenseResponseSchema } from '../../../contract/spend/expenses'
import { auditLog } from '../../db/schema'
import { DEMO, type Harness, okBody, refusal, test } from '../../test/harness'
import {
  approvedPoLine,
  expensesApprovedAtOnce,
  makeCurrency,
  makeVendor,
  spendIds,
} from './expense-fixtures'

/** Expenses: conversion, taxes, PO-line limits, the steps of approval and payment. */

async function setup(h: Harness) {
  const ids = await spendIds(h.db)
  // No approval levels: a submitted expense is approved at once (the engine has its own tests).
  await expensesApprovedAtOnce(h.db, ids.project)
  const state = (ids.buyerGstin ?? '27').slice(0, 2)
  const other = state === '29' ? '27' : '29'
  const intra = await makeVendor(h.db, 'Intra Lights', `${state}ZZZZZ1111Z1Z1`, ids.tds194j)
  const inter = await makeVendor(h.db, 'Inter Cameras', `${other}YYYYY2222Y1Z2`)
  const unregistered = await makeVendor(h.db, 'Street Caterer', null)
  const token = await h.login(DEMO.admin)
  const draft = (body: Record<string, unknown>) =>
    h.call('POST', '/v2/expenses', {
      token,
      body: {
        project_id: ids.project,
        budget_code: ids.code,
        vendor_id: unregistered,
        invoice_no: 'INV-1',
        invoice_date: '2026-11-05',
        amount: 100000,
        ...body,
      },
    })
  return { ids, intra, inter, unregistered, token, draft }
}

describe('drafting an expense', () => {
  test('converts USD and JPY (minor units 2 and 0) to the project currency at the invoice date', async ({
    h,
  }) => {
    const { draft } = await setup(h)
    const usd = await draft({ currency_code: 'USD', amount: 10000 })
    expect(usd.status).toBe(200)
    expect(expenseResponseSchema.safeParse(usd.body).success).toBe(true)
    expect(okBody(expensesApi.create, usd).data).toMatchObject({
      exchange_rate: '84.100000',
      amount_project: 841000,
      status: 'draft',
    })
    await makeCurrency(h.db, 'JPY', 0, '0.560000')
    const jpy = await draft({ currency_code: 'JPY', amount: 10000 })
    expect(okBody(expensesApi.create, jpy).data).toMatchObject({
      minor_units: 0,
      amount_project: 560000,
      exchange_rate: '0.560000',
    })
    const early = await draft({ currency_code: 'USD', invoice_date: '2026-10-01' })
    expect(early.status).toBe(400)
    expect(refusal(early).errors?.[0]).toMatchObject({
      path: 'currency_code',
      message: 'No exchange rate for USD on 2026-10-01: add one in Settings → Currencies',
    })
  })

  test('GST within a state, across states and without a GSTIN; TDS from the threshold', async ({ h }) => {
    const { draft, ids, intra, inter } = await setup(h)
    const within = await draft({ vendor_id: intra, gst_id: ids.gst18, amount: 4000000 })
    expect(okBody(expensesApi.create, within).data).toMatchObject({
      gst_kind: 'intra',
      cgst_amount: 360000,
      sgst_amount: 360000,
      igst_amount: 0,
      total: 4720000,
      tds_amount: 400000,
      net_payable: 4320000,
    })
    const below = await draft({ vendor_id: intra, gst_id: ids.gst18, amount: 100000 })
    expect(okBody(expensesApi.create, below).data).toMatchObject({ tds_amount: 0, gst_amount: 18000 })
    const across = await draft({ vendor_id: inter, gst_id: ids.gst18, amount: 100000 })
    expect(okBody(expensesApi.create, across).data).toMatchObject({
      gst_kind: 'inter',
      igst_amount: 18000,
      cgst_amount: 0,
    })
    const none = await draft({ gst_id: ids.gst18 })
    expect(okBody(expensesApi.create, none).data).toMatchObject({
      gst_kind: 'none',
      gst_amount: 0,
      total: 100000,
    })
  })

  test('refuses a code outside the current version', async ({ h }) => {
    const { draft } = await setup(h)
    const answer = await draft({ budget_code: 'NOPE-1' })
    expect(answer.status).toBe(400)
    expect(refusal(answer).errors?.[0]?.path).toBe('budget_code')
  })

  test('a PO line: approved PO, same code, at most what is verified and not yet invoiced', async ({ h }) => {
    const { draft, ids, unregistered } = await setup(h)
    const line = (received: string | null, status = 'approved') =>
      approvedPoLine(
        h.db,
        { project: ids.project, vendor: unregistered, code: ids.code, quantity: '10', rate: 10000, received },
        status,
      )
    const pending = await line('10', 'submitted')
    expect((await draft({ po_line_id: pending.lineId })).status).toBe(409)
    const unverified = await line(null)
    const none = await draft({ po_line_id: unverified.lineId })
    expect(none.status).toBe(400)
    expect(refusal(none).errors?.[0]?.path).toBe('po_line_id')
    const half = await line('5')
    const over = await draft({ po_line_id: half.lineId, amount: 50001 })
    expect(over.status).toBe(400)
    expect(refusal(over).errors?.[0]?.path).toBe('amount')
    expect(refusal(over).errors?.[0]?.message).toMatch(/^Only 500\.00 INR of this line is received/)
    const first = await draft({ po_line_id: half.lineId, amount: 30000 })
    expect(first.status).toBe(200)
    const firstData = okBody(expensesApi.create, first).data
    expect(firstData.po_number).toMatch(/\/PO\//)
    await h.call('POST', `/v2/expenses/${firstData.expense_id}/submit`, {
      token: await h.login(DEMO.admin),
      body: {},
    })
    const second = await draft({ po_line_id: half.lineId, amount: 20001 })
    expect(second.status).toBe(400)
    expect((await draft({ po_line_id: half.lineId, amount: 20000 })).status).toBe(200)
    const elsewhere = await draft({ po_line_id: half.lineId, budget_code: '1000-01', amount: 100 })
    expect(elsewhere.status).toBe(400)
    expect(refusal(elsewhere).errors?.[0]?.path).toBe('budget_code')
  })
})

describe('the steps of an expense', () => {
  test('edit with row_version, submit, pay (reference when the mode needs one), cancel rules', async ({
    h,
  }) => {
    const { draft, ids, token } = await setup(h)
    const created = await draft({})
    const id = okBody(expensesApi.create, created).data.expense_id
    const stale = await h.call('PUT', `/v2/expenses/${id}`, {
      token,
      body: { amount: 200000, row_version: 9 },
    })
    expect(stale.status).toBe(409)
    expect(refusal(stale).code).toBe('stale')
    const edited = await h.call('PUT', `/v2/expenses/${id}`, {
      token,
      body: { amount: 200000, row_version: 1 },
    })
    expect(okBody(expensesApi.update, edited).data).toMatchObject({
      amount: 200000,
      row_version: 2,
      can_edit: true,
      can_cancel: true,
    })
    const submitted = await h.call('POST', `/v2/expenses/${id}/submit`, { token, body: {} })
    expect(submitted.status).toBe(200)
    const submittedData = okBody(expensesApi.submit, submitted).data
    expect(submittedData.status).toBe('approved')
    expect(submittedData.approvals.map((s) => s.action)).toEqual(['submitted', 'auto_approved'])
    expect(submittedData.budget_check).toMatchObject({ action: 'warn' })
    // Once approved it is paid, not cancelled: the flag says what the cancel below refuses.
    expect(submittedData).toMatchObject({ can_edit: false, can_pay: true, can_cancel: false })
    expect(
      (await h.call('PUT', `/v2/expenses/${id}`, { token, body: { amount: 1, row_version: 3 } })).status,
    ).toBe(409)
    expect((await h.call('POST', `/v2/expenses/${id}/cancel`, { token, body: {} })).status).toBe(409)
    const noReference = await h.call('POST', `/v2/expenses/${id}/pay`, {
      token,
      body: { paid_on: '2026-11-20', payment_mode_id: ids.neft },
    })
    expect(noReference.status).toBe(400)
    expect(refusal(noReference).errors?.[0]?.path).toBe('payment_reference')
    const paid = await h.call('POST', `/v2/expenses/${id}/pay`, {
      token,
      body: { paid_on: '2026-11-20', payment_mode_id: ids.neft, payment_reference: 'UTR123' },
    })
    expect(okBody(expensesApi.pay, paid).data).toMatchObject({
      status: 'paid',
      paid_on: '2026-11-20',
      paid_by_name: 'Asha Menon',
    })
    const audits = await h.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['expense.create', 'expense.update', 'expense.submitted', 'expense.paid']),
    )
    const other = await draft({ invoice_no: 'INV-2' })
    const cancelled = await h.call(
      'POST',
      `/v2/expenses/${okBody(expensesApi.create, other).data.expense_id}/cancel`,
      {
        token,
        body: {},
      },
    )
    expect(okBody(expensesApi.cancel, cancelled).data).toMatchObject({
      status: 'cancelled',
      can_cancel: false,
    })
  })

  test('the list filters by project, code, status and dates, searches and sums per currency', async ({
    h,
  }) => {
    const { draft, ids, token } = await setup(h)
    await draft({ invoice_no: 'FIND-ME', amount: 1000 })
    await draft({ invoice_no: 'OTHER', amount: 2000, invoice_date: '2026-11-10' })
    const answer = await h.call(
      'GET',
      `/v2/expenses?project_id=${ids.project}&budget_code=${ids.code}&status=draft&date_from=2026-11-01&date_to=2026-11-30`,
      { token },
    )
    expect(expenseListResponseSchema.safeParse(answer.body).success).toBe(true)
    const list = okBody(expensesApi.list, answer)
    expect(list.data.map((e) => e.invoice_no)).toEqual(['OTHER', 'FIND-ME'])
    expect(list.totals).toEqual([{ currency_code: 'INR', minor_units: 2, amount_project: 3000 }])
    const found = await h.call('GET', '/v2/expenses?search=find-me', { token })
    expect(okBody(expensesApi.list, found).data).toHaveLength(1)
    const user = await h.login(DEMO.user)
    expect((await h.call('GET', '/v2/expenses', { token: user })).status).toBe(403)
  })
})
