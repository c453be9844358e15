import { http } from 'msw'
import { idParam } from '../../contract/common'
import type { FieldError } from '../../contract/envelope'
import { rejectRequestSchema } from '../../contract/spend/common'
import { createChallanRequestSchema, verificationQuerySchema } from '../../contract/spend/purchase-orders'
import { pageOf, queryOf } from '../budget'
import { admitProject, levelsOf, mayChangeProjects, onTeam, visibleProject } from '../purchase'
import {
  approvalDocOf,
  challanView,
  findPo,
  poSummaryView,
  quantityText,
  receivedOn,
  thousandths,
} from '../purchase-views'
import { API, badRequest, type Caller, fail, ok, okList } from '../respond'
import { approversOf } from '../spend-approval'
import type { MockChallan } from '../spend-world'
import { change, type MockProject, nextId, now, world } from '../world'
import { readBody } from './body'

/*
 * Delivery challans (goods received against an approved PO's lines) and the verifier's queue:
 * POs waiting on the signed-in user's approval, and challans they may verify (an approver of a PO
 * level of the project or a holder of project PUT, who did not record it).
 */

/** May verify the project's challans: approves one of its PO levels or may change projects. */
const verifierOf = (caller: Caller, projectId: number) =>
  mayChangeProjects(caller) ||
  levelsOf(projectId, 'po').some((level) => level.approverIds.includes(caller.user.id))

/** The projects of the tenant the caller sees (Admins every one, others their team's). */
const visibleProjects = (caller: Caller) =>
  world().projects.filter(
    (project) =>
      project.organizationId === caller.tenantId &&
      !project.archivedAt &&
      !('response' in visibleProject(caller, project.id)),
  )

const posWaiting = (caller: Caller, projects: MockProject[]) => {
  const ids = new Set(projects.map((project) => project.id))
  return world()
    .spend.purchaseOrders.filter(
      (po) =>
        ids.has(po.projectId) &&
        po.status === 'submitted' &&
        po.requestedBy !== caller.user.id &&
        approversOf(world(), approvalDocOf(po)).includes(caller.user.id),
    )
    .sort((a, b) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? ''))
}

const challansWaiting = (caller: Caller, projects: MockProject[]) => {
  const ids = new Set(
    projects.filter((project) => verifierOf(caller, project.id)).map((project) => project.id),
  )
  return world()
    .spend.challans.filter(
      (challan) =>
        ids.has(challan.projectId) && challan.status === 'pending' && challan.recordedBy !== caller.user.id,
    )
    .sort((a, b) => a.id - b.id)
}

/** The queue's projects: every visible one, or the one asked for (404 when not visible). */
async function queueFor(request: Request, key: string) {
  const caller = await admitProject(request, key)
  if ('response' in caller) return caller
  const query = verificationQuerySchema.safeParse(queryOf(request))
  if (!query.success) return { response: badRequest(query.error.issues) }
  if (query.data.project_id === undefined)
    return { caller, query: query.data, projects: visibleProjects(caller) }
  const project = visibleProject(caller, query.data.project_id)
  return 'response' in project ? project : { caller, query: query.data, projects: [project] }
}

async function challanFor(request: Request, key: string, raw: unknown) {
  const caller = await admitProject(request, key)
  if ('response' in caller) return caller
  const id = idParam.safeParse(String(raw))
  const challan =
    id.success &&
    world().spend.challans.find(
      (candidate) => candidate.id === id.data && candidate.organizationId === caller.tenantId,
    )
  if (!challan || 'response' in visibleProject(caller, challan.projectId))
    return { response: fail(404, 'This challan was not found') }
  return { caller, challan }
}

function decide(caller: Caller, challan: MockChallan) {
  if (!verifierOf(caller, challan.projectId))
    return fail(403, 'Only an approver of this project or an Admin verifies its challans', [], 'notVerifier')
  if (challan.recordedBy === caller.user.id)
    return fail(403, 'Nobody verifies a challan they recorded', [], 'ownChallan')
  if (challan.status !== 'pending') return fail(409, 'This challan was already decided', [], 'notPending')
  return null
}

