import { eq } from 'drizzle-orm'
import type { BudgetLine } from '../../../contract/budget'
import { normalizeQuantity } from '../../../contract/budget-upload'
import type { Database } from '../../db/client'
import { budgetLines, budgetVersions, categories, cities, subCategories, users } from '../../db/schema'

/*
 * A budget line as the API shows it: the line with the names of what it points at. Every read
 * of lines (one line, a page, the ATL list) selects with these columns and joins.
 */

export const lineColumns = {
  line: budgetLines,
  versionNo: budgetVersions.versionNo,
  categoryName: categories.name,
  subCategoryName: subCategories.name,
  cityName: cities.name,
  updatedByName: users.name,
}

export type LineRow = {
  line: typeof budgetLines.$inferSelect
  versionNo: number
  categoryName: string | null
  subCategoryName: string | null
  cityName: string | null
  updatedByName: string | null
}

/** SELECT … FROM budget_lines with the joins lineColumns needs; callers add where/order/limit. */
export function selectLines(db: Database) {
  return db
    .select(lineColumns)
    .from(budgetLines)
    .innerJoin(budgetVersions, eq(budgetVersions.id, budgetLines.versionId))
    .leftJoin(categories, eq(categories.id, budgetLines.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, budgetLines.subCategoryId))
    .leftJoin(cities, eq(cities.id, budgetLines.cityId))
    .leftJoin(users, eq(users.id, budgetLines.updatedBy))
}

/** numeric(12,3) comes back as "2.500": the API spells it "2.5". */
export const quantityOf = (stored: string) => normalizeQuantity(stored) ?? stored

export function toBudgetLine(row: LineRow): BudgetLine {
  const { line } = row
  return {
    budget_id: line.id,
    project_id: line.projectId,
    budgetV: row.versionNo,
    budget_code: line.budgetCode,
    category_id: line.categoryId,
    category_name: row.categoryName,
    sub_category_id: line.subCategoryId,
    sub_category_name: row.subCategoryName,
    description: line.description,
    city_id: line.cityId,
    city_name: row.cityName,
    is_atl: line.isAtl,
    quantity: quantityOf(line.quantity),
    unit: line.unit,
    rate: Number(line.rate),
    amount: Number(line.amount),
    notes: line.notes,
    row_version: line.rowVersion,
    updated_at: line.updatedAt.toISOString(),
    updated_by_name: row.updatedByName,
  }
}
