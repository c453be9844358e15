import { beforeAll, describe, expect } from 'vitest'
import { advancesApi } from '../../../contract/api/advances'
import { expensesApi } from '../../../contract/api/expenses'
import { reportsApi } from '../../../contract/api/reports'
import { okBody, refusal, test, workerDatabase } from '../../test/harness'
import { advanceSetup } from './advance-fixtures'

/**
 * Setting advances off against invoices: oldest first on the invoice's approval, per PO line, the
 * balance of each advance after each invoice, and TDS deducted once (on the advance, never again
 * on the part of the invoice it covers). By hand for an advance without a PO.
 */

beforeAll(() => workerDatabase().then(() => undefined))

type Row = { balance: number; adjusted_amount: number; status: string }

describe('adjusting advances against invoices', () => {
  test('oldest first, per invoice: balances, statuses and what remains payable', async ({ h }) => {
    const { paid, invoice, call, withPan } = await advanceSetup(h)
    const first = await paid({ amount: 10_000_000 }, '2026-11-03')
    const second = await paid({ amount: 5_000_000 }, '2026-11-04')
    const state = async () => {
      const rows: Row[] = []
      for (const id of [first, second])
        rows.push(okBody(advancesApi.get, await call('GET', `/advances/${id}`)).data)
      return rows.map(({ balance, adjusted_amount, status }) => ({ balance, adjusted_amount, status }))
    }
    const table = [
      {
        invoice: 8_000_000,
        advances: [
          { balance: 2_000_000, adjusted_amount: 8_000_000, status: 'part_adjusted' },
          { balance: 5_000_000, adjusted_amount: 0, status: 'paid' },
        ],
        // The invoice's 10 % TDS (80,000) is all covered by the advance's: nothing deducted again.
        payable: { adjusted: 8_000_000, tds_remaining: 0, net_payable: 0 },
        // The vendor's screen: what it still holds beside what it is owed.
        vendor: { advances_open: 7_000_000, deposits_open: 0, payables: 0 },
      },
      {
        invoice: 10_000_000,
        advances: [
          { balance: 0, adjusted_amount: 10_000_000, status: 'adjusted' },
          { balance: 0, adjusted_amount: 5_000_000, status: 'adjusted' },
        ],
        // 70,000 set off carries 7,000 of TDS: 3,000 of the invoice's 10,000 is still deducted.
        payable: { adjusted: 7_000_000, tds_remaining: 300_000, net_payable: 2_700_000 },
        vendor: { advances_open: 0, deposits_open: 0, payables: 2_700_000 },
      },
    ]
    let n = 0
    for (const step of table) {
      const expense = await invoice(step.invoice, `INV-${++n}`)
      expect(await state()).toEqual(step.advances)
      const answer = await call('GET', `/advances/expense/${expense}`)
      expect(okBody(advancesApi.forExpense, answer).data).toMatchObject(step.payable)
      const summary = await call('GET', `/advances/vendor/${withPan}`)
      expect(okBody(advancesApi.vendorSummary, summary).data.totals).toEqual([
        { currency_code: 'INR', minor_units: 2, ...step.vendor },
      ])
    }
    const detail = okBody(advancesApi.get, await call('GET', `/advances/${first}`)).data
    // The advance's TDS (1,00,000 × 10 %) is carried in full by its adjustments, once.
    expect(detail.adjustments.map((row) => [row.amount, row.tds_amount])).toEqual([
      [8_000_000, 800_000],
      [2_000_000, 200_000],
    ])
    expect(detail.approvals.map((step) => step.action)).toEqual([
      'submitted',
      'auto_approved',
      'paid',
      'adjusted',
      'adjusted',
    ])
  })

  test('the registers count an advance’s TDS once and ask of an invoice what it still asks', async ({
    h,
  }) => {
    const { paid, invoice, call, ids } = await advanceSetup(h)
    // ₹70,000 advanced on 3 November, 10 % TDS (₹7,000) deducted then.
    await paid({ amount: 7_000_000 }, '2026-11-03')
    // The ₹1,00,000 invoice: ₹70,000 of it set off, with the ₹7,000 TDS it carried.
    const expense = await invoice(10_000_000, 'INV-TDS-1')
    const asks = okBody(advancesApi.forExpense, await call('GET', `/advances/expense/${expense}`)).data
    expect(asks).toMatchObject({ adjusted: 7_000_000, tds_remaining: 300_000, net_payable: 2_700_000 })
    // The invoice's own record says the same: its net payable stays the invoice's, what it still
    // owes is what the set-off leaves (the advances panel's figure, not a second one).
    const own = okBody(expensesApi.get, await call('GET', `/expenses/${expense}`)).data
    expect(own).toMatchObject({ set_off: 7_000_000, credited: 0, to_pay: 2_700_000, still_owed: 2_700_000 })
    expect(own.net_payable).toBe(9_000_000)
    const rowsOf = async (report: string) =>
      okBody(reportsApi.report, await call('GET', `/reports/${report}?project_id=${ids.project}`)).data.rows

    // The quarterly return: the advance (₹70,000, ₹7,000) and the rest of the invoice (₹30,000, ₹3,000).
    const deducted = (await rowsOf('tds')).filter((row) => row.deductee === 'Lens Works')
    expect(deducted).toEqual([
      expect.objectContaining({
        section: '194J',
        pan: 'AABCL1234E',
        documents: 2,
        amount: 10_000_000,
        tds: 1_000_000,
      }),
    ])
    // Payables: what the invoice still asks, nothing of the advance left to set off.
    const owed = (await rowsOf('payables')).filter((row) => row.vendor === 'Lens Works')
    expect(owed).toEqual([
      expect.objectContaining({
        invoices: 1,
        payable: asks.net_payable,
        open_advances: 0,
        net: asks.net_payable,
      }),
    ])
  })

  test('an advance without a PO is set off by hand against an approved invoice of its vendor', async ({
    h,
  }) => {
    const { paid, call, ids, withPan, tds } = await advanceSetup(h)
    const id = await paid({
      kind: 'mobilisation',
      po_id: null,
      budget_code: ids.code,
      reason: 'Unit move',
      amount: 4_000_000,
    })
    const created = await call('POST', '/expenses', {
      project_id: ids.project,
      budget_code: ids.code,
      vendor_id: withPan,
      invoice_no: 'MOB-1',
      invoice_date: '2026-11-10',
      amount: 6_000_000,
      tds_id: tds,
    })
    const expense = okBody(expensesApi.create, created).data.expense_id
    expect((await call('POST', `/advances/${id}/adjust`, { expense_id: expense })).status).toBe(400)
    await call('POST', `/expenses/${expense}/submit`, {})
    // Not auto-matched (no PO): still paid.
    expect(okBody(advancesApi.get, await call('GET', `/advances/${id}`)).data.status).toBe('paid')
    const tooMuch = await call('POST', `/advances/${id}/adjust`, { expense_id: expense, amount: 4_000_001 })
    expect(refusal(tooMuch).errors?.[0]?.path).toBe('amount')
    const adjusted = await call('POST', `/advances/${id}/adjust`, { expense_id: expense })
    expect(okBody(advancesApi.adjust, adjusted).data).toMatchObject({
      status: 'adjusted',
      balance: 0,
      adjusted_amount: 4_000_000,
    })
    expect(
      okBody(advancesApi.forExpense, await call('GET', `/advances/expense/${expense}`)).data,
    ).toMatchObject({
      adjusted: 4_000_000,
      tds_remaining: 200_000,
      net_payable: 6_000_000 - 200_000 - 4_000_000,
    })
  })

  test('deposits: refund due, then refunded in part (the rest is cost) or forfeited', async ({ h }) => {
    const { paid, call, ids } = await advanceSetup(h)
    const deposit = { kind: 'security', po_id: null, budget_code: ids.code, reason: 'Location security' }
    const refunded = await paid({ ...deposit, amount: 1_000_000 })
    expect((await call('POST', `/advances/${refunded}/refund`, { refunded_on: '2026-11-20' })).status).toBe(
      409,
    )
    expect(
      okBody(advancesApi.refundDue, await call('POST', `/advances/${refunded}/refund-due`, {})).data.status,
    ).toBe('refund_due')
    const back = await call('POST', `/advances/${refunded}/refund`, {
      refunded_on: '2026-11-20',
      amount: 600_000,
    })
    expect(okBody(advancesApi.refund, back).data).toMatchObject({
      status: 'refunded',
      refunded_amount: 600_000,
      balance: 400_000,
    })
    const forfeited = await paid({ ...deposit, kind: 'location', amount: 500_000 })
    await call('POST', `/advances/${forfeited}/refund-due`, {})
    const kept = await call('POST', `/advances/${forfeited}/forfeit`, { reason: 'Damage to the set' })
    expect(okBody(advancesApi.forfeit, kept).data).toMatchObject({
      status: 'forfeited',
      balance: 500_000,
      close_reason: 'Damage to the set',
    })
    expect((await call('POST', `/advances/${forfeited}/adjust`, { expense_id: 1 })).status).toBe(409)
  })

  test('writing off an unadjusted advance; a stale row_version is refused', async ({ h }) => {
    const { paid, call } = await advanceSetup(h)
    const id = await paid({ amount: 2_000_000 })
    const version = okBody(advancesApi.get, await call('GET', `/advances/${id}`)).data.row_version
    const stale = await call('POST', `/advances/${id}/write-off`, {
      reason: 'Vendor closed',
      row_version: version - 1,
    })
    expect(stale.status).toBe(409)
    const written = await call('POST', `/advances/${id}/write-off`, {
      reason: 'Vendor closed',
      row_version: version,
    })
    expect(okBody(advancesApi.writeOff, written).data).toMatchObject({
      status: 'written_off',
      balance: 2_000_000,
      can: [],
    })
  })
})
