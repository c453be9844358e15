import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { approvalLevelsApi, purchaseOrdersApi } from '../../../contract/api/purchase'
import { mapListResponseSchema } from '../../../contract/spend/approvals'
import { approvalLevels, approvalSteps, auditLog, purchaseOrders } from '../../db/schema'
import { DEMO, type Harness, okBody, refusal, test } from '../../test/harness'
import { poBody, spendIds } from './purchase-fixtures'

/* Approval levels (/addLevel, /removeLevel) and the spec's approver calls over HTTP. */

type Ids = Awaited<ReturnType<typeof spendIds>>

/** A PO of one line on 2200-01 raised and submitted by `token`. */
async function submittedPo(h: Harness, ids: Ids, token: string, rate: number) {
  const created = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
    token,
    body: poBody(ids.vendor, [['2200-01', '1', rate]]),
  })
  const id = okBody(purchaseOrdersApi.create, created).data.po_id
  await h.call('POST', `/v2/purchase/${id}/submit`, { token, body: {} })
  return id
}

/** A PO's status and the level it waits on. */
async function poState(h: Harness, id: number) {
  const [po] = await h.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id))
  return [po?.status, po?.pendingLevelNo]
}

describe('approval levels', () => {
  test('the seeded PO and expense levels of MD-01', async ({ h }) => {
    const ids = await spendIds(h.db)
    const token = await h.login(DEMO.user)
    const po = await h.call('GET', `/v2/purchase/levels/${ids.project}`, { token })
    expect(po.status).toBe(200)
    const poLevels = okBody(approvalLevelsApi.list, po).data
    expect(poLevels.map((l) => [l.level_no, l.name, l.threshold])).toEqual([
      [1, 'Line producer', 0],
      [2, 'Producer', 10000000],
    ])
    expect(poLevels[0]?.approver_names).toEqual(['Rohan Iyer'])
    const expense = await h.call('GET', `/v2/purchase/levels/${ids.project}?document_type=expense`, { token })
    const expenseLevels = okBody(approvalLevelsApi.list, expense).data
    expect(expenseLevels.map((l) => [l.level_no, l.name, l.threshold])).toEqual([
      [1, 'Accounts', 0],
      [2, 'Producer', 20000000],
    ])
    expect(expenseLevels[0]?.approver_names).toEqual(['Rohan Iyer', 'Asha Menon'])
  })

  test('add, change and remove: numbered without gaps, approvers from the team (or Admins), audited', async ({
    h,
  }) => {
    const ids = await spendIds(h.db)
    const token = await h.login(DEMO.manager)
    const added = await h.call('POST', `/v2/purchase/levels/${ids.project}`, {
      token,
      body: { name: 'Finance controller', threshold: 50000000, approver_ids: [ids.people.user] },
    })
    expect(added.status).toBe(200)
    const level = okBody(approvalLevelsApi.create, added).data
    expect(level).toMatchObject({ level_no: 3, document_type: 'po', approver_names: ['Dev Patel'] })
    const stranger = await h.call('POST', `/v2/purchase/levels/${ids.project}`, {
      token,
      body: { name: 'Outsider', threshold: 0, approver_ids: [ids.people.dashboard] },
    })
    expect(stranger.status).toBe(400)
    const notOnTeam = refusal(stranger).errors?.[0]
    expect(notOnTeam).toMatchObject({ path: 'approver_ids', code: 'notOnTeam' })
    expect(notOnTeam?.message).toMatch(/is not on this project's team$/)
    const changed = await h.call('PUT', `/v2/purchase/level/${level.level_id}`, {
      token,
      body: { threshold: 40000000, approver_ids: [ids.people.user, ids.people.admin] },
    })
    expect(okBody(approvalLevelsApi.update, changed).data).toMatchObject({
      threshold: 40000000,
      approver_ids: [ids.people.user, ids.people.admin],
    })
    const removed = await h.call('DELETE', `/v2/purchase/level/${ids.levels[0]}`, { token })
    expect(okBody(approvalLevelsApi.remove, removed).data).toEqual({ level_id: ids.levels[0], removed: true })
    const after = await h.call('GET', `/v2/purchase/levels/${ids.project}`, { token })
    expect(okBody(approvalLevelsApi.list, after).data.map((l) => `${l.level_no} ${l.name}`)).toEqual([
      '1 Producer',
      '2 Finance controller',
    ])
    const audited = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'approval_level'))
      .orderBy(auditLog.id)
    expect(audited.map((entry) => entry.action)).toEqual([
      'approval_level.create',
      'approval_level.update',
      'approval_level.remove',
    ])
    expect((await h.call('DELETE', `/v2/purchase/level/${ids.levels[0]}`, { token })).status).toBe(404)
  })

  test('removing the level a PO waits on moves it on, or approves it when no level is left', async ({
    h,
  }) => {
    const ids = await spendIds(h.db)
    const moderator = await h.login(DEMO.moderator)
    const admin = await h.login(DEMO.admin)
    const raise = (rate: number) => submittedPo(h, ids, moderator, rate)
    const large = await raise(20000000)
    const small = await raise(1000)
    await h.call('DELETE', `/v2/purchase/level/${ids.levels[0]}`, { token: admin })
    const state = (id: number) => poState(h, id)
    expect(await state(large)).toEqual(['submitted', 1])
    expect(await state(small)).toEqual(['approved', null])
    const steps = await h.db
      .select()
      .from(approvalSteps)
      .where(and(eq(approvalSteps.documentId, small), eq(approvalSteps.action, 'auto_approved')))
    expect(steps[0]?.reason).toBe('Level 1 (Line producer) was removed')
    const [level] = await h.db
      .select()
      .from(approvalLevels)
      .where(eq(approvalLevels.id, ids.levels[1] as number))
    expect(level?.levelNo).toBe(1)
  })

  test('raising the threshold of the level a PO waits on moves the smaller ones on', async ({ h }) => {
    const ids = await spendIds(h.db)
    const moderator = await h.login(DEMO.moderator)
    const admin = await h.login(DEMO.admin)
    const raise = (rate: number) => submittedPo(h, ids, moderator, rate)
    const large = await raise(20000000)
    const small = await raise(1000)
    const state = (id: number) => poState(h, id)
    expect(await state(small)).toEqual(['submitted', 1])
    // Lowering it (or changing only the name) leaves the waiting POs where they are.
    await h.call('PUT', `/v2/purchase/level/${ids.levels[0]}`, {
      token: admin,
      body: { name: 'Line producer' },
    })
    expect(await state(small)).toEqual(['submitted', 1])
    const raised = await h.call('PUT', `/v2/purchase/level/${ids.levels[0]}`, {
      token: admin,
      body: { threshold: 500000 },
    })
    expect(raised.status).toBe(200)
    expect(await state(large)).toEqual(['submitted', 1])
    expect(await state(small)).toEqual(['approved', null])
    const steps = await h.db
      .select()
      .from(approvalSteps)
      .where(and(eq(approvalSteps.documentId, small), eq(approvalSteps.action, 'auto_approved')))
    expect(steps[0]?.reason).toBe('Level 1 (Line producer) now starts above this amount')
  })

  test('approver, projectUsers and the approval map with what waits on the caller', async ({ h }) => {
    const ids = await spendIds(h.db)
    const manager = await h.login(DEMO.manager)
    const approver = await h.call('GET', `/v2/purchase/approver/${ids.project}`, { token: manager })
    const mine = okBody(approvalLevelsApi.approver, approver).data
    expect(mine).toMatchObject({ user_id: ids.people.manager, is_approver: true })
    // The PO level and both demo expense levels (contract/demo-spend.ts).
    expect(mine.levels.map((l) => l.name)).toEqual(['Line producer', 'Accounts', 'Producer'])
    const other = await h.call('GET', `/v2/purchase/approver/${ids.project}?userId=${ids.people.user}`, {
      token: manager,
    })
    expect(okBody(approvalLevelsApi.approver, other).data).toMatchObject({
      user_id: ids.people.user,
      is_approver: false,
      levels: [],
    })
    const team = await h.call(
      'GET',
      `/v2/purchase/projectUsers/${ids.project}?userId=${ids.people.moderator}`,
      {
        token: manager,
      },
    )
    // The team less the requester, and the organisation's Admin (who may approve any project's level).
    expect(
      okBody(approvalLevelsApi.projectUsers, team)
        .data.map((u) => u.name)
        .sort(),
    ).toEqual(['Asha Menon', 'Dev Patel', 'Rohan Iyer'])
    const moderator = await h.login(DEMO.moderator)
    const created = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
      token: moderator,
      body: poBody(ids.vendor, [['2200-01', '2', 1000]], 'Dolly track'),
    })
    await h.call('POST', `/v2/purchase/${okBody(purchaseOrdersApi.create, created).data.po_id}/submit`, {
      token: moderator,
      body: {},
    })
    const map = await h.call('GET', `/v2/purchase/getMapList/${ids.project}?isDashboard=1`, {
      token: manager,
    })
    expect(mapListResponseSchema.safeParse(map.body).success).toBe(true)
    const approvalMap = okBody(approvalLevelsApi.mapList, map).data
    expect(approvalMap.po).toHaveLength(2)
    expect(approvalMap.currency).toEqual({ code: 'INR', minor_units: 2 })
    expect(approvalMap.waiting).toEqual([
      expect.objectContaining({
        document_type: 'po',
        number: 'MD-01/PO/0002',
        title: 'Dolly track',
        amount: 2000,
        level_no: 1,
      }),
    ])
    const plain = await h.call('GET', `/v2/purchase/getMapList/${ids.project}`, { token: manager })
    expect(okBody(approvalLevelsApi.mapList, plain).data.waiting).toEqual([])
    const own = await h.call('GET', `/v2/purchase/getMapList/${ids.project}?isDashboard=1`, {
      token: moderator,
    })
    expect(okBody(approvalLevelsApi.mapList, own).data.waiting).toEqual([])
  })
})
