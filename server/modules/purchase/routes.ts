import {
  approvalLevelsApi,
  challansApi,
  purchaseOrdersApi,
  verificationApi,
} from '../../../contract/api/purchase'
import { type AnyRoute, implement } from '../../http/route'
import { workflowRoutes } from '../workflow/routes'
import { callerOf } from './access'
import { approverOf, mapList, projectUsers } from './approvers'
import { getChallan, recordChallan, rejectChallan, verifyChallan } from './challans'
import { getDutyException, setDutyException } from './duty-exception'
import { createLevel, getAutoApproval, listLevels, removeLevel, setAutoApproval, updateLevel } from './levels'
import { poDocument } from './po-document'
import { previewPo } from './po-preview'
import { listPos, poDetail } from './po-read'
import { createPo, updatePo } from './po-write'
import { verificationChallans, verificationPos, verificationSummary } from './verification'

/*
 * Approval levels, purchase orders, delivery challans and the verifier's queue
 * (contract/api/purchase.ts). The services add the rules' finer checks: visible project, team,
 * requester, approver, recorder. Fixed path segments come before /purchase/:id.
 */

const levelRoutes: AnyRoute[] = [
  implement(approvalLevelsApi.list, async (c) => ({
    data: await listLevels(c.deps.db, callerOf(c), c.params.project_id, c.query.document_type),
  })),
  implement(approvalLevelsApi.create, async (c) => ({
    data: await createLevel(c.deps.db, callerOf(c), c.params.project_id, c.body),
  })),
  implement(approvalLevelsApi.update, async (c) => ({
    data: await updateLevel(c.deps.db, callerOf(c), c.params.id, c.body),
  })),
  implement(approvalLevelsApi.remove, async (c) => ({
    data: await removeLevel(c.deps.db, callerOf(c), c.params.id),
  })),
  implement(approvalLevelsApi.autoApproval, async (c) => ({
    data: await getAutoApproval(c.deps.db, callerOf(c), c.params.project_id),
  })),
  implement(approvalLevelsApi.dutyException, async (c) => ({
    data: await getDutyException(c.deps.db, callerOf(c), c.params.project_id),
  })),
  implement(approvalLevelsApi.setDutyException, async (c) => ({
    data: await setDutyException(c.deps.db, callerOf(c), c.params.project_id, c.body.reason),
  })),
  implement(approvalLevelsApi.setAutoApproval, async (c) => ({
    data: await setAutoApproval(c.deps.db, callerOf(c), c.params.project_id, c.body.auto_approve),
  })),
  implement(approvalLevelsApi.approver, async (c) => ({
    data: await approverOf(c.deps.db, callerOf(c), c.params.id, c.query.userId),
  })),
  implement(approvalLevelsApi.projectUsers, async (c) => ({
    data: await projectUsers(c.deps.db, callerOf(c), c.params.id, c.query.userId),
  })),
  implement(approvalLevelsApi.mapList, async (c) => ({
    data: await mapList(c.deps.db, callerOf(c), c.params.project_id, c.query.isDashboard === '1'),
  })),
]

const poRoutes: AnyRoute[] = [
  implement(purchaseOrdersApi.list, async (c) =>
    listPos(c.deps.db, callerOf(c), c.params.project_id, c.query),
  ),
  implement(purchaseOrdersApi.preview, async (c) => ({
    data: await previewPo(c.deps.db, callerOf(c), c.params.project_id, c.body),
  })),
  implement(purchaseOrdersApi.create, async (c) => ({
    data: await createPo(c.deps.db, callerOf(c), c.params.project_id, c.body, c.deps.clock()),
  })),
  implement(purchaseOrdersApi.get, async (c) => ({
    data: await poDetail(c.deps.db, callerOf(c), c.params.id),
  })),
  implement(purchaseOrdersApi.update, async (c) => ({
    data: await updatePo(c.deps.db, callerOf(c), c.params.id, c.body, c.deps.clock()),
  })),
  ...workflowRoutes(purchaseOrdersApi, poDocument, {
    answer: async (c, id) => ({ data: await poDetail(c.deps.db, callerOf(c), id) }),
  }),
]

const challanRoutes: AnyRoute[] = [
  implement(challansApi.record, async (c) => ({
    data: await recordChallan(c.deps.db, callerOf(c), c.params.id, c.body),
  })),
  implement(challansApi.get, async (c) => ({ data: await getChallan(c.deps.db, callerOf(c), c.params.id) })),
  implement(challansApi.verify, async (c) => ({
    data: await verifyChallan(c.deps.db, callerOf(c), c.params.id),
  })),
  implement(challansApi.reject, async (c) => ({
    data: await rejectChallan(c.deps.db, callerOf(c), c.params.id, c.body.reason),
  })),
  implement(verificationApi.summary, async (c) => ({
    data: await verificationSummary(c.deps.db, callerOf(c), c.query),
  })),
  implement(verificationApi.pos, async (c) => verificationPos(c.deps.db, callerOf(c), c.query)),
  implement(verificationApi.challans, async (c) => verificationChallans(c.deps.db, callerOf(c), c.query)),
]

export const purchaseRoutes: AnyRoute[] = [...levelRoutes, ...poRoutes, ...challanRoutes]
