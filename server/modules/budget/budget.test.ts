import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { budgetApi } from '../../../contract/api/budget'
import {
  budgetLineResponseSchema,
  budgetListResponseSchema,
  budgetLogsResponseSchema,
} from '../../../contract/budget'
import { auditLog, budgetLines, budgetVersions, categories, projectMembers, users } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, okBody, refusal, test } from '../../test/harness'
import { demoLine, demoTotal, projectId } from './budget-fixtures'

describe('the budget list', () => {
  test('a page of the current version in plan order, with every version and the currency', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const project = await projectId(h.db)
    const answer = await h.call('GET', `/v2/budget/project/${project}?limit=5`, { token })
    expect(answer.status).toBe(200)
    expect(budgetListResponseSchema.safeParse(answer.body).success).toBe(true)
    const page = okBody(budgetApi.list, answer)
    expect(page.budgetV).toBe(2)
    expect(page.currency).toEqual({ code: 'INR', minor_units: 2 })
    expect(page.total).toBe(demoTotal(2))
    expect(page.pagination).toEqual({
      current_page: 1,
      per_page: 5,
      from: 1,
      to: 5,
      last_page: 6,
      total: 29,
    })
    expect(page.data.map((line) => line.budget_code)).toEqual([
      '1000-01',
      '1100-01',
      '1200-01',
      '1300-01',
      '1300-02',
    ])
    expect(page.data[3]).toMatchObject({
      budgetV: 2,
      category_name: 'Cast',
      sub_category_name: 'Lead cast',
      city_name: 'Mumbai',
      is_atl: true,
      quantity: '1',
      unit: 'flat',
      rate: 900_000_000,
      amount: 900_000_000,
      row_version: 1,
      updated_by_name: 'Rohan Iyer',
    })
    expect(page.versions.map((v) => [v.budgetV, v.is_current, v.is_original])).toEqual([
      [1, false, true],
      [2, true, false],
    ])
    expect(page.versions[0]).toMatchObject({
      line_count: 29,
      total: demoTotal(1),
      approved_by_name: 'Asha Menon',
      created_by_name: 'Rohan Iyer',
      note: 'Locked shooting budget',
      source: 'upload',
    })
    // The Admin Manager may not delete versions (no budget DELETE by default).
    expect(page.isDelete).toBe(false)
  })

  test('budgetV picks a version; the original is never deletable; a missing one is 404', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const project = await projectId(h.db)
    const current = await h.call('GET', `/v2/budget/project/${project}`, { token })
    expect(okBody(budgetApi.list, current).isDelete).toBe(true)
    const original = await h.call('GET', `/v2/budget/project/${project}?budgetV=1&page_no=2&limit=25`, {
      token,
    })
    const originalPage = okBody(budgetApi.list, original)
    expect(originalPage).toMatchObject({ budgetV: 1, isDelete: false, total: demoTotal(1) })
    expect(originalPage.pagination).toMatchObject({ current_page: 2, from: 26, to: 29, last_page: 2 })
    expect((await h.call('GET', `/v2/budget/project/${project}?budgetV=9`, { token })).status).toBe(404)
    expect((await h.call('GET', `/v2/budget/project/${project}?budgetV=0`, { token })).status).toBe(400)
    expect((await h.call('GET', `/v2/budget/project/${project}?limit=501`, { token })).status).toBe(400)
  })

  test('search matches codes and descriptions, literally', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const project = await projectId(h.db)
    const byCode = await h.call('GET', `/v2/budget/project/${project}?search=2600-`, { token })
    const codePage = okBody(budgetApi.list, byCode)
    expect(codePage.data.map((line) => line.budget_code)).toEqual([
      '2600-01',
      '2600-02',
      '2600-03',
      '2600-04',
    ])
    expect(codePage.pagination.total).toBe(4)
    const byText = await h.call('GET', `/v2/budget/project/${project}?search=LEAD%20ACTOR`, { token })
    expect(okBody(budgetApi.list, byText).pagination.total).toBe(2)
    expect(
      okBody(budgetApi.list, await h.call('GET', `/v2/budget/project/${project}?search=%25`, { token })).data,
    ).toEqual([])
  })

  test('a project without a budget answers an empty page', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const project = await projectId(h.db, 'COL-S1')
    const answer = await h.call('GET', `/v2/budget/project/${project}`, { token })
    expect(answer.status).toBe(200)
    expect(okBody(budgetApi.list, answer)).toMatchObject({
      data: [],
      budgetV: null,
      versions: [],
      total: 0,
      isDelete: false,
      pagination: { last_page: 1, total: 0, from: null, to: null },
    })
  })

  test('only the tenant’s projects, and only a member’s', async ({ h }) => {
    const project = await projectId(h.db)
    const path = `/v2/budget/project/${project}`
    expect((await h.call('GET', path, { token: await h.login(DEMO.northwindAdmin) })).status).toBe(404)
    expect((await h.call('GET', path, { token: await h.login(DEMO.moderator) })).status).toBe(403)
    const manager = await h.login(DEMO.manager)
    const [rohan] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.manager))
    await h.db
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, project), eq(projectMembers.userId, rohan?.id as number)))
    expect((await h.call('GET', path, { token: manager })).status).toBe(404)
    const line = await demoLine(h.db, 2, '2100-01')
    expect((await h.call('GET', `/v2/budget/${line.id}`, { token: manager })).status).toBe(404)
    expect(
      (await h.call('PUT', `/v2/budget/${line.id}`, { token: manager, body: { row_version: 1, rate: 1 } }))
        .status,
    ).toBe(404)
    expect((await h.call('GET', `/v2/budget/logs/${line.id}`, { token: manager })).status).toBe(404)
  })
})

