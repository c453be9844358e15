import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { BudgetReport, budgetCodeQuerySchema, CitywiseRow } from '../../../contract/budget'
import type { Database } from '../../db/client'
import { budgetLines, categories, cities, dailyBudgets, subCategories } from '../../db/schema'
import { badRequest } from '../../http/errors'
import { figuresOf } from '../spend/figures'
import { budgetProject, type Caller, chosenVersion, currentVersion } from './access'
import { withActuals } from './report-actuals'

/*
 * The budget by category and code (of a version, or of the daily budgets between two dates) and
 * by shoot city. Reports read only the columns they show and group in one pass.
 */

export type ReportLine = {
  budget_id: number | null
  budget_code: string
  description: string
  sub_category_name: string | null
  is_atl: boolean
  amount: number
  category_id: number | null
  category_name: string | null
  category_position: number | null
  category_code: string | null
  /** Budget versus actual (version reports only). */
  committed?: number
  actual?: number
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * A version's live lines, slim: names come from small maps of the tenant's categories and
 * sub-categories, so 20,000 lines do not each carry their category's name, code and position.
 */
async function versionLines(db: Database, tenantId: number, versionId: number, codes?: string[]) {
  const rows = await db
    .select({
      id: budgetLines.id,
      code: budgetLines.budgetCode,
      description: budgetLines.description,
      subCategoryId: budgetLines.subCategoryId,
      isAtl: budgetLines.isAtl,
      amount: budgetLines.amount,
      categoryId: budgetLines.categoryId,
    })
    .from(budgetLines)
    .where(
      and(
        eq(budgetLines.versionId, versionId),
        isNull(budgetLines.deletedAt),
        codes ? inArray(sql`lower(${budgetLines.budgetCode})`, codes) : undefined,
      ),
    )
    .orderBy(sql`${budgetLines.budgetCode} collate "C"`, budgetLines.id)
  const categoryRows = await db
    .select({
      id: categories.id,
      name: categories.name,
      position: categories.position,
      code: categories.code,
    })
    .from(categories)
    .where(eq(categories.organizationId, tenantId))
  const subCategoryRows = await db
    .select({ id: subCategories.id, name: subCategories.name })
    .from(subCategories)
    .where(eq(subCategories.organizationId, tenantId))
  const categoryOf = new Map(categoryRows.map((row) => [row.id, row]))
  const subCategoryName = new Map(subCategoryRows.map((row) => [row.id, row.name]))
  return rows.map((row): ReportLine => {
    const category = row.categoryId === null ? undefined : categoryOf.get(row.categoryId)
    return {
      budget_id: row.id,
      budget_code: row.code,
      description: row.description,
      sub_category_name: row.subCategoryId === null ? null : (subCategoryName.get(row.subCategoryId) ?? null),
      is_atl: row.isAtl,
      amount: Number(row.amount),
      category_id: row.categoryId,
      category_name: category?.name ?? null,
      category_position: category?.position ?? null,
      category_code: category?.code ?? null,
    }
  })
}

/** Lines grouped by category (by position, then code; lines without one last), codes in order. */
function groupReport(lines: ReportLine[]) {
  const groups = new Map<number | null, { first: ReportLine; lines: ReportLine[] }>()
  for (const line of lines) {
    const group = groups.get(line.category_id)
    if (group) group.lines.push(line)
    else groups.set(line.category_id, { first: line, lines: [line] })
  }
  const ordered = [...groups.values()].sort((a, b) => {
    if (a.first.category_id === null || b.first.category_id === null)
      return Number(a.first.category_id === null) - Number(b.first.category_id === null)
    return (
      (a.first.category_position ?? 0) - (b.first.category_position ?? 0) ||
      byText(a.first.category_code ?? '', b.first.category_code ?? '') ||
      a.first.category_id - b.first.category_id
    )
  })
  let atl = 0
  let btl = 0
  const report = ordered.map(({ first, lines: members }) => {
    const codes = members
      .sort((a, b) => byText(a.budget_code, b.budget_code) || (a.budget_id ?? 0) - (b.budget_id ?? 0))
      .map((line) => {
        if (line.is_atl) atl += line.amount
        else btl += line.amount
        const committed = line.committed ?? 0
        const actual = line.actual ?? 0
        const figures = figuresOf(line.budget_code, null, line.amount, committed, actual)
        return {
          budget_id: line.budget_id,
          budget_code: line.budget_code,
          description: line.description,
          sub_category_name: line.sub_category_name,
          is_atl: line.is_atl,
          amount: line.amount,
          committed,
          actual,
          remaining: figures.remaining,
          used_pct: line.committed === undefined ? null : figures.used_pct,
          over_budget: figures.over_budget,
        }
      })
    const sum = (key: 'amount' | 'committed' | 'actual' | 'remaining') =>
      codes.reduce((total, code) => total + code[key], 0)
    return {
      category_id: first.category_id,
      category_name: first.category_name,
      codes,
      subtotal: sum('amount'),
      committed_subtotal: sum('committed'),
      actual_subtotal: sum('actual'),
      remaining_subtotal: sum('remaining'),
    }
  })
  const total = (key: 'committed_subtotal' | 'actual_subtotal' | 'remaining_subtotal') =>
    report.reduce((sum, category) => sum + category[key], 0)
  return {
    categories: report,
    atl_total: atl,
    btl_total: btl,
    total: atl + btl,
    committed_total: total('committed_subtotal'),
    actual_total: total('actual_subtotal'),
    remaining_total: total('remaining_subtotal'),
  }
}

/** Each budget code's planned spend over the project's daily budgets between two dates. */
async function dailyLines(db: Database, tenantId: number, projectId: number, from: string, to: string) {
  const days = await db
    .select({ lines: dailyBudgets.lines })
    .from(dailyBudgets)
    .where(
      and(
        eq(dailyBudgets.projectId, projectId),
        isNull(dailyBudgets.archivedAt),
        gte(dailyBudgets.day, from),
        lte(dailyBudgets.day, to),
      ),
    )
  const byCode = new Map<string, { code: string; description: string | null; amount: number }>()
  for (const day of days) {
    for (const line of day.lines as { budget_code: string; description: string | null; amount: number }[]) {
      const key = line.budget_code.toLowerCase()
      const entry = byCode.get(key)
      if (entry) entry.amount += Number(line.amount)
      else
        byCode.set(key, {
          code: line.budget_code,
          description: line.description,
          amount: Number(line.amount),
        })
    }
  }
  const current = await currentVersion(db, projectId)
  const known = current && byCode.size ? await versionLines(db, tenantId, current.id, [...byCode.keys()]) : []
  const planned = new Map(known.map((line) => [line.budget_code.toLowerCase(), line]))
  return [...byCode.entries()].map(([key, entry]): ReportLine => {
    const line = planned.get(key)
    if (line) return { ...line, amount: entry.amount }
    return {
      budget_id: null,
      budget_code: entry.code,
      description: entry.description ?? '',
      sub_category_name: null,
      is_atl: false,
      amount: entry.amount,
      category_id: null,
      category_name: null,
      category_position: null,
      category_code: null,
    }
  })
}

export async function codeReport(
  db: Database,
  caller: Caller,
  projectId: number,
  query: z.output<typeof budgetCodeQuerySchema>,
): Promise<BudgetReport> {
  const project = await budgetProject(db, caller, projectId)
  const { dateFrom, dateTo } = query
  if ((dateFrom === undefined) !== (dateTo === undefined)) {
    const missing = dateFrom === undefined ? 'dateFrom' : 'dateTo'
    throw badRequest('Give both dateFrom and dateTo', [
      { path: missing, message: 'Give both dateFrom and dateTo', code: 'required' },
    ])
  }
  if (dateFrom !== undefined && dateTo !== undefined) {
    if (dateFrom > dateTo)
      throw badRequest('dateFrom cannot be after dateTo', [
        { path: 'dateTo', message: 'dateTo cannot be before dateFrom', code: 'dateOrder' },
      ])
    const lines = await dailyLines(db, caller.tenantId, project.id, dateFrom, dateTo)
    return {
      project_id: project.id,
      budgetV: null,
      dateFrom,
      dateTo,
      currency: project.currency,
      ...groupReport(lines),
    }
  }
  const version = await chosenVersion(db, project.id, query.budgetV)
  const lines = version
    ? await withActuals(db, caller.tenantId, project.id, await versionLines(db, caller.tenantId, version.id))
    : []
  return {
    project_id: project.id,
    budgetV: version?.versionNo ?? null,
    dateFrom: null,
    dateTo: null,
    currency: project.currency,
    ...groupReport(lines),
  }
}

/** round(part × 10000 ÷ whole), exactly, half away from zero. */
function basisPoints(part: number, whole: number) {
  if (whole === 0) return 0
  const scaled = BigInt(part) * 20000n + BigInt(whole)
  return Number(scaled / (BigInt(whole) * 2n))
}

export async function citywiseSummary(db: Database, caller: Caller, projectId: number, budgetV?: number) {
  const project = await budgetProject(db, caller, projectId)
  const version = await chosenVersion(db, project.id, budgetV)
  const planned = version
    ? await db
        .select({
          cityId: budgetLines.cityId,
          count: sql<number>`count(*)::int`,
          atl: sql<string>`coalesce(sum(case when ${budgetLines.isAtl} then ${budgetLines.amount} else 0 end), 0)`,
          btl: sql<string>`coalesce(sum(case when ${budgetLines.isAtl} then 0 else ${budgetLines.amount} end), 0)`,
        })
        .from(budgetLines)
        .where(and(eq(budgetLines.versionId, version.id), isNull(budgetLines.deletedAt)))
        .groupBy(budgetLines.cityId)
    : []
  const daily = await db
    .select({ cityId: dailyBudgets.cityId, amount: sql<string>`coalesce(sum(${dailyBudgets.total}), 0)` })
    .from(dailyBudgets)
    .where(and(eq(dailyBudgets.projectId, project.id), isNull(dailyBudgets.archivedAt)))
    .groupBy(dailyBudgets.cityId)
  const cityIds = [...new Set([...planned, ...daily].map((row) => row.cityId).filter((id) => id !== null))]
  const names = new Map(
    cityIds.length
      ? (
          await db
            .select({ id: cities.id, name: cities.name })
            .from(cities)
            .where(inArray(cities.id, cityIds))
        ).map((city) => [city.id, city.name])
      : [],
  )
  const rows = new Map<number | null, CitywiseRow>()
  const rowOf = (cityId: number | null) => {
    let row = rows.get(cityId)
    if (!row) {
      row = {
        city_id: cityId,
        city_name: cityId === null ? null : (names.get(cityId) ?? null),
        line_count: 0,
        atl_amount: 0,
        btl_amount: 0,
        amount: 0,
        share_bp: 0,
        daily_amount: 0,
      }
      rows.set(cityId, row)
    }
    return row
  }
  for (const group of planned) {
    const row = rowOf(group.cityId)
    row.line_count = Number(group.count)
    row.atl_amount = Number(group.atl)
    row.btl_amount = Number(group.btl)
    row.amount = row.atl_amount + row.btl_amount
  }
  for (const group of daily) rowOf(group.cityId).daily_amount = Number(group.amount)
  const total = [...rows.values()].reduce((sum, row) => sum + row.amount, 0)
  for (const row of rows.values()) row.share_bp = basisPoints(row.amount, total)
  return {
    budgetV: version?.versionNo ?? null,
    currency: project.currency,
    rows: [...rows.values()].sort(
      (a, b) =>
        b.amount - a.amount ||
        Number(a.city_id === null) - Number(b.city_id === null) ||
        byText(a.city_name ?? '', b.city_name ?? ''),
    ),
    total,
  }
}
