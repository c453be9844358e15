import { and, eq, sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { budgetApi } from '../../../contract/api/budget'
import { expensesApi } from '../../../contract/api/expenses'
import {
  budgetReportCodesResponseSchema,
  budgetReportResponseSchema,
  REPORT_CODES_PAGE,
} from '../../../contract/budget'
import { budgetLines, budgetVersions, categories } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, type Harness, okBody, refusal, test } from '../../test/harness'
import { expensesApprovedAtOnce, makeVendor, spendIds } from '../expenses/expense-fixtures'

/*
 * The report carries each category's first page of codes and subtotals over all of them; the
 * rest come page by page from /codes, in the same order and with the same figures.
 */

const EXTRA = REPORT_CODES_PAGE + 20
const codeNo = (n: number) => `PG-${String(n).padStart(4, '0')}`

/** EXTRA more lines of ₹1.00 in the demo's current version, under Camera; expenses auto-approve. */
async function bigCategory(h: Harness) {
  const ids = await spendIds(h.db)
  const [version] = await h.db
    .select({ id: budgetVersions.id })
    .from(budgetVersions)
    .where(and(eq(budgetVersions.projectId, ids.project), eq(budgetVersions.isCurrent, true)))
  const [camera] = await h.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.organizationId, DEMO_STUDIOS), eq(categories.name, 'Camera')))
  if (!version || !camera) throw new Error('no demo version or Camera category')
  await h.db.execute(sql`
    insert into budget_lines (organization_id, project_id, version_id, budget_code, description, rate, amount,
      position, category_id)
    select ${DEMO_STUDIOS}, ${ids.project}, ${version.id}, 'PG-' || lpad(n::text, 4, '0'), 'Paged line ' || n,
      100, 100, 10000 + n, ${camera.id}
    from generate_series(1, ${EXTRA}) n`)
  await expensesApprovedAtOnce(h.db, ids.project)
  const vendor = await makeVendor(h.db, 'Paging Vendor', null)
  const token = await h.login(DEMO.admin)
  const spend = async (code: string, amount: number) => {
    const created = await h.call('POST', '/v2/expenses', {
      token,
      body: {
        project_id: ids.project,
        budget_code: code,
        vendor_id: vendor,
        invoice_no: `PG-${code}`,
        invoice_date: '2026-11-05',
        amount,
      },
    })
    if (created.status !== 200) throw new Error(JSON.stringify(created.body))
    await h.call('POST', `/v2/expenses/${okBody(expensesApi.create, created).data.expense_id}/submit`, {
      token,
      body: {},
    })
  }
  return { ids, versionId: version.id, cameraId: camera.id, token, spend }
}

const page = (h: Harness, project: number, token: string, query: string) =>
  h.call('GET', `/v2/budget/code/${project}/codes?${query}`, { token })

