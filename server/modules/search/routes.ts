import { searchApi } from '../../../contract/api/search'
import { type AnyRoute, implement } from '../../http/route'
import { search } from './service'

/* The search across the product (contract/api/search.ts): the service checks each kind's permission. */

export const searchRoutes: AnyRoute[] = [
  implement(searchApi.search, async (context) => ({
    data: await search(
      context.deps.db,
      { session: context.session, tenantId: context.tenantId },
      context.query,
    ),
  })),
]
