import { and, eq, isNotNull } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { budgetApi } from '../../../contract/api/budget'
import { budgetActualsApi } from '../../../contract/api/budget-actuals'
import { expensesApi } from '../../../contract/api/expenses'
import { budgetReportResponseSchema } from '../../../contract/budget'
import { DEMO_EXPENSES } from '../../../contract/demo-spend'
import {
  budgetControlsResponseSchema,
  expensesByBudgetResponseSchema,
  remainingResponseSchema,
} from '../../../contract/spend/actuals'
import { approvalSteps, expenses } from '../../db/schema'
import { DEMO, type Harness, okBody, refusal, test } from '../../test/harness'
import {
  approvedPoLine,
  expensesApprovedAtOnce,
  makeVendor,
  setControl,
  spendIds,
} from '../expenses/expense-fixtures'
import { demoLine } from './budget-fixtures'

/** Budget versus actual: figures, controls, the report's columns, moving expenses, deleting versions. */

async function setup(h: Harness) {
  const ids = await spendIds(h.db)
  await expensesApprovedAtOnce(h.db, ids.project)
  const vendor = await makeVendor(h.db, 'Figures Vendor', null)
  const token = await h.login(DEMO.admin)
  /** An expense submitted (and so approved at once): actual cost on its code. */
  const spend = async (amount: number, extra: Record<string, unknown> = {}) => {
    const created = await h.call('POST', '/v2/expenses', {
      token,
      body: {
        project_id: ids.project,
        budget_code: ids.code,
        vendor_id: vendor,
        invoice_no: `F-${amount}`,
        invoice_date: '2026-11-05',
        amount,
        ...extra,
      },
    })
    if (created.status !== 200) throw new Error(JSON.stringify(created.body))
    return h.call('POST', `/v2/expenses/${okBody(expensesApi.create, created).data.expense_id}/submit`, {
      token,
      body: {},
    })
  }
  return { ids, vendor, token, spend }
}

describe('budget figures', () => {
  test('committed, actual and remaining per code; remaining doubles as a code picker', async ({ h }) => {
    const { ids, vendor, token, spend } = await setup(h)
    const po = await approvedPoLine(h.db, {
      project: ids.project,
      vendor,
      code: ids.code,
      quantity: '10',
      rate: 10000,
      received: '10',
    })
    await spend(30000, { po_line_id: po.lineId })
    await spend(20000)
    const answer = await h.call('GET', `/v2/budget/remaining/${ids.project}?codes=${ids.code},ZZ-404`, {
      token,
    })
    expect(remainingResponseSchema.safeParse(answer.body).success).toBe(true)
    const [figures, missing] = okBody(budgetActualsApi.remaining, answer).data.codes
    expect(figures).toMatchObject({
      budget_code: ids.code,
      budget: ids.codeBudget,
      committed: 70000,
      actual: 50000,
    })
    expect(figures?.remaining).toBe(ids.codeBudget - 120000)
    expect(missing).toMatchObject({ budget_code: 'ZZ-404', budget: 0, used_pct: null })
    const picker = await h.call('GET', `/v2/budget/remaining/${ids.project}?search=${ids.code.slice(0, 4)}`, {
      token,
    })
    expect(picker.status).toBe(200)
    const picked = okBody(budgetActualsApi.remaining, picker).data
    expect(picked.codes.length).toBeGreaterThan(0)
    expect(picked.codes.length).toBeLessThanOrEqual(50)
    expect(picked.choices).toHaveLength(picked.codes.length)
    const report = await h.call('GET', `/v2/budget/code/${ids.project}`, { token })
    expect(budgetReportResponseSchema.safeParse(report.body).success).toBe(true)
    const byCode = okBody(budgetApi.report, report).data
    const code = byCode.categories.flatMap((c) => c.codes).find((c) => c.budget_code === ids.code)
    expect(code).toMatchObject({ committed: 70000, actual: 50000, over_budget: false })
    const categories = byCode.categories
    expect(byCode.committed_total).toBe(categories.reduce((sum, c) => sum + c.committed_subtotal, 0))
    expect(byCode.actual_total).toBe(categories.reduce((sum, c) => sum + c.actual_subtotal, 0))
  })

  test('controls: stop refuses (409), an Admin overrides with a reason, a non-admin may not', async ({
    h,
  }) => {
    const { ids, token, spend } = await setup(h)
    const controls = await h.call('PUT', '/v2/budget/controls', { token, body: { expense: 'stop' } })
    expect(budgetControlsResponseSchema.safeParse(controls.body).success).toBe(true)
    expect(okBody(budgetActualsApi.updateControls, controls).data).toMatchObject({
      po: 'warn',
      expense: 'stop',
      updated_by_name: 'Asha Menon',
    })
    // Every controlled type is kept as sent (advances and envelopes included), the others untouched.
    const each = { po: 'ignore', envelope: 'stop', advance: 'ignore' } as const
    await h.call('PUT', '/v2/budget/controls', { token, body: each })
    const read = await h.call('GET', '/v2/budget/controls', { token })
    expect(okBody(budgetActualsApi.controls, read).data).toMatchObject({
      ...each,
      expense: 'stop',
      duplicate_invoice: 'warn',
    })
    await h.call('PUT', '/v2/budget/controls', {
      token,
      body: { po: 'warn', advance: 'warn', envelope: 'warn' },
    })
    const over = await spend(ids.codeBudget + 1)
    expect(over.status).toBe(409)
    expect(refusal(over).code).toBe('overBudget')
    expect(refusal(over).params?.codes).toBe(ids.code)
    const [draft] = okBody(
      expensesApi.list,
      await h.call('GET', `/v2/expenses?project_id=${ids.project}&budget_code=${ids.code}&status=draft`, {
        token,
      }),
    ).data
    if (!draft) throw new Error('no draft expense on the code')
    const pending = draft.expense_id
    const manager = await h.login(DEMO.manager)
    const refused = await h.call('POST', `/v2/expenses/${pending}/submit`, {
      token: manager,
      body: { override_reason: 'Reshoot approved' },
    })
    expect(refused.status).toBe(403)
    const overridden = await h.call('POST', `/v2/expenses/${pending}/submit`, {
      token,
      body: { override_reason: 'Reshoot approved' },
    })
    expect(overridden.status).toBe(200)
    expect(okBody(expensesApi.submit, overridden).data.budget_check).toMatchObject({
      override_reason: 'Reshoot approved',
      over_codes: [ids.code],
    })
    const steps = await h.db.select().from(approvalSteps).where(eq(approvalSteps.documentId, pending))
    expect(steps.map((s) => s.action)).toContain('override')
    expect((await h.call('GET', '/v2/budget/controls', { token: await h.login(DEMO.user) })).status).toBe(403)
  })
})

