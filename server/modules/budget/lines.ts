import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { BudgetLine, updateBudgetLineRequestSchema } from '../../../contract/budget'
import { lineAmount, normalizeQuantity } from '../../../contract/budget-upload'
import type { Database } from '../../db/client'
import { isUniqueViolation } from '../../db/failure'
import { budgetLines, budgetVersions, users } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { badRequest, conflict, notFound } from '../../http/errors'
import type { AuditWriter } from '../../http/route'
import { quantityOf, selectLines, toBudgetLine } from '../budget-versions/line-rows'
import { assertProjectInScope } from '../projects/scope'
import { activeSubCategory, referenceErrors } from './references'

/*
 * One budget line: read it, and change it without losing anyone's edit. A change names the
 * row_version it was made on; if someone saved the line since, it is refused (409) and nothing is
 * written. Lines of the locked original never change. Every change is audited field by field.
 */

type UpdateInput = z.output<typeof updateBudgetLineRequestSchema>

/** The API fields a line change can touch, in the order a log lists them. */
export const LINE_FIELDS = [
  'budget_code',
  'category_id',
  'sub_category_id',
  'description',
  'city_id',
  'is_atl',
  'quantity',
  'unit',
  'rate',
  'amount',
  'notes',
] as const
type LineField = (typeof LINE_FIELDS)[number]
type LineValues = Record<LineField, string | number | boolean | null>

/** A line of the tenant the caller may see (deleted ones only when asked); 404 otherwise. */
export async function lineOfTenant(db: Database, caller: Caller, lineId: number, withDeleted = false) {
  const [row] = await db
    .select({ line: budgetLines, version: budgetVersions })
    .from(budgetLines)
    .innerJoin(budgetVersions, eq(budgetVersions.id, budgetLines.versionId))
    .where(
      and(
        eq(budgetLines.id, lineId),
        eq(budgetLines.organizationId, caller.tenantId),
        withDeleted ? undefined : isNull(budgetLines.deletedAt),
      ),
    )
    .limit(1)
  if (!row) throw notFound('This budget line')
  await assertProjectInScope(db, caller, row.line.projectId)
  return row
}

export async function getLine(db: Database, caller: Caller, lineId: number): Promise<BudgetLine> {
  await lineOfTenant(db, caller, lineId)
  const [row] = await selectLines(db).where(eq(budgetLines.id, lineId))
  if (!row) throw notFound('This budget line')
  return toBudgetLine(row)
}

function valuesOf(line: typeof budgetLines.$inferSelect): LineValues {
  return {
    budget_code: line.budgetCode,
    category_id: line.categoryId,
    sub_category_id: line.subCategoryId,
    description: line.description,
    city_id: line.cityId,
    is_atl: line.isAtl,
    quantity: quantityOf(line.quantity),
    unit: line.unit,
    rate: Number(line.rate),
    amount: Number(line.amount),
    notes: line.notes,
  }
}

const blankToNull = (text: string | null | undefined) => (text ? text : null)

/** The line after the change: sent fields over the stored ones, the amount from quantity × rate. */
async function mergedValues(
  db: Database,
  caller: Caller,
  line: typeof budgetLines.$inferSelect,
  input: UpdateInput,
): Promise<LineValues> {
  const before = valuesOf(line)
  const categoryId = input.category_id === undefined ? line.categoryId : input.category_id
  let subCategoryId = input.sub_category_id === undefined ? line.subCategoryId : input.sub_category_id
  // A new category drops a kept sub-category that belongs to the old one.
  if (input.sub_category_id === undefined && subCategoryId !== null && categoryId !== line.categoryId) {
    const stillFits = await activeSubCategory(db, caller.tenantId, line.projectId, subCategoryId, categoryId)
    if (!stillFits) subCategoryId = null
  }
  const quantity =
    input.quantity === undefined
      ? String(before.quantity)
      : (normalizeQuantity(input.quantity) ?? input.quantity)
  const rate = input.rate ?? Number(line.rate)
  return {
    budget_code: input.budget_code ?? line.budgetCode,
    category_id: categoryId,
    sub_category_id: subCategoryId,
    description: input.description ?? line.description,
    city_id: input.city_id === undefined ? line.cityId : input.city_id,
    is_atl: input.is_atl ?? line.isAtl,
    quantity,
    unit: input.unit === undefined ? line.unit : blankToNull(input.unit),
    rate,
    // Worked out again only when its inputs change: a line uploaded with only a total keeps it exact.
    amount:
      input.quantity === undefined && input.rate === undefined
        ? Number(line.amount)
        : lineAmount(quantity, rate),
    notes: input.notes === undefined ? line.notes : blankToNull(input.notes),
  }
}

