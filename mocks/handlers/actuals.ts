import { http } from 'msw'
import { isAdminRole } from '../../contract/codes'
import {
  expensesByBudgetQuerySchema,
  moveToBudgetRequestSchema,
  remainingQuerySchema,
  updateBudgetControlsRequestSchema,
} from '../../contract/spend/actuals'
import type { DocumentType } from '../../contract/spend/common'
import { linesOf, pageOf, queryOf, reachProject, versionOf } from '../budget'
import { expenseView } from '../expenses'
import { API, badRequest, fail, guard, ok, scenarioAnswer } from '../respond'
import { recordStep } from '../spend-approval'
import {
  budgetControlOf,
  checkBudgetMock,
  codeFiguresOf,
  figuresOfCode,
  figuresVersionOf,
  projectCurrencyOf,
} from '../spend-figures'
import { roleOf } from '../views'
import { change, now, world } from '../world'
import { readBody } from './body'

/*
 * Budget versus actual endpoints under /v2/budget with fixed segments: they are registered before
 * the budget handlers, whose /budget/:id would otherwise take them.
 */

const LIVE_LIMIT = 50

async function admit(
  request: Request,
  key: string,
  module: Parameters<typeof guard>[1],
  method: 'GET' | 'PUT' = 'GET',
) {
  const forced = await scenarioAnswer(key)
  if (forced) return { response: forced }
  return guard(request, module, method)
}

const controlsOf = (organizationId: number) => ({
  po: budgetControlOf(world(), organizationId, 'po'),
  expense: budgetControlOf(world(), organizationId, 'expense'),
  updated_at: null,
  updated_by_name: null,
})

