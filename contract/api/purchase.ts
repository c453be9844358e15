import * as z from 'zod/mini'
import type { PermissionMethod } from '../codes'
import { idParam } from '../common'
import { defineEndpoint, permission } from '../endpoint'
import {
  approverQuerySchema,
  approverResponseSchema,
  autoApprovalRequestSchema,
  autoApprovalResponseSchema,
  createLevelRequestSchema,
  dutyExceptionRequestSchema,
  dutyExceptionResponseSchema,
  levelResponseSchema,
  levelsQuerySchema,
  levelsResponseSchema,
  mapListQuerySchema,
  mapListResponseSchema,
  projectUsersResponseSchema,
  removeLevelResponseSchema,
  updateLevelRequestSchema,
} from '../spend/approvals'
import { rejectRequestSchema } from '../spend/common'
import {
  challanResponseSchema,
  createChallanRequestSchema,
  createPoRequestSchema,
  poListQuerySchema,
  poListResponseSchema,
  poPreviewRequestSchema,
  poPreviewResponseSchema,
  poResponseSchema,
  updatePoRequestSchema,
  verificationChallanListResponseSchema,
  verificationPoListResponseSchema,
  verificationQuerySchema,
  verificationSummaryResponseSchema,
} from '../spend/purchase-orders'
import { workflowEndpoints } from './workflow'

/*
 * Approval levels, purchase orders, delivery challans and the verifier's queue. Guarded by
 * permission module 'project' (GET to read, approve and record challans, PUT to change levels)
 * and 'purchase' POST to raise a PO (create, change, submit and cancel one's own); the server
 * adds the rules' finer checks: visible project, team, requester, approver, recorder.
 * Fixed path segments come before /purchase/:id.
 */

const tag = 'Purchase'
const access = (method: PermissionMethod) => permission('project', method)
/** Raising purchase orders: a grant an Admin gives or takes per role. */
const raise = permission('purchase', 'POST')
const byId = z.object({ id: idParam })
const byProject = z.object({ project_id: idParam })

export const approvalLevelsApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/purchase/levels/:project_id',
    summary: "A project's approval levels of a document type (po, expense), in order",
    tag,
    access: access('GET'),
    params: byProject,
    query: levelsQuerySchema,
    response: levelsResponseSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/purchase/levels/:project_id',
    summary: 'Add a last approval level (/addLevel): name, threshold, approvers from the team',
    tag,
    access: access('PUT'),
    params: byProject,
    body: createLevelRequestSchema,
    response: levelResponseSchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/purchase/level/:id',
    summary: 'Rename a level, change its threshold or approvers',
    tag,
    access: access('PUT'),
    params: byId,
    body: updateLevelRequestSchema,
    response: levelResponseSchema,
  }),
  remove: defineEndpoint({
    method: 'delete',
    path: '/purchase/level/:id',
    summary: 'Remove a level (/removeLevel): later levels move up, waiting documents move on',
    tag,
    access: access('PUT'),
    params: byId,
    response: removeLevelResponseSchema,
  }),
  autoApproval: defineEndpoint({
    method: 'get',
    path: '/purchase/auto-approval/:project_id',
    summary:
      'Whether the project approves documents of a type without levels at once (else its Admins decide)',
    tag,
    access: access('GET'),
    params: byProject,
    response: autoApprovalResponseSchema,
  }),
  setAutoApproval: defineEndpoint({
    method: 'put',
    path: '/purchase/auto-approval/:project_id',
    summary: 'Turn auto-approval (for document types without levels) on or off: Admins only',
    tag,
    access: access('PUT'),
    params: byProject,
    body: autoApprovalRequestSchema,
    response: autoApprovalResponseSchema,
  }),
  dutyException: defineEndpoint({
    method: 'get',
    path: '/purchase/duty-exception/:project_id',
    summary: 'Whether separation of duties is waived for the project, why, by whom and since when',
    tag,
    access: access('GET'),
    params: byProject,
    response: dutyExceptionResponseSchema,
  }),
  setDutyException: defineEndpoint({
    method: 'put',
    path: '/purchase/duty-exception/:project_id',
    summary: 'Waive separation of duties with a reason, or restore it (reason null): Admins only',
    tag,
    access: access('PUT'),
    params: byProject,
    body: dutyExceptionRequestSchema,
    response: dutyExceptionResponseSchema,
  }),
  approver: defineEndpoint({
    method: 'get',
    path: '/purchase/approver/:id',
    summary: 'The levels of a project where a user (userId, default the caller) approves',
    tag,
    access: access('GET'),
    params: byId,
    query: approverQuerySchema,
    response: approverResponseSchema,
  }),
  projectUsers: defineEndpoint({
    method: 'get',
    path: '/purchase/projectUsers/:id',
    summary: "A project's team as approver choices, less userId",
    tag,
    access: access('GET'),
    params: byId,
    query: approverQuerySchema,
    response: projectUsersResponseSchema,
  }),
  mapList: defineEndpoint({
    method: 'get',
    path: '/purchase/getMapList/:project_id',
    summary: "A project's approval map; with isDashboard=1 also what waits on the caller",
    tag,
    access: access('GET'),
    params: byProject,
    query: mapListQuerySchema,
    response: mapListResponseSchema,
  }),
}