export const challanHandlers = [
  http.post(`${API}/purchase/:id/challans`, async ({ request, params }) => {
    const caller = await admitProject(request, 'POST /v2/purchase/:id/challans')
    if ('response' in caller) return caller.response
    const found = findPo(caller, Number(params.id))
    if ('response' in found) return found.response
    const { po } = found
    if (!onTeam(caller, po.projectId))
      return fail(403, "Only the project's team records goods received", [], 'notOnTeam')
    const body = createChallanRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    if (po.status !== 'approved')
      return fail(409, 'Goods are received only against an approved purchase order', [], 'notApproved')
    const received = receivedOn(world(), po.id, ['pending', 'verified'])
    const errors: FieldError[] = []
    body.data.lines.forEach((line, index) => {
      const poLine = po.lines.find((candidate) => candidate.id === line.po_line_id)
      if (!poLine) {
        errors.push({
          path: `lines.${index}.po_line_id`,
          message: 'This line is not on the order',
          code: 'notFound',
        })
        return
      }
      const open = thousandths(poLine.quantity) - (received.get(poLine.id) ?? 0n)
      if (thousandths(line.quantity) > open)
        errors.push({
          path: `lines.${index}.quantity`,
          message: `At most ${quantityText(open > 0n ? open : 0n)} of ${poLine.description} is still to be received`,
          code: 'tooMuch',
          params: { open: quantityText(open > 0n ? open : 0n) },
        })
    })
    if (errors.length) return fail(400, 'Some fields need attention', errors, 'invalid')
    const challan = change((all) => {
      const created: MockChallan = {
        id: nextId(all, 'challans'),
        organizationId: po.organizationId,
        projectId: po.projectId,
        poId: po.id,
        challanNo: body.data.challan_no,
        receivedOn: body.data.received_on,
        receiver: body.data.receiver,
        notes: body.data.notes || null,
        lines: body.data.lines
          .filter((line) => thousandths(line.quantity) > 0n)
          .map((line) => ({ poLineId: line.po_line_id, quantity: line.quantity })),
        status: 'pending',
        recordedBy: caller.user.id,
        verifiedBy: null,
        verifiedAt: null,
        rejectionReason: null,
        createdAt: now(),
      }
      all.spend.challans.push(created)
      return created
    })
    return ok(challanView(challan))
  }),
  http.get(`${API}/challan/:id`, async ({ request, params }) => {
    const found = await challanFor(request, 'GET /v2/challan/:id', params.id)
    if ('response' in found) return found.response
    return ok(challanView(found.challan))
  }),
  http.post(`${API}/challan/:id/verify`, async ({ request, params }) => {
    const found = await challanFor(request, 'POST /v2/challan/:id/verify', params.id)
    if ('response' in found) return found.response
    const refused = decide(found.caller, found.challan)
    if (refused) return refused
    const saved = change((all) => {
      const target = all.spend.challans.find((c) => c.id === found.challan.id) as MockChallan
      Object.assign(target, { status: 'verified', verifiedBy: found.caller.user.id, verifiedAt: now() })
      return target
    })
    return ok(challanView(saved))
  }),
  http.post(`${API}/challan/:id/reject`, async ({ request, params }) => {
    const found = await challanFor(request, 'POST /v2/challan/:id/reject', params.id)
    if ('response' in found) return found.response
    const body = rejectRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    const refused = decide(found.caller, found.challan)
    if (refused) return refused
    const saved = change((all) => {
      const target = all.spend.challans.find((c) => c.id === found.challan.id) as MockChallan
      Object.assign(target, {
        status: 'rejected',
        verifiedBy: found.caller.user.id,
        verifiedAt: now(),
        rejectionReason: body.data.reason,
      })
      return target
    })
    return ok(challanView(saved))
  }),
  http.get(`${API}/verification/summary`, async ({ request }) => {
    const queue = await queueFor(request, 'GET /v2/verification/summary')
    if ('response' in queue) return queue.response
    const projects = queue.projects.map((project) => ({
      project_id: project.id,
      project_name: project.name,
      pos_waiting: posWaiting(queue.caller, [project]).length,
      challans_waiting: challansWaiting(queue.caller, [project]).length,
    }))
    return ok({
      pos_waiting: projects.reduce((sum, project) => sum + project.pos_waiting, 0),
      challans_waiting: projects.reduce((sum, project) => sum + project.challans_waiting, 0),
      projects: projects
        .filter((project) => project.pos_waiting + project.challans_waiting > 0)
        .sort((a, b) => a.project_name.localeCompare(b.project_name)),
    })
  }),
  http.get(`${API}/verification/pos`, async ({ request }) => {
    const queue = await queueFor(request, 'GET /v2/verification/pos')
    if ('response' in queue) return queue.response
    const { page, pagination } = pageOf(posWaiting(queue.caller, queue.projects), queue.query)
    return okList(page.map(poSummaryView), pagination)
  }),
  http.get(`${API}/verification/challans`, async ({ request }) => {
    const queue = await queueFor(request, 'GET /v2/verification/challans')
    if ('response' in queue) return queue.response
    const { page, pagination } = pageOf(challansWaiting(queue.caller, queue.projects), queue.query)
    return okList(page.map(challanView), pagination)
  }),
]
