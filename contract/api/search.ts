import { defineEndpoint } from '../endpoint'
import { searchQuerySchema, searchResponseSchema } from '../search'

/*
 * The search across the product (contract/search.ts). Signed-in users; the server searches each
 * kind only where the caller holds its module's GET permission, within their organisation and
 * the projects they may see.
 */

export const searchApi = {
  search: defineEndpoint({
    method: 'get',
    path: '/search',
    summary:
      'Projects, budget codes, vendors, POs, expenses, contracts and people matching q, grouped by kind; each kind only for those who may read it',
    tag: 'Search',
    access: { kind: 'signed-in' },
    query: searchQuerySchema,
    response: searchResponseSchema,
  }),
}
