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

/** A category's figures over all its codes, and the codes the answer carries. */
export type CategoryFigures = Group & {
  codeCount: number
  overCount: number
  atl: number
  btl: number
  committed: number
  actual: number
}

/** The report's categories in order, each with its subtotals, and the report's totals. */
export function reportOf(figures: CategoryFigures[]) {
  const totals = { atl: 0, btl: 0, committed: 0, actual: 0 }
  const categories = [...figures].sort(compareCategories).map((group) => {
    totals.atl += group.atl
    totals.btl += group.btl
    totals.committed += group.committed
    totals.actual += group.actual
    const subtotal = group.atl + group.btl
    return {
      category_id: group.id,
      category_name: group.category?.name ?? null,
      code_count: group.codeCount,
      over_budget_count: group.overCount,
      codes: group.codes,
      subtotal,
      committed_subtotal: group.committed,
      actual_subtotal: group.actual,
      remaining_subtotal: subtotal - group.committed - group.actual,
    }
  })
  const total = totals.atl + totals.btl
  return {
    categories,
    atl_total: totals.atl,
    btl_total: totals.btl,
    total,
    committed_total: totals.committed,
    actual_total: totals.actual,
    remaining_total: total - totals.committed - totals.actual,
  }
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
    return reportOf(
      [...this.groups.values()].map((group) => {
        const figures = {
          ...group,
          codeCount: group.codes.length,
          overCount: 0,
          atl: 0,
          btl: 0,
          committed: 0,
          actual: 0,
        }
        group.codes.sort(
          (a, b) => byText(a.budget_code, b.budget_code) || (a.budget_id ?? 0) - (b.budget_id ?? 0),
        )
        for (const code of group.codes) {
          if (code.is_atl) figures.atl += code.amount
          else figures.btl += code.amount
          figures.committed += code.committed
          figures.actual += code.actual
          if (code.over_budget) figures.overCount++
        }
        return figures
      }),
    )
  }
}
