import type { CreditNoteStatus } from '@contract/spend/credit-notes'
import { optionalChoice, optionalId, optionalPage, optionalText } from '@/lib/search-params'

/*
 * The credit note list's URL: filters, page, sort and the open credit note. Plain functions (the
 * route definitions are in the entry chunk): anything unexpected is dropped.
 */

// Kept here rather than imported: the contract module would pull zod into the entry chunk.
export const STATUSES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'posted',
  'applied',
  'refund_due',
  'refunded',
  'cancelled',
] as const satisfies readonly CreditNoteStatus[]

export type CreditNoteListSearch = {
  page?: number
  search?: string
  sort?: string
  project?: number
  vendor?: number
  status?: CreditNoteStatus
  from?: string
  to?: string
  /** The credit note shown in the detail dialog. */
  creditNote?: number
}

const day = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined

export function creditNoteListSearch(search: Record<string, unknown>): CreditNoteListSearch {
  return {
    page: optionalPage(search.page),
    search: optionalText(search.search, 200) || undefined,
    sort: optionalText(search.sort, 40) || undefined,
    project: optionalId(search.project),
    vendor: optionalId(search.vendor),
    status: optionalChoice(search.status, STATUSES),
    from: day(search.from),
    to: day(search.to),
    creditNote: optionalId(search.creditNote),
  }
}
