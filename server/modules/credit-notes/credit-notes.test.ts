import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { creditNoteResponseSchema } from '../../../contract/spend/credit-notes'
import { expenses } from '../../db/schema'
import { test, workerDatabase } from '../../test/harness'
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
        expect([step.name, answer.body.errors[0].message]).toEqual([step.name, step.answer[1]])
      if (answer.status === 200) {
        expect(creditNoteResponseSchema.safeParse(answer.body).success).toBe(true)
        const id = answer.body.data.credit_note_id as number
        if (step.run === 'draft') created.push(id)
        versions.set(id, answer.body.data.row_version)
      }
      const left = await h.call('GET', `/v2/credit-notes/creditable/${expenseId}`, { token: tokens.manager })
      expect([step.name, left.body.data.remaining_taxable, left.body.data.remaining_gst]).toEqual([
        step.name,
        ...step.remaining,
      ])
    }
  })

  test('GST split as the original, TDS reversed at its rate, the rest taken exactly', async ({ h }) => {
    const { original, draft } = await creditNoteSetup(h)
    const expenseId = await original(ORIGINAL)
    const first = await draft(expenseId, 333_333, '3')
    expect(first.body.data).toMatchObject({
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
    expect(first.body.data.lines).toMatchObject([{ quantity: '3.000', rate: 333_333, taxable: 999_999 }])
    // Its original as every other credit note leaves it: what an edit of this one may take.
    expect(first.body.data.original).toMatchObject({
      tds_rate: '10.00',
      credited_taxable: 0,
      remaining_taxable: 4_000_000,
    })
    const rest = await draft(expenseId, 3_000_001)
    expect(rest.body.data).toMatchObject({ cgst_amount: 270_000, sgst_amount: 270_000, tds_amount: 300_000 })
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
    const refused = await draft(pending.body.data.expense_id, 100)
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0]).toMatchObject({ path: 'expense_id' })
    const expenseId = await original(100_000)
    const early = await draft(expenseId, 100, '1', { cn_date: '2026-11-01' })
    expect(early.body.errors[0]).toMatchObject({ path: 'cn_date' })
    const again = await draft(expenseId, 100, '1', { lines: [{ rate: 100, supply_again: true }] })
    expect(again.body.errors[0]).toMatchObject({ path: 'lines.0.supply_again' })
  })
})

describe('the steps of a credit note', () => {
  test('draft → Admins (no levels) → approved → posted → applied; the original stays approved', async ({
    h,
  }) => {
    const { original, draft, act, tokens } = await creditNoteSetup(h)
    const expenseId = await original(ORIGINAL)
    const created = await draft(expenseId, 1_000_000)
    const id = created.body.data.credit_note_id
    expect((await act(id, 'post', tokens.admin)).body.code).toBe('notAtStep')
    const submitted = await act(id, 'submit', tokens.manager)
    expect(submitted.body.data).toMatchObject({ status: 'submitted', pending_level: { level_no: 0 } })
    // It counts among what waits on the Admins, not on its submitter.
    const waiting = async (token: string) =>
      (await h.call('GET', '/v2/verification/summary', { token })).body.data.documents_waiting.cn
    expect([await waiting(tokens.admin), await waiting(tokens.manager)]).toEqual([1, 0])
    expect((await act(id, 'approve', tokens.manager)).body.code).toBe('ownDocument')
    expect((await act(id, 'approve', tokens.user)).status).toBe(403)
    const approved = await act(id, 'approve', tokens.admin, { comment: 'Returned lamps' })
    expect(approved.body.data).toMatchObject({ status: 'approved', can_post: true, can_cancel: true })
    const posted = await act(id, 'post')
    expect(posted.body.data).toMatchObject({ status: 'posted', can_apply: true, can_cancel: false })
    expect((await act(id, 'cancel')).body.code).toBe('notCancellable')
    const applied = await act(id, 'apply')
    expect(applied.body.data.status).toBe('applied')
    expect(applied.body.data.approvals.map((step: { action: string }) => step.action)).toEqual([
      'submitted',
      'approved',
      'posted',
      'applied',
    ])
    // Net credit 10,000 + 1,800 GST − 1,000 TDS comes off what is payable: 43,200 − 10,800.
    const left = await h.call('GET', `/v2/credit-notes/creditable/${expenseId}`, { token: tokens.manager })
    expect(left.body.data).toMatchObject({
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
    expect(paid.body.data.status).toBe('paid')
    const id = await posted(expenseId, 500_000)
    const apply = await act(id, 'apply')
    expect([apply.status, apply.body.code]).toEqual([409, 'originalPaid'])
    expect((await act(id, 'refund-due')).body.data.status).toBe('refund_due')
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
    expect(refunded.body.data).toMatchObject({
      status: 'refunded',
      refund_mode_name: 'NEFT',
      refund_reference: 'UTR-991',
      refunded_on: '2026-11-20',
    })
    const [expense] = await h.db.select().from(expenses).where(eq(expenses.id, expenseId))
    expect(expense?.status).toBe('paid')
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
      expect([path, answer.status, answer.body.code]).toEqual([path, 403, 'switchedOff'])
    }
  })
})
