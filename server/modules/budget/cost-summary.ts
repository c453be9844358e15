import { and, asc, eq, isNull } from 'drizzle-orm'
import {
  BURN_WEEKS,
  type CostTotals,
  type DashboardProject,
  type DashboardProjects,
} from '../../../contract/cost-report'
import type { Database } from '../../db/client'
import { projects } from '../../db/schema'
import { dayAfter, dayBefore, shifted, todayOf } from '../dates'
import { shootDayCounts } from '../dpr/draft'
import { projectScope } from '../projects/scope'
import { spendMaps } from '../spend/ledger'
import type { Caller } from './access'
import { costReport, mondayOf, zeroTotals } from './cost-report'

/*
 * Where the money stands on every project the caller may see: each one's cost report as of today
 * (the report's own figures, so the dashboard never disagrees with it), its spend against its shoot,
 * and the codes heading furthest over budget. Totals are per currency: rupees and dollars never add.
 */

const OVER_CODES = 5
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null)

/**
 * Actual per week of the last BURN_WEEKS weeks (the current one to `today`), from the spend ledger
 * the cost report reads: each week's actual is the actual to date at its end less that before it.
 */
export async function weeklyBurn(db: Database, tenantId: number, projectId: number, today: string) {
  const weeks = Array.from({ length: BURN_WEEKS }, (_, index) =>
    shifted(mondayOf(today), -7 * (BURN_WEEKS - 1 - index)),
  )
  const actualThrough = async (day: string) => {
    const { actual } = await spendMaps(db, { tenantId, projectId, through: day })
    return [...actual.values()].reduce((sum, amount) => sum + amount, 0)
  }
  const ends = await Promise.all([...weeks.map(dayBefore), today].map((day) => actualThrough(day)))
  return weeks.map((week_from, index) => ({
    week_from,
    actual: (ends[index + 1] ?? 0) - (ends[index] ?? 0),
  }))
}

export async function dashboardProjects(db: Database, caller: Caller, now: Date): Promise<DashboardProjects> {
  const today = todayOf(now)
  const visible = await db
    .select({ id: projects.id, code: projects.code, name: projects.name })
    .from(projects)
    .where(
      and(
        eq(projects.organizationId, caller.tenantId),
        isNull(projects.archivedAt),
        projectScope(caller, projects.id),
      ),
    )
    .orderBy(asc(projects.name))
  const rows: DashboardProject[] = []
  for (const project of visible) {
    const [report, days, burn] = await Promise.all([
      costReport(db, caller, project.id, { as_of: today }, now, { proposals: false }),
      shootDayCounts(db, project.id, dayAfter(today)),
      weeklyBurn(db, caller.tenantId, project.id, today),
    ])
    rows.push({
      project_id: project.id,
      code: project.code,
      name: project.name,
      has_budget: report.budgetV !== null,
      currency: report.currency,
      totals: report.totals,
      spent_pct: pct(report.totals.actual, report.totals.budget),
      shoot_days_planned: days.planned,
      shoot_days_done: days.shot,
      shoot_pct: pct(days.shot, days.planned),
      over_codes: report.codes
        .filter((code) => code.variance < 0)
        .sort((a, b) => a.variance - b.variance)
        .slice(0, OVER_CODES)
        .map(({ budget_code, description, variance }) => ({ budget_code, description, variance })),
      weekly_burn: burn,
    })
  }
  const byCurrency = new Map<string, { currency: DashboardProject['currency']; totals: CostTotals }>()
  for (const row of rows) {
    const entry = byCurrency.get(row.currency.code) ?? { currency: row.currency, totals: zeroTotals() }
    for (const field of Object.keys(entry.totals) as (keyof CostTotals)[])
      entry.totals[field] += row.totals[field]
    byCurrency.set(row.currency.code, entry)
  }
  return { as_of: today, projects: rows, totals: [...byCurrency.values()] }
}