describe('changing a line', () => {
  test('the amount follows quantity × rate, the version total follows, and the change is audited', async ({
    h,
  }) => {
    const token = await h.login(DEMO.manager)
    const line = await demoLine(h.db, 2, '2100-01')
    const answer = await h.call('PUT', `/v2/budget/${line.id}`, {
      token,
      body: { row_version: 1, quantity: '34.5', rate: 4_600_000, notes: 'ARRI Alexa 35 kit + spare body' },
    })
    expect(answer.status).toBe(200)
    expect(budgetLineResponseSchema.safeParse(answer.body).success).toBe(true)
    expect(okBody(budgetApi.updateLine, answer).data).toMatchObject({
      quantity: '34.5',
      rate: 4_600_000,
      amount: 158_700_000,
      row_version: 2,
      updated_by_name: 'Rohan Iyer',
      updated_at: h.clock.now.toISOString(),
    })
    const [version] = await h.db.select().from(budgetVersions).where(eq(budgetVersions.id, line.versionId))
    expect(Number(version?.total)).toBe(demoTotal(2) - 144_000_000 + 158_700_000)
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'budget_line'), eq(auditLog.entityId, String(line.id))))
    expect(entry).toMatchObject({
      action: 'budget_line.update',
      organizationId: DEMO_STUDIOS,
      before: { quantity: '32', rate: 4_500_000, amount: 144_000_000, notes: 'ARRI Alexa 35 kit' },
      after: {
        quantity: '34.5',
        rate: 4_600_000,
        amount: 158_700_000,
        notes: 'ARRI Alexa 35 kit + spare body',
      },
    })
  })

  test('a stale row_version is refused with who changed it and when, and nothing is written', async ({
    h,
  }) => {
    const manager = await h.login(DEMO.manager)
    const admin = await h.login(DEMO.admin)
    const line = await demoLine(h.db, 2, '2800-01')
    h.clock.advance(60_000)
    const first = await h.call('PUT', `/v2/budget/${line.id}`, {
      token: manager,
      body: { row_version: 1, rate: 5_500_000 },
    })
    expect(first.status).toBe(200)
    const [afterFirst] = await h.db.select().from(budgetLines).where(eq(budgetLines.id, line.id))
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'budget_line'))
      .orderBy(auditLog.id)
    const stale = await h.call('PUT', `/v2/budget/${line.id}`, {
      token: admin,
      body: { row_version: 1, description: 'Catering for 150' },
    })
    expect(stale.status).toBe(409)
    expect(refusal(stale).code).toBe('stale')
    expect(refusal(stale).message).toBe(
      'This line was changed by Rohan Iyer at 2026-11-22 10:01 UTC; reload it and apply your change again',
    )
    const [afterStale] = await h.db.select().from(budgetLines).where(eq(budgetLines.id, line.id))
    expect(afterStale).toEqual(afterFirst)
    expect(await h.db.select().from(auditLog).where(eq(auditLog.entity, 'budget_line'))).toHaveLength(
      audits.length,
    )
  })

  test('lines of the locked original never change', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const line = await demoLine(h.db, 1, '2100-01')
    const answer = await h.call('PUT', `/v2/budget/${line.id}`, { token, body: { row_version: 1, rate: 1 } })
    expect(answer.status).toBe(409)
    expect(refusal(answer).code).toBe('locked')
    const [after] = await h.db.select().from(budgetLines).where(eq(budgetLines.id, line.id))
    expect(after).toEqual(line)
  })

  test('a budget code is unique in its version, whatever its case', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const line = await demoLine(h.db, 2, '2800-01')
    const answer = await h.call('PUT', `/v2/budget/${line.id}`, {
      token,
      body: { row_version: 1, budget_code: '2900-01' },
    })
    expect(answer.status).toBe(409)
    expect(refusal(answer).code).toBe('unique')
    expect(refusal(answer).errors?.[0]?.path).toBe('budget_code')
    const renamed = await h.call('PUT', `/v2/budget/${line.id}`, {
      token,
      body: { row_version: 1, budget_code: '2800-01A' },
    })
    expect(okBody(budgetApi.updateLine, renamed).data.budget_code).toBe('2800-01A')
  })

  test('categories, sub-categories and cities must be the tenant’s active ones', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const line = await demoLine(h.db, 2, '1300-01')
    const [northwindCategory] = await h.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.organizationId, 3))
    const [camera] = await h.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.organizationId, DEMO_STUDIOS), eq(categories.name, 'Camera')))
    const answer = await h.call('PUT', `/v2/budget/${line.id}`, {
      token,
      body: { row_version: 1, category_id: northwindCategory?.id, city_id: 999_999 },
    })
    expect(answer.status).toBe(400)
    expect(refusal(answer).errors?.map((error) => error.path)).toEqual(['category_id', 'city_id'])
    const wrongSub = await h.call('PUT', `/v2/budget/${line.id}`, {
      token,
      body: { row_version: 1, category_id: camera?.id, sub_category_id: line.subCategoryId },
    })
    expect(wrongSub.status).toBe(400)
    expect(refusal(wrongSub).errors?.[0]?.path).toBe('sub_category_id')
    // A new category without a sub-category drops the old category's one.
    const moved = await h.call('PUT', `/v2/budget/${line.id}`, {
      token,
      body: { row_version: 1, category_id: camera?.id },
    })
    expect(okBody(budgetApi.updateLine, moved).data).toMatchObject({
      category_name: 'Camera',
      sub_category_id: null,
    })
    expect(
      (await h.call('PUT', `/v2/budget/${line.id}`, { token, body: { row_version: 2, rate: -1 } })).status,
    ).toBe(400)
  })

  test('a line uploaded with only its total keeps it until its quantity or rate changes', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const project = await projectId(h.db, 'COL-S1')
    await h.call('POST', `/v2/budget?project_id=${project}`, {
      token,
      rawBody: 'Budget Code,Category,Description,Quantity,Amount\n100,Catering,Tea for three days,3,100\n',
      headers: { 'content-type': 'text/csv' },
    })
    const list = await h.call('GET', `/v2/budget/project/${project}`, { token })
    const line = okBody(budgetApi.list, list).data[0]
    expect(line).toMatchObject({ quantity: '3', rate: 3333, amount: 10_000 })
    const renamed = await h.call('PUT', `/v2/budget/${line?.budget_id}`, {
      token,
      body: { row_version: 1, description: 'Tea and biscuits' },
    })
    expect(okBody(budgetApi.updateLine, renamed).data).toMatchObject({ amount: 10_000, row_version: 2 })
    const doubled = await h.call('PUT', `/v2/budget/${line?.budget_id}`, {
      token,
      body: { row_version: 2, quantity: '6' },
    })
    expect(okBody(budgetApi.updateLine, doubled).data).toMatchObject({ amount: 19_998, row_version: 3 })
  })

  test('one line by id, within the tenant', async ({ h }) => {
    const line = await demoLine(h.db, 2, '1200-01')
    const answer = await h.call('GET', `/v2/budget/${line.id}`, { token: await h.login(DEMO.manager) })
    expect(okBody(budgetApi.line, answer).data).toMatchObject({
      budget_code: '1200-01',
      description: 'Director fee',
      amount: 450_000_000,
    })
    expect(
      (await h.call('GET', `/v2/budget/${line.id}`, { token: await h.login(DEMO.northwindAdmin) })).status,
    ).toBe(404)
    expect((await h.call('GET', '/v2/budget/999999', { token: await h.login(DEMO.admin) })).status).toBe(404)
  })
})

