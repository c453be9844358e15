import { creditNotesApi } from '@contract/api/credit-notes'
import type { Pagination } from '@contract/envelope'
import type {
  CreateCreditNoteRequest,
  CreditNote,
  CreditNoteStatus,
  UpdateCreditNoteRequest,
} from '@contract/spend/credit-notes'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

/* One query factory per credit note endpoint; keys start with 'creditNotes'. */

export type CreditNoteFilter = {
  page: number
  search?: string
  sort?: string
  project?: number
  vendor?: number
  status?: CreditNoteStatus
  from?: string
  to?: string
}

export const creditNotesKeys = {
  all: ['creditNotes'] as const,
  lists: () => ['creditNotes', 'list'] as const,
  list: (filter: CreditNoteFilter) => ['creditNotes', 'list', filter] as const,
  one: (id: number) => ['creditNotes', 'one', id] as const,
}

export const CREDIT_NOTES_PAGE_SIZE = 25

const listQuery = (filter: Omit<CreditNoteFilter, 'page'>, page: number, limit: number) => ({
  page_no: page,
  limit,
  search: filter.search,
  sort: filter.sort,
  project_id: filter.project || undefined,
  vendor_id: filter.vendor || undefined,
  status: filter.status,
  date_from: filter.from,
  date_to: filter.to,
})

/** GET /v2/credit-notes: one page. */
export const creditNoteListQuery = (filter: CreditNoteFilter) =>
  queryOptions({
    queryKey: creditNotesKeys.list(filter),
    queryFn: () =>
      callApi(creditNotesApi.list, { query: listQuery(filter, filter.page, CREDIT_NOTES_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
    // Switched off (403) is the answer: asking again says the same.
    retry: false,
  })

/** Every credit note the filter matches, page by page, for exports. */
export async function fetchAllCreditNotes(filter: Omit<CreditNoteFilter, 'page'>): Promise<CreditNote[]> {
  const rows: CreditNote[] = []
  let pagination: Pagination | undefined
  for (let page = 1; !pagination || page <= pagination.last_page; page++) {
    const answer = await callApi(creditNotesApi.list, { query: listQuery(filter, page, 500) })
    rows.push(...answer.data)
    pagination = answer.pagination
  }
  return rows
}

/** GET /v2/credit-notes/{id}: figures, trail, original and what the caller may do. */
export const creditNoteQuery = (id: number) =>
  queryOptions({
    queryKey: creditNotesKeys.one(id),
    queryFn: async () => (await callApi(creditNotesApi.get, { params: { id } })).data,
  })

/** GET /v2/credit-notes/originals: a project's invoices that may still be credited. */
export const originalsQuery = (projectId: number, search: string) =>
  queryOptions({
    queryKey: ['creditNotes', 'originals', projectId, search] as const,
    queryFn: async () =>
      (
        await callApi(creditNotesApi.originals, {
          query: { project_id: projectId, search: search || undefined },
        })
      ).data,
    placeholderData: keepPreviousData,
  })

/** GET /v2/credit-notes/creditable/{expense_id}: what remains creditable (the edited one aside). */
export const creditableQuery = (expenseId: number, creditNoteId?: number) =>
  queryOptions({
    queryKey: ['creditNotes', 'creditable', expenseId, creditNoteId ?? null] as const,
    queryFn: async () =>
      (
        await callApi(creditNotesApi.creditable, {
          params: { expense_id: expenseId },
          query: { credit_note_id: creditNoteId },
        })
      ).data,
  })

export const createCreditNote = async (body: CreateCreditNoteRequest) =>
  (await callApi(creditNotesApi.create, { body })).data

/** PUT /v2/credit-notes/{id}: a draft or rejected one, refused (409 stale) if changed meanwhile. */
export const updateCreditNote = async (id: number, body: UpdateCreditNoteRequest) =>
  (await callApi(creditNotesApi.update, { params: { id }, body })).data
