import { describe, expect, it } from 'vitest'
import {
  type BudgetCompare,
  type BudgetLine,
  type BudgetUpload,
  budgetAtlResponseSchema,
  budgetCodesResponseSchema,
  budgetCompareResponseSchema,
  budgetDeleteResponseSchema,
  budgetLineResponseSchema,
  budgetListResponseSchema,
  budgetLogsResponseSchema,
  budgetReportResponseSchema,
  budgetUploadHistoryResponseSchema,
  budgetUploadResponseSchema,
  budgetVersionResponseSchema,
  citywiseResponseSchema,
  dailyBudgetListResponseSchema,
  deleteAtlResponseSchema,
} from '../contract/budget'
import { lineAmount } from '../contract/budget-upload'
import { errorEnvelopeSchema } from '../contract/envelope'
import { admin, call, expectParses, lineOf, list, login, PROJECT, versionTotal } from './budget-calls'
import { setMockScenario } from './scenario'
import { change } from './world'

/*
 * The budget mocks answer like the server: every endpoint parses with its contract schema, and
 * the rules (stale edits, the locked original, all-or-nothing uploads, versions, one daily budget
 * per day, tenants and permissions) give the server's answers.
 */

const CSV_HEADER = 'Budget Code,Category,Sub-category,Description,City,ATL,Quantity,Unit,Rate,Amount,Notes'
const GOOD_CSV = [
  CSV_HEADER,
  '1200-01,Director,,Director fee,Mumbai,,1,flat,4500000,,',
  '2100-01,Camera,Camera equipment hire,Camera package rental,Mumbai,N,30,day,45000.50,,ARRI kit',
  '9000-01,Insurance & Legal,,Completion bond,,,1,flat,,250000,',
].join('\n')
const BAD_CSV = [
  CSV_HEADER,
  '1200-01,Director,,Director fee,Mumbai,,1,flat,4500000,,',
  ',Camera,,Camera package,Mumbai,,1,flat,100,,',
  '2100-02,Catering?,,Tea,Mumbai,,1,flat,100,,',
  '1200-01,Director,,Duplicate,Mumbai,,two,flat,100,,',
].join('\n')

