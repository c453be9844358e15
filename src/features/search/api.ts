import { searchApi } from '@contract/api/search'
import type { SearchKind } from '@contract/search'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

/* The search across the product (GET /v2/search); keys start with 'search'. */

export const searchKeys = {
  all: ['search'] as const,
  query: (q: string, limit: number, kinds?: readonly SearchKind[]) =>
    ['search', q, limit, kinds?.join(',') ?? 'all'] as const,
}

/** The groups matching `q` that the caller may read, `limit` records each. */
export const searchQuery = (q: string, limit: number, kinds?: readonly SearchKind[]) =>
  queryOptions({
    queryKey: searchKeys.query(q, limit, kinds),
    queryFn: async ({ signal }) =>
      (
        await callApi(searchApi.search, {
          query: { q, limit: String(limit), ...(kinds ? { kinds: kinds.join(',') } : {}) },
          signal,
        })
      ).data,
    // What was found a moment ago is still worth showing while the user types on.
    staleTime: 30_000,
  })