describe('expenses of a budget line', () => {
  test('getExpensesByBudget, moveToBudget and the version delete refusal', async ({ h }) => {
    const { ids, token, spend } = await setup(h)
    const moved = okBody(expensesApi.submit, await spend(12345)).data.expense_id
    const line = await demoLine(h.db, 2, ids.code)
    const list = await h.call(
      'GET',
      `/v2/budget/getExpensesByBudget/${line.id}?budget_code=${ids.code}&project_id=${ids.project}&budgetV=2`,
      { token },
    )
    expect(expensesByBudgetResponseSchema.safeParse(list.body).success).toBe(true)
    expect(okBody(budgetActualsApi.expensesByBudget, list).figures.actual).toBe(12345)
    expect(
      (await h.call('GET', `/v2/budget/getExpensesByBudget/${line.id}?budgetV=1`, { token })).status,
    ).toBe(404)
    await setControl(h.db, 'expense', 'warn')
    const move = await h.call('POST', '/v2/budget/expenses/moveToBudget', {
      token,
      body: {
        project_id: ids.project,
        expense_ids: [moved],
        to_budget_code: '1000-01',
        reason: 'Booked on the wrong code',
      },
    })
    expect(move.status).toBe(200)
    expect(okBody(budgetActualsApi.moveToBudget, move).data).toMatchObject({
      moved: 1,
      to_budget_code: '1000-01',
    })
    const unknown = await h.call('POST', '/v2/budget/expenses/moveToBudget', {
      token,
      body: { project_id: ids.project, expense_ids: [moved], to_budget_code: 'NOPE', reason: 'Wrong code' },
    })
    expect(unknown.status).toBe(400)
    // The demo's camera invoice is booked against its PO line: it stays on the line's code.
    const [tied] = await h.db
      .select({ id: expenses.id })
      .from(expenses)
      .where(and(eq(expenses.projectId, ids.project), isNotNull(expenses.poLineId)))
    const onPoLine = await h.call('POST', '/v2/budget/expenses/moveToBudget', {
      token,
      body: {
        project_id: ids.project,
        expense_ids: [tied?.id],
        to_budget_code: '1000-01',
        reason: 'Wrong code',
      },
    })
    expect([onPoLine.status, refusal(onPoLine).errors?.[0]?.code]).toEqual([400, 'onPoLine'])
    const refused = await h.call('DELETE', `/v2/budget/${ids.project}?budgetV=2`, { token })
    expect(refused.status).toBe(409)
    expect(refusal(refused).code).toBe('hasExpenses')
    // This one and the demo's own expenses (contract/demo-spend.ts).
    expect(refusal(refused).message).toBe(
      `Version 2 has ${DEMO_EXPENSES.length + 1} expenses booked on it: move or cancel them first`,
    )
  })

  test('another tenant reaches none of it (404)', async ({ h }) => {
    const { ids, spend } = await setup(h)
    const expense = okBody(expensesApi.submit, await spend(1000)).data.expense_id
    const line = await demoLine(h.db, 2, ids.code)
    const other = await h.login(DEMO.northwindAdmin)
    for (const [method, path, body] of [
      ['GET', `/v2/expenses/${expense}`],
      ['PUT', `/v2/expenses/${expense}`, { amount: 1, row_version: 1 }],
      ['POST', `/v2/expenses/${expense}/cancel`, {}],
      ['POST', `/v2/expenses/${expense}/pay`, { paid_on: '2026-11-20', payment_mode_id: 1 }],
      ['GET', `/v2/budget/remaining/${ids.project}`],
      ['GET', `/v2/budget/getExpensesByBudget/${line.id}`],
      [
        'POST',
        '/v2/budget/expenses/moveToBudget',
        { project_id: ids.project, expense_ids: [expense], to_budget_code: '1000-01', reason: 'Not mine' },
      ],
    ] as const) {
      const answer = await h.call(method, path, { token: other, body })
      expect([method, path, answer.status]).toEqual([method, path, 404])
    }
    const list = await h.call('GET', `/v2/expenses?project_id=${ids.project}`, { token: other })
    expect(okBody(expensesApi.list, list).data).toEqual([])
  })
})
