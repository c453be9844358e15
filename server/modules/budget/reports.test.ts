import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { budgetApi } from '../../../contract/api/budget'
import {
  budgetAtlResponseSchema,
  budgetCodesResponseSchema,
  budgetCompareResponseSchema,
  budgetReportResponseSchema,
  citywiseResponseSchema,
} from '../../../contract/budget'
import { lineAmount } from '../../../contract/budget-upload'
import { DEMO_BUDGET_VERSIONS } from '../../../contract/demo-budget'
import { parseMoney } from '../../../contract/masters/fields'
import { budgetVersions } from '../../db/schema'
import { DEMO, okBody, refusal, test } from '../../test/harness'
import { demoLine, demoTotal, projectId } from './budget-fixtures'

const ATL_CATEGORIES = ['Story & Rights', 'Producers', 'Director', 'Cast']

describe('the report per category and code', () => {
  test('a version: categories in their order, codes sorted, subtotals and ATL/BTL that add up', async ({
    h,
  }) => {
    const token = await h.login(DEMO.manager)
    const project = await projectId(h.db)
    const answer = await h.call('GET', `/v2/budget/code/${project}`, { token })
    expect(answer.status).toBe(200)
    expect(budgetReportResponseSchema.safeParse(answer.body).success).toBe(true)
    const report = okBody(budgetApi.report, answer).data
    expect(report).toMatchObject({ budgetV: 2, dateFrom: null, dateTo: null, total: demoTotal(2) })
    const categories = report.categories
    expect(categories.map((c) => c.category_name)).toEqual([
      'Story & Rights',
      'Producers',
      'Director',
      'Cast',
      'Production Staff',
      'Camera',
      'Lighting & Grip',
      'Art Department',
      'Costume & Wardrobe',
      'Hair & Make-up',
      'Locations',
      'Travel & Transport',
      'Catering',
      'Sound',
      'Post-production',
      'Music',
      'Insurance & Legal',
    ])
    for (const category of categories)
      expect(category.subtotal).toBe(category.codes.reduce((sum, code) => sum + code.amount, 0))
    expect(categories.reduce((sum, c) => sum + c.subtotal, 0)).toBe(report.total)
    expect(report.atl_total + report.btl_total).toBe(report.total)
    expect(report.atl_total).toBe(
      categories
        .filter((c) => ATL_CATEGORIES.includes(c.category_name ?? ''))
        .reduce((sum, c) => sum + c.subtotal, 0),
    )
    expect(categories[10]?.codes.map((code) => code.budget_code)).toEqual([
      '2600-01',
      '2600-02',
      '2600-03',
      '2600-04',
    ])
    const original = await h.call('GET', `/v2/budget/code/${project}?budgetV=1`, { token })
    expect(okBody(budgetApi.report, original).data).toMatchObject({ budgetV: 1, total: demoTotal(1) })
  })

  test('lines without a category come last, in a group of their own', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const project = await projectId(h.db)
    const line = await demoLine(h.db, 2, '2900-01')
    await h.call('PUT', `/v2/budget/${line.id}`, { token, body: { row_version: 1, category_id: null } })
    const { categories } = okBody(
      budgetApi.report,
      await h.call('GET', `/v2/budget/code/${project}`, { token }),
    ).data
    expect(categories.at(-1)).toMatchObject({
      category_name: null,
      codes: [expect.objectContaining({ budget_code: '2900-01' })],
      subtotal: Number(line.amount),
    })
    expect(categories.map((c) => c.category_name)).not.toContain('Sound')
  })

  test('daily budgets between two dates, by the current version’s codes', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const project = await projectId(h.db)
    const answer = await h.call('GET', `/v2/budget/code/${project}?dateFrom=2026-11-24&dateTo=2026-11-25`, {
      token,
    })
    expect(answer.status).toBe(200)
    const report = okBody(budgetApi.report, answer).data
    expect(report).toMatchObject({ budgetV: null, dateFrom: '2026-11-24', dateTo: '2026-11-25' })
    const codes = report.categories.flatMap((c) => c.codes.map((code) => [code.budget_code, code.amount]))
    expect(codes).toEqual([
      ['1300-04', 10_000_000],
      ['2100-01', 9_000_000],
      ['2600-01', 12_000_000],
      ['2700-01', 4_200_000],
      ['2800-01', 5_400_000],
    ])
    expect(report).toMatchObject({ total: 40_600_000, atl_total: 10_000_000, btl_total: 30_600_000 })
    const none = await h.call('GET', `/v2/budget/code/${project}?dateFrom=2026-12-01&dateTo=2026-12-31`, {
      token,
    })
    expect(okBody(budgetApi.report, none).data).toMatchObject({ categories: [], total: 0 })
    expect((await h.call('GET', `/v2/budget/code/${project}?dateFrom=2026-11-24`, { token })).status).toBe(
      400,
    )
    expect(
      (await h.call('GET', `/v2/budget/code/${project}?dateFrom=2026-11-25&dateTo=2026-11-24`, { token }))
        .status,
    ).toBe(400)
    expect(
      (await h.call('GET', `/v2/budget/code/${project}?dateFrom=24.11.2026&dateTo=2026-11-24`, { token }))
        .status,
    ).toBe(400)
  })

  test('a project without a budget reports nothing', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('GET', `/v2/budget/code/${await projectId(h.db, 'COL-S1')}`, { token })
    expect(okBody(budgetApi.report, answer).data).toMatchObject({
      budgetV: null,
      categories: [],
      atl_total: 0,
      btl_total: 0,
      total: 0,
    })
  })
})

