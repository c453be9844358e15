import { beforeAll, describe, expect } from 'vitest'
import { budgetApi } from '../../../contract/api/budget'
import { creditNotesApi } from '../../../contract/api/credit-notes'
import { budgetReportResponseSchema } from '../../../contract/budget'
import { DEMO_STUDIOS, type Harness, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { codeFigures } from '../spend/figures'
import { creditNoteSetup } from './credit-note-fixtures'

/*
 * What a credit note does to its code's figures, step by step: nothing until it is posted; then
 * its taxable value (project currency) leaves the code's actual, and — when the goods on its PO
 * line are to be supplied again — returns to the line's commitment. Cancelled before posting, it
 * never counted. Each row: committed and actual of the code after the step, as moves from the
 * figures before the credit note was drafted.
 */

beforeAll(async () => {
  await workerDatabase()
})

type Step = 'draft' | 'submit' | 'approve' | 'post' | 'apply' | 'refund-due' | 'cancel'
type Row = { step: Step; committed: number; actual: number }
type Scenario = {
  name: string
  /** The original: on a PO line (10 × 1,000.00, all received) or on the code alone. */
  onPoLine: boolean
  credit: number
  supplyAgain: boolean
  steps: Row[]
}

const SCENARIOS: Scenario[] = [
  {
    name: 'an invoice on the code alone, credited 10,000.00 and applied',
    onPoLine: false,
    credit: 1_000_000,
    supplyAgain: false,
    steps: [
      { step: 'draft', committed: 0, actual: 0 },
      { step: 'submit', committed: 0, actual: 0 },
      { step: 'approve', committed: 0, actual: 0 },
      { step: 'post', committed: 0, actual: -1_000_000 },
      { step: 'apply', committed: 0, actual: -1_000_000 },
    ],
  },
  {
    name: 'an invoice on a PO line, 4,000.00 returned for good: actual drops, the line stays used',
    onPoLine: true,
    credit: 400_000,
    supplyAgain: false,
    steps: [
      { step: 'draft', committed: 0, actual: 0 },
      { step: 'approve', committed: 0, actual: 0 },
      { step: 'post', committed: 0, actual: -400_000 },
      { step: 'refund-due', committed: 0, actual: -400_000 },
    ],
  },
  {
    name: 'an invoice on a PO line, 4,000.00 to be supplied again: its commitment reopens',
    onPoLine: true,
    credit: 400_000,
    supplyAgain: true,
    steps: [
      { step: 'draft', committed: 0, actual: 0 },
      { step: 'approve', committed: 0, actual: 0 },
      { step: 'post', committed: 400_000, actual: -400_000 },
      { step: 'apply', committed: 400_000, actual: -400_000 },
    ],
  },
  {
    name: 'cancelled once approved, before posting: it never counted',
    onPoLine: true,
    credit: 400_000,
    supplyAgain: true,
    steps: [
      { step: 'draft', committed: 0, actual: 0 },
      { step: 'approve', committed: 0, actual: 0 },
      { step: 'cancel', committed: 0, actual: 0 },
    ],
  },
]

async function figuresOf(h: Harness, projectId: number, code: string) {
  const { figures } = await codeFigures(h.db, DEMO_STUDIOS, projectId, { codes: [code] })
  const [figure] = figures
  return { committed: figure?.committed ?? 0, actual: figure?.actual ?? 0 }
}

describe('budget effects of a credit note, per step', () => {
  test.for(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async ([, scenario], { h }) => {
      const { ids, original, draft, act, tokens, poLine } = await creditNoteSetup(h)
      const line = scenario.onPoLine ? await poLine('10', 100_000, '10') : null
      const expenseId = await original(1_000_000, line ? { po_line_id: line.lineId } : {})
      const before = await figuresOf(h, ids.project, ids.code)
      let id = 0
      for (const row of scenario.steps) {
        if (row.step === 'draft') {
          const created = await draft(expenseId, scenario.credit, '1', {
            lines: [{ rate: scenario.credit, supply_again: scenario.supplyAgain }],
          })
          expect(created.status, JSON.stringify(created.body)).toBe(200)
          id = okBody(creditNotesApi.create, created).data.credit_note_id
        } else {
          if (row.step === 'approve' && !scenario.steps.some((other) => other.step === 'submit'))
            expect((await act(id, 'submit', tokens.manager)).status).toBe(200)
          const answer = await act(id, row.step, row.step === 'submit' ? tokens.manager : tokens.admin)
          expect([row.step, answer.status]).toEqual([row.step, 200])
        }
        const after = await figuresOf(h, ids.project, ids.code)
        expect([row.step, after.committed - before.committed, after.actual - before.actual]).toEqual([
          row.step,
          row.committed,
          row.actual,
        ])
      }
    },
  )
})

describe('an original moved to another code after its credit is posted', () => {
  test('takes its credit along: the old code loses both, the new one gains the net', async ({ h }) => {
    const { ids, original, posted, tokens } = await creditNoteSetup(h)
    const target = '1000-01'
    const [code, moved] = [() => figuresOf(h, ids.project, ids.code), () => figuresOf(h, ids.project, target)]
    const before = { code: await code(), target: await moved() }
    const expenseId = await original(1_000_000)
    await posted(expenseId, 250_000)
    expect((await code()).actual - before.code.actual).toBe(750_000)
    const move = await h.call('POST', '/v2/budget/expenses/moveToBudget', {
      token: tokens.admin,
      body: {
        project_id: ids.project,
        expense_ids: [expenseId],
        to_budget_code: target,
        reason: 'Wrong code',
      },
    })
    expect(move.status, JSON.stringify(move.body)).toBe(200)
    expect([
      (await code()).actual - before.code.actual,
      (await moved()).actual - before.target.actual,
    ]).toEqual([0, 750_000])
  })
})

describe('the budget report up to a date', () => {
  test('counts the invoice from its date and the credit note from its own (spend_to)', async ({ h }) => {
    const { ids, original, posted, tokens } = await creditNoteSetup(h)
    // The invoice is dated 5 November, the credit note 10 November (CN_DATE).
    const actualUpTo = async (spendTo?: string) => {
      const query = spendTo ? `?spend_to=${spendTo}` : ''
      const answer = await h.call('GET', `/v2/budget/code/${ids.project}${query}`, { token: tokens.admin })
      expect(budgetReportResponseSchema.safeParse(answer.body).success).toBe(true)
      const codes = okBody(budgetApi.report, answer).data.categories.flatMap((category) => category.codes)
      return codes.find((code) => code.budget_code === ids.code)?.actual ?? 0
    }
    const dates = ['2026-11-04', '2026-11-05', '2026-11-09', '2026-11-10', undefined]
    const before = await Promise.all(dates.map(actualUpTo))
    const expenseId = await original(1_000_000)
    await posted(expenseId, 250_000)
    const after = await Promise.all(dates.map(actualUpTo))
    expect(after.map((actual, index) => actual - (before[index] ?? 0))).toEqual([
      0, // before the invoice
      1_000_000, // the invoice's date
      1_000_000, // the day before the credit note
      750_000, // the credit note's date
      750_000, // everything
    ])
    const bad = await h.call('GET', `/v2/budget/code/${ids.project}?spend_to=2026-02-30`, {
      token: tokens.admin,
    })
    expect(bad.status).toBe(400)
    expect(refusal(bad).errors?.[0]?.path).toBe('spend_to')
  })
})
