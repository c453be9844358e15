import type { Pagination } from '@contract/envelope'
import { rateLookupResponseSchema } from '@contract/masters/currency'
import type { MasterKey } from '@contract/masters/definitions'
import { type AnyMasterRecord, masterSchemas } from '@contract/masters/schemas'
import { projectResponseSchema } from '@contract/projects'
import type { DecisionRequest, RejectRequest } from '@contract/spend/common'
import {
  type CreateExpenseRequest,
  type Expense,
  type ExpenseStatus,
  expenseListResponseSchema,
  expenseResponseSchema,
  type PayExpenseRequest,
  type UpdateExpenseRequest,
} from '@contract/spend/expenses'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getJson, sendJson } from '@/lib/http'

/* One query factory per expense and budget-versus-actual endpoint; keys start with 'expenses'. */

export type ExpenseFilter = {
  page: number
  search?: string
  sort?: string
  project?: number
  code?: string
  vendor?: number
  status?: ExpenseStatus
  from?: string
  to?: string
}

export const expensesKeys = {
  all: ['expenses'] as const,
  lists: () => ['expenses', 'list'] as const,
  list: (filter: ExpenseFilter) => ['expenses', 'list', filter] as const,
  one: (id: number) => ['expenses', 'one', id] as const,
  rate: (code: string, date: string) => ['expenses', 'rate', code, date] as const,
}

export const EXPENSES_PAGE_SIZE = 25

function listParams(filter: Omit<ExpenseFilter, 'page'>, page: number, limit: number) {
  const params = new URLSearchParams({ page_no: String(page), limit: String(limit) })
  if (filter.search) params.set('search', filter.search)
  if (filter.sort) params.set('sort', filter.sort)
  if (filter.project) params.set('project_id', String(filter.project))
  if (filter.code) params.set('budget_code', filter.code)
  if (filter.vendor) params.set('vendor_id', String(filter.vendor))
  if (filter.status) params.set('status', filter.status)
  if (filter.from) params.set('date_from', filter.from)
  if (filter.to) params.set('date_to', filter.to)
  return params
}

/** GET /v2/expenses: one page and the filtered totals. */
export const expenseListQuery = (filter: ExpenseFilter) =>
  queryOptions({
    queryKey: expensesKeys.list(filter),
    queryFn: () =>
      getJson(
        `v2/expenses?${listParams(filter, filter.page, EXPENSES_PAGE_SIZE)}`,
        expenseListResponseSchema,
      ),
    placeholderData: keepPreviousData,
  })

/** Every expense the filter matches, page by page, for exports. */
export async function fetchAllExpenses(filter: Omit<ExpenseFilter, 'page'>): Promise<Expense[]> {
  const rows: Expense[] = []
  let pagination: Pagination | undefined
  for (let page = 1; !pagination || page <= pagination.last_page; page++) {
    const answer = await getJson(`v2/expenses?${listParams(filter, page, 500)}`, expenseListResponseSchema)
    rows.push(...answer.data)
    pagination = answer.pagination
  }
  return rows
}

/** GET /v2/expenses/{id}: figures, trail and what the caller may do. */
export const expenseQuery = (id: number) =>
  queryOptions({
    queryKey: expensesKeys.one(id),
    queryFn: async () => (await getJson(`v2/expenses/${id}`, expenseResponseSchema)).data,
  })

export const createExpense = async (body: CreateExpenseRequest) =>
  (await sendJson('post', 'v2/expenses', body, expenseResponseSchema)).data

/** PUT /v2/expenses/{id}: a draft or rejected expense, refused (409 stale) if changed meanwhile. */
export const updateExpense = async (id: number, body: UpdateExpenseRequest) =>
  (await sendJson('put', `v2/expenses/${id}`, body, expenseResponseSchema)).data

export type ExpenseAction = 'submit' | 'approve' | 'reject' | 'pay' | 'cancel'
export type ExpenseActionBody = DecisionRequest | RejectRequest | PayExpenseRequest | Record<string, never>

/** POST /v2/expenses/{id}/{action}: the approval and payment steps. */
export const expenseAction = async (id: number, action: ExpenseAction, body: ExpenseActionBody) =>
  (await sendJson('post', `v2/expenses/${id}/${action}`, body, expenseResponseSchema)).data

/** GET /v2/currency/rate?code&date: base units per unit on a day ("1.000000" for the base). */
export const rateQuery = (code: string, date: string) =>
  queryOptions({
    queryKey: expensesKeys.rate(code, date),
    queryFn: async () =>
      (await getJson(`v2/currency/rate?code=${code}&date=${date}`, rateLookupResponseSchema)).data,
    staleTime: 300_000,
  })

/**
 * GET /v2/{master}/{id}: a vendor, GST rate, TDS section, currency or company the preview reads.
 * Its key is the masters feature's own, so a change there refreshes it here.
 */
export const masterRecordQuery = (key: MasterKey, id: number) =>
  queryOptions({
    queryKey: ['masters', key, 'one', id] as const,
    queryFn: async () =>
      (await getJson(`v2/${key}/${id}`, masterSchemas(key).recordResponse)).data as AnyMasterRecord,
  })

/** GET /v2/project/{id}, under the projects feature's key. */
export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: ['projects', 'one', id] as const,
    queryFn: async () => (await getJson(`v2/project/${id}`, projectResponseSchema)).data,
  })
