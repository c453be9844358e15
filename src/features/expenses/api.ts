import { expensesApi } from '@contract/api/expenses'
import { masterApi } from '@contract/api/masters'
import { purchaseOrdersApi } from '@contract/api/purchase'
import type { Pagination } from '@contract/envelope'
import type { MasterKey } from '@contract/masters/definitions'
import type { AnyMasterRecord } from '@contract/masters/schemas'
import type {
  CreateExpenseRequest,
  Expense,
  ExpensePreviewRequest,
  ExpenseStatus,
  UpdateExpenseRequest,
} from '@contract/spend/expenses'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

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
}

export const EXPENSES_PAGE_SIZE = 25

const listQuery = (filter: Omit<ExpenseFilter, 'page'>, page: number, limit: number) => ({
  page_no: page,
  limit,
  search: filter.search,
  sort: filter.sort,
  project_id: filter.project || undefined,
  budget_code: filter.code,
  vendor_id: filter.vendor || undefined,
  status: filter.status,
  date_from: filter.from,
  date_to: filter.to,
})

/** GET /v2/expenses: one page and the filtered totals. */
export const expenseListQuery = (filter: ExpenseFilter) =>
  queryOptions({
    queryKey: expensesKeys.list(filter),
    queryFn: () => callApi(expensesApi.list, { query: listQuery(filter, filter.page, EXPENSES_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  })

/** Every expense the filter matches, page by page, for exports. */
export async function fetchAllExpenses(filter: Omit<ExpenseFilter, 'page'>): Promise<Expense[]> {
  const rows: Expense[] = []
  let pagination: Pagination | undefined
  for (let page = 1; !pagination || page <= pagination.last_page; page++) {
    const answer = await callApi(expensesApi.list, { query: listQuery(filter, page, 500) })
    rows.push(...answer.data)
    pagination = answer.pagination
  }
  return rows
}

/** GET /v2/expenses/{id}: figures, trail and what the caller may do. */
export const expenseQuery = (id: number) =>
  queryOptions({
    queryKey: expensesKeys.one(id),
    queryFn: async () => (await callApi(expensesApi.get, { params: { id } })).data,
  })

export const createExpense = async (body: CreateExpenseRequest) =>
  (await callApi(expensesApi.create, { body })).data

/** PUT /v2/expenses/{id}: a draft or rejected expense, refused (409 stale) if changed meanwhile. */
export const updateExpense = async (id: number, body: UpdateExpenseRequest) =>
  (await callApi(expensesApi.update, { params: { id }, body })).data

/**
 * POST /v2/expenses/preview: a draft's taxes and its code's figures after it, as the server will
 * store them (null: not enough filled in to ask).
 */
export const expensePreviewQuery = (body: ExpensePreviewRequest | null) =>
  queryOptions({
    queryKey: ['expenses', 'preview', body] as const,
    queryFn: async () => (await callApi(expensesApi.preview, { body: body as ExpensePreviewRequest })).data,
    enabled: body !== null,
    placeholderData: keepPreviousData,
    // A refused draft (400 on a field) is the answer: saving would say the same.
    retry: false,
  })

/** GET /v2/expenses/contract-instalments: what the project's signed contracts have left to invoice. */
export const contractInstalmentsQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['expenses', 'contractInstalments', projectId] as const,
    queryFn: async () =>
      (await callApi(expensesApi.contractInstalments, { query: { project_id: projectId } })).data,
  })

/** GET /v2/expenses/vendor-defaults/{id}: the GST rate of the vendor's latest expense. */
export const vendorDefaultsQuery = (vendorId: number) =>
  queryOptions({
    queryKey: ['expenses', 'vendorDefaults', vendorId] as const,
    queryFn: async () =>
      (await callApi(expensesApi.vendorDefaults, { params: { vendor_id: vendorId } })).data,
    staleTime: 60_000,
  })

/**
 * GET /v2/{master}/{id}: a vendor, GST rate, TDS section, currency or company the preview reads.
 * Its key is the masters feature's own, so a change there refreshes it here.
 */
export const masterRecordQuery = (key: MasterKey, id: number) =>
  queryOptions({
    queryKey: ['masters', key, 'one', id] as const,
    queryFn: async () => (await callApi(masterApi(key).get, { params: { id } })).data as AnyMasterRecord,
  })

/** The project's approved purchase orders, the ones an invoice may be booked against. */
export const fetchApprovedPos = (projectId: number) =>
  callApi(purchaseOrdersApi.list, {
    params: { project_id: projectId },
    query: { status: 'approved', limit: 100 },
  })

/** GET /v2/purchase/{id}: a purchase order with its lines. */
export const fetchPo = async (poId: number) =>
  (await callApi(purchaseOrdersApi.get, { params: { id: poId } })).data
