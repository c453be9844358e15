import { dashboardApi } from '../../../contract/api/dashboard'
import { type AnyRoute, implement } from '../../http/route'
import { callerOf } from '../purchase/access'
import { dashboardOverview } from './overview'

/* The start page's widgets (GET /dashboard/overview); the money per project is the cost report's. */

export const dashboardRoutes: AnyRoute[] = [
  implement(dashboardApi.overview, async (context) => ({
    data: await dashboardOverview(context.deps.db, callerOf(context), context.deps.clock()),
  })),
]
