import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import {
  type BudgetReport,
  type budgetCodeQuerySchema,
  type budgetReportCodesQuerySchema,
  type CitywiseRow,
  REPORT_CODES_PAGE,
} from '../../../contract/budget'
import type { Database } from '../../db/client'
import { budgetLines, cities, dailyBudgets } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { badRequest } from '../../http/errors'
import { budgetProject, chosenVersion, currentVersion } from '../budget-versions/access'
import { todayOf } from '../dates'
import { pageOf, pagination } from '../paging'
import { categoryCodesPage, versionReport } from './report-actuals'
import { categoryMaps, ReportGroups, reportCode, versionLineRows } from './report-groups'

/*
 * The budget by category and code (of a version, or of the daily budgets between two dates) and
 * by shoot city. Reports read only the columns they show and group in one pass (report-groups.ts);
 * a version's report carries committed and actual per code (report-actuals.ts).
 */

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Each budget code's planned spend over the project's daily budgets between two dates, with the
 * current version's line of the code (its category, description…) when it has one.
 */
async function dailyReport(db: Database, tenantId: number, projectId: number, from: string, to: string) {
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
  const known = current && byCode.size ? await versionLineRows(db, current.id, [...byCode.keys()]) : []
  const planned = new Map(known.map((line) => [line.code.toLowerCase(), line]))
  const { categoryOf, subCategoryName } = await categoryMaps(db, tenantId)
  const groups = new ReportGroups()
  for (const [key, entry] of byCode) {
    const line = planned.get(key)
    const code = line
      ? {
          budget_id: line.id,
          budget_code: line.code,
          description: line.description,
          sub_category_name:
            line.subCategoryId === null ? null : (subCategoryName.get(line.subCategoryId) ?? null),
          is_atl: line.isAtl,
          amount: entry.amount,
        }
      : {
          budget_id: null,
          budget_code: entry.code,
          description: entry.description ?? '',
          sub_category_name: null,
          is_atl: false,
          amount: entry.amount,
        }
    const categoryId = line?.categoryId ?? null
    groups.add(
      categoryId,
      categoryId === null ? undefined : categoryOf.get(categoryId),
      reportCode(code, 0, 0, false),
    )
  }
  return groups.report()
}

type ReportQuery = z.output<typeof budgetCodeQuerySchema>

/** The codes a report lists: all, or (over_budget=1) those over budget. */
const listed = <T extends { over_budget: boolean }>(codes: T[], overOnly: boolean) =>
  overOnly ? codes.filter((code) => code.over_budget) : codes

/** The daily-budget dates of a report query, checked: both or neither, in order. */
function datesOf({ dateFrom, dateTo }: ReportQuery) {
  if ((dateFrom === undefined) !== (dateTo === undefined)) {
    const missing = dateFrom === undefined ? 'dateFrom' : 'dateTo'
    throw badRequest('Give both dateFrom and dateTo', [
      { path: missing, message: 'Give both dateFrom and dateTo', code: 'required' },
    ])
  }
  if (dateFrom === undefined || dateTo === undefined) return null
  if (dateFrom > dateTo)
    throw badRequest('dateFrom cannot be after dateTo', [
      { path: 'dateTo', message: 'dateTo cannot be before dateFrom', code: 'dateOrder' },
    ])
  return { dateFrom, dateTo }
}

/**
 * A version's spend counts up to the day asked, by default today: a document dated ahead (as far as
 * the organisation allows) counts from its own day, as in the cost report and the dashboard.
 */
const spendTo = (query: { spend_to?: string }, now: Date) => query.spend_to ?? todayOf(now)

export async function codeReport(
  db: Database,
  caller: Caller,
  projectId: number,
  query: ReportQuery,
  now: Date,
): Promise<BudgetReport> {
  const project = await budgetProject(db, caller, projectId)
  const overOnly = query.over_budget === '1'
  const dates = datesOf(query)
  if (dates) {
    const report = await dailyReport(db, caller.tenantId, project.id, dates.dateFrom, dates.dateTo)
    return {
      project_id: project.id,
      budgetV: null,
      ...dates,
      currency: project.currency,
      ...report,
      // Like a version's report, the first page of each category's codes; the rest on request.
      categories: report.categories.map((category) => ({
        ...category,
        codes: listed(category.codes, overOnly).slice(0, REPORT_CODES_PAGE),
      })),
    }
  }
  const version = await chosenVersion(db, project.id, query.budgetV)
  const scope = { tenantId: caller.tenantId, projectId: project.id, through: spendTo(query, now) }
  return {
    project_id: project.id,
    budgetV: version?.versionNo ?? null,
    dateFrom: null,
    dateTo: null,
    currency: project.currency,
    ...(version ? await versionReport(db, scope, version.id, overOnly) : new ReportGroups().report()),
  }
}

/** A page of one category's codes in the report's scope and order (GET /v2/budget/code/{id}/codes). */
export async function reportCodesPage(
  db: Database,
  caller: Caller,
  projectId: number,
  query: z.output<typeof budgetReportCodesQuerySchema>,
  now: Date,
) {
  const project = await budgetProject(db, caller, projectId)
  const categoryId = query.category_id === 'none' ? null : query.category_id
  const { page, limit, offset } = pageOf({ page_no: query.page_no, limit: query.limit ?? REPORT_CODES_PAGE })
  const dates = datesOf(query)
  if (dates) {
    const report = await dailyReport(db, caller.tenantId, project.id, dates.dateFrom, dates.dateTo)
    const all = report.categories.find((category) => category.category_id === categoryId)?.codes ?? []
    const codes = listed(all, query.over_budget === '1')
    const data = codes.slice(offset, offset + limit)
    return { data, pagination: pagination(codes.length, page, limit, data.length) }
  }
  const version = await chosenVersion(db, project.id, query.budgetV)
  if (!version) return { data: [], pagination: pagination(0, page, limit, 0) }
  const scope = { tenantId: caller.tenantId, projectId: project.id, through: spendTo(query, now) }
  const { codes: data, total } = await categoryCodesPage(db, scope, version.id, categoryId, {
    offset,
    limit,
    overOnly: query.over_budget === '1',
  })
  return { data, pagination: pagination(total, page, limit, data.length) }
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
