import type * as z from 'zod/mini'
import {
  REPORT_MODULES,
  type Report,
  type ReportKey,
  type reportQuerySchema,
} from '../../../contract/reports'
import type { Database } from '../../db/client'
import type { Caller } from '../../http/caller'
import { forbidden } from '../../http/errors'
import { mayCall } from '../../http/permissions'
import { budgetProject } from '../budget-versions/access'
import { todayOf } from '../dates'
import { projectCodeOf, type ReportDefinition } from './definition'
import { commitmentsReport, costReportRegister, transactionsReport } from './ledger-reports'
import {
  advanceRegister,
  assetRegister,
  contractSchedule,
  dprSummary,
  payablesRegister,
  pettyCashRegister,
} from './registers'
import { gstInputReport, tdsReport } from './tax-reports'

/*
 * GET /v2/reports/{key}: whoever may read the report's module (contract/reports.ts REPORT_MODULES)
 * reads it for a project in their scope. The money columns are summed here, once for every report.
 */

const REPORTS: Record<ReportKey, ReportDefinition> = {
  cost: costReportRegister,
  transactions: transactionsReport,
  commitments: commitmentsReport,
  petty_cash: pettyCashRegister,
  advances: advanceRegister,
  payables: payablesRegister,
  tds: tdsReport,
  gst_input: gstInputReport,
  contracts: contractSchedule,
  assets: assetRegister,
  dpr: dprSummary,
}

export async function runReport(
  db: Database,
  caller: Caller,
  key: ReportKey,
  query: z.output<typeof reportQuerySchema>,
  now: Date,
): Promise<Report> {
  if (!(await mayCall(db, caller.session, REPORT_MODULES[key], 'GET')))
    throw forbidden('You do not have access to this report')
  const project = await budgetProject(db, caller, query.project_id)
  const definition = REPORTS[key]
  const scope = {
    db,
    caller,
    projectId: project.id,
    currency: project.currency,
    from: query.from ?? null,
    to: query.to ?? todayOf(now),
    now,
  }
  const rows = await definition.rows(scope)
  const totals: Record<string, number> = {}
  for (const column of definition.columns.filter((one) => one.kind === 'money'))
    totals[column.key] = rows.reduce((sum, row) => sum + (Number(row[column.key]) || 0), 0)
  return {
    key,
    project_id: project.id,
    project_code: await projectCodeOf(db, project.id),
    from: scope.from,
    to: scope.to,
    currency: project.currency,
    columns: definition.columns,
    rows,
    totals,
  }
}
