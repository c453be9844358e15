import { reportsApi } from '../../../contract/api/reports'
import { type AnyRoute, implement } from '../../http/route'
import { periodLockOf, setPeriodLock } from '../period-lock/lock'
import { callerOf, writeDepsOf } from '../workflow/write-deps'
import { runReport } from './service'

/* /apps/reports' data (contract/api/reports.ts): the service checks the report's own module. */

export const reportRoutes: AnyRoute[] = [
  implement(reportsApi.report, async (context) => ({
    data: await runReport(
      context.deps.db,
      { session: context.session, tenantId: context.tenantId },
      context.params.key,
      context.query,
      context.deps.clock(),
    ),
  })),
  implement(reportsApi.periodLock, async (context) => ({
    data: await periodLockOf(context.deps.db, callerOf(context), context.params.project_id),
  })),
  implement(reportsApi.setPeriodLock, async (context) => ({
    data: await setPeriodLock(writeDepsOf(context), context.params.project_id, context.body),
  })),
]
