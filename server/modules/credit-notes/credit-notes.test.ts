import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { booksApi } from '../../../contract/api/books'
import { creditNotesApi } from '../../../contract/api/credit-notes'
import { expensesApi } from '../../../contract/api/expenses'
import { verificationApi } from '../../../contract/api/purchase'
import { reportsApi } from '../../../contract/api/reports'
import { creditNoteResponseSchema } from '../../../contract/spend/credit-notes'
import { expenses } from '../../db/schema'
import { okBody, refusal, test, workerDatabase } from '../../test/harness'
import { creditNoteSetup, switchCreditNotes } from './credit-note-fixtures'

/*
 * Credit notes: never more credit on a line than the line (table of steps with what remains), the
 * GST split and TDS reversal of the original, the workflow and the module's own steps, and the
 * original invoice's status, which no credit changes.
 */

// The worker's database is migrated and seeded before the first test's clock starts (slow on a busy machine).
beforeAll(async () => {
  await workerDatabase()
})

const ORIGINAL = 4_000_000 // 40,000.00 INR, GST 18 % within the state, TDS 194J 10 %

type Step = {
  name: string
  run: 'draft' | 'edit-first' | 'cancel-second'
  rate?: number
  quantity?: string
  /** HTTP status; on 400 the field message. */
  answer: [number, string?]
  /** What remains creditable on the original afterwards: taxable, GST. */
  remaining: [number, number]
}

const STEPS: Step[] = [
  {
    name: '2 × 5,000.00 credited',
    run: 'draft',
    quantity: '2',
    rate: 500_000,
    answer: [200],
    remaining: [3_000_000, 540_000],
  },
  {
    name: 'one paisa more than remains: refused, naming what remains',
    run: 'draft',
    rate: 3_000_001,
    answer: [400, "Only 30,000.00 INR of this invoice line's taxable value remains to credit"],
    remaining: [3_000_000, 540_000],
  },
  { name: 'exactly the rest', run: 'draft', rate: 3_000_000, answer: [200], remaining: [0, 0] },
  {
    name: 'anything once nothing remains',
    run: 'draft',
    rate: 1,
    answer: [400, "Only 0.00 INR of this invoice line's taxable value remains to credit"],
    remaining: [0, 0],
  },
  {
    name: 'the first edited past the line (its own credit aside, nothing else remains)',
    run: 'edit-first',
    rate: 1_000_001,
    answer: [400, "Only 10,000.00 INR of this invoice line's taxable value remains to credit"],
    remaining: [0, 0],
  },
  {
    name: 'the second cancelled: its credit returns',
    run: 'cancel-second',
    answer: [200],
    remaining: [3_000_000, 540_000],
  },
  {
    name: 'the first edited up to the whole line',
    run: 'edit-first',
    rate: 4_000_000,
    answer: [200],
    remaining: [0, 0],
  },
]

