import { defineEndpoint } from '../endpoint'
import {
  createSavedFilterRequestSchema,
  savedFilterDeletedResponseSchema,
  savedFilterIdParams,
  savedFilterListQuerySchema,
  savedFilterListResponseSchema,
  savedFilterResponseSchema,
  updateSavedFilterRequestSchema,
} from '../saved-filters'

/*
 * Saved filters of the lists (contract/saved-filters.ts). Signed-in users; the server checks the
 * scope's own permission (contracts: contract GET) and that only the owner changes one.
 */

const tag = 'Saved filters'

export const savedFiltersApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/saved-filters',
    summary: 'The caller’s saved filters of a list, and those shared in the organisation, by name',
    tag,
    access: { kind: 'signed-in' },
    query: savedFilterListQuerySchema,
    response: savedFilterListResponseSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/saved-filters',
    summary: 'Save a list’s filter under a name (unique per user and list); its query is checked',
    tag,
    access: { kind: 'signed-in' },
    body: createSavedFilterRequestSchema,
    response: savedFilterResponseSchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/saved-filters/:id',
    summary: 'Rename a saved filter, replace its query or (un)share it: its owner only',
    tag,
    access: { kind: 'signed-in' },
    params: savedFilterIdParams,
    body: updateSavedFilterRequestSchema,
    response: savedFilterResponseSchema,
  }),
  remove: defineEndpoint({
    method: 'delete',
    path: '/saved-filters/:id',
    summary: 'Delete a saved filter: its owner only',
    tag,
    access: { kind: 'signed-in' },
    params: savedFilterIdParams,
    response: savedFilterDeletedResponseSchema,
  }),
}
