import { and, asc, eq, isNull } from 'drizzle-orm'
import {
  BURN_WEEKS,
  type CostReport,
  type CostTotals,
  type DashboardProject,
  type DashboardProjects,
} from '../../../contract/cost-report'
import type { Database } from '../../db/client'
import { projects } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { dayAfter, shifted, todayOf } from '../dates'
import { shootDayCountsOf } from '../dpr/draft'
import { projectCurrencies, toCurrency } from '../projects/currency'
import { projectScope } from '../projects/scope'
import { actualByWeek } from '../spend/rollup'
import { currentCostReports, mondayOf, zeroTotals } from './cost-report'

/*
 * Where the money stands on every project the caller may see: each one's cost report as of today
 * (the report's own figures, so the dashboard never disagrees with it; currentCostReports reads
 * them for all the projects at once), its weekly burn and its spend against its shoot,
 * and the codes heading furthest over budget. Totals are per currency: rupees and dollars never add.
 */

const OVER_CODES = 5
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null)

export async function dashboardProjects(db: Database, caller: Caller, now: Date): Promise<DashboardProjects> {
  const today = todayOf(now)
  const visible = await db
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      currencyCode: projectCurrencies.code,
      minorUnits: projectCurrencies.minorUnits,
    })
    .from(projects)
    .innerJoin(projectCurrencies, eq(projectCurrencies.projectId, projects.id))
    .where(
      and(
        eq(projects.organizationId, caller.tenantId),
        isNull(projects.archivedAt),
        projectScope(caller, projects.id),
      ),
    )
    .orderBy(asc(projects.name))
  const ids = visible.map((project) => project.id)
  // Every project's figures in a few statements for them all, not a report per project.
  const weeks = Array.from({ length: BURN_WEEKS }, (_, index) =>
    shifted(mondayOf(today), -7 * (BURN_WEEKS - 1 - index)),
  )
  const [reports, days, burn] = await Promise.all([
    currentCostReports(
      db,
      caller.tenantId,
      visible.map((project) => ({
        id: project.id,
        currency: toCurrency({ code: project.currencyCode, minorUnits: project.minorUnits }),
      })),
      today,
    ),
    shootDayCountsOf(db, ids, dayAfter(today)),
    actualByWeek(db, caller.tenantId, ids, weeks[0] ?? today, today),
  ])
  const rows = visible.map((project, index): DashboardProject => {
    const report = reports[index] as CostReport
    const shoot = days(project.id)
    return {
      project_id: project.id,
      code: project.code,
      name: project.name,
      has_budget: report.budgetV !== null,
      currency: report.currency,
      totals: report.totals,
      spent_pct: pct(report.totals.actual, report.totals.budget),
      shoot_days_planned: shoot.planned,
      shoot_days_done: shoot.shot,
      shoot_pct: pct(shoot.shot, shoot.planned),
      over_codes: report.codes
        .filter((code) => code.variance < 0)
        .sort((a, b) => a.variance - b.variance)
        .slice(0, OVER_CODES)
        .map(({ budget_code, description, variance }) => ({ budget_code, description, variance })),
      // Actual per week of the last BURN_WEEKS weeks, the current one to today.
      weekly_burn: weeks.map((week_from) => ({ week_from, actual: burn(project.id, week_from) })),
    }
  })
  const byCurrency = new Map<string, { currency: DashboardProject['currency']; totals: CostTotals }>()
  for (const row of rows) {
    const entry = byCurrency.get(row.currency.code) ?? {
      currency: row.currency,
      totals: zeroTotals(),
    }
    for (const field of Object.keys(entry.totals) as (keyof CostTotals)[])
      entry.totals[field] += row.totals[field]
    byCurrency.set(row.currency.code, entry)
  }
  return { as_of: today, projects: rows, totals: [...byCurrency.values()] }
}
