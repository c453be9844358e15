import { http } from 'msw'
import {
  BUDGET_COMPARED_FIELDS,
  type BudgetDifference,
  type BudgetReport,
  type BudgetReportCode,
  budgetCodeQuerySchema,
  budgetCompareQuerySchema,
  budgetReportCodesQuerySchema,
  budgetVersionQuerySchema,
  type CitywiseRow,
  REPORT_CODES_PAGE,
} from '../../contract/budget'
import {
  admitBudget,
  currencyOf,
  linesOf,
  masterName,
  pageOf,
  queryOf,
  reachProject,
  sumOf,
  versionNotFound,
  versionOf,
} from '../budget'
import { API, badRequest, fail, ok, okList } from '../respond'
import { codeFiguresOf } from '../spend-figures'
import { type MockBudgetLine, type MockProject, world } from '../world'

/*
 * What a budget adds up to: per category and code (of a version, or of the daily budgets between
 * two dates), the line-level differences between two versions, and the budget per shoot city.
 */

type CodeRow = BudgetReportCode & { categoryId: number | null }

/**
 * Groups code rows by category (by position, then code; uncategorised last), codes in code order.
 * Each group keeps every code it lists: the report sends the first page of them, the codes
 * endpoint pages through the same list, so both agree on the order. With `overBudgetOnly` a group
 * lists only its codes over budget, while its counts, subtotals and the totals still cover every
 * code (as the server answers over_budget=1).
 */
function byCategory(rows: CodeRow[], overBudgetOnly = false) {
  const category = (id: number | null) => world().masters.category.find((c) => c.id === id)
  const ids = [...new Set(rows.map((row) => row.categoryId))].sort((a, b) => {
    if (a === null || b === null) return Number(a === null) - Number(b === null)
    const left = category(a)?.values
    const right = category(b)?.values
    return (
      Number(left?.position ?? 0) - Number(right?.position ?? 0) ||
      byText(String(left?.code ?? ''), String(right?.code ?? '')) ||
      a - b
    )
  })
  const groups = ids.map((id) => {
    const codes = rows
      .filter((row) => row.categoryId === id)
      .sort((a, b) => byText(a.budget_code, b.budget_code) || (a.budget_id ?? 0) - (b.budget_id ?? 0))
      .map(({ categoryId: _, ...code }) => code)
    return {
      category_id: id,
      category_name: masterName('category', id),
      code_count: codes.length,
      over_budget_count: codes.filter((code) => code.over_budget).length,
      codes: overBudgetOnly ? codes.filter((code) => code.over_budget) : codes,
      subtotal: sumOf(codes),
      committed_subtotal: total(codes, 'committed'),
      actual_subtotal: total(codes, 'actual'),
      remaining_subtotal: total(codes, 'remaining'),
    }
  })
  const atl = sumOf(rows.filter((row) => row.is_atl))
  return {
    categories: groups,
    atl_total: atl,
    btl_total: sumOf(rows) - atl,
    total: sumOf(rows),
    committed_total: total(rows, 'committed'),
    actual_total: total(rows, 'actual'),
    remaining_total: total(rows, 'remaining'),
  }
}

const total = (rows: BudgetReportCode[], key: 'committed' | 'actual' | 'remaining') =>
  rows.reduce((sum, row) => sum + row[key], 0)

/** No budget versus actual (daily-budget mode, or a code without spend). */
const NO_SPEND = { committed: 0, actual: 0, used_pct: null, over_budget: false }

const codeRowOf = (line: MockBudgetLine, amount = line.amount): CodeRow => ({
  categoryId: line.categoryId,
  budget_id: line.id,
  budget_code: line.budgetCode,
  description: line.description,
  sub_category_name: masterName('subcategory', line.subCategoryId),
  is_atl: line.isAtl,
  amount,
  ...NO_SPEND,
  remaining: amount,
})

/** A version's rows with the figures of spend-figures.ts, plus codes with spend but no line. */
function versionRows(projectId: number, versionId: number, versionNo: number): CodeRow[] {
  const figures = new Map(codeFiguresOf(world(), projectId, versionNo).map((f) => [f.budget_code, f]))
  const rows: CodeRow[] = linesOf(versionId).map((line) => {
    const figure = figures.get(line.budgetCode)
    figures.delete(line.budgetCode)
    if (!figure) return codeRowOf(line)
    const { committed, actual, remaining, used_pct, over_budget } = figure
    return { ...codeRowOf(line), committed, actual, remaining, used_pct, over_budget }
  })
  for (const figure of figures.values()) {
    if (figure.committed === 0 && figure.actual === 0) continue
    rows.push({
      categoryId: null,
      budget_id: null,
      budget_code: figure.budget_code,
      description: figure.description ?? '',
      sub_category_name: null,
      is_atl: false,
      amount: 0,
      committed: figure.committed,
      actual: figure.actual,
      remaining: figure.remaining,
      used_pct: figure.used_pct,
      over_budget: figure.over_budget,
    })
  }
  return rows
}

