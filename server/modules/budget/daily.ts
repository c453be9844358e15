import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type {
  createDailyBudgetRequestSchema,
  DailyBudget,
  dailyBudgetQuerySchema,
  updateDailyBudgetRequestSchema,
} from '../../../contract/budget'
import type { FieldError } from '../../../contract/envelope'
import type { Database } from '../../db/client'
import { budgetLines, cities, dailyBudgets } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { badRequest, conflict, notFound } from '../../http/errors'
import type { AuditWriter } from '../../http/route'
import { budgetProject, currentVersion } from '../budget-versions/access'
import { assertProjectInScope } from '../projects/scope'
import { activeCity } from './references'

/*
 * Daily budgets: the planned spend of one shoot day, one per project and day, by codes of the
 * project's current budget version. Changes name the row_version they were made on (stale → 409).
 */

type CreateInput = z.output<typeof createDailyBudgetRequestSchema>
type UpdateInput = z.output<typeof updateDailyBudgetRequestSchema>
type DayLine = { budget_code: string; description: string | null; amount: number }

function toDailyBudget(row: { day: typeof dailyBudgets.$inferSelect; cityName: string | null }): DailyBudget {
  const { day } = row
  return {
    dailybudget_id: day.id,
    project_id: day.projectId,
    dailybudget_date: day.day,
    title: day.title,
    city_id: day.cityId,
    city_name: row.cityName,
    lines: (day.lines as DayLine[]).map((line) => ({ ...line, amount: Number(line.amount) })),
    total: Number(day.total),
    notes: day.notes,
    row_version: day.rowVersion,
    updated_at: day.updatedAt.toISOString(),
  }
}

function selectDays(db: Database) {
  return db
    .select({ day: dailyBudgets, cityName: cities.name })
    .from(dailyBudgets)
    .leftJoin(cities, eq(cities.id, dailyBudgets.cityId))
}

async function dayAnswer(db: Database, id: number) {
  const [row] = await selectDays(db).where(eq(dailyBudgets.id, id))
  if (!row) throw notFound('This daily budget')
  return toDailyBudget(row)
}

/** The day's lines with each code spelt as the current version spells it; field errors otherwise. */
async function checkedLines(
  db: Database,
  projectId: number,
  lines: { budget_code: string; description?: string | null; amount: number }[],
) {
  const version = await currentVersion(db, projectId)
  const wanted = [...new Set(lines.map((line) => line.budget_code.toLowerCase()))]
  const known =
    version && wanted.length
      ? await db
          .select({ code: budgetLines.budgetCode })
          .from(budgetLines)
          .where(
            and(
              eq(budgetLines.versionId, version.id),
              isNull(budgetLines.deletedAt),
              inArray(sql`lower(${budgetLines.budgetCode})`, wanted),
            ),
          )
      : []
  const spelling = new Map(known.map((row) => [row.code.toLowerCase(), row.code]))
  const errors: FieldError[] = []
  const checked: DayLine[] = lines.map((line, index) => {
    const code = spelling.get(line.budget_code.toLowerCase())
    if (!code)
      errors.push({
        path: `lines.${index}.budget_code`,
        message: `${line.budget_code} is not a code of the current budget`,
        code: 'unknownCode',
      })
    return {
      budget_code: code ?? line.budget_code,
      description: line.description || null,
      amount: line.amount,
    }
  })
  return { lines: checked, errors }
}

async function cityErrors(db: Database, tenantId: number, cityId: number | null | undefined) {
  if (cityId === null || cityId === undefined) return []
  return (await activeCity(db, tenantId, cityId))
    ? []
    : [{ path: 'city_id', message: 'Choose an active city', code: 'notFound' }]
}

async function assertFreeDay(db: Database, projectId: number, day: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: dailyBudgets.id })
    .from(dailyBudgets)
    .where(
      and(
        eq(dailyBudgets.projectId, projectId),
        eq(dailyBudgets.day, day),
        isNull(dailyBudgets.archivedAt),
        exceptId === undefined ? undefined : ne(dailyBudgets.id, exceptId),
      ),
    )
    .limit(1)
  if (taken) {
    const message = `The project already has a daily budget on ${day}`
    throw conflict(message, [{ path: 'dailybudget_date', message, code: 'unique' }], 'unique')
  }
}

const totalOf = (lines: DayLine[]) => lines.reduce((sum, line) => sum + line.amount, 0)

