import type { SearchKind } from '@contract/search'
import type { IconName } from '@/components/Icon'

/*
 * How the search's groups read. Spelt out rather than imported from the contract's schemas, so
 * the shell (which opens the search) does not carry zod.
 */

/** The server refuses shorter queries (contract/search.ts SEARCH_MIN_LENGTH). */
export const SEARCH_MIN_CHARACTERS = 2

export const KIND_ICONS: Record<SearchKind, IconName> = {
  project: 'folder',
  budget_code: 'wallet',
  vendor: 'truck',
  purchase_order: 'clipboard',
  expense: 'receipt',
  contract: 'file',
  person: 'user',
}

/** `/pages/search?q=…`: the full page of results. */
export const searchPageHref = (q: string) => `/pages/search?${new URLSearchParams({ q }).toString()}`
