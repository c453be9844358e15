import { http } from 'msw'
import { idParam } from '../../contract/common'
import {
  approverQuerySchema,
  createLevelRequestSchema,
  levelsQuerySchema,
  mapListQuerySchema,
  updateLevelRequestSchema,
  type WaitingDocument,
} from '../../contract/spend/approvals'
import type { DocumentType } from '../../contract/spend/common'
import { currencyOf, queryOf } from '../budget'
import {
  admitProject,
  findLevel,
  levelsOf,
  levelView,
  poNumberOf,
  strangers,
  teamOf,
  userNameOf,
  visibleProject,
} from '../purchase'
import { API, badRequest, type Caller, fail, ok } from '../respond'
import type { MockApprovalLevel } from '../spend-world'
import { change, type MockProject, nextId, now, type World, world } from '../world'
import { readBody } from './body'

/*
 * Approval levels (/addLevel, /removeLevel) and the spec's approver calls. Reading needs project
 * GET, changing project PUT; either way only on a project the caller sees.
 */

const projectParam = (value: unknown) => idParam.safeParse(String(value))

async function projectFor(request: Request, key: string, raw: unknown, method: 'GET' | 'PUT' = 'GET') {
  const caller = await admitProject(request, key, method)
  if ('response' in caller) return caller
  const id = projectParam(raw)
  if (!id.success) return { response: fail(404, 'This project was not found') }
  const project = visibleProject(caller, id.data)
  return 'response' in project ? project : { caller, project }
}

/**
 * After a level is removed, documents waiting on it move on to the next level their amount needs
 * (or are approved when none is left), and those waiting on later levels follow the renumbering.
 * After its threshold is raised, the same for those waiting on it whose amount is now below it.
 */
function moveWaitingDocuments(all: World, removed: MockApprovalLevel, change: 'removed' | 'raised') {
  const later = levelsOf(removed.projectId, removed.documentType)
  const documents =
    removed.documentType === 'po'
      ? all.spend.purchaseOrders.map((po) => ({
          doc: po,
          amount: po.lines.reduce((sum, line) => sum + line.amount, 0),
        }))
      : all.spend.expenses.map((expense) => ({ doc: expense, amount: expense.amountProject }))
  for (const { doc, amount } of documents) {
    if (doc.projectId !== removed.projectId || doc.status !== 'submitted' || doc.pendingLevelNo === null)
      continue
    if (change === 'removed' && doc.pendingLevelNo > removed.levelNo) doc.pendingLevelNo -= 1
    else if (doc.pendingLevelNo === removed.levelNo && (change === 'removed' || amount < removed.threshold)) {
      // The removed level is archived and a raised one is above the amount: neither is found.
      const next = later.find((level) => level.levelNo >= removed.levelNo && level.threshold <= amount)
      doc.pendingLevelNo = next?.levelNo ?? null
      if (!next) {
        doc.status = 'approved'
        all.spend.approvalSteps.push({
          id: nextId(all, 'approvalSteps'),
          documentType: removed.documentType,
          documentId: doc.id,
          action: 'auto_approved',
          levelNo: null,
          userId: null,
          reason:
            change === 'removed'
              ? `Level ${removed.levelNo} (${removed.name}) was removed`
              : `Level ${removed.levelNo} (${removed.name}) now starts above this amount`,
          at: all.clock ?? now(),
        })
      }
    }
  }
}

/** The project's documents waiting on this user: submitted, at a level they approve, not theirs. */
function waitingOn(caller: Caller, project: MockProject): WaitingDocument[] {
  const all = world()
  const approves = (type: DocumentType, levelNo: number | null) =>
    levelsOf(project.id, type).some(
      (level) => level.levelNo === levelNo && level.approverIds.includes(caller.user.id),
    )
  const pos = all.spend.purchaseOrders
    .filter(
      (po) =>
        po.projectId === project.id &&
        po.status === 'submitted' &&
        po.requestedBy !== caller.user.id &&
        approves('po', po.pendingLevelNo),
    )
    .map(
      (po): WaitingDocument => ({
        document_type: 'po',
        document_id: po.id,
        number: poNumberOf(project, po.poNo),
        title: po.title,
        amount: po.lines.reduce((sum, line) => sum + line.amount, 0),
        level_no: po.pendingLevelNo ?? 0,
        requested_by_name: userNameOf(po.requestedBy),
        submitted_at: po.submittedAt,
      }),
    )
  const expenses = all.spend.expenses
    .filter(
      (expense) =>
        expense.projectId === project.id &&
        expense.status === 'submitted' &&
        expense.submittedBy !== caller.user.id &&
        approves('expense', expense.pendingLevelNo),
    )
    .map(
      (expense): WaitingDocument => ({
        document_type: 'expense',
        document_id: expense.id,
        number: expense.invoiceNo,
        title: expense.description ?? expense.invoiceNo,
        amount: expense.amountProject,
        level_no: expense.pendingLevelNo ?? 0,
        requested_by_name: userNameOf(expense.submittedBy),
        submitted_at: expense.updatedAt,
      }),
    )
  return [...pos, ...expenses]
}

