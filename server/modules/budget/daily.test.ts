import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { budgetApi } from '../../../contract/api/budget'
import { dailyBudgetListResponseSchema, dailyBudgetResponseSchema } from '../../../contract/budget'
import { auditLog, cities, dailyBudgets } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, type Harness, okBody, refusal, test } from '../../test/harness'
import { projectId } from './budget-fixtures'

async function cityId(h: Harness, name: string, organizationId = DEMO_STUDIOS) {
  const rows = await h.db
    .select({ id: cities.id, org: cities.organizationId })
    .from(cities)
    .where(eq(cities.name, name))
  return rows.find((row) => row.org === organizationId)?.id as number
}

const dayPath = (id: number) => `/v2/dailybudget/dailybudget_id=${id}`

describe('daily budgets', () => {
  test('the demo’s shoot days, by date, filtered by one day or a range', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const project = await projectId(h.db)
    const all = await h.call('GET', `/v2/dailybudget?project_id=${project}`, { token })
    expect(all.status).toBe(200)
    expect(dailyBudgetListResponseSchema.safeParse(all.body).success).toBe(true)
    const days = okBody(budgetApi.daily, all).data
    expect(days.map((day) => day.dailybudget_date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-28'])
    expect(days[2]).toMatchObject({
      title: 'Day 5 — Old Goa church',
      city_name: 'Panaji',
      total: 15_500_000,
      row_version: 1,
      lines: [
        { budget_code: '2600-03', description: 'Church exteriors fee', amount: 9_000_000 },
        { budget_code: '2600-04', description: 'Rain unit', amount: 6_500_000 },
      ],
    })
    const one = await h.call('GET', `/v2/dailybudget?project_id=${project}&dailybudget_date=2026-11-25`, {
      token,
    })
    expect(okBody(budgetApi.daily, one).data.map((day) => day.title)).toEqual([
      'Day 2 — Marine Drive night exteriors',
    ])
    const range = await h.call(
      'GET',
      `/v2/dailybudget?project_id=${project}&dateFrom=2026-11-25&dateTo=2026-11-30`,
      {
        token,
      },
    )
    expect(okBody(budgetApi.daily, range).data).toHaveLength(2)
    expect((await h.call('GET', '/v2/dailybudget', { token })).status).toBe(400)
    expect(
      (
        await h.call('GET', `/v2/dailybudget?project_id=${project}`, {
          token: await h.login(DEMO.northwindAdmin),
        })
      ).status,
    ).toBe(404)
    expect(
      (await h.call('GET', `/v2/dailybudget?project_id=${project}`, { token: await h.login(DEMO.user) }))
        .status,
    ).toBe(403)
  })

  test('create one per project and day, by codes of the current version', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const project = await projectId(h.db)
    const body = {
      project_id: project,
      dailybudget_date: '2026-11-26',
      title: 'Day 3 — Stage 4, rain sequence',
      city_id: await cityId(h, 'Mumbai'),
      notes: 'Rain machines from 6 pm',
      lines: [
        { budget_code: '2100-01', description: 'Camera package', amount: 4_500_000 },
        { budget_code: '2600-04', amount: 6_500_000 },
      ],
    }
    const created = await h.call('POST', '/v2/dailybudget', { token, body })
    expect(created.status).toBe(200)
    expect(dailyBudgetResponseSchema.safeParse(created.body).success).toBe(true)
    const day = okBody(budgetApi.createDaily, created).data
    expect(day).toMatchObject({
      project_id: project,
      dailybudget_date: '2026-11-26',
      city_name: 'Mumbai',
      total: 11_000_000,
      row_version: 1,
      lines: [
        { budget_code: '2100-01', description: 'Camera package', amount: 4_500_000 },
        { budget_code: '2600-04', description: null, amount: 6_500_000 },
      ],
    })
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'daily_budget.create'))
    expect(entry?.entityId).toBe(String(day.dailybudget_id))

    const duplicate = await h.call('POST', '/v2/dailybudget', { token, body: { ...body, title: 'Again' } })
    expect(duplicate.status).toBe(409)
    expect(refusal(duplicate).code).toBe('unique')
    expect(refusal(duplicate).errors?.[0]?.path).toBe('dailybudget_date')

    const badCodes = await h.call('POST', '/v2/dailybudget', {
      token,
      body: {
        ...body,
        dailybudget_date: '2026-11-27',
        lines: [
          { budget_code: '2100-01', amount: 1 },
          { budget_code: '1000-02', amount: 1 },
          { budget_code: '9999-99', amount: 1 },
        ],
      },
    })
    expect(badCodes.status).toBe(400)
    expect(refusal(badCodes).errors?.map((error) => error.path)).toEqual([
      'lines.1.budget_code',
      'lines.2.budget_code',
    ])
    const foreignCity = await h.call('POST', '/v2/dailybudget', {
      token,
      body: { ...body, dailybudget_date: '2026-11-27', city_id: await cityId(h, 'Mumbai', 3) },
    })
    expect(foreignCity.status).toBe(400)
    expect(refusal(foreignCity).errors?.[0]?.path).toBe('city_id')
    const negative = await h.call('POST', '/v2/dailybudget', {
      token,
      body: { ...body, dailybudget_date: '2026-11-27', lines: [{ budget_code: '2100-01', amount: -5 }] },
    })
    expect(negative.status).toBe(400)
    expect(
      (await h.call('POST', '/v2/dailybudget', { token: await h.login(DEMO.moderator), body })).status,
    ).toBe(403)
    const northwind = await h.call('POST', '/v2/dailybudget', {
      token: await h.login(DEMO.northwindAdmin),
      body: { ...body, dailybudget_date: '2026-11-29', city_id: null },
    })
    expect(northwind.status).toBe(404)
  })

  test('change one at its literal path dailybudget_id=<id>; a stale row_version is refused', async ({
    h,
  }) => {
    const token = await h.login(DEMO.manager)
    const project = await projectId(h.db)
    const [day] = await h.db.select().from(dailyBudgets).where(eq(dailyBudgets.day, '2026-11-24'))
    const id = day?.id as number
    const changed = await h.call('PUT', dayPath(id), {
      token,
      body: {
        row_version: 1,
        title: 'Day 1 — Stage 4, monsoon apartment (extended)',
        lines: [{ budget_code: '2100-01', description: 'Camera package + B camera', amount: 6_000_000 }],
      },
    })
    expect(changed.status).toBe(200)
    expect(okBody(budgetApi.updateDaily, changed).data).toMatchObject({
      dailybudget_id: id,
      dailybudget_date: '2026-11-24',
      title: 'Day 1 — Stage 4, monsoon apartment (extended)',
      total: 6_000_000,
      row_version: 2,
      city_name: 'Mumbai',
    })
    const [afterFirst] = await h.db.select().from(dailyBudgets).where(eq(dailyBudgets.id, id))
    const stale = await h.call('PUT', dayPath(id), { token, body: { row_version: 1, title: 'Lost update' } })
    expect(stale.status).toBe(409)
    expect(refusal(stale).code).toBe('stale')
    expect((await h.db.select().from(dailyBudgets).where(eq(dailyBudgets.id, id)))[0]).toEqual(afterFirst)

    const clash = await h.call('PUT', dayPath(id), {
      token,
      body: { row_version: 2, dailybudget_date: '2026-11-25' },
    })
    expect(clash.status).toBe(409)
    expect(refusal(clash).code).toBe('unique')
    const moved = await h.call('PUT', dayPath(id), {
      token,
      body: { row_version: 2, dailybudget_date: '2026-11-23' },
    })
    expect(okBody(budgetApi.updateDaily, moved).data).toMatchObject({
      dailybudget_date: '2026-11-23',
      row_version: 3,
    })
    const badCode = await h.call('PUT', dayPath(id), {
      token,
      body: { row_version: 3, lines: [{ budget_code: 'NOPE-1', amount: 1 }] },
    })
    expect(badCode.status).toBe(400)
    expect(refusal(badCode).errors?.[0]?.path).toBe('lines.0.budget_code')

    expect((await h.call('PUT', `/v2/dailybudget/${id}`, { token, body: { row_version: 3 } })).status).toBe(
      404,
    )
    expect((await h.call('PUT', dayPath(999_999), { token, body: { row_version: 1 } })).status).toBe(404)
    expect(
      (
        await h.call('PUT', dayPath(id), {
          token: await h.login(DEMO.northwindAdmin),
          body: { row_version: 3 },
        })
      ).status,
    ).toBe(404)
    const list = await h.call('GET', `/v2/dailybudget?project_id=${project}`, { token })
    expect(okBody(budgetApi.daily, list).data[0]?.dailybudget_date).toBe('2026-11-23')
  })
})
