import { and, asc, desc, eq, gte, inArray, isNull, lte, notInArray } from 'drizzle-orm'
import type { Dcr, DcrPeriod, Dpr, DprStatus } from '../../../contract/dpr'
import type { Database } from '../../db/client'
import { dailyBudgets, dprs } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { dealRatesOf, dealRatesOn } from '../contracts/deal-rates'
import { projectCurrencyOf } from '../projects/currency'
import { assertProjectInScope } from '../projects/scope'
import { dprFor, OUT_OF_FORCE, STANDING } from './access'
import { computeDcr, type DcrInput } from './dcr'
import { departmentNames } from './read'
import { rulesOf } from './rules'

/*
 * What a shoot day costs by its report: one report's DCR against the day's daily budget, and a
 * period's days with their daily budgets beside their DCRs (the standing report of a day, else the
 * latest submitted one).
 */

/** GET /v2/dpr/deal-rates: the contracts a report's cast may be costed by on that day. */
export async function dealRatesFor(
  db: Database,
  caller: Caller,
  query: { project_id: number; shoot_date: string },
) {
  await assertProjectInScope(db, caller, query.project_id)
  return dealRatesOn(db, caller.tenantId, query.project_id, query.shoot_date)
}

type Report = typeof dprs.$inferSelect

/** The deals of the reports' contracted cast, by contract. */
function dealsOf(db: Database, tenantId: number, reports: Report[]) {
  const ids = reports.flatMap((report) =>
    (report.cast as Dpr['cast']).flatMap((artiste) => (artiste.contract_id ? [artiste.contract_id] : [])),
  )
  return dealRatesOf(db, tenantId, [...new Set(ids)])
}
type Deals = Awaited<ReturnType<typeof dealsOf>>

/** The DCR of one report, with the day's daily budget. */
export async function dprCost(db: Database, caller: Caller, id: number): Promise<Dcr> {
  const row = await dprFor(db, caller, id)
  const [currency, rules, budget, deals] = await Promise.all([
    projectCurrencyOf(db, caller.tenantId, row.projectId),
    rulesOf(db, caller.tenantId),
    dailyBudgetOf(db, row.projectId, row.shootDate),
    dealsOf(db, caller.tenantId, [row]),
  ])
  const crew = row.crew as Dpr['crew']
  const names = await departmentNames(db, caller.tenantId, [
    ...new Set(crew.map((line) => line.department_id)),
  ])
  const dcr = computeDcr(
    dcrInputOf(row, deals, (department) => names.get(department) ?? `#${department}`),
    rules,
  )
  return {
    dpr_id: row.id,
    project_id: row.projectId,
    shoot_date: row.shootDate,
    currency_code: currency.code,
    minor_units: currency.minor_units,
    ...dcr,
    daily_budget: budget,
    variance: budget === null ? null : budget - dcr.total,
    scheduled_eighths: row.scheduledEighths,
    shot_eighths: row.shotEighths,
  }
}

/** What the DCR reads of a report: its times, cast (with their deals), crew (labelled), juniors, hires and meals. */
function dcrInputOf(row: Report, deals: Deals, departmentLabel: (id: number) => string): DcrInput {
  return {
    crew_call: row.crewCall,
    crew_wrap: row.crewWrap,
    meal_out: row.mealOut,
    cast: (row.cast as Dpr['cast']).map((artiste) => {
      const deal = artiste.contract_id ? deals.get(artiste.contract_id) : undefined
      return deal
        ? { ...artiste, deal: { day_rate: deal.day_rate, overtime_rate: deal.overtime_rate } }
        : artiste
    }),
    meals_served: row.mealsServed,
    crew: (row.crew as Dpr['crew']).map((line) => ({ ...line, label: departmentLabel(line.department_id) })),
    juniors: (row.juniors as Dpr['juniors']).map((line) => ({ ...line, label: line.category })),
    extras: row.extras as Dpr['extras'],
  }
}

async function dailyBudgetOf(db: Database, projectId: number, day: string) {
  const [row] = await db
    .select({ total: dailyBudgets.total })
    .from(dailyBudgets)
    .where(
      and(eq(dailyBudgets.projectId, projectId), eq(dailyBudgets.day, day), isNull(dailyBudgets.archivedAt)),
    )
  return row ? Number(row.total) : null
}

/** Each day of the period that has a daily budget or a report: the plan beside the DCR. */
export async function dcrPeriod(
  db: Database,
  caller: Caller,
  query: { project_id: number; from: string; to: string },
  /** Only approved (and locked) reports: what may move a figure; the DCR page shows drafts too. */
  standingOnly = false,
): Promise<DcrPeriod> {
  await assertProjectInScope(db, caller, query.project_id)
  const [currency, rules, budgets, reports] = await Promise.all([
    projectCurrencyOf(db, caller.tenantId, query.project_id),
    rulesOf(db, caller.tenantId),
    db
      .select({ day: dailyBudgets.day, total: dailyBudgets.total })
      .from(dailyBudgets)
      .where(
        and(
          eq(dailyBudgets.projectId, query.project_id),
          isNull(dailyBudgets.archivedAt),
          gte(dailyBudgets.day, query.from),
          lte(dailyBudgets.day, query.to),
        ),
      ),
    db
      .select()
      .from(dprs)
      .where(
        and(
          eq(dprs.organizationId, caller.tenantId),
          eq(dprs.projectId, query.project_id),
          gte(dprs.shootDate, query.from),
          lte(dprs.shootDate, query.to),
          // A report still in draft or sent back shows the day's cost too, marked by its status.
          standingOnly ? inArray(dprs.status, STANDING) : notInArray(dprs.status, OUT_OF_FORCE),
        ),
      )
      .orderBy(asc(dprs.shootDate), desc(dprs.revisionNo)),
  ])
  const days = new Map<
    string,
    { budget: number | null; cost: number; ids: { id: number; status: string }[] }
  >()
  for (const budget of budgets) days.set(budget.day, { budget: Number(budget.total), cost: 0, ids: [] })
  // Every unit's report of a day counts; of a report and its revision, the standing one.
  const skipped = new Set<number>()
  for (const report of reports) {
    const revised = report.revisesId
    if (revised === null || !reports.some((other) => other.id === revised)) continue
    skipped.add(STANDING.includes(report.status) ? revised : report.id)
  }
  const deals = await dealsOf(db, caller.tenantId, reports)
  for (const report of reports) {
    if (skipped.has(report.id)) continue
    const dcr = computeDcr(
      dcrInputOf(report, deals, () => ''),
      rules,
    )
    const day = days.get(report.shootDate) ?? { budget: null, cost: 0, ids: [] }
    day.cost += dcr.total
    day.ids.push({ id: report.id, status: report.status })
    days.set(report.shootDate, day)
  }
  const list = [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, figures]) => {
      const first = figures.ids[0]
      return {
        shoot_date: day,
        daily_budget: figures.budget,
        dcr_total: first ? figures.cost : null,
        dpr_id: first?.id ?? null,
        dpr_status: (first?.status ?? null) as DprStatus | null,
        variance: figures.budget !== null && first ? figures.budget - figures.cost : null,
      }
    })
  return {
    project_id: query.project_id,
    currency_code: currency.code,
    minor_units: currency.minor_units,
    days: list,
    daily_budget_total: list.reduce((sum, day) => sum + (day.daily_budget ?? 0), 0),
    dcr_total: list.reduce((sum, day) => sum + (day.dcr_total ?? 0), 0),
  }
}