describe('credited per line: never more than the line', () => {
  test('each step answers and leaves what remains as the table says', async ({ h }) => {
    const { original, draft, act, tokens } = await creditNoteSetup(h)
    const expenseId = await original(ORIGINAL)
    const created: number[] = []
    const versions = new Map<number, number>()
    for (const step of STEPS) {
      let answer: Awaited<ReturnType<typeof draft>>
      if (step.run === 'draft') answer = await draft(expenseId, step.rate as number, step.quantity)
      else if (step.run === 'cancel-second')
        answer = await act(created[1] as number, 'cancel', tokens.manager)
      else {
        const id = created[0] as number
        answer = await h.call('PUT', `/v2/credit-notes/${id}`, {
          token: tokens.manager,
          body: { lines: [{ quantity: '1', rate: step.rate }], row_version: versions.get(id) },
        })
      }
      expect([step.name, answer.status]).toEqual([step.name, step.answer[0]])
      if (step.answer[1])
        expect([step.name, refusal(answer).errors?.[0]?.message]).toEqual([step.name, step.answer[1]])
      if (answer.status === 200) {
        expect(creditNoteResponseSchema.safeParse(answer.body).success).toBe(true)
        const endpoint =
          step.run === 'draft'
            ? creditNotesApi.create
            : step.run === 'cancel-second'
              ? creditNotesApi.cancel
              : creditNotesApi.update
        const { data } = okBody(endpoint, answer)
        const id = data.credit_note_id
        if (step.run === 'draft') created.push(id)
        versions.set(id, data.row_version)
      }
      const left = await h.call('GET', `/v2/credit-notes/creditable/${expenseId}`, { token: tokens.manager })
      const { data: creditable } = okBody(creditNotesApi.creditable, left)
      expect([step.name, creditable.remaining_taxable, creditable.remaining_gst]).toEqual([
        step.name,
        ...step.remaining,
      ])
    }
  })

  test('GST split as the original, TDS reversed at its rate, the rest taken exactly', async ({ h }) => {
    const { original, draft } = await creditNoteSetup(h)
    const expenseId = await original(ORIGINAL)
    const first = await draft(expenseId, 333_333, '3')
    const firstData = okBody(creditNotesApi.create, first).data
    expect(firstData).toMatchObject({
      taxable: 999_999,
      cgst_amount: 90_000,
      sgst_amount: 90_000,
      igst_amount: 0,
      gst_amount: 180_000,
      total: 1_179_999,
      tds_amount: 100_000,
      net_amount: 1_079_999,
      amount_project: 999_999,
      status: 'draft',
      gst_kind: 'intra',
    })
    expect(firstData.lines).toMatchObject([{ quantity: '3.000', rate: 333_333, taxable: 999_999 }])
    // Its original as every other credit note leaves it: what an edit of this one may take.
    expect(firstData.original).toMatchObject({
      tds_rate: '10.00',
      credited_taxable: 0,
      remaining_taxable: 4_000_000,
    })
    const rest = await draft(expenseId, 3_000_001)
    expect(okBody(creditNotesApi.create, rest).data).toMatchObject({
      cgst_amount: 270_000,
      sgst_amount: 270_000,
      tds_amount: 300_000,
    })
  })

  test('only an approved or paid invoice; not dated before it; supply again only on a PO line', async ({
    h,
  }) => {
    const { ids, vendor, draft, tokens, original } = await creditNoteSetup(h)
    const pending = await h.call('POST', '/v2/expenses', {
      token: tokens.admin,
      body: {
        project_id: ids.project,
        budget_code: ids.code,
        vendor_id: vendor,
        invoice_no: 'DRAFT-1',
        invoice_date: '2026-11-05',
        amount: 100_000,
      },
    })
    const refused = await draft(okBody(expensesApi.create, pending).data.expense_id, 100)
    expect(refused.status).toBe(400)
    expect(refusal(refused).errors?.[0]).toMatchObject({ path: 'expense_id' })
    const expenseId = await original(100_000)
    const early = await draft(expenseId, 100, '1', { cn_date: '2026-11-01' })
    expect(refusal(early).errors?.[0]).toMatchObject({ path: 'cn_date' })
    const again = await draft(expenseId, 100, '1', { lines: [{ rate: 100, supply_again: true }] })
    expect(refusal(again).errors?.[0]).toMatchObject({ path: 'lines.0.supply_again' })
  })
})

