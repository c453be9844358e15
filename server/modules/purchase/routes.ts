import * as z from 'zod/mini'
import type { PermissionMethod } from '../../../contract/codes'
import { idParam } from '../../../contract/common'
import {
  approverQuerySchema,
  approverResponseSchema,
  createLevelRequestSchema,
  levelResponseSchema,
  levelsQuerySchema,
  levelsResponseSchema,
  mapListQuerySchema,
  mapListResponseSchema,
  projectUsersResponseSchema,
  removeLevelResponseSchema,
  updateLevelRequestSchema,
} from '../../../contract/spend/approvals'
import { decisionRequestSchema, rejectRequestSchema } from '../../../contract/spend/common'
import {
  challanResponseSchema,
  createChallanRequestSchema,
  createPoRequestSchema,
  poListQuerySchema,
  poListResponseSchema,
  poResponseSchema,
  updatePoRequestSchema,
  verificationChallanListResponseSchema,
  verificationPoListResponseSchema,
  verificationQuerySchema,
  verificationSummaryResponseSchema,
} from '../../../contract/spend/purchase-orders'
import { type AnyRoute, defineRoute } from '../../http/route'
import { callerOf } from './access'
import { approverOf, mapList, projectUsers } from './approvers'
import { getChallan, recordChallan, rejectChallan, verifyChallan } from './challans'
import { createLevel, listLevels, removeLevel, updateLevel } from './levels'
import { approvePo, cancelPo, rejectPo, submitPo } from './po-decisions'
import { listPos, poDetail } from './po-read'
import { createPo, updatePo } from './po-write'
import { verificationChallans, verificationPos, verificationSummary } from './verification'

/*
 * Approval levels, purchase orders, delivery challans and the verifier's queue. Guarded by
 * permission module 'project' (GET to read and to work on POs, PUT to change levels); the services
 * add the rules' finer checks: visible project, team, requester, approver, recorder.
 * Fixed path segments come before /purchase/:id.
 */

const TAG = 'Purchase'
const access = (method: PermissionMethod) => ({ kind: 'permission', module: 'project', method }) as const
const byId = z.object({ id: idParam })
const byProject = z.object({ project_id: idParam })

const levelRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/purchase/levels/:project_id',
    summary: "A project's approval levels of a document type (po, expense), in order",
    tag: TAG,
    access: access('GET'),
    params: byProject,
    query: levelsQuerySchema,
    response: levelsResponseSchema,
    handler: async (c) => ({
      data: await listLevels(c.deps.db, callerOf(c), c.params.project_id, c.query.document_type),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/purchase/levels/:project_id',
    summary: 'Add a last approval level (/addLevel): name, threshold, approvers from the team',
    tag: TAG,
    access: access('PUT'),
    params: byProject,
    body: createLevelRequestSchema,
    response: levelResponseSchema,
    handler: async (c) => ({ data: await createLevel(c.deps.db, callerOf(c), c.params.project_id, c.body) }),
  }),
  defineRoute({
    method: 'put',
    path: '/purchase/level/:id',
    summary: 'Rename a level, change its threshold or approvers',
    tag: TAG,
    access: access('PUT'),
    params: byId,
    body: updateLevelRequestSchema,
    response: levelResponseSchema,
    handler: async (c) => ({ data: await updateLevel(c.deps.db, callerOf(c), c.params.id, c.body) }),
  }),
  defineRoute({
    method: 'delete',
    path: '/purchase/level/:id',
    summary: 'Remove a level (/removeLevel): later levels move up, waiting documents move on',
    tag: TAG,
    access: access('PUT'),
    params: byId,
    response: removeLevelResponseSchema,
    handler: async (c) => ({ data: await removeLevel(c.deps.db, callerOf(c), c.params.id) }),
  }),
  defineRoute({
    method: 'get',
    path: '/purchase/approver/:id',
    summary: 'The levels of a project where a user (userId, default the caller) approves',
    tag: TAG,
    access: access('GET'),
    params: byId,
    query: approverQuerySchema,
    response: approverResponseSchema,
    handler: async (c) => ({ data: await approverOf(c.deps.db, callerOf(c), c.params.id, c.query.userId) }),
  }),
  defineRoute({
    method: 'get',
    path: '/purchase/projectUsers/:id',
    summary: "A project's team as approver choices, less userId",
    tag: TAG,
    access: access('GET'),
    params: byId,
    query: approverQuerySchema,
    response: projectUsersResponseSchema,
    handler: async (c) => ({ data: await projectUsers(c.deps.db, callerOf(c), c.params.id, c.query.userId) }),
  }),
  defineRoute({
    method: 'get',
    path: '/purchase/getMapList/:project_id',
    summary: "A project's approval map; with isDashboard=1 also what waits on the caller",
    tag: TAG,
    access: access('GET'),
    params: byProject,
    query: mapListQuerySchema,
    response: mapListResponseSchema,
    handler: async (c) => ({
      data: await mapList(c.deps.db, callerOf(c), c.params.project_id, c.query.isDashboard === '1'),
    }),
  }),
]

const poRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/purchase/project/:project_id',
    summary: "A page of a project's purchase orders, newest number first (status, vendor_id, search)",
    tag: TAG,
    access: access('GET'),
    params: byProject,
    query: poListQuerySchema,
    response: poListResponseSchema,
    handler: async (c) => listPos(c.deps.db, callerOf(c), c.params.project_id, c.query),
  }),
  defineRoute({
    method: 'post',
    path: '/purchase/project/:project_id',
    summary: 'Raise a draft purchase order, numbered per project',
    tag: TAG,
    access: access('GET'),
    params: byProject,
    body: createPoRequestSchema,
    response: poResponseSchema,
    handler: async (c) => ({ data: await createPo(c.deps.db, callerOf(c), c.params.project_id, c.body) }),
  }),
  defineRoute({
    method: 'get',
    path: '/purchase/:id',
    summary: 'A purchase order with lines, approvals, live budget figures and challans',
    tag: TAG,
    access: access('GET'),
    params: byId,
    response: poResponseSchema,
    handler: async (c) => ({ data: await poDetail(c.deps.db, callerOf(c), c.params.id) }),
  }),
  defineRoute({
    method: 'put',
    path: '/purchase/:id',
    summary: 'Change a draft or rejected purchase order (its requester or an Admin; row_version)',
    tag: TAG,
    access: access('GET'),
    params: byId,
    body: updatePoRequestSchema,
    response: poResponseSchema,
    handler: async (c) => ({ data: await updatePo(c.deps.db, callerOf(c), c.params.id, c.body) }),
  }),
  ...(
    [
      ['submit', 'Submit for approval: budget check, then the first level it needs', submitPo],
      ['approve', 'Approve at the level it waits on: budget check, then the next level', approvePo],
      ['cancel', 'Cancel (its requester or an Admin) unless an expense is booked on it', null],
    ] as const
  ).map(([action, summary, service]) =>
    defineRoute({
      method: 'post',
      path: `/purchase/:id/${action}`,
      summary,
      tag: TAG,
      access: access('GET'),
      params: byId,
      body: decisionRequestSchema,
      response: poResponseSchema,
      handler: async (c) => ({
        data: service
          ? await service(c.deps.db, callerOf(c), c.params.id, c.body)
          : await cancelPo(c.deps.db, callerOf(c), c.params.id, c.body.row_version),
      }),
    }),
  ),
  defineRoute({
    method: 'post',
    path: '/purchase/:id/reject',
    summary: 'Reject at the level it waits on, with a reason: back to the requester',
    tag: TAG,
    access: access('GET'),
    params: byId,
    body: rejectRequestSchema,
    response: poResponseSchema,
    handler: async (c) => ({ data: await rejectPo(c.deps.db, callerOf(c), c.params.id, c.body) }),
  }),
]

const challanRoutes: AnyRoute[] = [
  defineRoute({
    method: 'post',
    path: '/purchase/:id/challans',
    summary: "Record goods received against an approved purchase order's lines",
    tag: TAG,
    access: access('GET'),
    params: byId,
    body: createChallanRequestSchema,
    response: challanResponseSchema,
    handler: async (c) => ({ data: await recordChallan(c.deps.db, callerOf(c), c.params.id, c.body) }),
  }),
  defineRoute({
    method: 'get',
    path: '/challan/:id',
    summary: 'A delivery challan',
    tag: TAG,
    access: access('GET'),
    params: byId,
    response: challanResponseSchema,
    handler: async (c) => ({ data: await getChallan(c.deps.db, callerOf(c), c.params.id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/challan/:id/verify',
    summary: 'Verify a challan (a PO approver of the project or project PUT; not its recorder)',
    tag: TAG,
    access: access('GET'),
    params: byId,
    response: challanResponseSchema,
    handler: async (c) => ({ data: await verifyChallan(c.deps.db, callerOf(c), c.params.id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/challan/:id/reject',
    summary: 'Reject a challan with a reason',
    tag: TAG,
    access: access('GET'),
    params: byId,
    body: rejectRequestSchema,
    response: challanResponseSchema,
    handler: async (c) => ({ data: await rejectChallan(c.deps.db, callerOf(c), c.params.id, c.body.reason) }),
  }),
  defineRoute({
    method: 'get',
    path: '/verification/summary',
    summary: "The verifier's counts: POs waiting on the caller and challans to verify, per project",
    tag: TAG,
    access: access('GET'),
    query: verificationQuerySchema,
    response: verificationSummaryResponseSchema,
    handler: async (c) => ({ data: await verificationSummary(c.deps.db, callerOf(c), c.query) }),
  }),
  defineRoute({
    method: 'get',
    path: '/verification/pos',
    summary: 'A page of the purchase orders waiting on the caller’s approval',
    tag: TAG,
    access: access('GET'),
    query: verificationQuerySchema,
    response: verificationPoListResponseSchema,
    handler: async (c) => verificationPos(c.deps.db, callerOf(c), c.query),
  }),
  defineRoute({
    method: 'get',
    path: '/verification/challans',
    summary: 'A page of the delivery challans the caller may verify',
    tag: TAG,
    access: access('GET'),
    query: verificationQuerySchema,
    response: verificationChallanListResponseSchema,
    handler: async (c) => verificationChallans(c.deps.db, callerOf(c), c.query),
  }),
]

export const purchaseRoutes: AnyRoute[] = [...levelRoutes, ...poRoutes, ...challanRoutes]