export const actualHandlers = [
  http.get(`${API}/budget/controls`, async ({ request }) => {
    const caller = await admit(request, 'GET /v2/budget/controls', 'settings')
    if ('response' in caller) return caller.response
    return ok(controlsOf(caller.tenantId))
  }),
  http.put(`${API}/budget/controls`, async ({ request }) => {
    const caller = await admit(request, 'PUT /v2/budget/controls', 'settings', 'PUT')
    if ('response' in caller) return caller.response
    const body = updateBudgetControlsRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    change((all) => {
      for (const type of ['po', 'expense'] as DocumentType[]) {
        const action = body.data[type]
        if (!action) continue
        const entry = all.spend.budgetControls.find(
          (c) => c.organizationId === caller.tenantId && c.documentType === type,
        )
        if (entry) entry.action = action
        else all.spend.budgetControls.push({ organizationId: caller.tenantId, documentType: type, action })
      }
    })
    return ok(controlsOf(caller.tenantId))
  }),
  http.get(`${API}/budget/remaining/:project_id`, async ({ request, params }) => {
    const caller = await admit(request, 'GET /v2/budget/remaining', 'signed-in')
    if ('response' in caller) return caller.response
    const query = remainingQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const project = reachProject(caller, Number(params.project_id))
    if ('response' in project) return project.response
    const version = figuresVersionOf(world(), project.id, query.data.budgetV)
    if (!version && query.data.budgetV !== undefined)
      return fail(404, `Budget version ${query.data.budgetV} was not found`)
    const search = new URL(request.url).searchParams.get('search')?.trim().toLowerCase()
    const wanted = query.data.codes
      ?.split(',')
      .map((code) => code.trim())
      .filter(Boolean)
    let codes = wanted
      ? wanted.map((code) => figuresOfCode(world(), project.id, code, version?.versionNo))
      : codeFiguresOf(world(), project.id, version?.versionNo)
    if (search)
      codes = codes
        .filter(
          (f) =>
            f.budget_code.toLowerCase().includes(search) || f.description?.toLowerCase().includes(search),
        )
        .slice(0, LIVE_LIMIT)
    return ok({
      project_id: project.id,
      budgetV: version?.versionNo ?? null,
      currency: projectCurrencyOf(world(), project),
      codes,
    })
  }),
  http.get(`${API}/budget/getExpensesByBudget/:id`, async ({ request, params }) => {
    const caller = await admit(request, 'GET /v2/budget/getExpensesByBudget', 'budget')
    if ('response' in caller) return caller.response
    const query = expensesByBudgetQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const all = world()
    const line = all.budgetLines.find(
      (l) => l.id === Number(params.id) && l.organizationId === caller.tenantId && !l.deletedAt,
    )
    const project = line ? reachProject(caller, line.projectId) : undefined
    if (!line || !project || 'response' in project) return fail(404, 'This budget line was not found')
    const version = all.budgetVersions.find((v) => v.id === line.versionId)
    const q = query.data
    if (
      (q.budget_code !== undefined && q.budget_code !== line.budgetCode) ||
      (q.project_id !== undefined && q.project_id !== line.projectId) ||
      (q.budgetV !== undefined && q.budgetV !== version?.versionNo)
    )
      return fail(
        400,
        'budget_code, project_id and budgetV must be those of the budget line',
        undefined,
        'lineMismatch',
      )
    const rows = all.spend.expenses
      .filter((e) => e.projectId === line.projectId && e.budgetCode === line.budgetCode)
      .sort((a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || b.id - a.id)
      .map((e) => expenseView(all, e))
    const { page, pagination } = pageOf(rows, q)
    return Response.json({
      Status: 1,
      data: page,
      pagination,
      figures: figuresOfCode(all, line.projectId, line.budgetCode, version?.versionNo),
      budgetV: version?.versionNo ?? 0,
      currency: projectCurrencyOf(all, project),
    })
  }),
  http.post(`${API}/budget/expenses/moveToBudget`, async ({ request }) => {
    const caller = await admit(request, 'POST /v2/budget/expenses/moveToBudget', 'expenses', 'PUT')
    if ('response' in caller) return caller.response
    const body = moveToBudgetRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    const b = body.data
    const project = reachProject(caller, b.project_id)
    if ('response' in project) return project.response
    const current = versionOf(project.id)
    const target = (current ? linesOf(current.id) : []).find(
      (line) => line.budgetCode.toLowerCase() === b.to_budget_code.toLowerCase(),
    )
    if (!target) {
      const message = `${b.to_budget_code} is not a code of the current budget`
      return fail(400, message, [{ path: 'to_budget_code', message, code: 'unknownCode' }], 'invalid')
    }
    const all = world()
    const moving = all.spend.expenses.filter(
      (e) => e.projectId === project.id && b.expense_ids.includes(e.id),
    )
    if (moving.length !== new Set(b.expense_ids).size)
      return fail(
        400,
        'Some fields need attention',
        [{ path: 'expense_ids', message: 'Some of these expenses are not on this project' }],
        'invalid',
      )
    const onPoLines = moving.filter((e) => e.poLineId !== null && e.budgetCode !== b.to_budget_code)
    if (onPoLines.length > 0) {
      const one = onPoLines.length === 1
      const message = `${onPoLines.map((e) => e.invoiceNo).join(', ')} ${one ? 'is' : 'are'} booked against a purchase order line and stay${one ? 's' : ''} on its code`
      return fail(400, message, [{ path: 'expense_ids', message, code: 'onPoLine' }], 'invalid')
    }
    const fromCodes = [...new Set(moving.map((e) => e.budgetCode))]
    // Only approved and paid expenses count on a code: they are what the move adds to the new one.
    const amount = moving
      .filter((e) => (e.status === 'approved' || e.status === 'paid') && e.budgetCode !== b.to_budget_code)
      .reduce((total, e) => total + e.amountProject, 0)
    const checked = checkBudgetMock(all, {
      project,
      type: 'expense',
      contributions: [{ budget_code: b.to_budget_code, amount }],
      actor: { name: caller.user.name, isAdmin: isAdminRole(roleOf(caller.user).roleType) },
      overrideReason: b.override_reason,
    })
    if (!checked.ok)
      return fail(
        checked.failure.status,
        checked.failure.message,
        undefined,
        checked.failure.code,
        checked.failure.params,
      )
    change((w) => {
      for (const e of w.spend.expenses) {
        if (!b.expense_ids.includes(e.id) || e.projectId !== project.id) continue
        e.budgetCode = b.to_budget_code
        e.rowVersion += 1
        e.updatedAt = w.clock ?? now()
        if (checked.overridden)
          recordStep(
            w,
            { type: 'expense', id: e.id },
            'override',
            null,
            caller.user.id,
            b.override_reason ?? null,
          )
      }
    })
    return ok({
      moved: moving.length,
      to_budget_code: b.to_budget_code,
      figures: [...fromCodes.filter((c) => c !== b.to_budget_code), b.to_budget_code].map((code) =>
        figuresOfCode(world(), project.id, code),
      ),
    })
  }),
]
