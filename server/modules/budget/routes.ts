import { budgetApi } from '../../../contract/api/budget'
import type { Caller } from '../../http/caller'
import { type AnyRoute, implement, type RequestContext } from '../../http/route'
import { budgetActualsRoutes } from './actuals-routes'
import { atlLines, budgetCodes, deleteAtlLines } from './codes'
import { compareVersions } from './compare'
import { costReportRoutes } from './cost-report-routes'
import { createDailyBudget, listDailyBudgets, updateDailyBudget } from './daily'
import { getLine, updateLine } from './lines'
import { listBudget } from './list'
import { lineLogs } from './logs'
import { citywiseSummary, codeReport, reportCodesPage } from './reports'
import { uploadBudget, uploadHistory } from './upload'
import { archiveVersion, copyVersion, versionAction } from './versions'

/*
 * The budget endpoints (contract/api/budget.ts). The services look every id up within the tenant
 * and the caller's projects. Order matters where paths overlap: fixed segments come before
 * /budget/:id.
 */

const callerOf = (context: RequestContext<unknown, unknown, unknown>): Caller => ({
  session: context.session,
  tenantId: context.tenantId,
})

export const budgetRoutes: AnyRoute[] = [
  // Fixed segments (/budget/controls, /budget/remaining/…) before /budget/:id.
  ...budgetActualsRoutes,
  ...costReportRoutes,
  implement(budgetApi.uploadHistory, async (context) => ({
    data: await uploadHistory(context.deps.db, callerOf(context), context.query.project_id),
  })),
  implement(budgetApi.atl, async (context) =>
    atlLines(context.deps.db, callerOf(context), context.params.id, context.query.budgetV),
  ),
  implement(budgetApi.copyVersion, async (context) => ({
    data: await copyVersion(
      context.deps.db,
      callerOf(context),
      context.audit,
      context.deps.clock(),
      context.params.id,
      context.body,
    ),
  })),
  implement(budgetApi.versionAction, async (context) => ({
    data: await versionAction(
      context.deps.db,
      callerOf(context),
      context.audit,
      context.deps.clock(),
      context.params.id,
      context.params.version,
      context.body.action,
    ),
  })),
  implement(budgetApi.list, async (context) =>
    listBudget(context.deps.db, callerOf(context), context.params.project_id, context.query),
  ),
  implement(budgetApi.logs, async (context) => ({
    data: await lineLogs(context.deps.db, callerOf(context), context.params.id),
  })),
  implement(budgetApi.report, async (context) => ({
    data: await codeReport(
      context.deps.db,
      callerOf(context),
      context.params.project_id,
      context.query,
      context.deps.clock(),
    ),
  })),
  implement(budgetApi.reportCodes, async (context) =>
    reportCodesPage(
      context.deps.db,
      callerOf(context),
      context.params.project_id,
      context.query,
      context.deps.clock(),
    ),
  ),
  implement(budgetApi.codes, async (context) => ({
    data: await budgetCodes(context.deps.db, callerOf(context), context.params.project_id, context.query),
  })),
  implement(budgetApi.citywise, async (context) => ({
    data: await citywiseSummary(
      context.deps.db,
      callerOf(context),
      context.params.project_id,
      context.query.budgetV,
    ),
  })),
  implement(budgetApi.compare, async (context) => ({
    data: await compareVersions(
      context.deps.db,
      callerOf(context),
      context.params.project_id,
      context.query.from,
      context.query.to,
    ),
  })),
  implement(budgetApi.deleteAtl, async (context) => ({
    data: await deleteAtlLines(
      context.deps.db,
      callerOf(context),
      context.audit,
      context.deps.clock(),
      context.body,
    ),
  })),
  implement(budgetApi.upload, async (context) => ({
    data: await uploadBudget(
      context.deps.db,
      callerOf(context),
      context.audit,
      context.deps.clock(),
      context.query.project_id,
      context.upload,
      { note: context.query.note, fileName: context.query.file_name },
    ),
  })),
  implement(budgetApi.line, async (context) => ({
    data: await getLine(context.deps.db, callerOf(context), context.params.id),
  })),
  implement(budgetApi.updateLine, async (context) => ({
    data: await updateLine(
      context.deps.db,
      callerOf(context),
      context.audit,
      context.deps.clock(),
      context.params.id,
      context.body,
    ),
  })),
  implement(budgetApi.deleteVersion, async (context) => ({
    data: await archiveVersion(
      context.deps.db,
      callerOf(context),
      context.audit,
      context.deps.clock(),
      context.params.project_id,
      context.query.budgetV,
    ),
  })),
  implement(budgetApi.createDaily, async (context) => ({
    data: await createDailyBudget(
      context.deps.db,
      callerOf(context),
      context.audit,
      context.deps.clock(),
      context.body,
    ),
  })),
  implement(budgetApi.daily, async (context) => ({
    data: await listDailyBudgets(context.deps.db, callerOf(context), context.query),
  })),
  implement(budgetApi.updateDaily, async (context) => ({
    data: await updateDailyBudget(
      context.deps.db,
      callerOf(context),
      context.audit,
      context.deps.clock(),
      context.params.dailybudget_id,
      context.body,
    ),
  })),
]
