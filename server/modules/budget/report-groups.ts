import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { BudgetReport } from '../../../contract/budget'
import type { Database } from '../../db/client'
import { budgetLines, categories, subCategories } from '../../db/schema'
import { usedPct } from '../spend/figures'

/*
 * The pieces of the code report: the category order, each code as the answer shows it, and the
 * in-memory grouping with subtotals and totals that the daily-budget report uses.
 */

export type ReportCode = BudgetReport['categories'][number]['codes'][number]
export type CategoryInfo = { name: string; position: number | null; code: string }

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The tenant's categories (by id) and sub-category names (by id). */
export async function categoryMaps(db: Database, tenantId: number) {
  const [categoryRows, subCategoryRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        name: categories.name,
        position: categories.position,
        code: categories.code,
      })
      .from(categories)
      .where(eq(categories.organizationId, tenantId)),
    db
      .select({ id: subCategories.id, name: subCategories.name })
      .from(subCategories)
      .where(eq(subCategories.organizationId, tenantId)),
  ])
  return {
    categoryOf: new Map<number, CategoryInfo>(categoryRows.map((row) => [row.id, row])),
    subCategoryName: new Map(subCategoryRows.map((row) => [row.id, row.name])),
  }
}

export type LineRow = {
  id: number
  code: string
  description: string
  subCategoryId: number | null
  isAtl: boolean
  amount: number
  categoryId: number | null
}

/** The version's live lines of `codes` (lower case), sorted by code (bytes) and id. */
export async function versionLineRows(db: Database, versionId: number, codes: string[]): Promise<LineRow[]> {
  const result = await db.execute(sql`
    select ${budgetLines.id} as "id", ${budgetLines.budgetCode} as "code", ${budgetLines.description} as "description",
      ${budgetLines.subCategoryId} as "subCategoryId", ${budgetLines.isAtl} as "isAtl",
      ${budgetLines.amount} as "amount", ${budgetLines.categoryId} as "categoryId"
    from ${budgetLines}
    where ${and(
      eq(budgetLines.versionId, versionId),
      isNull(budgetLines.deletedAt),
      inArray(sql`lower(${budgetLines.budgetCode})`, codes),
    )}
    order by ${budgetLines.budgetCode} collate "C", ${budgetLines.id}`)
  const rows = (result as unknown as { rows: LineRow[] }).rows
  // bigint comes as text (node-postgres) or a bigint (PGlite): money is a number in the answer.
  for (const row of rows) row.amount = Number(row.amount)
  return rows
}

/** One code of the report; used_pct only `withActuals` (a version's report), else null. */
export function reportCode(
  line: Pick<
    ReportCode,
    'budget_id' | 'budget_code' | 'description' | 'sub_category_name' | 'is_atl' | 'amount'
  >,
  committed: number,
  actual: number,
  withActuals: boolean,
): ReportCode {
  const remaining = line.amount - committed - actual
  return {
    budget_id: line.budget_id,
    budget_code: line.budget_code,
    description: line.description,
    sub_category_name: line.sub_category_name,
    is_atl: line.is_atl,
    amount: line.amount,
    committed,
    actual,
    remaining,
    used_pct: withActuals ? usedPct(committed + actual, line.amount) : null,
    over_budget: remaining < 0,
  }
}

type Group = { id: number | null; category: CategoryInfo | undefined; codes: ReportCode[] }

/** The report's category order: by position, code, id; the codes without a category last. */
export function compareCategories(
  a: { id: number | null; category: CategoryInfo | undefined },
  b: { id: number | null; category: CategoryInfo | undefined },
) {
  if (a.id === null || b.id === null) return Number(a.id === null) - Number(b.id === null)
  return (
    (a.category?.position ?? 0) - (b.category?.position ?? 0) ||
    byText(a.category?.code ?? '', b.category?.code ?? '') ||
    a.id - b.id
  )
}

/**
 * Codes collected per category in memory (the daily-budget report, whose codes are a few days'
 * worth), then ordered: categories by position, code, id (the codes without one last); codes by
 * code (bytes) and id. A version's report groups in the database instead (report-actuals.ts).
 */
export class ReportGroups {
  private readonly groups = new Map<number | null, Group>()

  add(categoryId: number | null, category: CategoryInfo | undefined, code: ReportCode) {
    const group = this.groups.get(categoryId)
    if (group) group.codes.push(code)
    else this.groups.set(categoryId, { id: categoryId, category, codes: [code] })
  }

  report() {
    const ordered = [...this.groups.values()].sort(compareCategories)
    const totals = { atl: 0, btl: 0, committed: 0, actual: 0, remaining: 0 }
    const report = ordered.map(({ id, category, codes }) => {
      codes.sort((a, b) => byText(a.budget_code, b.budget_code) || (a.budget_id ?? 0) - (b.budget_id ?? 0))
      let subtotal = 0
      let committed = 0
      let actual = 0
      let remaining = 0
      let over = 0
      for (const code of codes) {
        subtotal += code.amount
        committed += code.committed
        actual += code.actual
        remaining += code.remaining
        if (code.over_budget) over++
        if (code.is_atl) totals.atl += code.amount
        else totals.btl += code.amount
      }
      totals.committed += committed
      totals.actual += actual
      totals.remaining += remaining
      return {
        category_id: id,
        category_name: category?.name ?? null,
        code_count: codes.length,
        over_budget_count: over,
        codes,
        subtotal,
        committed_subtotal: committed,
        actual_subtotal: actual,
        remaining_subtotal: remaining,
      }
    })
    return {
      categories: report,
      atl_total: totals.atl,
      btl_total: totals.btl,
      total: totals.atl + totals.btl,
      committed_total: totals.committed,
      actual_total: totals.actual,
      remaining_total: totals.remaining,
    }
  }
}
