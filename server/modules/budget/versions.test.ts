import { and, asc, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { budgetApi } from '../../../contract/api/budget'
import { budgetDeleteResponseSchema, budgetVersionResponseSchema } from '../../../contract/budget'
import { auditLog, budgetLines, budgetVersions, expenses } from '../../db/schema'
import { DEMO, type Harness, okBody, refusal, test } from '../../test/harness'
import { csvOf, demoLine, demoTotal, projectId } from './budget-fixtures'

const versionsPath = (project: number) => `/v2/budget/project/${project}/versions`

async function stored(h: Harness, project: number) {
  return h.db
    .select()
    .from(budgetVersions)
    .where(eq(budgetVersions.projectId, project))
    .orderBy(asc(budgetVersions.versionNo))
}

describe('copying a version', () => {
  test('makes version N+1, current, with every live line copied in order', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const project = await projectId(h.db)
    const answer = await h.call('POST', versionsPath(project), {
      token,
      body: { from_version: 1, note: 'Back to the original for the studio' },
    })
    expect(answer.status).toBe(200)
    expect(budgetVersionResponseSchema.safeParse(answer.body).success).toBe(true)
    expect(okBody(budgetApi.copyVersion, answer).data).toMatchObject({
      budgetV: 3,
      source: 'copy',
      copied_from: 1,
      is_current: true,
      is_original: false,
      approved_at: null,
      line_count: 29,
      total: demoTotal(1),
      note: 'Back to the original for the studio',
      created_by_name: 'Rohan Iyer',
    })
    const versions = await stored(h, project)
    expect(versions.map((v) => v.isCurrent)).toEqual([false, false, true])
    const codes = async (versionId: number) =>
      (
        await h.db
          .select({ code: budgetLines.budgetCode, rowVersion: budgetLines.rowVersion })
          .from(budgetLines)
          .where(eq(budgetLines.versionId, versionId))
          .orderBy(asc(budgetLines.position), asc(budgetLines.id))
      ).map((line) => line.code)
    expect(await codes(versions[2]?.id as number)).toEqual(await codes(versions[0]?.id as number))
    // The copy is a draft: its lines can be changed, and each line's log starts with the copy.
    const copied = await demoLine(h.db, 3, '1000-02')
    const edit = await h.call('PUT', `/v2/budget/${copied.id}`, {
      token,
      body: { row_version: 1, rate: 800_000_00 },
    })
    expect(edit.status).toBe(200)
    const log = await h.call('GET', `/v2/budget/logs/${copied.id}`, { token })
    expect(okBody(budgetApi.logs, log).data.at(-1)).toMatchObject({
      action: 'created',
      user_name: 'Rohan Iyer',
    })
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'budget_version'), eq(auditLog.action, 'budget_version.copy')))
    expect(entry?.after).toMatchObject({ budgetV: 3, copied_from: 1, rows: 29 })
  })

  test('refused: an unknown version (404), no note (400), a moderator (403)', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const project = await projectId(h.db)
    expect(
      (await h.call('POST', versionsPath(project), { token, body: { from_version: 7, note: 'x' } })).status,
    ).toBe(404)
    expect(
      (await h.call('POST', versionsPath(project), { token, body: { from_version: 1, note: ' ' } })).status,
    ).toBe(400)
    const moderator = await h.login(DEMO.moderator)
    expect(
      (
        await h.call('POST', versionsPath(project), {
          token: moderator,
          body: { from_version: 1, note: 'x' },
        })
      ).status,
    ).toBe(403)
    expect(await stored(h, project)).toHaveLength(2)
  })
})

describe('approving and making current', () => {
  test('the first approval makes the original; approving twice is refused', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const project = await projectId(h.db, 'COL-S1')
    const file = csvOf([
      ['Budget Code', 'Category', 'Description', 'Rate'],
      ['100', 'Cast', 'Host', '1000'],
      ['200', 'Camera', 'Camera kit', '500'],
    ])
    for (const _ of [1, 2])
      await h.call('POST', `/v2/budget?project_id=${project}`, {
        token,
        rawBody: file,
        headers: { 'content-type': 'text/csv' },
      })
    const action = (version: number, name: string) =>
      h.call('PUT', `${versionsPath(project)}/${version}`, { token, body: { action: name } })
    const first = await action(2, 'approve')
    expect(first.status).toBe(200)
    expect(okBody(budgetApi.versionAction, first).data).toMatchObject({
      budgetV: 2,
      is_original: true,
      approved_at: h.clock.now.toISOString(),
      approved_by_name: 'Asha Menon',
    })
    const again = await action(2, 'approve')
    expect(again.status).toBe(409)
    expect(refusal(again).code).toBe('alreadyApproved')
    const later = await action(1, 'approve')
    expect(okBody(budgetApi.versionAction, later).data).toMatchObject({ budgetV: 1, is_original: false })
    expect((await stored(h, project)).map((v) => v.isOriginal)).toEqual([false, true])
    expect((await action(1, 'publish')).status).toBe(400)
    expect((await action(5, 'approve')).status).toBe(404)
  })

  test('make_current switches the current version, one at a time', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const project = await projectId(h.db)
    const answer = await h.call('PUT', `${versionsPath(project)}/1`, {
      token,
      body: { action: 'make_current' },
    })
    expect(okBody(budgetApi.versionAction, answer).data).toMatchObject({ budgetV: 1, is_current: true })
    expect((await stored(h, project)).map((v) => v.isCurrent)).toEqual([true, false])
    const list = await h.call('GET', `/v2/budget/project/${project}`, { token })
    expect(okBody(budgetApi.list, list).budgetV).toBe(1)
  })
})

