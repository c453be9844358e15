import {
  type BudgetLine,
  budgetAtlResponseSchema,
  budgetDeleteResponseSchema,
  budgetLineResponseSchema,
  budgetListResponseSchema,
  budgetLogsResponseSchema,
  budgetUploadHistoryResponseSchema,
  budgetUploadResponseSchema,
  type budgetUploadResultSchema,
  budgetVersionResponseSchema,
  deleteAtlResponseSchema,
  type UpdateBudgetLineRequest,
} from '@contract/budget'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type * as z from 'zod/mini'
import { choicesQuery } from '@/lib/choices'
import { apiBaseUrl } from '@/lib/env'
import { getJson, http, sendJson, toApiError } from '@/lib/http'
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

function listParams(page: number, limit: number, version: number | null, search: string) {
  const params = new URLSearchParams({ page_no: String(page), limit: String(limit) })
  if (version !== null) params.set('budgetV', String(version))
  if (search) params.set('search', search)
  return params
}

/** One page of a version's lines (null = the current version), with the project's versions and currency. */
export const budgetListQuery = (projectId: number, version: number | null, page: number, search = '') =>
  queryOptions({
    queryKey: budgetKeys.list(projectId, version, page, search),
    queryFn: ({ signal }) =>
      getJson(
        `v2/budget/project/${projectId}?${listParams(page, BUDGET_PAGE_SIZE, version, search)}`,
        budgetListResponseSchema,
        { signal },
      ),
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
    const answer = await getJson(
      `v2/budget/project/${projectId}?${listParams(page, EXPORT_PAGE_SIZE, version, search)}`,
      budgetListResponseSchema,
    )
    lines.push(...answer.data)
    if (page >= answer.pagination.last_page) return lines
  }
}

export const budgetLineQuery = (lineId: number) =>
  queryOptions({
    queryKey: budgetKeys.line(lineId),
    queryFn: async () => (await getJson(`v2/budget/${lineId}`, budgetLineResponseSchema)).data,
  })

/** A line's change log, newest first as the API answers it. */
export const budgetLogsQuery = (lineId: number) =>
  queryOptions({
    queryKey: budgetKeys.logs(lineId),
    queryFn: async () => (await getJson(`v2/budget/logs/${lineId}`, budgetLogsResponseSchema)).data,
  })

/** Saves the changed fields of a line; a stale row_version answers 409 and writes nothing. */
export async function updateBudgetLine(lineId: number, body: UpdateBudgetLineRequest) {
  return (await sendJson('put', `v2/budget/${lineId}`, body, budgetLineResponseSchema)).data
}

export const uploadHistoryQuery = (projectId: number) =>
  queryOptions({
    queryKey: budgetKeys.uploads(projectId),
    queryFn: async () =>
      (
        await getJson(
          `v2/budget/budgetUploadHistory?project_id=${projectId}`,
          budgetUploadHistoryResponseSchema,
        )
      ).data,
  })

/** Copies a version into version N+1, which becomes the current one. */
export async function copyBudgetVersion(projectId: number, fromVersion: number, note: string) {
  return (
    await sendJson(
      'post',
      `v2/budget/project/${projectId}/versions`,
      { from_version: fromVersion, note },
      budgetVersionResponseSchema,
    )
  ).data
}

/** Approves a version (the first approved one locks as the original) or makes it the current one. */
export async function changeBudgetVersion(
  projectId: number,
  version: number,
  action: 'approve' | 'make_current',
) {
  return (
    await sendJson(
      'put',
      `v2/budget/project/${projectId}/versions/${version}`,
      { action },
      budgetVersionResponseSchema,
    )
  ).data
}

/** Archives a version; when it was the current one, the highest remaining version takes over. */
export async function deleteBudgetVersion(projectId: number, version: number) {
  return (await http.delete(`v2/budget/${projectId}?budgetV=${version}`).json(budgetDeleteResponseSchema))
    .data
}

export const atlLinesQuery = (projectId: number, version: number | null) =>
  queryOptions({
    queryKey: budgetKeys.atl(projectId, version),
    queryFn: () =>
      getJson(
        `v2/budget/project/${projectId}/atl${version === null ? '' : `?budgetV=${version}`}`,
        budgetAtlResponseSchema,
      ),
  })

export async function deleteAtlLines(projectId: number, version: number, lineIds: number[]) {
  return (
    await sendJson(
      'put',
      'v2/budget/delete/atl',
      { project_id: projectId, budgetV: version, budget_ids: lineIds },
      deleteAtlResponseSchema,
    )
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
  const params = new URLSearchParams({ project_id: String(projectId), file_name: file.name })
  if (note) params.set('note', note)
  const { accessToken, organizationId } = useSession.getState()
  if (organizationId) params.set('organization_id', organizationId)
  const request = new XMLHttpRequest()
  return new Promise((resolve, reject) => {
    request.open('POST', new URL(`v2/budget?${params}`, apiBaseUrl()).href)
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
        const parsed = budgetUploadResponseSchema.safeParse(body)
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