export const purchaseOrdersApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/purchase/project/:project_id',
    summary: "A page of a project's purchase orders, newest number first (status, vendor_id, search)",
    tag,
    access: access('GET'),
    params: byProject,
    query: poListQuerySchema,
    response: poListResponseSchema,
  }),
  preview: defineEndpoint({
    method: 'post',
    path: '/purchase/preview/:project_id',
    summary:
      'What a PO being typed does to its codes, as the budget check at submission sees it (nothing saved)',
    tag,
    access: raise,
    params: byProject,
    body: poPreviewRequestSchema,
    response: poPreviewResponseSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/purchase/project/:project_id',
    summary: 'Raise a draft purchase order, numbered per project',
    tag,
    access: raise,
    params: byProject,
    body: createPoRequestSchema,
    response: poResponseSchema,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/purchase/:id',
    summary: 'A purchase order with lines, approvals, live budget figures and challans',
    tag,
    access: access('GET'),
    params: byId,
    response: poResponseSchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/purchase/:id',
    summary: 'Change a draft or rejected purchase order (its requester or an Admin; row_version)',
    tag,
    access: raise,
    params: byId,
    body: updatePoRequestSchema,
    response: poResponseSchema,
  }),
  ...workflowEndpoints({
    path: '/purchase',
    tag,
    // Its requester submits and cancels it (raising POs); approvers decide it (the team).
    access: raise,
    stepAccess: { approve: access('GET'), reject: access('GET') },
    response: poResponseSchema,
    summaries: {
      submit: 'Submit for approval: budget check, then the first level it needs',
      approve: 'Approve at the level it waits on: budget check, then the next level',
      reject: 'Reject at the level it waits on, with a reason: back to the requester',
      cancel: 'Cancel (its requester or an Admin) unless an expense is booked on it',
    },
  }),
}

export const challansApi = {
  record: defineEndpoint({
    method: 'post',
    path: '/purchase/:id/challans',
    summary: "Record goods received against an approved purchase order's lines",
    tag,
    access: access('GET'),
    params: byId,
    body: createChallanRequestSchema,
    response: challanResponseSchema,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/challan/:id',
    summary: 'A delivery challan',
    tag,
    access: access('GET'),
    params: byId,
    response: challanResponseSchema,
  }),
  verify: defineEndpoint({
    method: 'post',
    path: '/challan/:id/verify',
    summary: 'Verify a challan (a PO approver of the project or project PUT; not its recorder)',
    tag,
    access: access('GET'),
    params: byId,
    response: challanResponseSchema,
  }),
  reject: defineEndpoint({
    method: 'post',
    path: '/challan/:id/reject',
    summary: 'Reject a challan with a reason',
    tag,
    access: access('GET'),
    params: byId,
    body: rejectRequestSchema,
    response: challanResponseSchema,
  }),
}

export const verificationApi = {
  summary: defineEndpoint({
    method: 'get',
    path: '/verification/summary',
    summary: "The verifier's counts: POs waiting on the caller and challans to verify, per project",
    tag,
    access: access('GET'),
    query: verificationQuerySchema,
    response: verificationSummaryResponseSchema,
  }),
  pos: defineEndpoint({
    method: 'get',
    path: '/verification/pos',
    summary: 'A page of the purchase orders waiting on the caller’s approval',
    tag,
    access: access('GET'),
    query: verificationQuerySchema,
    response: verificationPoListResponseSchema,
  }),
  challans: defineEndpoint({
    method: 'get',
    path: '/verification/challans',
    summary: 'A page of the delivery challans the caller may verify',
    tag,
    access: access('GET'),
    query: verificationQuerySchema,
    response: verificationChallanListResponseSchema,
  }),
}
