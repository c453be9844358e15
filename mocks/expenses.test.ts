import { describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '../contract/envelope'
import {
  budgetControlsResponseSchema,
  expensesByBudgetResponseSchema,
  moveToBudgetResponseSchema,
  remainingResponseSchema,
} from '../contract/spend/actuals'
import {
  type ExpenseDetail,
  type ExpenseListResponse,
  expenseListResponseSchema,
  expenseResponseSchema,
} from '../contract/spend/expenses'
import { expenseTaxes } from '../contract/spend/money'
import { call, expectParses, login, PROJECT } from './budget-calls'
import { world } from './world'

/*
 * The expense and budget-versus-actual mocks answer like the server: every endpoint parses with
 * its contract, the approval chain and the budget control give the rules' answers.
 */

const vendorId = (name: string) =>
  world().masters.vendor.find((row) => row.values.legal_name === name)?.id ?? 0
const LIGHTS = 'Brightline Lighting Services LLP'
const lineOf = (code: string) =>
  world().budgetLines.find(
    (l) =>
      l.projectId === PROJECT &&
      l.budgetCode === code &&
      world().budgetVersions.find((v) => v.id === l.versionId)?.isCurrent,
  )
const draft = (token: string, amount: number, code = '2200-01') =>
  call('/expenses', {
    method: 'POST',
    token,
    body: {
      project_id: PROJECT,
      budget_code: code,
      vendor_id: vendorId(LIGHTS),
      invoice_no: 'T-1',
      invoice_date: '2026-11-26',
      amount,
    },
  })

describe('expense mocks', () => {
  it('answers every endpoint with its contract schema', async () => {
    const admin = await login('admin@demostudios.test')
    const list = await call(`/expenses?project_id=${PROJECT}&limit=2`, { token: admin })
    expectParses(expenseListResponseSchema, list)
    const listed = list.body as unknown as ExpenseListResponse
    expect(listed.pagination.total).toBe(3)
    expect(listed.totals[0]?.currency_code).toBe('INR')
    const first = listed.data[0]
    expectParses(expenseResponseSchema, await call(`/expenses/${first?.expense_id}`, { token: admin }))
    expectParses(expenseResponseSchema, await draft(admin, 100000), 201)
    expectParses(
      remainingResponseSchema,
      await call(`/budget/remaining/${PROJECT}?search=camera`, { token: admin }),
    )
    expectParses(
      remainingResponseSchema,
      await call(`/budget/remaining/${PROJECT}?codes=2100-01,9999-99`, { token: admin }),
    )
    expectParses(budgetControlsResponseSchema, await call('/budget/controls', { token: admin }))
    expectParses(
      budgetControlsResponseSchema,
      await call('/budget/controls', { method: 'PUT', token: admin, body: { expense: 'stop' } }),
    )
    const line = lineOf('2200-01')
    const byBudget = await call(`/budget/getExpensesByBudget/${line?.id}?budget_code=2200-01`, {
      token: admin,
    })
    expectParses(expensesByBudgetResponseSchema, byBudget)
    const ids = (byBudget.body.data as { expense_id: number }[]).map((e) => e.expense_id)
    expectParses(
      moveToBudgetResponseSchema,
      await call('/budget/expenses/moveToBudget', {
        method: 'POST',
        token: admin,
        body: {
          project_id: PROJECT,
          expense_ids: ids,
          to_budget_code: '2300-01',
          reason: 'Booked on the wrong code',
        },
      }),
    )
    // A code the budget does not have, and an invoice tied to a PO line, are refused as the API does.
    const move = (codes: { expense_ids: number[]; to_budget_code: string }) =>
      call('/budget/expenses/moveToBudget', {
        method: 'POST',
        token: admin,
        body: { project_id: PROJECT, reason: 'Booked on the wrong code', ...codes },
      })
    const unknown = await move({ expense_ids: ids, to_budget_code: '9999-99' })
    const codeOf = (answer: { body: unknown }) => errorEnvelopeSchema.parse(answer.body).errors?.[0]?.code
    expect([unknown.status, codeOf(unknown)]).toEqual([400, 'unknownCode'])
    const camera = world().spend.expenses.find((e) => e.poLineId !== null)
    const tied = await move({ expense_ids: [camera?.id as number], to_budget_code: '2300-01' })
    expect([tied.status, codeOf(tied)]).toEqual([400, 'onPoLine'])
  })

  it('counts a paid expense on its PO line out of committed and into actual', async () => {
    const admin = await login('admin@demostudios.test')
    const answer = await call(`/budget/remaining/${PROJECT}?codes=2100-01`, { token: admin })
    const [camera] = (
      answer.body.data as {
        codes: { budget: number; committed: number; actual: number; remaining: number }[]
      }
    ).codes
    // The demo PO: 10 days × 45,000 + 10 days × 12,000 = 5,70,000; 2,70,000 invoiced and paid.
    expect(camera?.actual).toBe(27_000_000)
    expect(camera?.committed).toBe(57_000_000 - 27_000_000)
    expect(camera?.remaining).toBe((camera?.budget ?? 0) - 57_000_000)
  })

  it('computes taxes like the contract and refuses a Stop unless an Admin overrides it', async () => {
    const admin = await login('admin@demostudios.test')
    const manager = await login('manager@demostudios.test')
    await call('/budget/controls', { method: 'PUT', token: admin, body: { expense: 'stop' } })
    const budget = lineOf('2200-01')?.amount ?? 0
    const created = await draft(manager, budget + 100)
    const expense = created.body.data as ExpenseDetail
    expect(expense.total).toBe(budget + 100)
    expect(expense.tds_amount).toBe(
      expenseTaxes({
        amount: budget + 100,
        gst: null,
        gstKind: 'intra',
        tds: { rate: '2.00', threshold: 3000000 },
      }).tds_amount,
    )
    expect(expense.budget[0]?.remaining_after).toBeLessThan(0)
    const stopped = await call(`/expenses/${expense.expense_id}/submit`, {
      method: 'POST',
      token: manager,
      body: {},
    })
    expectParses(errorEnvelopeSchema, stopped, 409)
    expect(stopped.body.code).toBe('overBudget')
    expect(stopped.body.message).toContain('2200-01 by')
    const notAdmin = await call(`/expenses/${expense.expense_id}/submit`, {
      method: 'POST',
      token: manager,
      body: { override_reason: 'Night shoot overtime' },
    })
    expect(notAdmin.status).toBe(403)
    expect(notAdmin.body.code).toBe('overrideAdminsOnly')
    const overridden = await call(`/expenses/${expense.expense_id}/submit`, {
      method: 'POST',
      token: admin,
      body: { override_reason: 'Night shoot overtime' },
    })
    expectParses(expenseResponseSchema, overridden)
    const submitted = overridden.body.data as ExpenseDetail
    expect(submitted.status).toBe('submitted')
    expect(submitted.budget_check?.override_by_name).toBe('Asha Menon')
    expect(submitted.approvals.map((step) => step.action)).toEqual(['submitted', 'override'])
    // The Admin submitted it: nobody approves their own expense.
    const own = await call(`/expenses/${expense.expense_id}/approve`, {
      method: 'POST',
      token: admin,
      body: {},
    })
    expect(own.body.code).toBe('ownDocument')
    await call('/budget/controls', { method: 'PUT', token: admin, body: { expense: 'warn' } })
    const level1 = await call(`/expenses/${expense.expense_id}/approve`, {
      method: 'POST',
      token: manager,
      body: {},
    })
    expect((level1.body.data as ExpenseDetail).pending_level?.level_no).toBe(2)
    const level2 = await call(`/expenses/${expense.expense_id}/approve`, {
      method: 'POST',
      token: manager,
      body: {},
    })
    const approved = level2.body.data as ExpenseDetail
    expect(approved.status).toBe('approved')
    expect(approved.budget_check?.over_codes).toEqual(['2200-01'])
    const organizationId = world().projects.find((p) => p.id === PROJECT)?.organizationId
    const modes = world().masters.paymentmode.filter(
      (row) => row.values.name === 'NEFT' && row.organizationId === organizationId,
    )
    const paid = await call(`/expenses/${expense.expense_id}/pay`, {
      method: 'POST',
      token: manager,
      body: { paid_on: '2026-11-30', payment_mode_id: modes[0]?.id, payment_reference: 'UTR 1' },
    })
    expectParses(expenseResponseSchema, paid)
    expect((paid.body.data as ExpenseDetail).status).toBe('paid')
  })

  it('keeps other tenants and non-members out', async () => {
    const northwind = await login('admin@northwind.test')
    const demo = world().spend.expenses.find((e) => e.projectId === PROJECT)
    expect((await call(`/expenses/${demo?.id}`, { token: northwind })).status).toBe(404)
    const dashboard = await login('dashboard@demostudios.test')
    expect(
      (await call('/budget/controls', { method: 'PUT', token: dashboard, body: { po: 'stop' } })).status,
    ).toBe(403)
  })
})
