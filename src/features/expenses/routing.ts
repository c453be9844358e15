import type { ExpenseStatus } from '@contract/spend/expenses'
import { optionalChoice, optionalId, optionalPage, optionalText } from '@/lib/search-params'

/*
 * The expense list's URL: filters, page, sort and the open expense. Plain functions (the route
 * definitions are in the entry chunk): anything unexpected is dropped.
 */

// Kept here rather than imported: the contract module would pull zod into the entry chunk.
export const STATUSES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'paid',
  'cancelled',
] as const satisfies readonly ExpenseStatus[]

export type ExpenseListSearch = {
  page?: number
  search?: string
  sort?: string
  project?: number
  code?: string
  vendor?: number
  status?: ExpenseStatus
  from?: string
  to?: string
  /** The expense shown in the detail dialog. */
  expense?: number
}

const day = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined

export function expenseListSearch(search: Record<string, unknown>): ExpenseListSearch {
  return {
    page: optionalPage(search.page),
    search: optionalText(search.search, 200) || undefined,
    sort: optionalText(search.sort, 40) || undefined,
    project: optionalId(search.project),
    code: optionalText(search.code, 40) || undefined,
    vendor: optionalId(search.vendor),
    status: optionalChoice(search.status, STATUSES),
    from: day(search.from),
    to: day(search.to),
    expense: optionalId(search.expense),
  }
}
