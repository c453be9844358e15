import { describe, expect, it } from 'vitest'
import {
  type BudgetReport,
  type BudgetReportCode,
  budgetReportCodesResponseSchema,
  budgetReportResponseSchema,
  REPORT_CODES_PAGE,
} from '../contract/budget'
import { errorEnvelopeSchema, type Pagination } from '../contract/envelope'
import { addCameraCodes, admin, call, expectParses, login, PROJECT } from './budget-calls'
import { change } from './world'

/*
 * The report sends the first REPORT_CODES_PAGE codes of each category with its counts; the codes
 * endpoint pages through the same list in the same order, whatever the scope.
 */

type Page = { data: BudgetReportCode[]; pagination: Pagination }
const report = async (token: string, query = '') =>
  (await call(`/budget/code/${PROJECT}${query}`, { token })).body.data as BudgetReport
const page = async (token: string, query: string) =>
  (await call(`/budget/code/${PROJECT}/codes?${query}`, { token })).body as unknown as Page

describe('budget report codes, a page at a time', () => {
  it('sends the first page with the counts, and the rest page by page in the same order', async () => {
    addCameraCodes(PROJECT, 1100)
    const token = await admin()
    const answer = await call(`/budget/code/${PROJECT}`, { token })
    expectParses(budgetReportResponseSchema, answer)
    const camera = (answer.body.data as BudgetReport).categories.find((c) => c.category_name === 'Camera')
    expect(camera).toMatchObject({ code_count: 1103, over_budget_count: 0 })
    expect(camera?.codes).toHaveLength(REPORT_CODES_PAGE)

    const id = camera?.category_id
    const first = await call(`/budget/code/${PROJECT}/codes?category_id=${id}`, { token })
    expectParses(budgetReportCodesResponseSchema, first)
    expect((first.body as unknown as Page).data).toEqual(camera?.codes)
    const third = await page(token, `category_id=${id}&page_no=3&budgetV=2`)
    expect(third.pagination).toEqual({
      current_page: 3,
      per_page: 500,
      from: 1001,
      to: 1103,
      last_page: 3,
      total: 1103,
    })
    expect(third.data.at(-1)?.budget_code).toBe('2199-1100')
    const small = await page(token, `category_id=${id}&limit=2&page_no=2`)
    expect(small.data.map((code) => code.budget_code)).toEqual(['2100-03', '2199-0001'])
    // Subtotals still count every code, shown or not.
    expect(camera?.subtotal).toBeGreaterThan(camera?.codes.reduce((sum, code) => sum + code.amount, 0) ?? 0)
  })

  it('pages the uncategorised group as none, counts codes over budget, and answers an unknown category empty', async () => {
    const token = await admin()
    change((all) => {
      const paid = all.spend.expenses.find((e) => e.projectId === PROJECT && e.status === 'paid')
      if (paid) paid.amountProject = 999_999_999_99
      const version = all.budgetVersions.find((v) => v.projectId === PROJECT && v.isCurrent)
      for (const line of all.budgetLines)
        if (line.versionId === version?.id && line.budgetCode.startsWith('2700-')) line.categoryId = null
    })
    const categories = (await report(token)).categories
    expect(categories.find((c) => c.category_name === 'Camera')?.over_budget_count).toBe(1)
    const none = categories.find((c) => c.category_id === null)
    expect(none?.code_count).toBeGreaterThan(1)
    const uncategorised = await page(token, 'category_id=none')
    expect(uncategorised.pagination.total).toBe(none?.code_count)
    expect(uncategorised.data).toEqual(none?.codes)
    const unknown = await page(token, 'category_id=999999')
    expect(unknown.data).toEqual([])
    expect(unknown.pagination.total).toBe(0)
  })

  it('slices the daily budgets of a date range the same way', async () => {
    const token = await admin()
    const days = await report(token, '?dateFrom=2026-11-01&dateTo=2026-11-30')
    const category = days.categories[0]
    const query = `category_id=${category?.category_id ?? 'none'}&dateFrom=2026-11-01&dateTo=2026-11-30`
    const answer = await call(`/budget/code/${PROJECT}/codes?${query}`, { token })
    expectParses(budgetReportCodesResponseSchema, answer)
    expect((answer.body as unknown as Page).data).toEqual(category?.codes)
    expect((answer.body as unknown as Page).pagination.total).toBe(category?.code_count)
  })

  it('lists only the codes over budget with over_budget=1, in the same order, counts and totals unchanged', async () => {
    addCameraCodes(PROJECT, 1100, { overspent: 600 })
    const token = await admin()
    const whole = await report(token)
    const answer = await call(`/budget/code/${PROJECT}?over_budget=1`, { token })
    expectParses(budgetReportResponseSchema, answer)
    const over = answer.body.data as BudgetReport
    // Every category and figure as without the filter: only the lists of codes differ.
    const figures = ({ codes: _, ...rest }: BudgetReport['categories'][number]) => rest
    expect(over.categories.map(figures)).toEqual(whole.categories.map(figures))
    expect({ ...over, categories: [] }).toEqual({ ...whole, categories: [] })
    for (const category of over.categories) {
      expect(category.codes).toHaveLength(Math.min(category.over_budget_count, REPORT_CODES_PAGE))
      expect(category.codes.every((code) => code.over_budget)).toBe(true)
    }
    const camera = over.categories.find((c) => c.category_name === 'Camera')
    expect(camera).toMatchObject({ code_count: 1103, over_budget_count: 600 })
    expect(camera?.codes[0]?.budget_code).toBe('2199-0001')

    const id = camera?.category_id
    const first = await page(token, `category_id=${id}&over_budget=1`)
    expect(first.data).toEqual(camera?.codes)
    const second = await page(token, `category_id=${id}&over_budget=1&page_no=2`)
    expect(second.pagination).toMatchObject({ current_page: 2, from: 501, to: 600, last_page: 2, total: 600 })
    expect(second.data.map((code) => code.budget_code)).toEqual(
      Array.from({ length: 100 }, (_, n) => `2199-${String(n + 501).padStart(4, '0')}`),
    )
    // The filtered pages are the whole list with the others left out, in the same order.
    const pages = await Promise.all(
      [1, 2, 3].map((n) => page(token, `category_id=${id}&over_budget=0&page_no=${n}`)),
    )
    const every = pages.flatMap((answer) => answer.data)
    expect(every).toHaveLength(1103)
    expect([...first.data, ...second.data]).toEqual(every.filter((code) => code.over_budget))
  })

  it('lists no code of the daily budgets with over_budget=1, since they have no actuals', async () => {
    const token = await admin()
    const dates = 'dateFrom=2026-11-01&dateTo=2026-11-30'
    const whole = await report(token, `?${dates}`)
    const over = await report(token, `?${dates}&over_budget=1`)
    expect(over.categories.map((c) => c.code_count)).toEqual(whole.categories.map((c) => c.code_count))
    expect(over.categories.every((c) => c.codes.length === 0 && c.over_budget_count === 0)).toBe(true)
    expect(over.total).toBe(whole.total)
    const id = over.categories[0]?.category_id ?? 'none'
    const codes = await page(token, `category_id=${id}&${dates}&over_budget=1`)
    expect(codes.data).toEqual([])
    expect(codes.pagination.total).toBe(0)
  })

  it('refuses bad parameters, other tenants and roles without the budget, like the report', async () => {
    const token = await admin()
    for (const query of [
      '',
      'category_id=abc',
      'category_id=none&limit=501',
      'category_id=none&page_no=0',
      'category_id=none&over_budget=true',
    ])
      expectParses(errorEnvelopeSchema, await call(`/budget/code/${PROJECT}/codes?${query}`, { token }), 400)
    expectParses(errorEnvelopeSchema, await call(`/budget/code/${PROJECT}?over_budget=2`, { token }), 400)
    expect(
      (await call(`/budget/code/${PROJECT}/codes?category_id=none&dateFrom=2026-11-01`, { token })).status,
    ).toBe(400)
    expect((await call(`/budget/code/${PROJECT}/codes?category_id=none&budgetV=99`, { token })).status).toBe(
      404,
    )
    const northwind = await login('admin@northwind.test')
    expect((await call(`/budget/code/${PROJECT}/codes?category_id=none`, { token: northwind })).status).toBe(
      404,
    )
    const moderator = await login('moderator@demostudios.test')
    expect((await call(`/budget/code/${PROJECT}/codes?category_id=none`, { token: moderator })).status).toBe(
      403,
    )
    expect((await call(`/budget/code/${PROJECT}/codes?category_id=none`)).status).toBe(401)
  })
})
