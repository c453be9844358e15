import { type SQL, sql } from 'drizzle-orm'
import { REPORT_CODES_PAGE } from '../../../contract/budget'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { type LedgerScope, type Spend, spendByCode, spendMaps } from '../spend/ledger'
import { type CategoryInfo, categoryMaps, type ReportCode, reportCode, reportOf } from './report-groups'
import { unplannedCodes } from './report-spend'

/*
 * A version's report with budget versus actual. The database adds up every category (one GROUP BY
 * over the lines joined to the spend per code) and pages each category's codes (one index range
 * per category), so the answer holds subtotals over all codes but only a page of codes each: a
 * 100,000-line version never travels to Node, nor to the browser, whole. The codes with spend but no line in the
 * version (budget 0) belong to the uncategorised group, so the totals hold every rupee spent.
 */

type SummaryRow = {
  category_id: number | null
  code_count: number
  over_count: number
  atl: string
  btl: string
  committed: string
  actual: string
}

/**
 * Per category: how many codes, how many over budget, ATL and BTL amounts, committed, actual. The
 * full join puts the codes with spend but no line under the null category, in the same pass.
 */
async function categorySummary(db: Database, scope: LedgerScope, versionId: number) {
  const result = await db.execute(sql`
    with spend as (${spendByCode(scope)})
    select l.category_id, count(*)::int as code_count,
      count(*) filter (
        where coalesce(l.amount, 0) - coalesce(s.committed, 0) - coalesce(s.actual, 0) < 0
      )::int as over_count,
      coalesce(sum(l.amount) filter (where l.is_atl), 0) as atl,
      coalesce(sum(l.amount) filter (where not l.is_atl), 0) as btl,
      coalesce(sum(s.committed), 0) as committed, coalesce(sum(s.actual), 0) as actual
    from (
      select category_id, budget_code, amount, is_atl from budget_lines
      where version_id = ${versionId} and deleted_at is null
    ) l
    full join spend s on s.code = l.budget_code
    group by l.category_id`)
  return new Map(rowsOf<SummaryRow>(result).map((row) => [row.category_id, row]))
}

type LineRow = {
  category_id: number | null
  id: number | null
  code: string
  description: string
  sub_category_name: string | null
  is_atl: boolean
  amount: string | number
}

const LINE_COLUMNS = sql`l.id, l.budget_code as code, l.description, sc.name as sub_category_name, l.is_atl, l.amount`

/** A page of each category's live lines, in report order, straight from budget_lines_report_idx. */
const categoryPagesSql = (versionId: number, categoryIds: number[], page: Page) => sql`
    select c.id as category_id, l.* from unnest(${sql.param(categoryIds)}::int[]) with ordinality as c(id, n)
    cross join lateral (
      select ${LINE_COLUMNS} from budget_lines l
      left join sub_categories sc on sc.id = l.sub_category_id
      where l.version_id = ${versionId} and l.deleted_at is null and coalesce(l.category_id, 0) = c.id
      order by l.budget_code collate "C", l.id
      limit ${page.limit} offset ${page.offset}
    ) l`

/**
 * A page of the uncategorised group: its lines merged with the codes that have spend but no line
 * (budget 0, listed before a line of the same code). Each side is cut to offset + limit before
 * the merge, so a deep page never sorts the whole group.
 */
const uncategorisedSql = (versionId: number, unplanned: SQL, page: Page) => sql`
    select null::int as category_id, u.* from (
      (select ${LINE_COLUMNS} from budget_lines l
        left join sub_categories sc on sc.id = l.sub_category_id
        where l.version_id = ${versionId} and l.deleted_at is null and coalesce(l.category_id, 0) = 0
        order by l.budget_code collate "C", l.id limit ${page.offset + page.limit})
      union all
      (select null, code, '', null, false, 0 from (${unplanned}) unplanned
        order by code collate "C" limit ${page.offset + page.limit})
    ) u
    order by u.code collate "C", u.id nulls first
    limit ${page.limit} offset ${page.offset}`

async function uncategorisedLines(db: Database, versionId: number, unplanned: string[], page: Page) {
  const codes = sql`select unnest(${sql.param(unplanned)}::text[]) as code`
  return rowsOf<LineRow>(await db.execute(uncategorisedSql(versionId, codes, page)))
}