describe('a line’s log', () => {
  test('created, then each changed field with readable before and after, newest first', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const line = await demoLine(h.db, 2, '2600-03')
    const [mumbai] = await h.db
      .select({ id: budgetLines.cityId })
      .from(budgetLines)
      .where(eq(budgetLines.id, (await demoLine(h.db, 2, '2600-01')).id))
    h.clock.advance(600_000)
    await h.call('PUT', `/v2/budget/${line.id}`, { token, body: { row_version: 1, rate: 9_500_000 } })
    h.clock.advance(600_000)
    await h.call('PUT', `/v2/budget/${line.id}`, {
      token: await h.login(DEMO.admin),
      body: { row_version: 2, city_id: mumbai?.id, is_atl: true },
    })
    const answer = await h.call('GET', `/v2/budget/logs/${line.id}`, { token })
    expect(answer.status).toBe(200)
    expect(budgetLogsResponseSchema.safeParse(answer.body).success).toBe(true)
    const log = okBody(budgetApi.logs, answer).data
    const rows = log.map(({ log_id: _id, at: _at, ...row }) => row)
    expect(rows).toEqual([
      { user_name: 'Asha Menon', action: 'updated', field: 'city_id', before: 'Panaji', after: 'Mumbai' },
      { user_name: 'Asha Menon', action: 'updated', field: 'is_atl', before: 'No', after: 'Yes' },
      { user_name: 'Rohan Iyer', action: 'updated', field: 'rate', before: '90000.00', after: '95000.00' },
      {
        user_name: 'Rohan Iyer',
        action: 'updated',
        field: 'amount',
        before: '450000.00',
        after: '475000.00',
      },
      { user_name: 'Rohan Iyer', action: 'created', field: null, before: null, after: null },
    ])
    const ids = log.map((row) => row.log_id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(log.at(-1)?.at).toBe('2026-11-01T09:00:00.000Z')
  })
})