export async function createDailyBudget(
  db: Database,
  caller: Caller,
  audit: AuditWriter,
  now: Date,
  input: CreateInput,
): Promise<DailyBudget> {
  const project = await budgetProject(db, caller, input.project_id)
  const id = await db.transaction(async (tx) => {
    const { lines, errors } = await checkedLines(tx, project.id, input.lines)
    errors.push(...(await cityErrors(tx, caller.tenantId, input.city_id)))
    if (errors.length) throw badRequest('Some fields need attention', errors, 'invalid')
    await assertFreeDay(tx, project.id, input.dailybudget_date)
    const [day] = await tx
      .insert(dailyBudgets)
      .values({
        organizationId: caller.tenantId,
        projectId: project.id,
        day: input.dailybudget_date,
        title: input.title,
        cityId: input.city_id ?? null,
        notes: input.notes || null,
        lines,
        total: totalOf(lines),
        updatedBy: caller.session.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!day) throw new Error('daily budget: no row')
    await audit(tx, { action: 'daily_budget.create', entity: 'daily_budget', entityId: day.id, after: day })
    return day.id
  })
  return dayAnswer(db, id)
}

export async function listDailyBudgets(
  db: Database,
  caller: Caller,
  query: z.output<typeof dailyBudgetQuerySchema>,
): Promise<DailyBudget[]> {
  const project = await budgetProject(db, caller, query.project_id)
  if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo)
    throw badRequest('dateFrom cannot be after dateTo', [
      { path: 'dateTo', message: 'dateTo cannot be before dateFrom', code: 'dateOrder' },
    ])
  const rows = await selectDays(db)
    .where(
      and(
        eq(dailyBudgets.projectId, project.id),
        isNull(dailyBudgets.archivedAt),
        query.dailybudget_date ? eq(dailyBudgets.day, query.dailybudget_date) : undefined,
        query.dateFrom ? gte(dailyBudgets.day, query.dateFrom) : undefined,
        query.dateTo ? lte(dailyBudgets.day, query.dateTo) : undefined,
      ),
    )
    .orderBy(asc(dailyBudgets.day))
  return rows.map(toDailyBudget)
}

export async function updateDailyBudget(
  db: Database,
  caller: Caller,
  audit: AuditWriter,
  now: Date,
  id: number,
  input: UpdateInput,
): Promise<DailyBudget> {
  await db.transaction(async (tx) => {
    const [day] = await tx
      .select()
      .from(dailyBudgets)
      .where(
        and(
          eq(dailyBudgets.id, id),
          eq(dailyBudgets.organizationId, caller.tenantId),
          isNull(dailyBudgets.archivedAt),
        ),
      )
      .for('update')
    if (!day) throw notFound('This daily budget')
    await assertProjectInScope(tx, caller, day.projectId)
    if (day.rowVersion !== input.row_version) {
      throw conflict(
        `This daily budget was changed at ${day.updatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC; reload it and apply your change again`,
        [],
        'stale',
      )
    }
    const errors: FieldError[] = []
    let lines = day.lines as DayLine[]
    if (input.lines) {
      const checked = await checkedLines(tx, day.projectId, input.lines)
      lines = checked.lines
      errors.push(...checked.errors)
    }
    errors.push(...(await cityErrors(tx, caller.tenantId, input.city_id)))
    if (errors.length) throw badRequest('Some fields need attention', errors, 'invalid')
    if (input.dailybudget_date && input.dailybudget_date !== day.day)
      await assertFreeDay(tx, day.projectId, input.dailybudget_date, day.id)
    const [after] = await tx
      .update(dailyBudgets)
      .set({
        day: input.dailybudget_date ?? day.day,
        title: input.title ?? day.title,
        cityId: input.city_id === undefined ? day.cityId : input.city_id,
        notes: input.notes === undefined ? day.notes : input.notes || null,
        lines,
        total: totalOf(lines),
        rowVersion: day.rowVersion + 1,
        updatedBy: caller.session.userId,
        updatedAt: now,
      })
      .where(and(eq(dailyBudgets.id, day.id), eq(dailyBudgets.rowVersion, input.row_version)))
      .returning()
    if (!after) throw conflict('This daily budget was changed meanwhile; reload it', [], 'stale')
    await audit(tx, {
      action: 'daily_budget.update',
      entity: 'daily_budget',
      entityId: day.id,
      before: day,
      after,
    })
  })
  return dayAnswer(db, id)
}