describe('the steps of a credit note', () => {
  test('draft → Admins (no levels) → approved → posted → applied; the original stays approved', async ({
    h,
  }) => {
    const { original, draft, act, tokens } = await creditNoteSetup(h)
    const expenseId = await original(ORIGINAL)
    const created = await draft(expenseId, 1_000_000)
    const id = okBody(creditNotesApi.create, created).data.credit_note_id
    expect(refusal(await act(id, 'post', tokens.admin)).code).toBe('notAtStep')
    const submitted = await act(id, 'submit', tokens.manager)
    expect(okBody(creditNotesApi.submit, submitted).data).toMatchObject({
      status: 'submitted',
      pending_level: { level_no: 0 },
    })
    // It counts among what waits on the Admins, not on its submitter.
    const waiting = async (token: string) =>
      okBody(verificationApi.summary, await h.call('GET', '/v2/verification/summary', { token })).data
        .documents_waiting.cn
    expect([await waiting(tokens.admin), await waiting(tokens.manager)]).toEqual([1, 0])
    expect(refusal(await act(id, 'approve', tokens.manager)).code).toBe('ownDocument')
    expect((await act(id, 'approve', tokens.user)).status).toBe(403)
    const approved = await act(id, 'approve', tokens.admin, { comment: 'Returned lamps' })
    expect(okBody(creditNotesApi.approve, approved).data).toMatchObject({
      status: 'approved',
      can_post: true,
      can_cancel: true,
    })
    const posted = await act(id, 'post')
    expect(okBody(creditNotesApi.post, posted).data).toMatchObject({
      status: 'posted',
      can_apply: true,
      can_cancel: false,
    })
    expect(refusal(await act(id, 'cancel')).code).toBe('notCancellable')
    const applied = await act(id, 'apply')
    const appliedData = okBody(creditNotesApi.apply, applied).data
    expect(appliedData.status).toBe('applied')
    expect(appliedData.approvals.map((step) => step.action)).toEqual([
      'submitted',
      'approved',
      'posted',
      'applied',
    ])
    // Net credit 10,000 + 1,800 GST − 1,000 TDS comes off what is payable: 43,200 − 10,800.
    const left = await h.call('GET', `/v2/credit-notes/creditable/${expenseId}`, { token: tokens.manager })
    expect(okBody(creditNotesApi.creditable, left).data).toMatchObject({
      net_payable: 4_320_000,
      applied_credit: 1_080_000,
      payable_now: 3_240_000,
    })
    const [expense] = await h.db.select().from(expenses).where(eq(expenses.id, expenseId))
    expect([expense?.status, expense?.netPayable]).toEqual(['approved', 4_320_000])
  })

  test('a paid original: apply refused, refund due then refunded with mode and reference', async ({ h }) => {
    const { ids, original, posted, act, tokens } = await creditNoteSetup(h)
    const expenseId = await original(ORIGINAL)
    const paid = await h.call('POST', `/v2/expenses/${expenseId}/pay`, {
      token: tokens.admin,
      body: { paid_on: '2026-11-08', payment_mode_id: ids.cash },
    })
    expect(okBody(expensesApi.pay, paid).data.status).toBe('paid')
    const id = await posted(expenseId, 500_000)
    const apply = await act(id, 'apply')
    expect([apply.status, refusal(apply).code]).toEqual([409, 'originalPaid'])
    expect(okBody(creditNotesApi.refundDue, await act(id, 'refund-due')).data.status).toBe('refund_due')
    // What the vendor owes back is in the payables register and is the vendor's debit in the ledger.
    const vendorNow = async () => {
      const token = tokens.admin
      const payables = okBody(
        reportsApi.report,
        await h.call('GET', `/v2/reports/payables?project_id=${ids.project}`, { token }),
      ).data.rows.find((row) => row.vendor === 'Credit Lights')
      const ledger = okBody(
        booksApi.trialBalance,
        await h.call('GET', `/v2/ledger/trial-balance?project=${ids.project}`, { token }),
      ).data.rows.find((row) => row.account_name === 'Creditor: Credit Lights')
      return {
        refundsDue: Number(payables?.refunds_due ?? 0),
        debit: ledger?.debit ?? 0,
        credit: ledger?.credit ?? 0,
      }
    }
    const due = await vendorNow()
    expect(due.refundsDue).toBeGreaterThan(0)
    expect(due).toEqual({ refundsDue: due.refundsDue, debit: due.refundsDue, credit: 0 })
    const noReference = await act(id, 'refund', tokens.admin, {
      refunded_on: '2026-11-20',
      payment_mode_id: ids.neft,
    })
    expect(noReference.status).toBe(400)
    const refunded = await act(id, 'refund', tokens.admin, {
      refunded_on: '2026-11-20',
      payment_mode_id: ids.neft,
      payment_reference: 'UTR-991',
    })
    expect(okBody(creditNotesApi.refund, refunded).data).toMatchObject({
      status: 'refunded',
      refund_mode_name: 'NEFT',
      refund_reference: 'UTR-991',
      refunded_on: '2026-11-20',
    })
    const [expense] = await h.db.select().from(expenses).where(eq(expenses.id, expenseId))
    expect(expense?.status).toBe('paid')
    expect(await vendorNow()).toEqual({ refundsDue: 0, debit: 0, credit: 0 })
  })

  test('switched off for the organisation: 403 switchedOff on every route', async ({ h }) => {
    const { tokens } = await creditNoteSetup(h)
    await switchCreditNotes(h, false)
    for (const [method, path] of [
      ['GET', '/v2/credit-notes'],
      ['POST', '/v2/credit-notes'],
      ['GET', '/v2/credit-notes/1'],
    ] as const) {
      const answer = await h.call(method, path, {
        token: tokens.admin,
        body:
          method === 'POST'
            ? { expense_id: 1, cn_no: 'X', cn_date: '2026-11-10', reason: 'return', lines: [{ rate: 1 }] }
            : undefined,
      })
      expect([path, answer.status, refusal(answer).code]).toEqual([path, 403, 'switchedOff'])
    }
  })
})
