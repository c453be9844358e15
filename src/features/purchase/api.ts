import { remainingResponseSchema } from '@contract/spend/actuals'
import {
  type CreateLevelRequest,
  levelResponseSchema,
  levelsResponseSchema,
  mapListResponseSchema,
  projectUsersResponseSchema,
  removeLevelResponseSchema,
  type UpdateLevelRequest,
} from '@contract/spend/approvals'
import type { DecisionRequest, DocumentType } from '@contract/spend/common'
import {
  type CreateChallanRequest,
  type CreatePoRequest,
  challanResponseSchema,
  type PoStatus,
  type PurchaseOrderSummary,
  poListResponseSchema,
  poResponseSchema,
  type UpdatePoRequest,
} from '@contract/spend/purchase-orders'
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query'
import { budgetRemainingKeys } from '@/lib/budget-remaining'
import { getJson, http, sendJson } from '@/lib/http'

/** Query keys of approval levels and purchase orders; all start with 'purchase'. */
export const purchaseKeys = {
  all: ['purchase'] as const,
  levels: (projectId: number, type: DocumentType) => ['purchase', 'levels', projectId, type] as const,
  users: (projectId: number) => ['purchase', 'users', projectId] as const,
  map: (projectId: number) => ['purchase', 'map', projectId] as const,
  list: (projectId: number, filter: PoFilter) => ['purchase', 'list', projectId, filter] as const,
  po: (poId: number) => ['purchase', 'po', poId] as const,
  figures: (projectId: number, codes: string) => ['purchase', 'figures', projectId, codes] as const,
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
      (await getJson(`v2/purchase/levels/${projectId}?document_type=${type}`, levelsResponseSchema)).data,
  })

/** The project's team: who may be chosen as an approver. */
export const projectUsersQuery = (projectId: number) =>
  queryOptions({
    queryKey: purchaseKeys.users(projectId),
    queryFn: async () =>
      (await getJson(`v2/purchase/projectUsers/${projectId}`, projectUsersResponseSchema)).data,
  })

export const approvalMapQuery = (projectId: number) =>
  queryOptions({
    queryKey: purchaseKeys.map(projectId),
    queryFn: async () =>
      (await getJson(`v2/purchase/getMapList/${projectId}?isDashboard=1`, mapListResponseSchema)).data,
  })

export async function createLevel(projectId: number, body: CreateLevelRequest) {
  return (await sendJson('post', `v2/purchase/levels/${projectId}`, body, levelResponseSchema)).data
}
export async function updateLevel(levelId: number, body: UpdateLevelRequest) {
  return (await sendJson('put', `v2/purchase/level/${levelId}`, body, levelResponseSchema)).data
}
export async function removeLevel(levelId: number) {
  return (await http.delete(`v2/purchase/level/${levelId}`).json(removeLevelResponseSchema)).data
}

export type PoFilter = { page?: number; status?: PoStatus; vendor?: number }
export const PO_PAGE_SIZE = 25

function listParams(filter: PoFilter, page: number, limit: number) {
  const params = new URLSearchParams({ page_no: String(page), limit: String(limit) })
  if (filter.status) params.set('status', filter.status)
  if (filter.vendor) params.set('vendor_id', String(filter.vendor))
  return params
}

export const poListQuery = (projectId: number, filter: PoFilter) =>
  queryOptions({
    queryKey: purchaseKeys.list(projectId, filter),
    queryFn: () =>
      getJson(
        `v2/purchase/project/${projectId}?${listParams(filter, filter.page ?? 1, PO_PAGE_SIZE)}`,
        poListResponseSchema,
      ),
    placeholderData: keepPreviousData,
  })

/** Every PO the filter matches, for CSV and XLSX. */
export async function fetchAllPos(projectId: number, filter: PoFilter) {
  const rows: PurchaseOrderSummary[] = []
  for (let page = 1; ; page++) {
    const answer = await getJson(
      `v2/purchase/project/${projectId}?${listParams(filter, page, 500)}`,
      poListResponseSchema,
    )
    rows.push(...answer.data)
    if (page >= answer.pagination.last_page) return rows
  }
}

export const poQuery = (poId: number) =>
  queryOptions({
    queryKey: purchaseKeys.po(poId),
    queryFn: async () => (await getJson(`v2/purchase/${poId}`, poResponseSchema)).data,
  })

export async function createPo(projectId: number, body: CreatePoRequest) {
  return (await sendJson('post', `v2/purchase/project/${projectId}`, body, poResponseSchema)).data
}
export async function updatePo(poId: number, body: UpdatePoRequest) {
  return (await sendJson('put', `v2/purchase/${poId}`, body, poResponseSchema)).data
}

export type PoAction = 'submit' | 'approve' | 'reject' | 'cancel'
export async function poAction(
  poId: number,
  action: PoAction,
  body: DecisionRequest | { reason: string } = {},
) {
  return (await sendJson('post', `v2/purchase/${poId}/${action}`, body, poResponseSchema)).data
}

export async function recordChallan(poId: number, body: CreateChallanRequest) {
  return (await sendJson('post', `v2/purchase/${poId}/challans`, body, challanResponseSchema)).data
}

/** The live figures of the codes a draft books on. */
export const codeFiguresQuery = (projectId: number, codes: string[]) => {
  const list = [...new Set(codes)].sort().join(',')
  return queryOptions({
    queryKey: purchaseKeys.figures(projectId, list),
    queryFn: async () =>
      (
        await getJson(
          `v2/budget/remaining/${projectId}?codes=${encodeURIComponent(list)}`,
          remainingResponseSchema,
        )
      ).data,
    enabled: list.length > 0,
    placeholderData: keepPreviousData,
  })
}
