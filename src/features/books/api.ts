import { booksApi } from '@contract/api/books'
import type { BooksSettingsRequest } from '@contract/books'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'
import { download } from '@/lib/export'

/* One query factory per books endpoint; keys start with 'books'. */

export const booksKeys = {
  all: ['books'] as const,
  settings: () => ['books', 'settings'] as const,
}

/** GET /v2/books/settings: how far ahead documents may be dated, and the latest date today. */
export const booksSettingsQuery = () =>
  queryOptions({
    queryKey: booksKeys.settings(),
    queryFn: async () => (await callApi(booksApi.settings)).data,
  })

/** PUT /v2/books/settings (Admins). */
export const saveBooksSettings = async (body: BooksSettingsRequest) =>
  (await callApi(booksApi.saveSettings, { body })).data

/** GET /v2/ledger/trial-balance: every account's balance on a date, of a project or the organisation. */
export const trialBalanceQuery = (asOf: string | undefined, projectId: number | null) =>
  queryOptions({
    // Under 'budget': whatever moves a project's figures moves its books.
    queryKey: ['budget', 'books', 'trial-balance', asOf ?? null, projectId] as const,
    queryFn: async () =>
      (await callApi(booksApi.trialBalance, { query: { as_of: asOf, project: projectId ?? undefined } }))
        .data,
  })

/** GET /v2/ledger/tally-export: the period's vouchers as Tally's XML, handed to the browser to save. */
export async function downloadTallyExport(from: string, to: string) {
  const blob = await callApi(booksApi.tallyExport, { query: { from, to } })
  download(`tally-${from}-${to}.xml`, await blob.text(), 'application/xml')
}

/** GET /v2/ledger/account: one account's entries up to a date, of a project or the organisation. */
export const accountLedgerQuery = (account: string, to: string | undefined, projectId: number | null) =>
  queryOptions({
    queryKey: ['budget', 'books', 'account', account, to ?? null, projectId] as const,
    queryFn: async () =>
      (await callApi(booksApi.account, { query: { account, to, project: projectId ?? undefined } })).data,
  })

/** GET /v2/ledger/day-book: a period's vouchers (at most 31 days), of a project or the organisation. */
export const dayBookQuery = (from: string, to: string, projectId: number | null) =>
  queryOptions({
    queryKey: ['budget', 'books', 'day-book', from, to, projectId] as const,
    queryFn: async () =>
      (await callApi(booksApi.dayBook, { query: { from, to, project: projectId ?? undefined } })).data,
  })