describe('budget mocks', () => {
  it('answers every endpoint with its contract schema', async () => {
    const token = await admin()
    expectParses(
      budgetListResponseSchema,
      await call(`/budget/project/${PROJECT}?page_no=2&limit=5`, { token }),
    )
    const first = (await list(token)).data[0] as BudgetLine
    expectParses(budgetLineResponseSchema, await call(`/budget/${first.budget_id}`, { token }))
    expectParses(budgetLogsResponseSchema, await call(`/budget/logs/${first.budget_id}`, { token }))
    expectParses(budgetReportResponseSchema, await call(`/budget/code/${PROJECT}?budgetV=1`, { token }))
    expectParses(
      budgetReportResponseSchema,
      await call(`/budget/code/${PROJECT}?dateFrom=2026-11-24&dateTo=2026-11-30`, { token }),
    )
    expectParses(budgetCompareResponseSchema, await call(`/budget/compare/${PROJECT}?from=1&to=2`, { token }))
    expectParses(
      budgetCodesResponseSchema,
      await call(`/budget/getBudgetCodes/${PROJECT}?search=cam`, { token }),
    )
    expectParses(budgetAtlResponseSchema, await call(`/budget/project/${PROJECT}/atl`, { token }))
    expectParses(citywiseResponseSchema, await call(`/budget/getCitywiseSummary/${PROJECT}`, { token }))
    expectParses(
      budgetUploadHistoryResponseSchema,
      await call(`/budget/budgetUploadHistory?project_id=${PROJECT}`, { token }),
    )
    expectParses(dailyBudgetListResponseSchema, await call(`/dailybudget?project_id=${PROJECT}`, { token }))
    expectParses(
      budgetVersionResponseSchema,
      await call(`/budget/project/${PROJECT}/versions`, {
        method: 'POST',
        token,
        body: { from_version: 2, note: 'Try' },
      }),
    )
    expectParses(
      budgetVersionResponseSchema,
      await call(`/budget/project/${PROJECT}/versions/3`, {
        method: 'PUT',
        token,
        body: { action: 'make_current' },
      }),
    )
    expectParses(
      budgetDeleteResponseSchema,
      await call(`/budget/${PROJECT}?budgetV=3`, { method: 'DELETE', token }),
    )
    expectParses(
      budgetUploadResponseSchema,
      await call(`/budget?project_id=${PROJECT}`, { method: 'POST', token, file: GOOD_CSV }),
    )
    const bad = await call(`/budget?project_id=${PROJECT}`, { method: 'POST', token, file: BAD_CSV })
    expectParses(errorEnvelopeSchema, bad, 400)
  })

  it('pages the seeded demo budget and lists its versions', async () => {
    const token = await admin()
    const current = await list(token, '?limit=10')
    expect(current.budgetV).toBe(2)
    expect(current.currency).toEqual({ code: 'INR', minor_units: 2 })
    expect(current.pagination).toMatchObject({ total: 29, last_page: 3, from: 1, to: 10 })
    expect(current.total).toBe(versionTotal(1))
    expect(current.isDelete).toBe(true)
    expect(current.versions.map((v) => [v.budgetV, v.is_original, v.is_current, v.line_count])).toEqual([
      [1, true, false, 29],
      [2, false, true, 29],
    ])
    expect(current.versions[0]?.approved_by_name).toBeTruthy()
    expect(current.versions[1]?.note).toBe('Revised after the Goa location recce')
    expect(current.versions[0]?.total).toBe(versionTotal(0))
    const last = await list(token, '?limit=10&page_no=3')
    expect(last.data.map((line) => line.budget_code).at(-1)).toBe('4000-01')
    const original = await list(token, '?budgetV=1&search=novel')
    expect(original.data.map((line) => line.budget_code)).toEqual(['1000-02'])
    expect(original.isDelete).toBe(false)
    expect((await call(`/budget/project/${PROJECT}?budgetV=9`, { token })).status).toBe(404)
    const manager = await list(await login('manager@demostudios.test'))
    expect(manager.isDelete).toBe(false)
    setMockScenario({ empty: true })
    expect(await list(token)).toMatchObject({ data: [], versions: [], budgetV: null, total: 0 })
  })

  it('edits a line, logs each changed field and refuses stale, duplicate and locked edits', async () => {
    const token = await admin()
    const line = await lineOf(token, '2600-03')
    const path = `/budget/${line.budget_id}`
    const edited = await call(path, {
      method: 'PUT',
      token,
      body: { row_version: line.row_version, quantity: '6.50', notes: 'Extra day' },
    })
    expectParses(budgetLineResponseSchema, edited)
    const saved = edited.body.data as BudgetLine
    expect(saved).toMatchObject({ quantity: '6.5', amount: lineAmount('6.5', line.rate), row_version: 2 })
    const logs = (await call(`/budget/logs/${line.budget_id}`, { token })).body.data as { field: string }[]
    expect(logs.map((log) => log.field ?? 'created').sort()).toEqual([
      'amount',
      'created',
      'notes',
      'quantity',
    ])
    expect(logs).toContainEqual(expect.objectContaining({ field: 'quantity', before: '5', after: '6.5' }))
    expect(logs).toContainEqual(
      expect.objectContaining({ field: 'amount', before: '450000.00', after: '585000.00' }),
    )
    expect(logs.at(-1)).toMatchObject({ action: 'created', user_name: expect.any(String) })

    const stale = await call(path, { method: 'PUT', token, body: { row_version: 1, description: 'Lost' } })
    expectParses(errorEnvelopeSchema, stale, 409)
    expect(stale.body.code).toBe('stale')
    expect(((await call(path, { token })).body.data as BudgetLine).description).toBe(line.description)

    const camera = await lineOf(token, '2100-01')
    const moved = await call(path, {
      method: 'PUT',
      token,
      body: { row_version: 2, category_id: camera.category_id },
    })
    // The kept sub-category (Location fees) is not one of Camera's, so it goes.
    expect(moved.body.data).toMatchObject({ category_name: 'Camera', sub_category_id: null, row_version: 3 })
    const wrongSub = await call(path, {
      method: 'PUT',
      token,
      body: { row_version: 3, sub_category_id: line.sub_category_id },
    })
    expect((wrongSub.body.errors as { path: string }[])[0]?.path).toBe('sub_category_id')

    const twin = await call(path, { method: 'PUT', token, body: { row_version: 3, budget_code: '2600-01' } })
    expect([twin.status, twin.body.code]).toEqual([409, 'unique'])
    const original = await lineOf(token, '1000-02', '?budgetV=1&limit=500')
    const locked = await call(`/budget/${original.budget_id}`, {
      method: 'PUT',
      token,
      body: { row_version: original.row_version, rate: 1 },
    })
    expect([locked.status, locked.body.code]).toEqual([409, 'locked'])
  })

  it('takes a good file as a new current version and refuses a bad one whole', async () => {
    const token = await admin()
    const upload = await call(`/budget?project_id=${PROJECT}&note=Bond%20added&file_name=v3.csv`, {
      method: 'POST',
      token,
      file: GOOD_CSV,
    })
    expectParses(budgetUploadResponseSchema, upload)
    expect(upload.body.data).toMatchObject({ budgetV: 3, rows: 3, total: 450000000 + 135001500 + 25000000 })
    const after = await list(token)
    expect([after.budgetV, after.pagination.total, after.versions.at(-1)?.note]).toEqual([3, 3, 'Bond added'])
    expect(after.data.map((line) => line.is_atl)).toEqual([true, false, false])

    const bad = await call(`/budget?project_id=${PROJECT}&file_name=bad.csv`, {
      method: 'POST',
      token,
      file: BAD_CSV,
    })
    expect([bad.status, bad.body.code]).toEqual([400, 'rowsInvalid'])
    const paths = (bad.body.errors as { path: string }[]).map((error) => error.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        'rows.3.budget_code',
        'rows.4.category',
        'rows.5.budget_code',
        'rows.5.quantity',
      ]),
    )
    expect(paths.some((path) => path.startsWith('rows.2.'))).toBe(false)
    const unchanged = await list(token)
    expect([unchanged.budgetV, unchanged.versions.length]).toEqual([3, 3])

    const history = (await call(`/budget/budgetUploadHistory?project_id=${PROJECT}`, { token })).body
      .data as BudgetUpload[]
    expect(history.map((row) => [row.file_name, row.result, row.budgetV, row.rows])).toEqual([
      ['bad.csv', 'rejected', null, 4],
      ['v3.csv', 'applied', 3, 3],
      ['MD-01 budget v2.xlsx', 'applied', 2, 29],
      ['MD-01 budget v1.xlsx', 'applied', 1, 29],
    ])
    expect(history[0]?.error_count).toBe(paths.length)
    expect(history[0]?.message).toContain('Line 3: the budget code is missing')

    const pdf = await call(`/budget?project_id=${PROJECT}`, {
      method: 'POST',
      token,
      file: '%PDF',
      type: 'application/pdf',
    })
    expect(pdf.status).toBe(415)
    const huge = new Uint8Array(10 * 1024 * 1024 + 1).fill(65)
    expect((await call(`/budget?project_id=${PROJECT}`, { method: 'POST', token, file: huge })).status).toBe(
      413,
    )
  })

  it('compares versions line by line', async () => {
    const token = await admin()
    const answer = await call(`/budget/compare/${PROJECT}?from=1&to=2`, { token })
    const compare = answer.body.data as BudgetCompare
    expect(compare.counts).toEqual({ added: 1, removed: 1, changed: 3, same: 25 })
    const changed = compare.differences.filter((d) => d.change !== 'same')
    expect(changed.map((d) => [d.budget_code, d.change, d.fields])).toEqual([
      ['1000-02', 'removed', []],
      ['2600-01', 'changed', ['quantity', 'amount']],
      ['2600-03', 'changed', ['quantity', 'amount']],
      ['2600-04', 'added', []],
      ['2700-02', 'changed', ['rate', 'amount']],
    ])
    expect(compare.to_total - compare.from_total).toBe(versionTotal(1) - versionTotal(0))
    expect(compare.differences.reduce((sum, d) => sum + d.variance, 0)).toBe(
      compare.to_total - compare.from_total,
    )
  })

  it('copies, approves, makes current and archives versions; the original stays', async () => {
    const token = await admin()
    const base = `/budget/project/${PROJECT}/versions`
    const copy = await call(base, {
      method: 'POST',
      token,
      body: { from_version: 1, note: 'Back to the lock' },
    })
    expect(copy.body.data).toMatchObject({
      budgetV: 3,
      source: 'copy',
      copied_from: 1,
      is_current: true,
      line_count: 29,
    })
    const approved = await call(`${base}/3`, { method: 'PUT', token, body: { action: 'approve' } })
    expect(approved.body.data).toMatchObject({ is_original: false })
    expect((await call(`${base}/3`, { method: 'PUT', token, body: { action: 'approve' } })).status).toBe(409)
    const locked = await call(`/budget/${PROJECT}?budgetV=1`, { method: 'DELETE', token })
    expect([locked.status, locked.body.code]).toEqual([409, 'locked'])
    const copied = await lineOf(token, '1000-02', '?budgetV=3&limit=500')
    const deleted = await call(`/budget/${PROJECT}?budgetV=3`, { method: 'DELETE', token })
    expect(deleted.body.data).toEqual({ budgetV: 3, current: 2 })
    expect((await list(token)).versions.map((v) => v.budgetV)).toEqual([1, 2])
    const archived = await call(`/budget/${copied.budget_id}`, {
      method: 'PUT',
      token,
      body: { row_version: 1, rate: 1 },
    })
    expect([archived.status, archived.body.code]).toEqual([409, 'archived'])
    const again = await call(base, {
      method: 'POST',
      token,
      body: { from_version: 2, note: 'Numbers never reused' },
    })
    expect((again.body.data as { budgetV: number }).budgetV).toBe(4)
    const manager = await login('manager@demostudios.test')
    expect((await call(`/budget/${PROJECT}?budgetV=4`, { method: 'DELETE', token: manager })).status).toBe(
      403,
    )
  })

  it('lists and removes above-the-line lines, and sums reports by code and by city', async () => {
    const token = await admin()
    const atl = (await call(`/budget/project/${PROJECT}/atl`, { token })).body as {
      data: BudgetLine[]
      total: number
    }
    expect(atl.data.every((line) => line.is_atl)).toBe(true)
    expect(atl.data).toHaveLength(7)
    const ids = atl.data.slice(0, 2).map((line) => line.budget_id)
    const removed = await call('/budget/delete/atl', {
      method: 'PUT',
      token,
      body: { project_id: PROJECT, budgetV: 2, budget_ids: ids },
    })
    expectParses(deleteAtlResponseSchema, removed)
    expect((await list(token)).pagination.total).toBe(27)
    const logs = (await call(`/budget/logs/${ids[0]}`, { token })).body.data as { action: string }[]
    expect(logs[0]?.action).toBe('deleted')
    const lockedAtl = (await list(token, '?budgetV=1&limit=500')).data.find(
      (line) => line.is_atl,
    ) as BudgetLine
    const refused = await call('/budget/delete/atl', {
      method: 'PUT',
      token,
      body: { project_id: PROJECT, budgetV: 1, budget_ids: [lockedAtl.budget_id] },
    })
    expect(refused.status).toBe(409)

    const report = (await call(`/budget/code/${PROJECT}?budgetV=1`, { token })).body.data as {
      atl_total: number
      btl_total: number
      total: number
      categories: { category_name: string }[]
    }
    expect(report.total).toBe(versionTotal(0))
    expect(report.atl_total + report.btl_total).toBe(report.total)
    expect(report.categories[0]?.category_name).toBe('Story & Rights')
    const days = (await call(`/budget/code/${PROJECT}?dateFrom=2026-11-24&dateTo=2026-11-25`, { token })).body
      .data as { total: number; budgetV: null }
    expect(days).toMatchObject({ budgetV: null, total: 19900000 + 20700000 })
    expect((await call(`/budget/code/${PROJECT}?dateFrom=2026-11-24`, { token })).status).toBe(400)

    const cities = (await call(`/budget/getCitywiseSummary/${PROJECT}?budgetV=2`, { token })).body.data as {
      rows: { city_name: string | null; amount: number; share_bp: number; daily_amount: number }[]
      total: number
    }
    expect(cities.rows.reduce((sum, row) => sum + row.amount, 0)).toBe(cities.total)
    expect(cities.rows.find((row) => row.city_name === 'Panaji')?.daily_amount).toBe(15500000)
  })

  it('keeps tenants, teams and permissions apart', async () => {
    const northwind = await login('admin@northwind.test')
    const paths = [
      `/budget/project/${PROJECT}`,
      `/budget/code/${PROJECT}`,
      `/budget/budgetUploadHistory?project_id=${PROJECT}`,
      `/dailybudget?project_id=${PROJECT}`,
    ]
    for (const path of paths) expectParses(errorEnvelopeSchema, await call(path, { token: northwind }), 404)
    const line = await lineOf(await admin(), '1200-01')
    expect((await call(`/budget/${line.budget_id}`, { token: northwind })).status).toBe(404)

    const moderator = await login('moderator@demostudios.test')
    expectParses(errorEnvelopeSchema, await call(`/budget/project/${PROJECT}`, { token: moderator }), 403)
    expect((await call(`/budget/project/${PROJECT}`)).status).toBe(401)

    const manager = await login('manager@demostudios.test')
    expect((await call(`/budget/project/${PROJECT}`, { token: manager })).status).toBe(200)
    change((all) => {
      all.members = all.members.filter((member) => member.projectId !== PROJECT)
    })
    expect((await call(`/budget/project/${PROJECT}`, { token: manager })).status).toBe(404)
    expect((await call(`/budget/${line.budget_id}`, { token: manager })).status).toBe(404)
    expect((await call(`/budget/project/${PROJECT}`, { token: await admin() })).status).toBe(200)
  })
})
