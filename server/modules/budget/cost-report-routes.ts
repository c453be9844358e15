import { costReportApi } from '../../../contract/api/cost-report'
import type { Caller } from '../../http/caller'
import { type AnyRoute, implement, type RequestContext } from '../../http/route'
import { costReport } from './cost-report'
import { compareSnapshots, enterEtc, etcHistory, listSnapshots, takeSnapshot } from './cost-snapshots'
import { dashboardProjects } from './cost-summary'

/* The cost report under /budget/cost-report (fixed segments: registered before /budget/:id). */

const callerOf = (context: RequestContext<unknown, unknown, unknown>): Caller => ({
  session: context.session,
  tenantId: context.tenantId,
})

export const costReportRoutes: AnyRoute[] = [
  implement(costReportApi.report, async (context) => ({
    data: await costReport(
      context.deps.db,
      callerOf(context),
      context.params.project_id,
      context.query,
      context.deps.clock(),
    ),
  })),
  implement(costReportApi.etcHistory, async (context) => ({
    data: await etcHistory(
      context.deps.db,
      callerOf(context),
      context.params.project_id,
      context.query.budget_code,
    ),
  })),
  implement(costReportApi.enterEtc, async (context) => ({
    data: await enterEtc(
      context.deps.db,
      callerOf(context),
      context.audit,
      context.params.project_id,
      context.body,
    ),
  })),
  implement(costReportApi.snapshots, async (context) => ({
    data: await listSnapshots(context.deps.db, callerOf(context), context.params.project_id),
  })),
  implement(costReportApi.takeSnapshot, async (context) => ({
    data: await takeSnapshot(
      context.deps.db,
      callerOf(context),
      context.params.project_id,
      context.body,
      context.deps.clock(),
    ),
  })),
  implement(costReportApi.compare, async (context) => ({
    data: await compareSnapshots(
      context.deps.db,
      callerOf(context),
      context.params.project_id,
      context.query,
      context.deps.clock(),
    ),
  })),
  implement(costReportApi.dashboardProjects, async (context) => ({
    data: await dashboardProjects(context.deps.db, callerOf(context), context.deps.clock()),
  })),
]
