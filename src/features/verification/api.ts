import {
  challanResponseSchema,
  verificationChallanListResponseSchema,
  verificationPoListResponseSchema,
  verificationSummaryResponseSchema,
} from '@contract/spend/purchase-orders'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getJson, sendJson } from '@/lib/http'

/** The verifier's queues; keys start with 'verification' (purchase changes refresh them too). */
export const verificationKeys = {
  all: ['verification'] as const,
  summary: () => ['verification', 'summary'] as const,
  pos: (project: number | undefined, page: number) => ['verification', 'pos', project ?? null, page] as const,
  challans: (project: number | undefined, page: number) =>
    ['verification', 'challans', project ?? null, page] as const,
}

export const QUEUE_PAGE_SIZE = 25

function queueParams(project: number | undefined, page: number) {
  const params = new URLSearchParams({ page_no: String(page), limit: String(QUEUE_PAGE_SIZE) })
  if (project) params.set('project_id', String(project))
  return params
}

export const summaryQuery = () =>
  queryOptions({
    queryKey: verificationKeys.summary(),
    queryFn: async () => (await getJson('v2/verification/summary', verificationSummaryResponseSchema)).data,
  })

export const poQueueQuery = (project: number | undefined, page = 1) =>
  queryOptions({
    queryKey: verificationKeys.pos(project, page),
    queryFn: () =>
      getJson(`v2/verification/pos?${queueParams(project, page)}`, verificationPoListResponseSchema),
    placeholderData: keepPreviousData,
  })

export const challanQueueQuery = (project: number | undefined, page = 1) =>
  queryOptions({
    queryKey: verificationKeys.challans(project, page),
    queryFn: () =>
      getJson(
        `v2/verification/challans?${queueParams(project, page)}`,
        verificationChallanListResponseSchema,
      ),
    placeholderData: keepPreviousData,
  })

export async function verifyChallan(challanId: number) {
  return (await sendJson('post', `v2/challan/${challanId}/verify`, {}, challanResponseSchema)).data
}
export async function rejectChallan(challanId: number, reason: string) {
  return (await sendJson('post', `v2/challan/${challanId}/reject`, { reason }, challanResponseSchema)).data
}
