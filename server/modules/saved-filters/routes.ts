import { savedFiltersApi } from '../../../contract/api/saved-filters'
import { type AnyRoute, implement, type RequestContext } from '../../http/route'
import {
  createSavedFilter,
  deleteSavedFilter,
  listSavedFilters,
  type SavedFilterCaller,
  updateSavedFilter,
} from './service'

/* Saved filters (contract/api/saved-filters.ts): the service checks the scope's permission and ownership. */

const callerOf = (context: RequestContext<unknown, unknown, unknown>): SavedFilterCaller => ({
  session: context.session,
  tenantId: context.tenantId,
  audit: context.audit,
})

export const savedFilterRoutes: AnyRoute[] = [
  implement(savedFiltersApi.list, async (context) => ({
    data: await listSavedFilters(context.deps.db, callerOf(context), context.query.scope),
  })),
  implement(savedFiltersApi.create, async (context) => ({
    data: await createSavedFilter(context.deps.db, callerOf(context), context.body),
  })),
  implement(savedFiltersApi.update, async (context) => ({
    data: await updateSavedFilter(context.deps.db, callerOf(context), context.params.id, context.body),
  })),
  implement(savedFiltersApi.remove, async (context) => ({
    data: await deleteSavedFilter(context.deps.db, callerOf(context), context.params.id),
  })),
]