/**
 * The demo's expenses are booked on version 2: cancel them so that it may go (the refusal while
 * expenses are booked is tested in actuals.test.ts).
 */
async function cancelDemoExpenses(h: Harness, project: number) {
  await h.db.update(expenses).set({ status: 'cancelled' }).where(eq(expenses.projectId, project))
}

describe('deleting a version', () => {
  test('archives it; when it was current the highest remaining one takes over; numbers are never reused', async ({
    h,
  }) => {
    const token = await h.login(DEMO.admin)
    const project = await projectId(h.db)
    await cancelDemoExpenses(h, project)
    const answer = await h.call('DELETE', `/v2/budget/${project}?budgetV=2`, { token })
    expect(answer.status).toBe(200)
    expect(budgetDeleteResponseSchema.safeParse(answer.body).success).toBe(true)
    expect(okBody(budgetApi.deleteVersion, answer).data).toEqual({ budgetV: 2, current: 1 })
    const versions = await stored(h, project)
    expect(versions.map((v) => [v.versionNo, v.isCurrent, v.archivedAt !== null])).toEqual([
      [1, true, false],
      [2, false, true],
    ])
    // Archived, never removed: its lines are still there.
    expect(
      await h.db
        .select()
        .from(budgetLines)
        .where(eq(budgetLines.versionId, versions[1]?.id as number)),
    ).toHaveLength(29)
    const list = await h.call('GET', `/v2/budget/project/${project}`, { token })
    expect(okBody(budgetApi.list, list).versions.map((v) => v.budgetV)).toEqual([1])
    expect((await h.call('GET', `/v2/budget/project/${project}?budgetV=2`, { token })).status).toBe(404)
    expect((await h.call('DELETE', `/v2/budget/${project}?budgetV=2`, { token })).status).toBe(404)
    const copy = await h.call('POST', versionsPath(project), {
      token,
      body: { from_version: 1, note: 'Again' },
    })
    expect(okBody(budgetApi.copyVersion, copy).data.budgetV).toBe(3)
    const auditActions = (
      await h.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entity, 'budget_version'))
    ).map((entry) => entry.action)
    expect(auditActions).toContain('budget_version.archive')
  })

  test('a version that is not current leaves the current one alone', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const project = await projectId(h.db)
    await h.call('POST', versionsPath(project), { token, body: { from_version: 2, note: 'Draft B' } })
    await cancelDemoExpenses(h, project)
    const answer = await h.call('DELETE', `/v2/budget/${project}?budgetV=2`, { token })
    expect(okBody(budgetApi.deleteVersion, answer).data).toEqual({ budgetV: 2, current: 3 })
  })

  test('the original is locked; an Admin Manager may not delete (403); another tenant gets 404', async ({
    h,
  }) => {
    const token = await h.login(DEMO.admin)
    const project = await projectId(h.db)
    const locked = await h.call('DELETE', `/v2/budget/${project}?budgetV=1`, { token })
    expect(locked.status).toBe(409)
    expect(refusal(locked).code).toBe('locked')
    expect(
      (await h.call('DELETE', `/v2/budget/${project}?budgetV=2`, { token: await h.login(DEMO.manager) }))
        .status,
    ).toBe(403)
    expect(
      (
        await h.call('DELETE', `/v2/budget/${project}?budgetV=2`, {
          token: await h.login(DEMO.northwindAdmin),
        })
      ).status,
    ).toBe(404)
    expect((await h.call('DELETE', `/v2/budget/${project}`, { token })).status).toBe(400)
    expect((await stored(h, project)).every((v) => v.archivedAt === null)).toBe(true)
  })
})
