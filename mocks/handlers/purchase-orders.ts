import { http } from 'msw'
import { idParam } from '../../contract/common'
import type { FieldError } from '../../contract/envelope'
import { decisionRequestSchema, rejectRequestSchema } from '../../contract/spend/common'
import { quantityTimesRate } from '../../contract/spend/money'
import {
  createPoRequestSchema,
  type PoLineInput,
  poListQuerySchema,
  updatePoRequestSchema,
} from '../../contract/spend/purchase-orders'
import { linesOf, pageOf, queryOf, versionOf } from '../budget'
import { admitProject, isAdmin, onTeam, visibleProject } from '../purchase'
import { approvalDocOf, findPo, poSummaryView, poView } from '../purchase-views'
import { API, badRequest, type Caller, fail, ok, okList } from '../respond'
import {
  type ApprovalFailure,
  approveMock,
  mayDecide,
  recordStep,
  rejectMock,
  submitMock,
} from '../spend-approval'
import { type BudgetCheckFailure, checkBudgetMock, poContribution } from '../spend-figures'
import type { MockPoLine, MockPurchaseOrder } from '../spend-world'
import { change, type MockProject, nextId, now, type World, world } from '../world'
import { readBody } from './body'

/*
 * Purchase orders: drafts raised by the project's team, edited by their requester (or an Admin)
 * while draft or rejected, submitted through the approval levels with the budget check at submit
 * and at every approval, cancelled until an expense is booked on them.
 */

const failed = (failure: ApprovalFailure | BudgetCheckFailure) =>
  fail(failure.status, failure.message, [], failure.code, failure.params)

const actorOf = (caller: Caller) => ({ id: caller.user.id, name: caller.user.name, isAdmin: isAdmin(caller) })

/** The lines with each code as the current version spells it, or the 400 naming the others. */
function checkedLines(
  caller: Caller,
  project: MockProject,
  vendorId: number | undefined,
  lines?: PoLineInput[],
) {
  const current = versionOf(project.id)
  const spelling = new Map(
    (current ? linesOf(current.id) : []).map((line) => [line.budgetCode.toLowerCase(), line.budgetCode]),
  )
  const errors: FieldError[] = []
  const vendorFound = world().masters.vendor.some(
    (row) => row.id === vendorId && row.organizationId === caller.tenantId && !row.archivedAt,
  )
  if (vendorId !== undefined && !vendorFound)
    errors.push({ path: 'vendor_id', message: 'Choose an active vendor', code: 'notFound' })
  const checked = lines?.map((line, index): Omit<MockPoLine, 'id'> => {
    const code = spelling.get(line.budget_code.toLowerCase())
    if (!code)
      errors.push({
        path: `lines.${index}.budget_code`,
        message: `${line.budget_code} is not a code of the current budget`,
        code: 'unknownCode',
      })
    return {
      budgetCode: code ?? line.budget_code,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit || null,
      rate: line.rate,
      amount: quantityTimesRate(line.quantity, line.rate),
    }
  })
  return errors.length
    ? { response: fail(400, 'Some fields need attention', errors, 'invalid') }
    : { checked }
}

const withIds = (all: World, lines: Omit<MockPoLine, 'id'>[]) =>
  lines.map((line) => ({ id: nextId(all, 'poLines'), ...line }))

const stored = (all: World, id: number) =>
  all.spend.purchaseOrders.find((po) => po.id === id) as MockPurchaseOrder

async function poFor(request: Request, key: string, raw: unknown) {
  const caller = await admitProject(request, key)
  if ('response' in caller) return caller
  const id = idParam.safeParse(String(raw))
  if (!id.success) return { response: fail(404, 'This purchase order was not found') }
  const found = findPo(caller, id.data)
  return 'response' in found ? found : { caller, po: found.po }
}

const notOnTeam = () => fail(403, "Only the project's team works on its purchase orders", [], 'notOnTeam')

/** Runs the budget check (and records an Admin's override) for a submission or an approval. */
function budgetChecked(all: World, caller: Caller, po: MockPurchaseOrder, overrideReason?: string) {
  const project = all.projects.find((p) => p.id === po.projectId) as MockProject
  return checkBudgetMock(all, {
    project,
    type: 'po',
    contributions: poContribution(po.lines),
    actor: { name: caller.user.name, isAdmin: isAdmin(caller) },
    overrideReason,
  })
}

