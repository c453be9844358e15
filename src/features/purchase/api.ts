import { approvalLevelsApi, challansApi, purchaseOrdersApi } from '@contract/api/purchase'
import type { CreateLevelRequest, UpdateLevelRequest } from '@contract/spend/approvals'
import type { DocumentType } from '@contract/spend/common'
import type {
  CreateChallanRequest,
  CreatePoRequest,
  PoPreviewRequest,
  PoStatus,
  PurchaseOrderSummary,
  UpdatePoRequest,
} from '@contract/spend/purchase-orders'
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'
import { budgetRemainingKeys } from '@/lib/budget-remaining'

/** Query keys of approval levels and purchase orders; all start with 'purchase'. */
export const purchaseKeys = {
  all: ['purchase'] as const,
  levels: (projectId: number, type: DocumentType) => ['purchase', 'levels', projectId, type] as const,
  users: (projectId: number) => ['purchase', 'users', projectId] as const,
  map: (projectId: number) => ['purchase', 'map', projectId] as const,
  list: (projectId: number, filter: PoFilter) => ['purchase', 'list', projectId, filter] as const,
  po: (poId: number) => ['purchase', 'po', poId] as const,
  autoApproval: (projectId: number) => ['purchase', 'auto-approval', projectId] as const,
  dutyException: (projectId: number) => ['purchase', 'duty-exception', projectId] as const,
}

/** After any approval or challan change: the lists, the detail, the budget figures and the queues. */
export function invalidatePurchase(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: purchaseKeys.all })
  void queryClient.invalidateQueries({ queryKey: budgetRemainingKeys.remainingOf() })
  void queryClient.invalidateQueries({ queryKey: ['verification'] })
}

export const levelsQuery = (projectId: number, type: DocumentType) =>
  queryOptions({
    queryKey: purchaseKeys.levels(projectId, type),
    queryFn: async () =>
      (
        await callApi(approvalLevelsApi.list, {
          params: { project_id: projectId },
          query: { document_type: type },
        })
      ).data,
  })

/** The project's team: who may be chosen as an approver. */
export const projectUsersQuery = (projectId: number) =>
  queryOptions({
    queryKey: purchaseKeys.users(projectId),
    queryFn: async () => (await callApi(approvalLevelsApi.projectUsers, { params: { id: projectId } })).data,
  })

export const approvalMapQuery = (projectId: number) =>
  queryOptions({
    queryKey: purchaseKeys.map(projectId),
    queryFn: async () =>
      (
        await callApi(approvalLevelsApi.mapList, {
          params: { project_id: projectId },
          query: { isDashboard: '1' },
        })
      ).data,
  })

/** Whether the project approves documents of a type it has no levels for at once. */
export const autoApprovalQuery = (projectId: number) =>
  queryOptions({
    queryKey: purchaseKeys.autoApproval(projectId),
    queryFn: async () =>
      (await callApi(approvalLevelsApi.autoApproval, { params: { project_id: projectId } })).data,
  })
/** Whether separation of duties is waived for the project, and why. */
export const dutyExceptionQuery = (projectId: number) =>
  queryOptions({
    queryKey: purchaseKeys.dutyException(projectId),
    queryFn: async () =>
      (await callApi(approvalLevelsApi.dutyException, { params: { project_id: projectId } })).data,
  })
/** PUT: waive it with a reason, or restore it (null). Admins only. */
export async function setDutyException(projectId: number, reason: string | null) {
  return (
    await callApi(approvalLevelsApi.setDutyException, { params: { project_id: projectId }, body: { reason } })
  ).data
}
export async function setAutoApproval(projectId: number, autoApprove: boolean) {
  return (
    await callApi(approvalLevelsApi.setAutoApproval, {
      params: { project_id: projectId },
      body: { auto_approve: autoApprove },
    })
  ).data
}

/**
 * POST /v2/purchase/preview/{project_id}: the codes' figures after the PO being typed, and those
 * it takes over budget, as the check at submission decides them. Keyed by the amounts per code.
 */
export const poPreviewQuery = (projectId: number, codes: PoPreviewRequest['codes']) =>
  queryOptions({
    queryKey: ['purchase', 'preview', projectId, codes] as const,
    queryFn: async () =>
      (await callApi(purchaseOrdersApi.preview, { params: { project_id: projectId }, body: { codes } })).data,
    placeholderData: keepPreviousData,
    enabled: codes.length > 0,
  })

export async function createLevel(projectId: number, body: CreateLevelRequest) {
  return (await callApi(approvalLevelsApi.create, { params: { project_id: projectId }, body })).data
}
export async function updateLevel(levelId: number, body: UpdateLevelRequest) {
  return (await callApi(approvalLevelsApi.update, { params: { id: levelId }, body })).data
}
export async function removeLevel(levelId: number) {
  return (await callApi(approvalLevelsApi.remove, { params: { id: levelId } })).data
}

export type PoFilter = { page?: number; status?: PoStatus; vendor?: number }
export const PO_PAGE_SIZE = 25

const listQuery = (filter: PoFilter, page: number, limit: number) => ({
  page_no: page,
  limit,
  status: filter.status,
  vendor_id: filter.vendor || undefined,
})

export const poListQuery = (projectId: number, filter: PoFilter) =>
  queryOptions({
    queryKey: purchaseKeys.list(projectId, filter),
    queryFn: () =>
      callApi(purchaseOrdersApi.list, {
        params: { project_id: projectId },
        query: listQuery(filter, filter.page ?? 1, PO_PAGE_SIZE),
      }),
    placeholderData: keepPreviousData,
  })

/** Every PO the filter matches, for CSV and XLSX. */
export async function fetchAllPos(projectId: number, filter: PoFilter) {
  const rows: PurchaseOrderSummary[] = []
  for (let page = 1; ; page++) {
    const answer = await callApi(purchaseOrdersApi.list, {
      params: { project_id: projectId },
      query: listQuery(filter, page, 500),
    })
    rows.push(...answer.data)
    if (page >= answer.pagination.last_page) return rows
  }
}

export const poQuery = (poId: number) =>
  queryOptions({
    queryKey: purchaseKeys.po(poId),
    queryFn: async () => (await callApi(purchaseOrdersApi.get, { params: { id: poId } })).data,
  })

export async function createPo(projectId: number, body: CreatePoRequest) {
  return (await callApi(purchaseOrdersApi.create, { params: { project_id: projectId }, body })).data
}
export async function updatePo(poId: number, body: UpdatePoRequest) {
  return (await callApi(purchaseOrdersApi.update, { params: { id: poId }, body })).data
}

export async function recordChallan(poId: number, body: CreateChallanRequest) {
  return (await callApi(challansApi.record, { params: { id: poId }, body })).data
}
