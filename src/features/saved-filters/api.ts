import { savedFiltersApi } from '@contract/api/saved-filters'
import type {
  CreateSavedFilterRequest,
  SavedFilterScope,
  UpdateSavedFilterRequest,
} from '@contract/saved-filters'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

/* Saved filters of the lists (one query per scope); keys start with 'savedFilters'. */

export const savedFiltersKeys = {
  all: ['savedFilters'] as const,
  scope: (scope: SavedFilterScope) => ['savedFilters', scope] as const,
}

/** GET /v2/saved-filters: mine and the organisation's shared ones, by name. */
export const savedFiltersQuery = (scope: SavedFilterScope) =>
  queryOptions({
    queryKey: savedFiltersKeys.scope(scope),
    queryFn: async () => (await callApi(savedFiltersApi.list, { query: { scope } })).data,
  })

export const createSavedFilter = async (body: CreateSavedFilterRequest) =>
  (await callApi(savedFiltersApi.create, { body })).data

export const updateSavedFilter = async (id: number, body: UpdateSavedFilterRequest) =>
  (await callApi(savedFiltersApi.update, { params: { id }, body })).data

export const deleteSavedFilter = async (id: number) =>
  (await callApi(savedFiltersApi.remove, { params: { id } })).data

export const afterSavedFilterWrite = (queryClient: QueryClient, scope: SavedFilterScope) =>
  queryClient.invalidateQueries({ queryKey: savedFiltersKeys.scope(scope) })