type SpentRow = LineRow & { committed: string | number; actual: string | number }

/**
 * The first page of every category and of the uncategorised group (with the codes that have
 * spend but no line), each code with its committed and actual: one statement, the spend per code
 * computed once in the database rather than sent whole to the server.
 */
async function firstPages(db: Database, scope: LedgerScope, versionId: number, categoryIds: number[]) {
  const page = { offset: 0, limit: REPORT_CODES_PAGE }
  const unplanned = unplannedCodes(sql`select code from spend`, versionId)
  const result = await db.execute(sql`
    with spend as materialized (${spendByCode(scope)}),
    listed as (
      select * from (${categoryPagesSql(versionId, categoryIds, page)}) categorised
      union all
      select * from (${uncategorisedSql(versionId, unplanned, page)}) uncategorised
    )
    select r.category_id, r.id, r.code, r.description, r.sub_category_name, r.is_atl, r.amount,
      coalesce(s.committed, 0) as committed, coalesce(s.actual, 0) as actual
    from listed r left join spend s on s.code = r.code
    order by r.category_id, r.code collate "C", r.id nulls first`)
  return rowsOf<SpentRow>(result)
}

/** The rows as report codes, with each code's committed and actual. */
function asReportCodes(rows: LineRow[], spend: Spend) {
  return rows.map((row) => ({
    categoryId: row.category_id,
    code: reportCode(
      {
        budget_id: row.id,
        budget_code: row.code,
        description: row.description,
        sub_category_name: row.sub_category_name,
        is_atl: row.is_atl,
        amount: Number(row.amount),
      },
      spend.committed.get(row.code) ?? 0,
      spend.actual.get(row.code) ?? 0,
      true,
    ),
  }))
}

/** A page's rows as report codes, their spend looked up code by code. */
async function pageCodes(db: Database, scope: LedgerScope, rows: LineRow[]) {
  const spend = await spendMaps(db, scope, [...new Set(rows.map((row) => row.code))])
  return asReportCodes(rows, spend).map((entry) => entry.code)
}

/** Which codes of a category, in report order: from offset, at most limit, all or only over budget. */
type Page = { offset: number; limit: number; overOnly?: boolean }

/** Codes grouped by category, in the order they came. */
function byCategory(codes: { categoryId: number | null; code: ReportCode }[]) {
  const pages = new Map<number | null, ReportCode[]>()
  for (const { categoryId, code } of codes) {
    const page = pages.get(categoryId)
    if (page) page.push(code)
    else pages.set(categoryId, [code])
  }
  return pages
}

type OverRow = SpentRow & { total: number }

/**
 * A page of the over-budget codes of each category (0 = uncategorised, with the unplanned codes),
 * and how many each has. Only a code with spend, or a line below zero, can be over budget, but
 * the full join finds both in the one pass the summary also makes.
 */
async function overBudgetRows(
  db: Database,
  scope: LedgerScope,
  versionId: number,
  keys: number[],
  page: Page,
) {
  const result = await db.execute(sql`
    with spend as (${spendByCode(scope)}),
    over as (
      select l.category_id, l.id, coalesce(l.budget_code, s.code) as code, coalesce(l.description, '') as description,
        l.sub_category_id, coalesce(l.is_atl, false) as is_atl, coalesce(l.amount, 0) as amount,
        coalesce(s.committed, 0) as committed, coalesce(s.actual, 0) as actual
      from (
        select id, category_id, budget_code, description, sub_category_id, is_atl, amount from budget_lines
        where version_id = ${versionId} and deleted_at is null
      ) l
      full join spend s on s.code = l.budget_code
      where coalesce(l.amount, 0) - coalesce(s.committed, 0) - coalesce(s.actual, 0) < 0
    ),
    ranked as (
      select o.*, count(*) over (partition by o.category_id)::int as total,
        row_number() over (partition by o.category_id order by o.code collate "C", o.id nulls first) as n
      from over o where coalesce(o.category_id, 0) = any(${sql.param(keys)}::int[])
    )
    select r.category_id, r.id, r.code, r.description, sc.name as sub_category_name, r.is_atl, r.amount,
      r.committed, r.actual, r.total
    from ranked r left join sub_categories sc on sc.id = r.sub_category_id
    where r.n > ${page.offset} and r.n <= ${page.offset + page.limit}
    order by r.category_id, r.n`)
  return rowsOf<OverRow>(result)
}