describe('comparing versions', () => {
  test('the demo’s original and revision: 1 added, 1 removed, 3 changed, with variances', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const project = await projectId(h.db)
    const answer = await h.call('GET', `/v2/budget/compare/${project}?from=1&to=2`, { token })
    expect(answer.status).toBe(200)
    expect(budgetCompareResponseSchema.safeParse(answer.body).success).toBe(true)
    const result = okBody(budgetApi.compare, answer).data
    expect(result.counts).toEqual({ added: 1, removed: 1, changed: 3, same: 25 })
    expect(result).toMatchObject({ from: 1, to: 2, from_total: demoTotal(1), to_total: demoTotal(2) })
    const notSame = result.differences.filter((d) => d.change !== 'same')
    expect(notSame).toEqual([
      {
        budget_code: '1000-02',
        change: 'removed',
        category_name: 'Story & Rights',
        description: 'Underlying rights — novel option',
        from_amount: 75_000_000,
        to_amount: null,
        variance: -75_000_000,
        fields: [],
      },
      expect.objectContaining({
        budget_code: '2600-01',
        change: 'changed',
        fields: ['quantity', 'amount'],
        variance: -24_000_000,
      }),
      expect.objectContaining({
        budget_code: '2600-03',
        change: 'changed',
        fields: ['quantity', 'amount'],
        variance: 18_000_000,
      }),
      expect.objectContaining({
        budget_code: '2600-04',
        change: 'added',
        from_amount: null,
        variance: 32_500_000,
      }),
      expect.objectContaining({
        budget_code: '2700-02',
        change: 'changed',
        fields: ['rate', 'amount'],
        variance: 40_000_000,
      }),
    ])
    const variance = result.differences.reduce((sum, d) => sum + d.variance, 0)
    expect(variance).toBe(result.to_total - result.from_total)
    const codes = result.differences.map((d) => d.budget_code)
    expect(codes).toEqual([...codes].sort())
    expect((await h.call('GET', `/v2/budget/compare/${project}?from=1&to=9`, { token })).status).toBe(404)
    expect((await h.call('GET', `/v2/budget/compare/${project}?from=1`, { token })).status).toBe(400)
  })
})

describe('city-wise summary', () => {
  test('each city’s lines, ATL/BTL, share of the total and daily budgets', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const project = await projectId(h.db)
    const answer = await h.call('GET', `/v2/budget/getCitywiseSummary/${project}`, { token })
    expect(answer.status).toBe(200)
    expect(citywiseResponseSchema.safeParse(answer.body).success).toBe(true)
    const expected = new Map<string | null, number>()
    for (const line of DEMO_BUDGET_VERSIONS[1]?.lines ?? [])
      expected.set(
        line.city,
        (expected.get(line.city) ?? 0) + lineAmount(line.quantity, parseMoney(line.rate) ?? 0),
      )
    const summary = okBody(budgetApi.citywise, answer).data
    expect(summary.total).toBe(demoTotal(2))
    expect(summary.rows.map((row) => [row.city_name, row.amount])).toEqual(
      [...expected.entries()].sort((a, b) => b[1] - a[1]),
    )
    const share = summary.rows.reduce((sum, row) => sum + row.share_bp, 0)
    expect(Math.abs(share - 10_000)).toBeLessThanOrEqual(summary.rows.length)
    const mumbai = summary.rows.find((row) => row.city_name === 'Mumbai')
    const panaji = summary.rows.find((row) => row.city_name === 'Panaji')
    expect(mumbai).toMatchObject({ daily_amount: 40_600_000 })
    expect(panaji).toMatchObject({ daily_amount: 15_500_000, line_count: 3, atl_amount: 0 })
    if (!mumbai) throw new Error('no Mumbai row')
    expect(mumbai.share_bp).toBe(Math.round((mumbai.amount * 10_000) / summary.total))
    expect(mumbai.atl_amount + mumbai.btl_amount).toBe(mumbai.amount)
  })
})

