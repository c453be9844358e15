import { and, eq, isNull } from 'drizzle-orm'
import { BUDGET_COMPARED_FIELDS, type BudgetCompare, type BudgetDifference } from '../../../contract/budget'
import type { Database } from '../../db/client'
import { budgetLines, categories } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { budgetProject, versionByNumber } from '../budget-versions/access'
import { quantityOf } from '../budget-versions/line-rows'

/*
 * GET /v2/budget/compare/{project_id}?from&to: line by line, matched on the budget code (case
 * does not matter), what was added, removed or changed (and in which fields) between two
 * versions, with the variance to − from.
 */

async function linesOf(db: Database, versionId: number) {
  const rows = await db
    .select({
      budgetCode: budgetLines.budgetCode,
      description: budgetLines.description,
      categoryId: budgetLines.categoryId,
      subCategoryId: budgetLines.subCategoryId,
      cityId: budgetLines.cityId,
      isAtl: budgetLines.isAtl,
      quantity: budgetLines.quantity,
      unit: budgetLines.unit,
      rate: budgetLines.rate,
      amount: budgetLines.amount,
      notes: budgetLines.notes,
    })
    .from(budgetLines)
    .where(and(eq(budgetLines.versionId, versionId), isNull(budgetLines.deletedAt)))
  return new Map(
    rows.map((row) => [
      row.budgetCode.toLowerCase(),
      { ...row, quantity: quantityOf(row.quantity), rate: Number(row.rate), amount: Number(row.amount) },
    ]),
  )
}

export async function compareVersions(
  db: Database,
  caller: Caller,
  projectId: number,
  fromNo: number,
  toNo: number,
): Promise<BudgetCompare> {
  const project = await budgetProject(db, caller, projectId)
  const from = await versionByNumber(db, project.id, fromNo)
  const to = await versionByNumber(db, project.id, toNo)
  const before = await linesOf(db, from.id)
  const after = await linesOf(db, to.id)
  const categoryName = new Map(
    (
      await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.organizationId, caller.tenantId))
    ).map((row) => [row.id, row.name]),
  )
  const counts = { added: 0, removed: 0, changed: 0, same: 0 }
  const differences: BudgetDifference[] = []
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(key)
    const now = after.get(key)
    const shown = now ?? old
    if (!shown) continue
    const fields =
      old && now
        ? BUDGET_COMPARED_FIELDS.filter(([, column]) => old[column] !== now[column]).map(([name]) => name)
        : []
    const change = !old ? 'added' : !now ? 'removed' : fields.length ? 'changed' : 'same'
    counts[change]++
    differences.push({
      budget_code: shown.budgetCode,
      change,
      category_name: shown.categoryId === null ? null : (categoryName.get(shown.categoryId) ?? null),
      description: shown.description,
      from_amount: old?.amount ?? null,
      to_amount: now?.amount ?? null,
      variance: (now?.amount ?? 0) - (old?.amount ?? 0),
      fields,
    })
  }
  const sortKey = (code: string) => code.toLowerCase()
  differences.sort((a, b) => {
    const left = sortKey(a.budget_code)
    const right = sortKey(b.budget_code)
    return left < right ? -1 : left > right ? 1 : 0
  })
  return {
    from: from.versionNo,
    to: to.versionNo,
    currency: project.currency,
    differences,
    from_total: Number(from.total),
    to_total: Number(to.total),
    counts,
  }
}
