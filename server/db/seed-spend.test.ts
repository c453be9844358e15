import { describe, expect } from 'vitest'
import { budgetActualsApi } from '../../contract/api/budget-actuals'
import { expensesApi } from '../../contract/api/expenses'
import { DEMO_EXPENSES } from '../../contract/demo-spend'
import { expenseListResponseSchema } from '../../contract/spend/expenses'
import { projectId } from '../modules/budget/budget-fixtures'
import { DEMO, DEMO_STUDIOS, okBody, test } from '../test/harness'
import { seedDemoSpend } from './seed-spend'

/*
 * The demo's spend, written from contract/demo-spend.ts: the figures per code and the expenses
 * README promises, to the paisa.
 */

const CODES = ['2100-01', '2200-01']

describe('the demo spend', () => {
  test('commits and spends on the codes what the demo documents say', async ({ h }) => {
    const answer = await h.call(
      'GET',
      `/v2/budget/remaining/${await projectId(h.db)}?codes=${CODES.join(',')}`,
      { token: await h.login(DEMO.admin) },
    )
    expect(answer.status).toBe(200)
    const figures = okBody(budgetActualsApi.remaining, answer).data.codes
    expect(figures.map((f) => f.budget_code)).toEqual(CODES)
    // 32 days × 45,000 on the camera package; the approved PO commits 5,70,000.00, of which the
    // paid invoice (2,70,000.00) moved to actual. The lighting invoice waits, so it is neither.
    expect(figures[0]).toMatchObject({
      budget: 144000000,
      committed: 30000000,
      actual: 27000000,
      remaining: 87000000,
    })
    expect(figures[1]).toMatchObject({ committed: 0, actual: 0 })
  })

  test('lists the demo expenses with their planned status and amounts', async ({ h }) => {
    const answer = await h.call('GET', `/v2/expenses?project_id=${await projectId(h.db)}`, {
      token: await h.login(DEMO.admin),
    })
    expect(expenseListResponseSchema.safeParse(answer.body).success).toBe(true)
    const server = okBody(expensesApi.list, answer).data
    expect(server).toHaveLength(DEMO_EXPENSES.length)
    for (const planned of DEMO_EXPENSES) {
      const ours = server.find((e) => e.invoice_no === planned.invoice_no)
      expect(ours, planned.invoice_no).toMatchObject({
        budget_code: planned.code,
        status: planned.status,
        currency_code: planned.currency,
        amount: Math.round(Number(planned.amount) * 100),
      })
    }
    const paid = server.find((e) => e.status === 'paid')
    expect(paid).toMatchObject({ payment_reference: 'UTR 2611240918', paid_on: '2026-11-24' })
  })

  test('seeding again changes nothing', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const before = await h.call('GET', `/v2/expenses?project_id=${await projectId(h.db)}`, { token })
    await seedDemoSpend(h.db, DEMO_STUDIOS, {}, new Date())
    const after = await h.call('GET', `/v2/expenses?project_id=${await projectId(h.db)}`, { token })
    expect(okBody(expensesApi.list, after).data).toEqual(okBody(expensesApi.list, before).data)
  })
})