export const purchaseOrderHandlers = [
  http.get(`${API}/purchase/project/:projectId`, async ({ request, params }) => {
    const caller = await admitProject(request, 'GET /v2/purchase/project')
    if ('response' in caller) return caller.response
    const project = visibleProject(caller, Number(params.projectId))
    if ('response' in project) return project.response
    const query = poListQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const rows = world()
      .spend.purchaseOrders.filter(
        (po) =>
          po.projectId === project.id &&
          (!query.data.status || po.status === query.data.status) &&
          (!query.data.vendor_id || po.vendorId === query.data.vendor_id),
      )
      .sort((a, b) => b.poNo - a.poNo)
    const { page, pagination } = pageOf(rows, query.data)
    return okList(page.map(poSummaryView), pagination)
  }),
  http.post(`${API}/purchase/project/:projectId`, async ({ request, params }) => {
    const caller = await admitProject(request, 'POST /v2/purchase/project')
    if ('response' in caller) return caller.response
    const project = visibleProject(caller, Number(params.projectId))
    if ('response' in project) return project.response
    if (!onTeam(caller, project.id)) return notOnTeam()
    const body = createPoRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    const lines = checkedLines(caller, project, body.data.vendor_id, body.data.lines)
    if ('response' in lines) return lines.response
    const po = change((all) => {
      const created: MockPurchaseOrder = {
        id: nextId(all, 'purchaseOrders'),
        organizationId: project.organizationId,
        projectId: project.id,
        poNo:
          Math.max(
            0,
            ...all.spend.purchaseOrders.filter((p) => p.projectId === project.id).map((p) => p.poNo),
          ) + 1,
        title: body.data.title,
        vendorId: body.data.vendor_id,
        poDate: body.data.po_date,
        notes: body.data.notes || null,
        status: 'draft',
        lines: withIds(all, lines.checked ?? []),
        pendingLevelNo: null,
        rejectionReason: null,
        budgetCheck: null,
        requestedBy: caller.user.id,
        submittedAt: null,
        rowVersion: 1,
        createdAt: now(),
        updatedAt: now(),
      }
      all.spend.purchaseOrders.push(created)
      return created
    })
    return ok(poView(po, caller))
  }),
  http.get(`${API}/purchase/:id`, async ({ request, params }) => {
    const found = await poFor(request, 'GET /v2/purchase/:id', params.id)
    if ('response' in found) return found.response
    return ok(poView(found.po, found.caller))
  }),
  http.put(`${API}/purchase/:id`, async ({ request, params }) => {
    const found = await poFor(request, 'PUT /v2/purchase/:id', params.id)
    if ('response' in found) return found.response
    const { caller, po } = found
    if (!onTeam(caller, po.projectId)) return notOnTeam()
    const body = updatePoRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    if (!isAdmin(caller) && po.requestedBy !== caller.user.id)
      return fail(403, 'Only its requester or an Admin changes a purchase order', [], 'notRequester')
    if (po.status !== 'draft' && po.status !== 'rejected')
      return fail(409, 'Only a draft or rejected purchase order can be changed', [], 'notEditable')
    if (body.data.row_version !== po.rowVersion)
      return fail(409, 'This purchase order was changed by someone else; reload it', [], 'stale')
    const project = world().projects.find((p) => p.id === po.projectId) as MockProject
    const lines = checkedLines(caller, project, body.data.vendor_id, body.data.lines)
    if ('response' in lines) return lines.response
    const saved = change((all) => {
      const target = stored(all, po.id)
      if (body.data.title !== undefined) target.title = body.data.title
      if (body.data.vendor_id !== undefined) target.vendorId = body.data.vendor_id
      if (body.data.po_date !== undefined) target.poDate = body.data.po_date
      if (body.data.notes !== undefined) target.notes = body.data.notes || null
      if (lines.checked) target.lines = withIds(all, lines.checked)
      target.rowVersion += 1
      target.updatedAt = now()
      return target
    })
    return ok(poView(saved, caller))
  }),
  http.post(`${API}/purchase/:id/submit`, async ({ request, params }) => {
    const found = await poFor(request, 'POST /v2/purchase/:id/submit', params.id)
    if ('response' in found) return found.response
    const { caller, po } = found
    if (!onTeam(caller, po.projectId)) return notOnTeam()
    const body = decisionRequestSchema.safeParse((await readBody(request)) ?? {})
    if (!body.success) return badRequest(body.error.issues)
    if (!isAdmin(caller) && po.requestedBy !== caller.user.id)
      return fail(403, 'Only its requester or an Admin submits a purchase order', [], 'notRequester')
    if (po.status !== 'draft' && po.status !== 'rejected')
      return fail(409, 'Only a draft or rejected purchase order can be submitted', [], 'notEditable')
    const answer = change((all) => {
      const target = stored(all, po.id)
      const check = budgetChecked(all, caller, target, body.data.override_reason)
      if (!check.ok) return failed(check.failure)
      const submitted = submitMock(all, approvalDocOf(target), actorOf(caller))
      if (!submitted.ok) return failed(submitted.failure)
      if (check.overridden)
        recordStep(all, approvalDocOf(target), 'override', null, caller.user.id, body.data.override_reason)
      Object.assign(target, {
        status: submitted.outcome.status,
        pendingLevelNo: submitted.outcome.pendingLevelNo,
        rejectionReason: null,
        budgetCheck: check.check,
        submittedAt: now(),
        rowVersion: target.rowVersion + 1,
        updatedAt: now(),
      })
      return ok(poView(target, caller))
    })
    return answer
  }),
  http.post(`${API}/purchase/:id/approve`, async ({ request, params }) => {
    const found = await poFor(request, 'POST /v2/purchase/:id/approve', params.id)
    if ('response' in found) return found.response
    const { caller, po } = found
    const body = decisionRequestSchema.safeParse((await readBody(request)) ?? {})
    if (!body.success) return badRequest(body.error.issues)
    if (po.status !== 'submitted')
      return fail(409, 'This purchase order waits on no approval', [], 'notPending')
    return change((all) => {
      const target = stored(all, po.id)
      const doc = approvalDocOf(target)
      // Who may decide is checked before the budget: a stranger learns nothing about it.
      const refused = mayDecide(all, doc, actorOf(caller))
      if (refused) return failed(refused)
      const check = budgetChecked(all, caller, target, body.data.override_reason)
      if (!check.ok) return failed(check.failure)
      const approved = approveMock(all, doc, actorOf(caller))
      if (!approved.ok) return failed(approved.failure)
      if (check.overridden)
        recordStep(all, doc, 'override', doc.pendingLevelNo, caller.user.id, body.data.override_reason)
      Object.assign(target, {
        status: approved.outcome.status,
        pendingLevelNo: approved.outcome.pendingLevelNo,
        budgetCheck: check.check,
        rowVersion: target.rowVersion + 1,
        updatedAt: now(),
      })
      return ok(poView(target, caller))
    })
  }),
  http.post(`${API}/purchase/:id/reject`, async ({ request, params }) => {
    const found = await poFor(request, 'POST /v2/purchase/:id/reject', params.id)
    if ('response' in found) return found.response
    const { caller, po } = found
    const body = rejectRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    if (po.status !== 'submitted')
      return fail(409, 'This purchase order waits on no approval', [], 'notPending')
    return change((all) => {
      const target = stored(all, po.id)
      const rejected = rejectMock(all, approvalDocOf(target), actorOf(caller), body.data.reason)
      if (!rejected.ok) return failed(rejected.failure)
      Object.assign(target, {
        status: 'rejected',
        pendingLevelNo: null,
        rejectionReason: body.data.reason,
        rowVersion: target.rowVersion + 1,
        updatedAt: now(),
      })
      return ok(poView(target, caller))
    })
  }),
  http.post(`${API}/purchase/:id/cancel`, async ({ request, params }) => {
    const found = await poFor(request, 'POST /v2/purchase/:id/cancel', params.id)
    if ('response' in found) return found.response
    const { caller, po } = found
    if (!onTeam(caller, po.projectId)) return notOnTeam()
    if (!isAdmin(caller) && po.requestedBy !== caller.user.id)
      return fail(403, 'Only its requester or an Admin cancels a purchase order', [], 'notRequester')
    if (po.status === 'cancelled')
      return fail(409, 'This purchase order is already cancelled', [], 'notEditable')
    const booked = world().spend.expenses.some(
      (expense) => expense.poId === po.id && expense.status !== 'cancelled',
    )
    if (booked)
      return fail(
        409,
        'An expense is booked on this purchase order: it can no longer be cancelled',
        [],
        'invoiced',
      )
    return change((all) => {
      const target = stored(all, po.id)
      recordStep(all, approvalDocOf(target), 'cancelled', null, caller.user.id)
      Object.assign(target, {
        status: 'cancelled',
        pendingLevelNo: null,
        rowVersion: target.rowVersion + 1,
        updatedAt: now(),
      })
      return ok(poView(target, caller))
    })
  }),
]
