import { budgetApi } from '@contract/api/budget'
import type { BudgetLine, budgetUploadResultSchema, UpdateBudgetLineRequest } from '@contract/budget'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type * as z from 'zod/mini'
import { callApi, endpointUrl } from '@/lib/api'
import { choicesQuery } from '@/lib/choices'
import { apiBaseUrl } from '@/lib/env'
import { toApiError } from '@/lib/http'
import { useSession } from '@/lib/session'

/** Query keys of the budget list side; every key starts with 'budget', so one invalidation refreshes all. */
export const budgetKeys = {
  all: ['budget'] as const,
  /** A search is appended only when there is one, so a plain page is keyed by project, version and page. */
  list: (projectId: number, version: number | null, page: number, search = '') =>
    search
      ? (['budget', 'list', projectId, version, page, search] as const)
      : (['budget', 'list', projectId, version, page] as const),
  line: (lineId: number) => ['budget', 'line', lineId] as const,
  logs: (lineId: number) => ['budget', 'logs', lineId] as const,
  uploads: (projectId: number) => ['budget', 'uploads', projectId] as const,
  atl: (projectId: number, version: number | null) => ['budget', 'atl', projectId, version] as const,
}

export const BUDGET_PAGE_SIZE = 25
const EXPORT_PAGE_SIZE = 500
/** A page seen a moment ago shows at once from the cache instead of waiting for the network. */
const LIST_STALE_MS = 30_000

const listQuery = (page: number, limit: number, version: number | null, search: string) => ({
  page_no: page,
  limit,
  budgetV: version ?? undefined,
  search,
})

/** One page of a version's lines (null = the current version), with the project's versions and currency. */
export const budgetListQuery = (projectId: number, version: number | null, page: number, search = '') =>
  queryOptions({
    queryKey: budgetKeys.list(projectId, version, page, search),
    queryFn: ({ signal }) =>
      callApi(budgetApi.list, {
        params: { project_id: projectId },
        query: listQuery(page, BUDGET_PAGE_SIZE, version, search),
        signal,
      }),
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** Every line of a version that the search matches, for CSV and XLSX exports. */
export async function fetchAllBudgetLines(
  projectId: number,
  version: number | null,
  search = '',
): Promise<BudgetLine[]> {
  const lines: BudgetLine[] = []
  for (let page = 1; ; page++) {
    const answer = await callApi(budgetApi.list, {
      params: { project_id: projectId },
      query: listQuery(page, EXPORT_PAGE_SIZE, version, search),
    })
    lines.push(...answer.data)
    if (page >= answer.pagination.last_page) return lines
  }
}

export const budgetLineQuery = (lineId: number) =>
  queryOptions({
    queryKey: budgetKeys.line(lineId),
    queryFn: async () => (await callApi(budgetApi.line, { params: { id: lineId } })).data,
  })

/** A line's change log, newest first as the API answers it. */
export const budgetLogsQuery = (lineId: number) =>
  queryOptions({
    queryKey: budgetKeys.logs(lineId),
    queryFn: async () => (await callApi(budgetApi.logs, { params: { id: lineId } })).data,
  })

/** Saves the changed fields of a line; a stale row_version answers 409 and writes nothing. */
export async function updateBudgetLine(lineId: number, body: UpdateBudgetLineRequest) {
  return (await callApi(budgetApi.updateLine, { params: { id: lineId }, body })).data
}

export const uploadHistoryQuery = (projectId: number) =>
  queryOptions({
    queryKey: budgetKeys.uploads(projectId),
    queryFn: async () => (await callApi(budgetApi.uploadHistory, { query: { project_id: projectId } })).data,
  })

/** Copies a version into version N+1, which becomes the current one. */
export async function copyBudgetVersion(projectId: number, fromVersion: number, note: string) {
  return (
    await callApi(budgetApi.copyVersion, {
      params: { id: projectId },
      body: { from_version: fromVersion, note },
    })
  ).data
}

/** Approves a version (the first approved one locks as the original) or makes it the current one. */
export async function changeBudgetVersion(
  projectId: number,
  version: number,
  action: 'approve' | 'make_current',
) {
  return (await callApi(budgetApi.versionAction, { params: { id: projectId, version }, body: { action } }))
    .data
}

/** Archives a version; when it was the current one, the highest remaining version takes over. */
export async function deleteBudgetVersion(projectId: number, version: number) {
  return (
    await callApi(budgetApi.deleteVersion, { params: { project_id: projectId }, query: { budgetV: version } })
  ).data
}

export const atlLinesQuery = (projectId: number, version: number | null) =>
  queryOptions({
    queryKey: budgetKeys.atl(projectId, version),
    queryFn: () =>
      callApi(budgetApi.atl, { params: { id: projectId }, query: { budgetV: version ?? undefined } }),
  })

export async function deleteAtlLines(projectId: number, version: number, lineIds: number[]) {
  return (
    await callApi(budgetApi.deleteAtl, {
      body: { project_id: projectId, budgetV: version, budget_ids: lineIds },
    })
  ).data
}

/** Projects the user may choose (their own unless an Admin), searched by code and name. */
export type ChoiceTarget = 'category' | 'subcategory' | 'city'

/** Choices for a line's category, sub-category (within a category) or city. */
export const lineChoicesQuery = (target: ChoiceTarget, search = '', within = '') =>
  choicesQuery(target, search, within)

export type BudgetUploadResult = z.infer<typeof budgetUploadResultSchema>
export type UploadProgress = { loaded: number; total: number }

/**
 * POST /v2/budget with the file as the body. Sent with XMLHttpRequest rather than ky because its
 * upload progress events work on every connection; ky's onUploadProgress needs request streams,
 * which Chromium refuses over HTTP/1.1. Same headers and error mapping as the ky client.
 */
export function uploadBudgetFile(
  projectId: number,
  file: File,
  note: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<BudgetUploadResult> {
  const { accessToken, organizationId } = useSession.getState()
  const url = endpointUrl(budgetApi.upload, {
    query: { project_id: projectId, file_name: file.name, note },
    organizationId: organizationId ? Number(organizationId) : undefined,
  })
  const request = new XMLHttpRequest()
  return new Promise((resolve, reject) => {
    request.open(budgetApi.upload.method.toUpperCase(), new URL(url, apiBaseUrl()).href)
    if (accessToken) request.setRequestHeader('Authorization', `Bearer ${accessToken}`)
    request.setRequestHeader('Content-Type', uploadContentType(file))
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total })
    })
    request.addEventListener('load', () => {
      let body: unknown = null
      try {
        body = JSON.parse(request.responseText)
      } catch {
        // Not JSON (a proxy's error page): the status still says what happened.
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = budgetApi.upload.response.safeParse(body)
        if (parsed.success) resolve(parsed.data.data)
        else reject(new Error('The upload answer did not match the contract'))
        return
      }
      reject(toApiError(request.status, body, request.statusText || 'Upload failed'))
    })
    request.addEventListener('error', () => reject(new Error('The upload could not reach the server')))
    request.addEventListener('abort', () => reject(new DOMException('The upload was stopped', 'AbortError')))
    request.timeout = 120_000
    request.addEventListener('timeout', () => reject(new Error('The upload took too long')))
    request.send(file)
  })
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * The type named by the file's extension: browsers label a .csv as Excel's on Windows
 * (application/vnd.ms-excel), which the API rightly refuses for what is plain text.
 */
function uploadContentType(file: File): string {
  if (/\.xlsx$/i.test(file.name)) return XLSX_TYPE
  if (/\.(csv|txt)$/i.test(file.name)) return 'text/csv'
  return file.type || 'application/octet-stream'
}
