import { and, asc, eq, isNull, sql } from 'drizzle-orm'
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
import { invalidField } from '../../http/errors'
import { mayCall } from '../../http/permissions'
import { dayBefore, todayOf } from '../dates'
import { spendMaps } from '../spend/ledger'
import { budgetProject, type Caller, chosenVersion } from './access'
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

/** Each code's ETC entry effective on `asOf`: the latest by date, then by entry. */
async function etcEntriesOn(db: Database, tenantId: number, projectId: number, asOf: string) {
  const result = await db.execute(sql`
    select distinct on (lower(e.budget_code)) e.id, e.budget_code, e.amount, e.effective_date::text as effective_date,
      e.reason, u.name as entered_by
    from cost_estimates e left join users u on u.id = e.created_by
    where e.organization_id = ${tenantId} and e.project_id = ${projectId} and e.effective_date <= ${asOf}::date
    order by lower(e.budget_code), e.effective_date desc, e.id desc`)
  const rows = rowsOf<{
    id: number
    budget_code: string
    amount: string
    effective_date: string
    reason: string
    entered_by: string | null
  }>(result)
  return new Map(rows.map((row) => [keyOf(row.budget_code), row]))
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
  const scope = { tenantId: caller.tenantId, projectId }
  const [lines, toDate, before, entries, proposals, canEdit] = await Promise.all([
    version
      ? db
          .select({
            code: budgetLines.budgetCode,
            description: budgetLines.description,
            amount: budgetLines.amount,
            category: categories.name,
          })
          .from(budgetLines)
          .leftJoin(categories, eq(categories.id, budgetLines.categoryId))
          .where(and(eq(budgetLines.versionId, version.id), isNull(budgetLines.deletedAt)))
          .orderBy(asc(budgetLines.position), asc(budgetLines.id))
      : Promise.resolve([]),
    spendMaps(db, { ...scope, through: asOf }),
    spendMaps(db, { ...scope, through: dayBefore(periodFrom) }),
    etcEntriesOn(db, caller.tenantId, projectId, asOf),
    withProposals
      ? etcProposals(db, caller, projectId, asOf)
      : Promise.resolve(new Map<string, EtcProposal[]>()),
    mayCall(db, caller.session, 'budget', 'PUT'),
  ])
  const rows = new Map<
    string,
    { code: string; description: string; category: string | null; budget: number }
  >()
  for (const line of lines)
    rows.set(keyOf(line.code), {
      code: line.code,
      description: line.description,
      category: line.category,
      budget: Number(line.amount),
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
