import { and, eq, isNull, or } from 'drizzle-orm'
import type { FieldError } from '../../../contract/envelope'
import type { Database } from '../../db/client'
import { categories, cities, subCategories } from '../../db/schema'

/*
 * What a budget line may point at: active categories, sub-categories and cities of the tenant.
 * A sub-category must belong to the line's category, and be shared by every project or be this
 * project's own.
 */

export async function activeCategory(db: Database, tenantId: number, id: number) {
  const [row] = await db
    .select({ id: categories.id, aboveTheLine: categories.aboveTheLine })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.organizationId, tenantId), isNull(categories.archivedAt)))
  return row ?? null
}

export async function activeSubCategory(
  db: Database,
  tenantId: number,
  projectId: number,
  id: number,
  categoryId: number | null,
) {
  if (categoryId === null) return null
  const [row] = await db
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(
      and(
        eq(subCategories.id, id),
        eq(subCategories.organizationId, tenantId),
        eq(subCategories.categoryId, categoryId),
        or(isNull(subCategories.projectId), eq(subCategories.projectId, projectId)),
        isNull(subCategories.archivedAt),
      ),
    )
  return row ?? null
}

export async function activeCity(db: Database, tenantId: number, id: number) {
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, id), eq(cities.organizationId, tenantId), isNull(cities.archivedAt)))
  return row ?? null
}

/** The field errors of a line's references; empty when every one is fine. */
export async function referenceErrors(
  db: Database,
  tenantId: number,
  projectId: number,
  values: { category_id: number | null; sub_category_id: number | null; city_id: number | null },
  sent: { category_id?: unknown; sub_category_id?: unknown; city_id?: unknown },
): Promise<FieldError[]> {
  const errors: FieldError[] = []
  if (sent.category_id !== undefined && values.category_id !== null) {
    if (!(await activeCategory(db, tenantId, values.category_id)))
      errors.push({ path: 'category_id', message: 'Choose an active budget category', code: 'notFound' })
  }
  if (sent.sub_category_id !== undefined && values.sub_category_id !== null) {
    const found = await activeSubCategory(db, tenantId, projectId, values.sub_category_id, values.category_id)
    if (!found)
      errors.push({
        path: 'sub_category_id',
        message: 'Choose an active sub-category of the line’s category',
        code: 'notInCategory',
      })
  }
  if (sent.city_id !== undefined && values.city_id !== null) {
    if (!(await activeCity(db, tenantId, values.city_id)))
      errors.push({ path: 'city_id', message: 'Choose an active city', code: 'notFound' })
  }
  return errors
}
