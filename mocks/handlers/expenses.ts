import { http } from 'msw'
import {
  createExpenseRequestSchema,
  expenseListQuerySchema,
  updateExpenseRequestSchema,
} from '../../contract/spend/expenses'
import { pageOf, queryOf, reachProject } from '../budget'
import { computeExpense, expenseDetail, expenseView } from '../expenses'
import { API, badRequest, fail, ok, sortBy } from '../respond'
import { figuresVersionOf } from '../spend-figures'
import type { MockExpense } from '../spend-world'
import { change, nextId, now, world } from '../world'
import { actualHandlers } from './actuals'
import { readBody } from './body'
import { admit, findExpense, isAdmin, save, stale, visibleProjectIds } from './expense-common'
import { expenseDecisionHandlers } from './expense-decisions'

/*
 * /v2/expenses like the server: permission module `expenses` by method, the expense's project
 * visible to the caller (404 otherwise), approval through the shared engine with the budget
 * check at submit and at every approval (expense-decisions.ts). The budget-versus-actual
 * endpoints (actuals.ts) come first: they have fixed segments under /budget.
 */

export const expenseHandlers = [
  ...actualHandlers,
  ...expenseDecisionHandlers,
  http.get(`${API}/expenses`, async ({ request }) => {
    const caller = await admit(request, 'GET /v2/expenses', 'GET')
    if ('response' in caller) return caller.response
    const query = expenseListQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const q = query.data
    const visible = visibleProjectIds(caller)
    const term = q.search?.toLowerCase()
    const all = world()
    const views = all.spend.expenses
      .filter(
        (e) =>
          e.organizationId === caller.tenantId &&
          visible.has(e.projectId) &&
          (q.project_id === undefined || e.projectId === q.project_id) &&
          (!q.budget_code || e.budgetCode.toLowerCase() === q.budget_code.toLowerCase()) &&
          (q.vendor_id === undefined || e.vendorId === q.vendor_id) &&
          (!q.status || e.status === q.status) &&
          (!q.date_from || e.invoiceDate >= q.date_from) &&
          (!q.date_to || e.invoiceDate <= q.date_to),
      )
      .map((e) => expenseView(all, e))
      .filter(
        (v) =>
          !term ||
          [v.invoice_no, v.vendor_name, v.budget_code, v.description ?? ''].some((t) =>
            t.toLowerCase().includes(term),
          ),
      )
    const sorted = sortBy(
      views,
      q.sort ?? null,
      {
        invoice_date: (v) => v.invoice_date,
        amount_project: (v) => v.amount_project,
        created_at: (v) => v.created_at,
      },
      '-invoice_date',
    )
    const totals = new Map<string, { currency_code: string; minor_units: number; amount_project: number }>()
    for (const v of views) {
      const total = totals.get(v.project_currency_code) ?? {
        currency_code: v.project_currency_code,
        minor_units: v.project_minor_units,
        amount_project: 0,
      }
      total.amount_project += v.amount_project
      totals.set(v.project_currency_code, total)
    }
    const { page, pagination } = pageOf(sorted, q)
    return Response.json({ Status: 1, data: page, pagination, totals: [...totals.values()] })
  }),
  http.post(`${API}/expenses`, async ({ request }) => {
    const caller = await admit(request, 'POST /v2/expenses', 'POST')
    if ('response' in caller) return caller.response
    const body = createExpenseRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    const b = body.data
    const project = reachProject(caller, b.project_id)
    if ('response' in project) return project.response
    const version = figuresVersionOf(world(), project.id)
    if (!version) return fail(409, 'This project has no budget yet', undefined, 'noBudget')
    const { errors, computed } = computeExpense(world(), project, {
      budget_code: b.budget_code,
      vendor_id: b.vendor_id,
      po_line_id: b.po_line_id ?? null,
      invoice_date: b.invoice_date,
      currency_code: b.currency_code ?? null,
      amount: b.amount,
      gst_id: b.gst_id ?? null,
      tds_id: b.tds_id,
    })
    if (!computed) return fail(400, 'Some fields need attention', errors, 'invalid')
    const id = change((all) => {
      const stamp = all.clock ?? now()
      const expense: MockExpense = {
        id: nextId(all, 'expenses'),
        organizationId: caller.tenantId,
        projectId: project.id,
        budgetVersionNo: version.versionNo,
        budgetCode: b.budget_code,
        vendorId: b.vendor_id,
        poId: null,
        poLineId: b.po_line_id ?? null,
        invoiceNo: b.invoice_no,
        invoiceDate: b.invoice_date,
        description: b.description ?? null,
        currencyCode: '',
        amount: b.amount,
        exchangeRate: '1.000000',
        amountProject: b.amount,
        gstId: b.gst_id ?? null,
        gstKind: 'none',
        cgstAmount: 0,
        sgstAmount: 0,
        igstAmount: 0,
        total: b.amount,
        tdsId: null,
        tdsAmount: 0,
        netPayable: b.amount,
        paymentModeId: b.payment_mode_id ?? null,
        paymentReference: b.payment_reference ?? null,
        paidOn: null,
        status: 'draft',
        pendingLevelNo: null,
        rejectionReason: null,
        budgetCheck: null,
        createdBy: caller.user.id,
        submittedBy: null,
        approvedBy: null,
        paidBy: null,
        rowVersion: 1,
        createdAt: stamp,
        updatedAt: stamp,
        ...computed,
      }
      all.spend.expenses.push(expense)
      return expense.id
    })
    const saved = world().spend.expenses.find((e) => e.id === id) as MockExpense
    return ok(expenseDetail(world(), saved, caller), { status: 201 })
  }),
  http.get(`${API}/expenses/:id`, async ({ request, params }) => {
    const caller = await admit(request, 'GET /v2/expenses/:id', 'GET')
    if ('response' in caller) return caller.response
    const expense = findExpense(caller, Number(params.id))
    if ('response' in expense) return expense.response
    return ok(expenseDetail(world(), expense, caller))
  }),
  http.put(`${API}/expenses/:id`, async ({ request, params }) => {
    const caller = await admit(request, 'PUT /v2/expenses/:id', 'PUT')
    if ('response' in caller) return caller.response
    const body = updateExpenseRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    const expense = findExpense(caller, Number(params.id))
    if ('response' in expense) return expense.response
    if (expense.status !== 'draft' && expense.status !== 'rejected')
      return fail(409, 'Only a draft or rejected expense can be changed', undefined, 'notEditable')
    if (!isAdmin(caller) && expense.createdBy !== caller.user.id)
      return fail(
        403,
        'Only the person who booked this expense (or an Admin) may change it',
        undefined,
        'notOwner',
      )
    const conflict = stale(expense, body.data.row_version)
    if (conflict) return conflict
    const b = body.data
    const projectId = b.project_id ?? expense.projectId
    const project = reachProject(caller, projectId)
    if ('response' in project) return project.response
    const { errors, computed } = computeExpense(world(), project, {
      budget_code: b.budget_code ?? expense.budgetCode,
      vendor_id: b.vendor_id ?? expense.vendorId,
      po_line_id: b.po_line_id === undefined ? expense.poLineId : b.po_line_id,
      invoice_date: b.invoice_date ?? expense.invoiceDate,
      currency_code: b.currency_code ?? expense.currencyCode,
      amount: b.amount ?? expense.amount,
      gst_id: b.gst_id === undefined ? expense.gstId : b.gst_id,
      tds_id: b.tds_id === undefined ? expense.tdsId : b.tds_id,
    })
    if (!computed) return fail(400, 'Some fields need attention', errors, 'invalid')
    return save(caller, expense, (e) => {
      e.projectId = projectId
      if (b.budget_code !== undefined) e.budgetCode = b.budget_code
      if (b.vendor_id !== undefined) e.vendorId = b.vendor_id
      if (b.po_line_id !== undefined) e.poLineId = b.po_line_id
      if (b.invoice_no !== undefined) e.invoiceNo = b.invoice_no
      if (b.invoice_date !== undefined) e.invoiceDate = b.invoice_date
      if (b.description !== undefined) e.description = b.description
      if (b.amount !== undefined) e.amount = b.amount
      if (b.gst_id !== undefined) e.gstId = b.gst_id
      if (b.payment_mode_id !== undefined) e.paymentModeId = b.payment_mode_id
      if (b.payment_reference !== undefined) e.paymentReference = b.payment_reference
      Object.assign(e, computed)
    })
  }),
]