/** The daily budgets between two dates, per code, placed by the current version's lines. */
function dailyRows(project: MockProject, dateFrom: string, dateTo: string): CodeRow[] {
  const current = versionOf(project.id)
  const lines = current ? linesOf(current.id) : []
  const totals = new Map<string, { code: string; description: string; amount: number }>()
  for (const day of world().dailyBudgets) {
    if (day.projectId !== project.id || day.archivedAt || day.day < dateFrom || day.day > dateTo) continue
    for (const entry of day.lines) {
      const key = entry.budget_code.toLowerCase()
      const total = totals.get(key) ?? {
        code: entry.budget_code,
        description: entry.description ?? '',
        amount: 0,
      }
      total.amount += entry.amount
      totals.set(key, total)
    }
  }
  return [...totals.entries()].map(([key, total]) => {
    const line = lines.find((l) => l.budgetCode.toLowerCase() === key)
    return line
      ? codeRowOf(line, total.amount)
      : {
          categoryId: null,
          budget_id: null,
          budget_code: total.code,
          description: total.description,
          sub_category_name: null,
          is_atl: false,
          amount: total.amount,
          ...NO_SPEND,
          remaining: total.amount,
        }
  })
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function differences(fromLines: MockBudgetLine[], toLines: MockBudgetLine[]): BudgetDifference[] {
  const before = new Map(fromLines.map((line) => [line.budgetCode.toLowerCase(), line]))
  const after = new Map(toLines.map((line) => [line.budgetCode.toLowerCase(), line]))
  const codes = [...new Set([...before.keys(), ...after.keys()])].sort(byText)
  return codes.map((code) => {
    const from = before.get(code)
    const to = after.get(code)
    const shown = (to ?? from) as MockBudgetLine
    const fields =
      from && to
        ? BUDGET_COMPARED_FIELDS.filter(([, key]) => from[key] !== to[key]).map(([field]) => field)
        : []
    return {
      budget_code: shown.budgetCode,
      change: !from ? 'added' : !to ? 'removed' : fields.length ? 'changed' : 'same',
      category_name: masterName('category', shown.categoryId),
      description: shown.description,
      from_amount: from?.amount ?? null,
      to_amount: to?.amount ?? null,
      variance: (to?.amount ?? 0) - (from?.amount ?? 0),
      fields,
    }
  })
}

/** amount as a share of total in basis points, rounded half up, exact for any amount. */
const shareOf = (amount: number, total: number) =>
  total === 0 ? 0 : Number((BigInt(amount) * 20000n + BigInt(total)) / (BigInt(total) * 2n))

type ScopeQuery = { budgetV?: number; dateFrom?: string; dateTo?: string }

/**
 * The code rows a report covers: a version's (the current one unless budgetV), or the daily
 * budgets between two dates; else the 400 or 404 to answer. The report and its codes pages
 * both read their rows here.
 */
function scopeOf(project: MockProject, { budgetV, dateFrom, dateTo }: ScopeQuery) {
  if (dateFrom !== undefined || dateTo !== undefined) {
    if (dateFrom === undefined || dateTo === undefined)
      return {
        response: fail(400, 'Give both dateFrom and dateTo', [
          {
            path: dateFrom ? 'dateTo' : 'dateFrom',
            message: 'Give both dateFrom and dateTo',
            code: 'required',
          },
        ]),
      }
    if (dateTo < dateFrom)
      return {
        response: fail(400, 'dateFrom cannot be after dateTo', [
          { path: 'dateTo', message: 'dateTo cannot be before dateFrom', code: 'dateOrder' },
        ]),
      }
    return { budgetV: null, dateFrom, dateTo, rows: dailyRows(project, dateFrom, dateTo) }
  }
  const version = versionOf(project.id, budgetV)
  if (!version && budgetV !== undefined) return { response: versionNotFound(budgetV) }
  return {
    budgetV: version?.versionNo ?? null,
    dateFrom: null,
    dateTo: null,
    rows: version ? versionRows(project.id, version.id, version.versionNo) : [],
  }
}

export const budgetReportHandlers = [
  // Before /budget/code/:project_id, so that its further pages are never taken for the report.
  http.get(`${API}/budget/code/:project_id/codes`, async ({ request, params }) => {
    const caller = await admitBudget(request, 'GET /v2/budget/code/codes', 'GET')
    if ('response' in caller) return caller.response
    const query = budgetReportCodesQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const project = reachProject(caller, Number(params.project_id))
    if ('response' in project) return project.response
    const scope = scopeOf(project, query.data)
    if ('response' in scope) return scope.response
    const { category_id, page_no, limit = REPORT_CODES_PAGE } = query.data
    const wanted = category_id === 'none' ? null : category_id
    // An unknown category is an empty page, as the server answers it.
    const listed = byCategory(scope.rows, query.data.over_budget === '1').categories
    const codes = listed.find((group) => group.category_id === wanted)?.codes ?? []
    const { page, pagination } = pageOf(codes, { page_no, limit })
    return okList(page, pagination)
  }),
  http.get(`${API}/budget/code/:project_id`, async ({ request, params }) => {
    const caller = await admitBudget(request, 'GET /v2/budget/code', 'GET')
    if ('response' in caller) return caller.response
    const query = budgetCodeQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const project = reachProject(caller, Number(params.project_id))
    if ('response' in project) return project.response
    const scope = scopeOf(project, query.data)
    if ('response' in scope) return scope.response
    const { categories, ...totals } = byCategory(scope.rows, query.data.over_budget === '1')
    const report: BudgetReport = {
      project_id: project.id,
      budgetV: scope.budgetV,
      dateFrom: scope.dateFrom,
      dateTo: scope.dateTo,
      currency: currencyOf(project),
      categories: categories.map((group) => ({ ...group, codes: group.codes.slice(0, REPORT_CODES_PAGE) })),
      ...totals,
    }
    return ok(report)
  }),
  http.get(`${API}/budget/compare/:project_id`, async ({ request, params }) => {
    const caller = await admitBudget(request, 'GET /v2/budget/compare', 'GET')
    if ('response' in caller) return caller.response
    const query = budgetCompareQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const project = reachProject(caller, Number(params.project_id))
    if ('response' in project) return project.response
    const from = versionOf(project.id, query.data.from)
    if (!from) return versionNotFound(query.data.from)
    const to = versionOf(project.id, query.data.to)
    if (!to) return versionNotFound(query.data.to)
    const fromLines = linesOf(from.id)
    const toLines = linesOf(to.id)
    const rows = differences(fromLines, toLines)
    const count = (change: BudgetDifference['change']) => rows.filter((row) => row.change === change).length
    return ok({
      from: from.versionNo,
      to: to.versionNo,
      currency: currencyOf(project),
      differences: rows,
      from_total: sumOf(fromLines),
      to_total: sumOf(toLines),
      counts: {
        added: count('added'),
        removed: count('removed'),
        changed: count('changed'),
        same: count('same'),
      },
    })
  }),
  http.get(`${API}/budget/getCitywiseSummary/:project_id`, async ({ request, params }) => {
    const caller = await admitBudget(request, 'GET /v2/budget/getCitywiseSummary', 'GET')
    if ('response' in caller) return caller.response
    const query = budgetVersionQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const project = reachProject(caller, Number(params.project_id))
    if ('response' in project) return project.response
    const version = versionOf(project.id, query.data.budgetV)
    if (!version && query.data.budgetV !== undefined) return versionNotFound(query.data.budgetV)
    const lines = version ? linesOf(version.id) : []
    const total = sumOf(lines)
    const days = world().dailyBudgets.filter((day) => day.projectId === project.id && !day.archivedAt)
    const cityIds = [...new Set([...lines.map((line) => line.cityId), ...days.map((day) => day.cityId)])]
    const rows: CitywiseRow[] = cityIds.map((cityId) => {
      const here = lines.filter((line) => line.cityId === cityId)
      const atl = sumOf(here.filter((line) => line.isAtl))
      const amount = sumOf(here)
      return {
        city_id: cityId,
        city_name: masterName('city', cityId),
        line_count: here.length,
        atl_amount: atl,
        btl_amount: amount - atl,
        amount,
        share_bp: shareOf(amount, total),
        daily_amount: days.filter((day) => day.cityId === cityId).reduce((sum, day) => sum + day.total, 0),
      }
    })
    rows.sort(
      (a, b) =>
        b.amount - a.amount ||
        Number(a.city_id === null) - Number(b.city_id === null) ||
        (a.city_name ?? '').localeCompare(b.city_name ?? ''),
    )
    return ok({ budgetV: version?.versionNo ?? null, currency: currencyOf(project), rows, total })
  }),
]
