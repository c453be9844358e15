import { describe, expect, it } from 'vitest'
import {
  type DailyBudget,
  dailyBudgetListResponseSchema,
  dailyBudgetResponseSchema,
} from '../contract/budget'
import { errorEnvelopeSchema } from '../contract/envelope'
import { admin, call, expectParses, login, PROJECT } from './budget-calls'

/*
 * The daily budget mocks: one budget per shoot day of a project, lines on codes of the current
 * version, updated at the spec's literal path /v2/dailybudget/dailybudget_id={id}.
 */

describe('daily budget mocks', () => {
  it('lists the seeded shoot days', async () => {
    const token = await admin()
    const answer = await call(`/dailybudget?project_id=${PROJECT}`, { token })
    expectParses(dailyBudgetListResponseSchema, answer)
    const days = answer.body.data as DailyBudget[]
    expect(days.map((day) => [day.dailybudget_date, day.city_name, day.total])).toEqual([
      ['2026-11-24', 'Mumbai', 19900000],
      ['2026-11-25', 'Mumbai', 20700000],
      ['2026-11-28', 'Panaji', 15500000],
    ])
    const backwards = await call(`/dailybudget?project_id=${PROJECT}&dateFrom=2026-11-28&dateTo=2026-11-24`, {
      token,
    })
    expectParses(errorEnvelopeSchema, backwards, 400)
  })

  it('keeps one daily budget per day, updated at /dailybudget/dailybudget_id={id}', async () => {
    const token = await admin()
    const day = {
      project_id: PROJECT,
      dailybudget_date: '2026-11-26',
      title: 'Day 3 — Bandra lanes',
      lines: [
        { budget_code: '2100-01', amount: 4500000 },
        { budget_code: '2800-01', description: 'Lunch', amount: 5400000 },
      ],
    }
    const created = await call('/dailybudget', { method: 'POST', token, body: day })
    expectParses(dailyBudgetResponseSchema, created)
    const saved = created.body.data as DailyBudget
    expect(saved.total).toBe(9900000)
    const unknown = await call('/dailybudget', {
      method: 'POST',
      token,
      body: { ...day, dailybudget_date: '2026-11-27', lines: [{ budget_code: '9999-99', amount: 1 }] },
    })
    expect((unknown.body.errors as { path: string }[]).map((error) => error.path)).toEqual([
      'lines.0.budget_code',
    ])
    const twin = await call('/dailybudget', { method: 'POST', token, body: { ...day, title: 'Again' } })
    expect([twin.status, twin.body.code]).toEqual([409, 'unique'])
    const path = `/dailybudget/dailybudget_id=${saved.dailybudget_id}`
    const updated = await call(path, {
      method: 'PUT',
      token,
      body: { row_version: 1, title: 'Day 3 — Bandra', lines: [] },
    })
    expectParses(dailyBudgetResponseSchema, updated)
    expect(updated.body.data).toMatchObject({ title: 'Day 3 — Bandra', total: 0, row_version: 2 })
    expect(
      (await call(path, { method: 'PUT', token, body: { row_version: 1, title: 'Old' } })).body.code,
    ).toBe('stale')
    const moved = await call(path, {
      method: 'PUT',
      token,
      body: { row_version: 2, dailybudget_date: '2026-11-24' },
    })
    expect(moved.status).toBe(409)
    expect(
      (await call(`/dailybudget/${saved.dailybudget_id}`, { method: 'PUT', token, body: { row_version: 2 } }))
        .status,
    ).toBe(404)
    const one = await call(`/dailybudget?project_id=${PROJECT}&dailybudget_date=2026-11-26`, { token })
    expect((one.body.data as DailyBudget[]).map((d) => d.title)).toEqual(['Day 3 — Bandra'])
    const range = await call(`/dailybudget?project_id=${PROJECT}&dateFrom=2026-11-25&dateTo=2026-11-28`, {
      token,
    })
    expect((range.body.data as DailyBudget[]).map((d) => d.dailybudget_date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-28',
    ])
  })

  it('keeps other organisations and roles out', async () => {
    const northwind = await login('admin@northwind.test')
    expect((await call(`/dailybudget?project_id=${PROJECT}`, { token: northwind })).status).toBe(404)
    const write = await call('/dailybudget/dailybudget_id=1', {
      method: 'PUT',
      token: northwind,
      body: { row_version: 1, title: 'Mine now' },
    })
    expect(write.status).toBe(404)
    const moderator = await login('moderator@demostudios.test')
    expect((await call(`/dailybudget?project_id=${PROJECT}`, { token: moderator })).status).toBe(403)
  })
})