const stamp = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`

async function staleError(db: Database, line: typeof budgetLines.$inferSelect) {
  const [editor] = line.updatedBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, line.updatedBy))
    : []
  return conflict(
    `This line was changed by ${editor?.name ?? 'someone else'} at ${stamp(line.updatedAt)}; reload it and apply your change again`,
    [],
    'stale',
  )
}

export async function updateLine(
  db: Database,
  caller: Caller,
  audit: AuditWriter,
  now: Date,
  lineId: number,
  input: UpdateInput,
): Promise<BudgetLine> {
  await db.transaction(async (tx) => {
    const { version } = await lineOfTenant(tx, caller, lineId)
    // Locked so a concurrent save waits and then sees the row_version this one leaves.
    const [line] = await tx.select().from(budgetLines).where(eq(budgetLines.id, lineId)).for('update')
    if (!line) throw notFound('This budget line')
    if (version.isOriginal)
      throw conflict(
        'Lines of the approved original cannot be changed; copy it into a new version',
        [],
        'locked',
      )
    if (version.archivedAt) throw conflict('This version is archived', [], 'archived')
    if (line.rowVersion !== input.row_version) throw await staleError(tx, line)

    const next = await mergedValues(tx, caller, line, input)
    const errors = await referenceErrors(
      tx,
      caller.tenantId,
      line.projectId,
      next as { category_id: number | null; sub_category_id: number | null; city_id: number | null },
      input,
    )
    if (errors.length) throw badRequest('Some fields need attention', errors, 'invalid')
    const code = String(next.budget_code)
    if (code.toLowerCase() !== line.budgetCode.toLowerCase()) {
      const [taken] = await tx
        .select({ id: budgetLines.id })
        .from(budgetLines)
        .where(
          and(
            eq(budgetLines.versionId, line.versionId),
            sql`lower(${budgetLines.budgetCode}) = ${code.toLowerCase()}`,
            isNull(budgetLines.deletedAt),
            ne(budgetLines.id, line.id),
          ),
        )
        .limit(1)
      if (taken) throw uniqueCode(code)
    }

    const before = valuesOf(line)
    const changed = LINE_FIELDS.filter((field) => before[field] !== next[field])
    if (changed.length === 0) return
    const written = await tx
      .update(budgetLines)
      .set({
        budgetCode: code,
        categoryId: next.category_id as number | null,
        subCategoryId: next.sub_category_id as number | null,
        description: String(next.description),
        cityId: next.city_id as number | null,
        isAtl: Boolean(next.is_atl),
        quantity: String(next.quantity),
        unit: next.unit as string | null,
        rate: Number(next.rate),
        amount: Number(next.amount),
        notes: next.notes as string | null,
        rowVersion: sql`${budgetLines.rowVersion} + 1`,
        updatedBy: caller.session.userId,
        updatedAt: now,
      })
      .where(and(eq(budgetLines.id, line.id), eq(budgetLines.rowVersion, input.row_version)))
      .returning({ id: budgetLines.id })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? uniqueCode(code) : error
      })
    if (written.length === 0) throw await staleError(tx, line)
    const delta = Number(next.amount) - Number(line.amount)
    if (delta !== 0) {
      await tx
        .update(budgetVersions)
        .set({ total: sql`${budgetVersions.total} + ${delta}` })
        .where(eq(budgetVersions.id, line.versionId))
    }
    await audit(tx, {
      action: 'budget_line.update',
      entity: 'budget_line',
      entityId: line.id,
      before: Object.fromEntries(changed.map((field) => [field, before[field]])),
      after: Object.fromEntries(changed.map((field) => [field, next[field]])),
    })
  })
  return getLine(db, caller, lineId)
}

const uniqueCode = (code: string) =>
  conflict(
    `Budget code ${code} is already in this version`,
    [{ path: 'budget_code', message: `Budget code ${code} is already in this version`, code: 'unique' }],
    'unique',
  )
