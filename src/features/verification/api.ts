import { challansApi, verificationApi } from '@contract/api/purchase'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

/** The verifier's queues; keys start with 'verification' (purchase changes refresh them too). */
export const verificationKeys = {
  all: ['verification'] as const,
  summary: () => ['verification', 'summary'] as const,
  pos: (project: number | undefined, page: number) => ['verification', 'pos', project ?? null, page] as const,
  challans: (project: number | undefined, page: number) =>
    ['verification', 'challans', project ?? null, page] as const,
}

export const QUEUE_PAGE_SIZE = 25

const queueQuery = (project: number | undefined, page: number) => ({
  page_no: page,
  limit: QUEUE_PAGE_SIZE,
  project_id: project || undefined,
})

export const summaryQuery = () =>
  queryOptions({
    queryKey: verificationKeys.summary(),
    queryFn: async () => (await callApi(verificationApi.summary)).data,
  })

export const poQueueQuery = (project: number | undefined, page = 1) =>
  queryOptions({
    queryKey: verificationKeys.pos(project, page),
    queryFn: () => callApi(verificationApi.pos, { query: queueQuery(project, page) }),
    placeholderData: keepPreviousData,
  })

export const challanQueueQuery = (project: number | undefined, page = 1) =>
  queryOptions({
    queryKey: verificationKeys.challans(project, page),
    queryFn: () => callApi(verificationApi.challans, { query: queueQuery(project, page) }),
    placeholderData: keepPreviousData,
  })

export async function verifyChallan(challanId: number) {
  return (await callApi(challansApi.verify, { params: { id: challanId } })).data
}
export async function rejectChallan(challanId: number, reason: string) {
  return (await callApi(challansApi.reject, { params: { id: challanId }, body: { reason } })).data
}