describe('codes and above-the-line lines', () => {
  test('budget codes as choices: the current version, searchable, ordered by code', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const project = await projectId(h.db)
    const all = await h.call('GET', `/v2/budget/getBudgetCodes/${project}`, { token })
    expect(budgetCodesResponseSchema.safeParse(all.body).success).toBe(true)
    expect(okBody(budgetApi.codes, all).data).toHaveLength(29)
    const search = await h.call('GET', `/v2/budget/getBudgetCodes/${project}?search=rain`, { token })
    expect(okBody(budgetApi.codes, search).data).toEqual([
      {
        budget_id: expect.any(Number),
        budget_code: '2600-04',
        description: 'Rain unit — water tankers and rain machines',
        category_name: 'Locations',
        amount: 32_500_000,
      },
      expect.objectContaining({ budget_code: '3000-02' }),
    ])
    const original = await h.call('GET', `/v2/budget/getBudgetCodes/${project}?budgetV=1&search=2600-04`, {
      token,
    })
    expect(okBody(budgetApi.codes, original).data).toEqual([])
    const none = await h.call('GET', `/v2/budget/getBudgetCodes/${await projectId(h.db, 'COL-S1')}`, {
      token,
    })
    expect(okBody(budgetApi.codes, none).data).toEqual([])
  })

  test('the ATL lines of a version, and deleting some (soft, logged, never from the original)', async ({
    h,
  }) => {
    const token = await h.login(DEMO.manager)
    const project = await projectId(h.db)
    const atl = await h.call('GET', `/v2/budget/project/${project}/atl`, { token })
    expect(budgetAtlResponseSchema.safeParse(atl.body).success).toBe(true)
    const atlLines = okBody(budgetApi.atl, atl)
    expect(atlLines.data.map((line) => line.budget_code)).toEqual([
      '1000-01',
      '1100-01',
      '1200-01',
      '1300-01',
      '1300-02',
      '1300-03',
      '1300-04',
    ])
    expect(atlLines.total).toBe(atlLines.data.reduce((sum, line) => sum + line.amount, 0))
    const juniors = await demoLine(h.db, 2, '1300-04')
    const camera = await demoLine(h.db, 2, '2100-01')
    const refused = await h.call('PUT', '/v2/budget/delete/atl', {
      token,
      body: { project_id: project, budgetV: 2, budget_ids: [juniors.id, camera.id] },
    })
    expect(refused.status).toBe(400)
    expect(refusal(refused).errors?.map((error) => error.path)).toEqual(['budget_ids.1'])
    const deleted = await h.call('PUT', '/v2/budget/delete/atl', {
      token,
      body: { project_id: project, budgetV: 2, budget_ids: [juniors.id] },
    })
    expect(deleted.status).toBe(200)
    expect(okBody(budgetApi.deleteAtl, deleted).data).toEqual({ deleted: 1 })
    const [version] = await h.db.select().from(budgetVersions).where(eq(budgetVersions.id, juniors.versionId))
    expect(version).toMatchObject({ lineCount: 28, total: demoTotal(2) - 60_000_000 })
    expect((await h.call('GET', `/v2/budget/${juniors.id}`, { token })).status).toBe(404)
    const log = await h.call('GET', `/v2/budget/logs/${juniors.id}`, { token })
    expect(okBody(budgetApi.logs, log).data.map((row) => row.action)).toEqual(['deleted', 'created'])
    const list = await h.call('GET', `/v2/budget/project/${project}`, { token })
    expect(okBody(budgetApi.list, list).pagination.total).toBe(28)
    const original = await demoLine(h.db, 1, '1300-04')
    const locked = await h.call('PUT', '/v2/budget/delete/atl', {
      token,
      body: { project_id: project, budgetV: 1, budget_ids: [original.id] },
    })
    expect(locked.status).toBe(409)
    expect(refusal(locked).code).toBe('locked')
  })
})