describe('the report, a page of codes at a time', () => {
  test('a category beyond one page: its first page inline, the rest by page, figures over all', async ({
    h,
  }) => {
    const { ids, cameraId, token, spend } = await bigCategory(h)
    await spend(codeNo(EXTRA - 1), 500)
    const answer = await h.call('GET', `/v2/budget/code/${ids.project}`, { token })
    expect(budgetReportResponseSchema.safeParse(answer.body).success).toBe(true)
    const report = okBody(budgetApi.report, answer).data
    const camera = report.categories.find((category) => category.category_id === cameraId)
    if (!camera) throw new Error('no Camera in the report')
    expect(camera.codes).toHaveLength(REPORT_CODES_PAGE)
    expect(camera.code_count).toBeGreaterThan(EXTRA)
    expect(camera.over_budget_count).toBeGreaterThanOrEqual(1)
    // Small categories are whole.
    for (const category of report.categories.filter((c) => c.category_id !== cameraId))
      expect(category.codes).toHaveLength(category.code_count)

    const rest = await page(h, ids.project, token, `category_id=${cameraId}&page_no=2`)
    expect(budgetReportCodesResponseSchema.safeParse(rest.body).success).toBe(true)
    const restPage = okBody(budgetApi.reportCodes, rest)
    expect(restPage.pagination).toMatchObject({
      current_page: 2,
      per_page: REPORT_CODES_PAGE,
      total: camera.code_count,
      from: REPORT_CODES_PAGE + 1,
      to: camera.code_count,
    })
    const all = [...camera.codes, ...restPage.data]
    expect(all).toHaveLength(camera.code_count)
    const sorted = [...all].sort((a, b) => (a.budget_code < b.budget_code ? -1 : 1))
    expect(all.map((code) => code.budget_code)).toEqual(sorted.map((code) => code.budget_code))
    // The subtotals cover the codes no page has been asked for yet.
    expect(camera.subtotal).toBe(all.reduce((sum, code) => sum + code.amount, 0))
    expect(camera.actual_subtotal).toBe(all.reduce((sum, code) => sum + code.actual, 0))
    expect(camera.over_budget_count).toBe(all.filter((code) => code.over_budget).length)
    expect(all.find((code) => code.budget_code === codeNo(EXTRA - 1))).toMatchObject({
      amount: 100,
      actual: 500,
      remaining: -400,
      used_pct: '500.00',
      over_budget: true,
    })

    // A page is the same codes whatever the page size.
    const small = await page(h, ids.project, token, `category_id=${cameraId}&page_no=3&limit=7`)
    expect(okBody(budgetApi.reportCodes, small).data.map((code) => code.budget_code)).toEqual(
      all.slice(14, 21).map((code) => code.budget_code),
    )
    const beyond = await page(h, ids.project, token, `category_id=${cameraId}&page_no=99`)
    expect(okBody(budgetApi.reportCodes, beyond)).toMatchObject({
      data: [],
      pagination: { total: camera.code_count, from: null },
    })

    // Only the codes over budget: the same headings and totals, fewer codes listed.
    const overAnswer = await h.call('GET', `/v2/budget/code/${ids.project}?over_budget=1`, { token })
    expect(budgetReportResponseSchema.safeParse(overAnswer.body).success).toBe(true)
    const over = okBody(budgetApi.report, overAnswer).data
    const { categories: _all, ...totals } = report
    const { categories: overCategories, ...overTotals } = over
    expect(overTotals).toEqual(totals)
    expect(overCategories.map(({ codes: _, ...heading }) => heading)).toEqual(
      report.categories.map(({ codes: _, ...heading }) => heading),
    )
    for (const category of overCategories) {
      expect(category.codes.every((code) => code.over_budget)).toBe(true)
      expect(category.codes).toHaveLength(category.over_budget_count)
    }
    const overCamera = overCategories.find((category) => category.category_id === cameraId)
    expect(overCamera?.codes).toEqual(all.filter((code) => code.over_budget))
    const overPage = await page(
      h,
      ids.project,
      token,
      `category_id=${cameraId}&over_budget=1&limit=1&page_no=1`,
    )
    const overFirst = okBody(budgetApi.reportCodes, overPage)
    expect(overFirst.data).toEqual(overCamera?.codes.slice(0, 1))
    expect(overFirst.pagination.total).toBe(camera.over_budget_count)
    const overBeyond = await page(h, ids.project, token, `category_id=${cameraId}&over_budget=1&page_no=9`)
    expect(okBody(budgetApi.reportCodes, overBeyond).pagination).toMatchObject({
      total: camera.over_budget_count,
      from: null,
    })
  })

  test('spend on a code the version no longer has: budget 0, uncategorised, counted in the totals', async ({
    h,
  }) => {
    const { ids, versionId, token, spend } = await bigCategory(h)
    await spend(codeNo(3), 700)
    await h.db
      .update(budgetLines)
      .set({ deletedAt: new Date() })
      .where(and(eq(budgetLines.versionId, versionId), eq(budgetLines.budgetCode, codeNo(3))))
    const report = okBody(
      budgetApi.report,
      await h.call('GET', `/v2/budget/code/${ids.project}`, { token }),
    ).data
    const none = report.categories.at(-1)
    expect(none).toMatchObject({ category_id: null, category_name: null })
    const unplanned = none?.codes.find((code) => code.budget_code === codeNo(3))
    expect(unplanned).toMatchObject({
      budget_id: null,
      amount: 0,
      actual: 700,
      remaining: -700,
      used_pct: null,
    })
    expect(report.actual_total).toBe(report.categories.reduce((sum, c) => sum + c.actual_subtotal, 0))

    const listed = await page(h, ids.project, token, 'category_id=none&limit=500')
    expect(budgetReportCodesResponseSchema.safeParse(listed.body).success).toBe(true)
    const listedPage = okBody(budgetApi.reportCodes, listed)
    expect(listedPage.pagination.total).toBe(none?.code_count)
    expect(listedPage.data).toEqual(none?.codes)
    const over = await page(h, ids.project, token, 'category_id=none&over_budget=1')
    const overCodes = okBody(budgetApi.reportCodes, over).data
    expect(overCodes.map((code) => code.budget_code)).toContain(codeNo(3))
    expect(overCodes).toEqual(none?.codes.filter((code) => code.over_budget))
  })

  test('daily budgets page the same way; bad paging is a 400 naming the field', async ({ h }) => {
    const { ids, token } = await bigCategory(h)
    const dates = 'dateFrom=2026-11-24&dateTo=2026-11-25'
    const report = okBody(
      budgetApi.report,
      await h.call('GET', `/v2/budget/code/${ids.project}?${dates}`, { token }),
    ).data
    const first = report.categories[0]
    if (!first) throw new Error('no daily budget codes')
    const category = first.category_id ?? 'none'
    const whole = await page(h, ids.project, token, `${dates}&category_id=${category}`)
    const wholePage = okBody(budgetApi.reportCodes, whole)
    expect(wholePage.data).toEqual(first.codes)
    expect(wholePage.pagination.total).toBe(first.code_count)
    // Daily budgets have no actuals: nothing is over budget.
    const over = await h.call('GET', `/v2/budget/code/${ids.project}?${dates}&over_budget=1`, { token })
    expect(okBody(budgetApi.report, over).data.categories.flatMap((c) => c.codes)).toEqual([])

    for (const [query, field] of [
      ['', 'category_id'],
      ['category_id=camera', 'category_id'],
      ['category_id=none&limit=501', 'limit'],
      ['category_id=none&page_no=0', 'page_no'],
      ['category_id=none&dateFrom=2026-11-24', 'dateTo'],
      ['category_id=none&over_budget=yes', 'over_budget'],
    ] as const) {
      const refused = await page(h, ids.project, token, query)
      expect(refused.status, query).toBe(400)
      expect(refusal(refused).errors?.map((error) => error.path)).toContain(field)
    }
  })

  test('another organisation’s project or an unknown version is not found; a role without the budget is refused', async ({
    h,
  }) => {
    const { ids } = await bigCategory(h)
    const other = await h.login(DEMO.northwindAdmin)
    expect((await page(h, ids.project, other, 'category_id=none')).status).toBe(404)
    const manager = await h.login(DEMO.manager)
    expect((await page(h, ids.project, manager, 'category_id=none&budgetV=99')).status).toBe(404)
    const dashboard = await h.login(DEMO.dashboard)
    expect((await page(h, ids.project, dashboard, 'category_id=none')).status).toBe(403)
  })
})
