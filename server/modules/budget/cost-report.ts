import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type {
  CostReport,
  CostReportCode,
  CostTotals,
  costReportQuerySchema,
  EtcProposal,
} from '../../../contract/cost-report'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { budgetLines, categories } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { invalidField } from '../../http/errors'
import { mayCall } from '../../http/permissions'
import { budgetProject, chosenVersion, currentVersions } from '../budget-versions/access'
import { dayBefore, todayOf } from '../dates'
import type { Currency } from '../projects/currency'
import type { Spend } from '../spend/ledger'
import { spendAsOf } from '../spend/rollup'
import { etcProposals } from './cost-proposals'

/*
 * The cost report (contract/cost-report.ts): per code of a version, the budget; actual in the
 * period and to date and what is still committed, all from the spend ledger as of a date; the
 * estimate to complete — the latest entry effective by then, else budget − actual − committed, never
 * below 0 —, EFC = actual + committed + ETC and variance = budget − EFC. Codes with spend but no line
 * in the version are listed after the planned ones with a budget of 0.
 */

type Query = z.infer<typeof costReportQuerySchema>
const keyOf = (code: string) => code.toLowerCase()

/** The Monday of an ISO date's week. */
export const mondayOf = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7))
  return date.toISOString().slice(0, 10)
}
/** The Sunday that ends an ISO date's week. */
export const sundayOf = (day: string) => {
  const date = new Date(`${mondayOf(day)}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 6)
  return date.toISOString().slice(0, 10)
}

export const zeroTotals = (): CostTotals => ({
  budget: 0,
  period_actual: 0,
  actual: 0,
  committed: 0,
  etc: 0,
  efc: 0,
  variance: 0,
})

type EtcEntry = {
  id: number
  budget_code: string
  amount: string
  effective_date: string
  reason: string
  entered_by: string | null
}

/** Each project's ETC entries effective on `asOf`, per code: the latest by date, then by entry. */
async function etcEntriesOn(db: Database, tenantId: number, projectIds: number[], asOf: string) {
  const result = await db.execute(sql`
    select distinct on (e.project_id, lower(e.budget_code)) e.project_id, e.id, e.budget_code, e.amount,
      e.effective_date::text as effective_date, e.reason, u.name as entered_by
    from cost_estimates e left join users u on u.id = e.created_by
    where e.organization_id = ${tenantId} and e.project_id = any(${sql.param(projectIds)}::int[])
      and e.effective_date <= ${asOf}::date
    order by e.project_id, lower(e.budget_code), e.effective_date desc, e.id desc`)
  const byProject = new Map<number, Map<string, EtcEntry>>()
  for (const row of rowsOf<EtcEntry & { project_id: number }>(result)) {
    const entries = byProject.get(Number(row.project_id)) ?? new Map<string, EtcEntry>()
    entries.set(keyOf(row.budget_code), row)
    byProject.set(Number(row.project_id), entries)
  }
  return (projectId: number) => byProject.get(projectId) ?? new Map<string, EtcEntry>()
}

type CostLine = { code: string; description: string; amount: number; category: string | null }

/** The live lines of each version, in the version's order. */
async function linesOf(db: Database, versionIds: number[]) {
  const byVersion = new Map<number, CostLine[]>()
  if (versionIds.length === 0) return (versionId: number) => byVersion.get(versionId) ?? []
  const rows = await db
    .select({
      versionId: budgetLines.versionId,
      code: budgetLines.budgetCode,
      description: budgetLines.description,
      amount: budgetLines.amount,
      category: categories.name,
    })
    .from(budgetLines)
    .leftJoin(categories, eq(categories.id, budgetLines.categoryId))
    .where(and(inArray(budgetLines.versionId, versionIds), isNull(budgetLines.deletedAt)))
    .orderBy(asc(budgetLines.versionId), asc(budgetLines.position), asc(budgetLines.id))
  for (const { versionId, ...line } of rows) {
    const lines = byVersion.get(versionId) ?? []
    lines.push({ ...line, amount: Number(line.amount) })
    byVersion.set(versionId, lines)
  }
  return (versionId: number) => byVersion.get(versionId) ?? []
}

/** What one project's report is worked out from. */
type CostInputs = {
  lines: CostLine[]
  /** Spend as of the report's date. */
  toDate: Spend
  /** Spend as of the day before its period. */
  before: Spend
  entries: Map<string, EtcEntry>
  proposals: Map<string, EtcProposal[]>
}

/** The report's codes and totals: the rule, for one report or the dashboard's many. */
function costFigures({ lines, toDate, before, entries, proposals }: CostInputs) {
  const rows = new Map<
    string,
    { code: string; description: string; category: string | null; budget: number }
  >()
  for (const line of lines)
    rows.set(keyOf(line.code), {
      code: line.code,
      description: line.description,
      category: line.category,
      budget: line.amount,
    })
  const spent = [...new Set([...toDate.committed.keys(), ...toDate.actual.keys(), ...before.actual.keys()])]
  for (const code of spent.sort())
    if (!rows.has(keyOf(code))) rows.set(keyOf(code), { code, description: '', category: null, budget: 0 })
  const spendOf = (map: Map<string, number>) => {
    const byKey = new Map<string, number>()
    for (const [code, amount] of map) byKey.set(keyOf(code), (byKey.get(keyOf(code)) ?? 0) + amount)
    return byKey
  }
  const actual = spendOf(toDate.actual)
  const committed = spendOf(toDate.committed)
  const actualBefore = spendOf(before.actual)
  const totals = zeroTotals()
  const codes: CostReportCode[] = []
  for (const [key, row] of rows) {
    const spend = { actual: actual.get(key) ?? 0, committed: committed.get(key) ?? 0 }
    const entry = entries.get(key)
    const etc = entry ? Number(entry.amount) : Math.max(0, row.budget - spend.actual - spend.committed)
    const efc = spend.actual + spend.committed + etc
    const code: CostReportCode = {
      budget_code: row.code,
      description: row.description,
      category_name: row.category,
      budget: row.budget,
      period_actual: spend.actual - (actualBefore.get(key) ?? 0),
      actual: spend.actual,
      committed: spend.committed,
      etc,
      etc_entry: entry
        ? {
            etc_id: entry.id,
            effective_date: entry.effective_date,
            reason: entry.reason,
            entered_by: entry.entered_by,
          }
        : null,
      efc,
      variance: row.budget - efc,
      proposals: proposals.get(key) ?? [],
    }
    for (const field of Object.keys(totals) as (keyof CostTotals)[]) totals[field] += code[field]
    codes.push(code)
  }
  return { codes, totals }
}

export async function costReport(
  db: Database,
  caller: Caller,
  projectId: number,
  query: Query,
  now: Date,
  { proposals: withProposals = true }: { proposals?: boolean } = {},
): Promise<CostReport> {
  const project = await budgetProject(db, caller, projectId)
  const asOf = query.as_of ?? todayOf(now)
  const periodFrom = query.period_from ?? mondayOf(asOf)
  if (periodFrom > asOf) throw invalidField('period_from', 'The period starts on or before the report’s date')
  const version = await chosenVersion(db, projectId, query.budgetV)
  const [lines, spend, entries, proposals, canEdit] = await Promise.all([
    linesOf(db, version ? [version.id] : []),
    spendAsOf(db, caller.tenantId, [projectId], [asOf, dayBefore(periodFrom)]),
    etcEntriesOn(db, caller.tenantId, [projectId], asOf),
    withProposals
      ? etcProposals(db, caller, projectId, asOf)
      : Promise.resolve(new Map<string, EtcProposal[]>()),
    mayCall(db, caller.session, 'budget', 'PUT'),
  ])
  const { codes, totals } = costFigures({
    lines: version ? lines(version.id) : [],
    toDate: spend(projectId, asOf),
    before: spend(projectId, dayBefore(periodFrom)),
    entries: entries(projectId),
    proposals,
  })
  return {
    project_id: projectId,
    budgetV: version?.versionNo ?? null,
    as_of: asOf,
    period_from: periodFrom,
    currency: project.currency,
    codes,
    totals,
    can_edit: canEdit,
  }
}

/**
 * The reports of many projects the caller may see (`projects`, each with its currency), as of
 * `asOf`, on their current versions, for the week to `asOf`, without proposals: what costReport
 * answers for each, read in a handful of statements for them all (the dashboard's).
 */
export async function currentCostReports(
  db: Database,
  tenantId: number,
  projects: { id: number; currency: Currency }[],
  asOf: string,
): Promise<CostReport[]> {
  const ids = projects.map((project) => project.id)
  const periodFrom = mondayOf(asOf)
  const versions = await currentVersions(db, ids)
  const [lines, spend, entries] = await Promise.all([
    linesOf(
      db,
      [...versions.values()].map((version) => version.id),
    ),
    spendAsOf(db, tenantId, ids, [asOf, dayBefore(periodFrom)]),
    etcEntriesOn(db, tenantId, ids, asOf),
  ])
  return projects.map((project) => {
    const version = versions.get(project.id)
    return {
      project_id: project.id,
      budgetV: version?.versionNo ?? null,
      as_of: asOf,
      period_from: periodFrom,
      currency: project.currency,
      ...costFigures({
        lines: version ? lines(version.id) : [],
        toDate: spend(project.id, asOf),
        before: spend(project.id, dayBefore(periodFrom)),
        entries: entries(project.id),
        proposals: new Map(),
      }),
      can_edit: false,
    }
  })
}