/** Rows that carry their own committed and actual, as report codes. */
function spentCodes(rows: SpentRow[]) {
  const spend: Spend = {
    committed: new Map(rows.map((row) => [row.code, Number(row.committed)])),
    actual: new Map(rows.map((row) => [row.code, Number(row.actual)])),
  }
  return asReportCodes(rows, spend)
}

/** The codes with spend but no live line in the version. */
async function unplannedOf(db: Database, scope: LedgerScope, versionId: number) {
  const result = await db.execute(unplannedCodes(spendByCode(scope), versionId))
  return rowsOf<{ code: string }>(result).map((row) => row.code)
}

/**
 * A page of one category's codes (null: the uncategorised group with the unplanned codes) and
 * how many codes it has, for GET /v2/budget/code/{id}/codes.
 */
export async function categoryCodesPage(
  db: Database,
  scope: LedgerScope,
  versionId: number,
  categoryId: number | null,
  page: Page,
) {
  if (page.overOnly) {
    const keys = [categoryId ?? 0]
    const rows = await overBudgetRows(db, scope, versionId, keys, page)
    // Past the last page no row carries the count: ask for the first one.
    const total =
      rows[0]?.total ??
      (await overBudgetRows(db, scope, versionId, keys, { offset: 0, limit: 1 }))[0]?.total ??
      0
    return { codes: spentCodes(rows).map((entry) => entry.code), total }
  }
  if (categoryId !== null) {
    const [rows, total] = await Promise.all([
      db.execute(categoryPagesSql(versionId, [categoryId], page)).then(rowsOf<LineRow>),
      db.execute(sql`select count(*)::int as n from budget_lines
        where version_id = ${versionId} and deleted_at is null and category_id = ${categoryId}`),
    ])
    return { codes: await pageCodes(db, scope, rows), total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0) }
  }
  const [unplanned, lines] = await Promise.all([
    unplannedOf(db, scope, versionId),
    db.execute(sql`select count(*)::int as n from budget_lines
      where version_id = ${versionId} and deleted_at is null and category_id is null`),
  ])
  const rows = await uncategorisedLines(db, versionId, unplanned, page)
  const total = Number(rowsOf<{ n: number }>(lines)[0]?.n ?? 0) + unplanned.length
  return { codes: await pageCodes(db, scope, rows), total }
}

/**
 * The version's report: every category's figures and its first page of codes. The first pages
 * (asked for every category of the tenant: an empty index range costs nothing) are read beside
 * the summary, with their spend, in one statement of their own.
 */
export async function versionReport(db: Database, scope: LedgerScope, versionId: number, overOnly = false) {
  const first = { offset: 0, limit: REPORT_CODES_PAGE }
  const { categoryOf } = await categoryMaps(db, scope.tenantId)
  if (overOnly) {
    const [summary, rows] = await Promise.all([
      categorySummary(db, scope, versionId),
      overBudgetRows(db, scope, versionId, [...categoryOf.keys(), 0], first),
    ])
    return reportFrom(summary, categoryOf, byCategory(spentCodes(rows)))
  }
  const [summary, rows] = await Promise.all([
    categorySummary(db, scope, versionId),
    firstPages(db, scope, versionId, [...categoryOf.keys()]),
  ])
  return reportFrom(summary, categoryOf, byCategory(spentCodes(rows)))
}

/** The report of the summary's categories, each with its page of codes. */
function reportFrom(
  summary: Map<number | null, SummaryRow>,
  categoryOf: Map<number, CategoryInfo>,
  pages: Map<number | null, ReportCode[]>,
) {
  return reportOf(
    [...summary.values()].map((row) => ({
      id: row.category_id,
      category: row.category_id === null ? undefined : categoryOf.get(row.category_id),
      codes: pages.get(row.category_id) ?? [],
      codeCount: row.code_count,
      overCount: row.over_count,
      atl: Number(row.atl),
      btl: Number(row.btl),
      committed: Number(row.committed),
      actual: Number(row.actual),
    })),
  )
}
