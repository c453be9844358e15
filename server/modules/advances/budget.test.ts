import { beforeAll, describe, expect } from 'vitest'
import { advancesApi } from '../../../contract/api/advances'
import { expensesApi } from '../../../contract/api/expenses'
import { type Answer, DEMO_STUDIOS, type Harness, okBody, test, workerDatabase } from '../../test/harness'
import { codeFigures } from '../spend/figures'
import { advanceSetup } from './advance-fixtures'

/**
 * What advances do to committed and actual on their code, step by step (as deltas from the
 * figures before the first step): on a PO nothing (the PO holds it) until an invoice turns the
 * PO's commitment into actual; without a PO committed until set off or refunded; what a closed
 * advance leaves with the vendor becomes actual (and leaves the PO's commitment).
 */

beforeAll(() => workerDatabase().then(() => undefined))

type Setup = Awaited<ReturnType<typeof advanceSetup>>
type Step = {
  step: string
  run: (s: Setup, ids: Map<string, number>) => Promise<unknown>
  committed: number
  actual: number
}

async function figuresOf(h: Harness, s: Setup) {
  const { figures } = await codeFigures(h.db, DEMO_STUDIOS, s.ids.project, { codes: [s.ids.code] })
  return { committed: figures[0]?.committed ?? 0, actual: figures[0]?.actual ?? 0 }
}

async function runTable(h: Harness, steps: Step[]) {
  const s = await advanceSetup(h)
  const base = await figuresOf(h, s)
  const ids = new Map<string, number>()
  const seen = []
  for (const step of steps) {
    await step.run(s, ids)
    const now = await figuresOf(h, s)
    seen.push({
      step: step.step,
      committed: now.committed - base.committed,
      actual: now.actual - base.actual,
    })
  }
  expect(seen).toEqual(steps.map(({ step, committed, actual }) => ({ step, committed, actual })))
}

/** The id of the advance a 200 answer drafted (anything else throws, with the answer). */
const ok = async (answer: Promise<Answer>) => okBody(advancesApi.create, await answer).data.advance_id

describe('budget effects of advances (committed / actual on the code, as deltas)', () => {
  test('on a PO: nothing until invoiced; a written-off balance moves from the PO commitment to actual', async ({
    h,
  }) => {
    await runTable(h, [
      {
        step: 'draft 1,00,000 on the PO',
        run: async (s, ids) => ids.set('a', await ok(s.draft({ amount: 10_000_000 }))),
        committed: 0,
        actual: 0,
      },
      {
        step: 'approved',
        run: (s, ids) => s.call('POST', `/advances/${ids.get('a')}/submit`, {}),
        committed: 0,
        actual: 0,
      },
      {
        step: 'paid',
        run: (s, ids) =>
          s.call('POST', `/advances/${ids.get('a')}/pay`, {
            paid_on: '2026-11-05',
            payment_mode_id: s.ids.neft,
            payment_reference: 'U1',
          }),
        committed: 0,
        actual: 0,
      },
      {
        step: 'invoice of 1,50,000 approved (sets the advance off)',
        run: (s) => s.invoice(15_000_000, 'B-1'),
        committed: -15_000_000,
        actual: 15_000_000,
      },
      {
        step: 'second advance 50,000 paid',
        run: async (s, ids) => ids.set('b', await s.paid({ amount: 5_000_000 })),
        committed: -15_000_000,
        actual: 15_000_000,
      },
      {
        step: 'second advance written off',
        run: (s, ids) => s.call('POST', `/advances/${ids.get('b')}/write-off`, { reason: 'Vendor gone' }),
        committed: -20_000_000,
        actual: 20_000_000,
      },
    ])
  })

  test('without a PO: committed from approval until set off against the invoice', async ({ h }) => {
    const body = (s: Setup) => ({
      kind: 'mobilisation',
      po_id: null,
      budget_code: s.ids.code,
      reason: 'Unit move',
      amount: 4_000_000,
    })
    await runTable(h, [
      {
        step: 'draft 40,000',
        run: async (s, ids) => ids.set('a', await ok(s.draft(body(s)))),
        committed: 0,
        actual: 0,
      },
      {
        step: 'approved',
        run: (s, ids) => s.call('POST', `/advances/${ids.get('a')}/submit`, {}),
        committed: 4_000_000,
        actual: 0,
      },
      {
        step: 'paid',
        run: (s, ids) =>
          s.call('POST', `/advances/${ids.get('a')}/pay`, {
            paid_on: '2026-11-05',
            payment_mode_id: s.ids.neft,
            payment_reference: 'U2',
          }),
        committed: 4_000_000,
        actual: 0,
      },
      {
        step: 'invoice of 60,000 without a PO approved',
        run: async (s, ids) => {
          const created = await s.call('POST', '/expenses', {
            project_id: s.ids.project,
            budget_code: s.ids.code,
            vendor_id: s.withPan,
            invoice_no: 'M-1',
            invoice_date: '2026-11-10',
            amount: 6_000_000,
          })
          ids.set('e', okBody(expensesApi.create, created).data.expense_id)
          await s.call('POST', `/expenses/${ids.get('e')}/submit`, {})
        },
        committed: 4_000_000,
        actual: 6_000_000,
      },
      {
        step: 'set off by hand against it',
        run: (s, ids) => s.call('POST', `/advances/${ids.get('a')}/adjust`, { expense_id: ids.get('e') }),
        committed: 0,
        actual: 6_000_000,
      },
    ])
  })

  test('deposits: committed while out, refunded part leaves, kept part and forfeited become actual', async ({
    h,
  }) => {
    const deposit = (s: Setup, kind: string, amount: number) => ({
      kind,
      po_id: null,
      budget_code: s.ids.code,
      reason: 'Deposit',
      amount,
    })
    await runTable(h, [
      {
        step: 'security deposit 10,000 paid',
        run: async (s, ids) => ids.set('a', await s.paid(deposit(s, 'security', 1_000_000))),
        committed: 1_000_000,
        actual: 0,
      },
      {
        step: 'refund due',
        run: (s, ids) => s.call('POST', `/advances/${ids.get('a')}/refund-due`, {}),
        committed: 1_000_000,
        actual: 0,
      },
      {
        step: '6,000 refunded (4,000 kept)',
        run: (s, ids) =>
          s.call('POST', `/advances/${ids.get('a')}/refund`, { amount: 600_000, refunded_on: '2026-11-20' }),
        committed: 0,
        actual: 400_000,
      },
      {
        step: 'location deposit 5,000 paid',
        run: async (s, ids) => ids.set('b', await s.paid(deposit(s, 'location', 500_000))),
        committed: 500_000,
        actual: 400_000,
      },
      {
        step: 'forfeited',
        run: (s, ids) => s.call('POST', `/advances/${ids.get('b')}/forfeit`, { reason: 'Damage' }),
        committed: 0,
        actual: 900_000,
      },
      {
        step: 'mobilisation 20,000 paid, then written off',
        run: async (s) => {
          const id = await s.paid({
            kind: 'mobilisation',
            po_id: null,
            budget_code: s.ids.code,
            reason: 'Move',
            amount: 2_000_000,
          })
          await s.call('POST', `/advances/${id}/write-off`, { reason: 'Not recoverable' })
        },
        committed: 0,
        actual: 2_900_000,
      },
    ])
  })
})