export const purchaseLevelHandlers = [
  http.get(`${API}/purchase/levels/:projectId`, async ({ request, params }) => {
    const reached = await projectFor(request, 'GET /v2/purchase/levels', params.projectId)
    if ('response' in reached) return reached.response
    const query = levelsQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    return ok(levelsOf(reached.project.id, query.data.document_type).map(levelView))
  }),
  http.post(`${API}/purchase/levels/:projectId`, async ({ request, params }) => {
    const reached = await projectFor(request, 'POST /v2/purchase/levels', params.projectId, 'PUT')
    if ('response' in reached) return reached.response
    const body = createLevelRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    const { project } = reached
    const refused = strangers(project.id, body.data.approver_ids)
    if (refused) return refused
    const level = change((all) => {
      const created: MockApprovalLevel = {
        id: nextId(all, 'approvalLevels'),
        organizationId: project.organizationId,
        projectId: project.id,
        documentType: body.data.document_type,
        levelNo: levelsOf(project.id, body.data.document_type).length + 1,
        name: body.data.name,
        threshold: body.data.threshold,
        approverIds: [...new Set(body.data.approver_ids)],
        archivedAt: null,
        updatedAt: now(),
      }
      all.spend.approvalLevels.push(created)
      return created
    })
    return ok(levelView(level))
  }),
  http.put(`${API}/purchase/level/:id`, async ({ request, params }) => {
    const caller = await admitProject(request, 'PUT /v2/purchase/level', 'PUT')
    if ('response' in caller) return caller.response
    const found = findLevel(caller, Number(params.id))
    if ('response' in found) return found.response
    const body = updateLevelRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    const refused = body.data.approver_ids && strangers(found.project.id, body.data.approver_ids)
    if (refused) return refused
    const saved = change((all) => {
      const level = all.spend.approvalLevels.find((l) => l.id === found.level.id) as MockApprovalLevel
      const before = level.threshold
      if (body.data.name !== undefined) level.name = body.data.name
      if (body.data.threshold !== undefined) level.threshold = body.data.threshold
      if (body.data.approver_ids) level.approverIds = [...new Set(body.data.approver_ids)]
      level.updatedAt = now()
      if (level.threshold > before) moveWaitingDocuments(all, level, 'raised')
      return level
    })
    return ok(levelView(saved))
  }),
  http.delete(`${API}/purchase/level/:id`, async ({ request, params }) => {
    const caller = await admitProject(request, 'DELETE /v2/purchase/level', 'PUT')
    if ('response' in caller) return caller.response
    const found = findLevel(caller, Number(params.id))
    if ('response' in found) return found.response
    change((all) => {
      const level = all.spend.approvalLevels.find((l) => l.id === found.level.id) as MockApprovalLevel
      level.archivedAt = now()
      for (const after of levelsOf(level.projectId, level.documentType))
        if (after.levelNo > level.levelNo) after.levelNo -= 1
      moveWaitingDocuments(all, level, 'removed')
    })
    return ok({ level_id: found.level.id, removed: true as const })
  }),
  http.get(`${API}/purchase/approver/:projectId`, async ({ request, params }) => {
    const reached = await projectFor(request, 'GET /v2/purchase/approver', params.projectId)
    if ('response' in reached) return reached.response
    const query = approverQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const userId = query.data.userId ?? reached.caller.user.id
    const levels = [...levelsOf(reached.project.id, 'po'), ...levelsOf(reached.project.id, 'expense')].filter(
      (level) => level.approverIds.includes(userId),
    )
    return ok({
      project_id: reached.project.id,
      user_id: userId,
      is_approver: levels.length > 0,
      levels: levels.map(levelView),
    })
  }),
  http.get(`${API}/purchase/projectUsers/:projectId`, async ({ request, params }) => {
    const reached = await projectFor(request, 'GET /v2/purchase/projectUsers', params.projectId)
    if ('response' in reached) return reached.response
    const query = approverQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    return ok(teamOf(reached.project.id).filter((member) => member.user_id !== query.data.userId))
  }),
  http.get(`${API}/purchase/getMapList/:projectId`, async ({ request, params }) => {
    const reached = await projectFor(request, 'GET /v2/purchase/getMapList', params.projectId)
    if ('response' in reached) return reached.response
    const query = mapListQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const { caller, project } = reached
    return ok({
      project_id: project.id,
      currency: currencyOf(project),
      po: levelsOf(project.id, 'po').map(levelView),
      expense: levelsOf(project.id, 'expense').map(levelView),
      waiting: query.data.isDashboard === '1' ? waitingOn(caller, project) : [],
    })
  }),
]
