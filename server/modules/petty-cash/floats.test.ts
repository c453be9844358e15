import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { floatsApi, pettyCashApi } from '../../../contract/api/petty-cash'
import { floatResponseSchema, holderListResponseSchema } from '../../../contract/spend/petty-cash'
import { approvalLevels } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { balanceOf } from './balance'
import { LIMIT, pettyCashSetup } from './petty-cash-fixtures'

/** Petty-cash holders and floats: who may do what, the limit, top-ups, return and closing. */

// The worker's database opens within the hook's time, not the first test's.
beforeAll(async () => {
  await workerDatabase()
})

describe('what a holder owes (table)', () => {
  const today = '2026-12-31'
  test.each([
    // payments, accounted, returned → outstanding, ageing 0–30/31–60/61–90/90+, overdue
    { payments: [], accounted: 0, returned: 0, outstanding: 0, ageing: [0, 0, 0, 0], overdue: false },
    {
      payments: [{ on: '2026-12-20', amount: 2_000_000 }],
      accounted: 0,
      returned: 0,
      outstanding: 2_000_000,
      ageing: [2_000_000, 0, 0, 0],
      overdue: false,
    },
    {
      // 31 days old and not accounted for: overdue.
      payments: [{ on: '2026-11-30', amount: 1_000_000 }],
      accounted: 400_000,
      returned: 0,
      outstanding: 600_000,
      ageing: [0, 600_000, 0, 0],
      overdue: true,
    },
    {
      // The oldest cash is settled first: what remains is the newer payment.
      payments: [
        { on: '2026-12-25', amount: 500_000 },
        { on: '2026-09-01', amount: 1_000_000 },
      ],
      accounted: 900_000,
      returned: 100_000,
      outstanding: 500_000,
      ageing: [500_000, 0, 0, 0],
      overdue: false,
    },
    {
      payments: [
        { on: '2026-09-01', amount: 1_000_000 },
        { on: '2026-10-15', amount: 300_000 },
      ],
      accounted: 200_000,
      returned: 0,
      outstanding: 1_100_000,
      ageing: [0, 0, 300_000, 800_000],
      overdue: true,
    },
    {
      // Spent beyond the float: negative, owed to the holder; nothing ages.
      payments: [{ on: '2026-10-01', amount: 1_000_000 }],
      accounted: 1_250_000,
      returned: 0,
      outstanding: -250_000,
      ageing: [0, 0, 0, 0],
      overdue: false,
    },
  ])(
    'outstanding $outstanding, overdue $overdue',
    ({ payments, accounted, returned, outstanding, ageing, overdue }) => {
      const balance = balanceOf(payments, accounted, returned, 1_000_000, today)
      expect(balance.outstanding).toBe(outstanding)
      expect(Object.values(balance.ageing)).toEqual(ageing)
      expect(balance.overdue).toBe(overdue)
      expect(balance.over_limit).toBe(outstanding > 1_000_000)
    },
  )
})

describe('petty-cash holders', () => {
  test('accounts name team members; a User, an outsider of the team or a second naming are refused', async ({
    h,
  }) => {
    const { ids, tokens, holderNow } = await pettyCashSetup(h)
    const holder = await holderNow()
    expect(holder).toMatchObject({ float_limit: LIMIT, active: true, outstanding: 0, overdue: false })
    const list = await h.call('GET', '/v2/pettycash/holders', { token: tokens.user })
    expect(holderListResponseSchema.safeParse(list.body).success).toBe(true)
    const byUser = await h.call('POST', '/v2/pettycash/holders', {
      token: tokens.user,
      body: { project_id: ids.project, user_id: ids.people.moderator, float_limit: 100 },
    })
    expect(byUser.status).toBe(403)
    expect(refusal(byUser).code).toBe('notAccounts')
    const outsider = await h.call('POST', '/v2/pettycash/holders', {
      token: tokens.admin,
      body: { project_id: ids.project, user_id: ids.people.dashboard, float_limit: 100 },
    })
    expect(outsider.status).toBe(400)
    const twice = await h.call('POST', '/v2/pettycash/holders', {
      token: tokens.admin,
      body: { project_id: ids.project, user_id: ids.people.user, float_limit: 100 },
    })
    expect(twice.status).toBe(409)
    const stale = await h.call('PUT', `/v2/pettycash/holders/${holder?.holder_id}`, {
      token: tokens.admin,
      body: { float_limit: 100, row_version: 99 },
    })
    expect(stale.status).toBe(409)
  })
})

describe('a float', () => {
  test('requested by its holder, approved by an Admin, disbursed by accounts, then outstanding', async ({
    h,
  }) => {
    const { tokens, holderId, approvedFloat, disburse, holderNow } = await pettyCashSetup(h)
    const id = await approvedFloat(2_000_000)
    const approved = await h.call('GET', `/v2/pettycash/floats/${id}`, { token: tokens.admin })
    expect(floatResponseSchema.safeParse(approved.body).success).toBe(true)
    expect(okBody(floatsApi.get, approved).data).toMatchObject({
      status: 'approved',
      can_disburse: true,
      can_cancel: false,
      float_no: 'PCF-0001',
    })
    expect((await holderNow())?.advanced).toBe(0)
    const byUser = await h.call('POST', `/v2/pettycash/floats/${id}/disburse`, {
      token: tokens.user,
      body: { paid_on: '2026-11-20', payment_mode_id: 1 },
    })
    expect(byUser.status).toBe(403)
    const paid = okBody(floatsApi.disburse, await disburse(id)).data
    expect(paid).toMatchObject({ status: 'disbursed', disbursed_amount: 2_000_000, outstanding: 2_000_000 })
    expect(paid.approvals.map((step) => step.action)).toEqual(['submitted', 'approved', 'disbursed'])
    expect(await holderNow()).toMatchObject({
      advanced: 2_000_000,
      accounted: 0,
      outstanding: 2_000_000,
      open_float_id: id,
      ageing: { days_0_30: 2_000_000, days_31_60: 0, days_61_90: 0, days_over_90: 0 },
    })
    const second = await h.call('POST', '/v2/pettycash/floats', {
      token: tokens.user,
      body: { holder_id: holderId, amount: 100, purpose: 'More' },
    })
    expect(second.status).toBe(409)
    expect(refusal(second).code).toBe('openFloat')
  })

  test('nobody approves their own float; only the holder or accounts raise one', async ({ h }) => {
    const { ids, tokens, holderId } = await pettyCashSetup(h)
    const managerHolder = okBody(
      pettyCashApi.createHolder,
      await h.call('POST', '/v2/pettycash/holders', {
        token: tokens.admin,
        body: { project_id: ids.project, user_id: ids.people.manager, float_limit: LIMIT },
      }),
    ).data
    const forOther = await h.call('POST', '/v2/pettycash/floats', {
      token: await h.login(DEMO.user),
      body: { holder_id: managerHolder.holder_id, amount: 100, purpose: 'Not mine' },
    })
    expect(forOther.status).toBe(403)
    expect(refusal(forOther).code).toBe('notHolder')
    // Accounts raise it on the holder's behalf; the holder still answers for it.
    const draft = okBody(
      floatsApi.create,
      await h.call('POST', '/v2/pettycash/floats', {
        token: tokens.admin,
        body: { holder_id: holderId, amount: 100_000, purpose: 'On behalf' },
      }),
    ).data
    expect(draft.holder_user_id).toBe(ids.people.user)
  })

  test('the limit and top-ups: above the limit refused, a top-up paid into the open float', async ({ h }) => {
    const { tokens, holderId, approvedFloat, disburse, holderNow } = await pettyCashSetup(h)
    const over = await h.call('POST', '/v2/pettycash/floats', {
      token: tokens.user,
      body: { holder_id: holderId, amount: LIMIT + 1, purpose: 'Too much' },
    })
    expect(over.status).toBe(409)
    expect(refusal(over).code).toBe('holderBlocked')
    const floatId = await approvedFloat(3_000_000)
    const early = await h.call('POST', '/v2/pettycash/floats', {
      token: tokens.user,
      body: { holder_id: holderId, kind: 'top_up', amount: 100, purpose: 'Before it is paid' },
    })
    expect(early.status).toBe(409)
    okBody(floatsApi.disburse, await disburse(floatId))
    const tooBig = await h.call('POST', '/v2/pettycash/floats', {
      token: tokens.user,
      body: { holder_id: holderId, kind: 'top_up', amount: 2_000_001, purpose: 'Past the limit' },
    })
    expect(refusal(tooBig).code).toBe('holderBlocked')
    const topUp = await approvedFloat(2_000_000, 'top_up')
    const paid = okBody(floatsApi.disburse, await disburse(topUp)).data
    expect(paid).toMatchObject({ kind: 'top_up', parent_float_id: floatId, status: 'disbursed' })
    expect(await holderNow()).toMatchObject({
      advanced: 5_000_000,
      outstanding: 5_000_000,
      over_limit: false,
    })
  })

  test('top-ups asked for but not yet paid out count against the limit', async ({ h }) => {
    // The red team's case: limit 50,000 with 30,000 out; two top-ups of 15,000 both fit alone.
    const { tokens, holderId, approvedFloat, disburse, holderNow } = await pettyCashSetup(h)
    okBody(floatsApi.disburse, await disburse(await approvedFloat(3_000_000)))
    const draft = async () =>
      okBody(
        floatsApi.create,
        await h.call('POST', '/v2/pettycash/floats', {
          token: tokens.user,
          body: { holder_id: holderId, kind: 'top_up', amount: 1_500_000, purpose: 'Second unit' },
        }),
      ).data.float_id
    const [first, second] = [await draft(), await draft()]
    const submit = (id: number) =>
      h.call('POST', `/v2/pettycash/floats/${id}/submit`, { token: tokens.user, body: {} })
    okBody(floatsApi.submit, await submit(first))
    const refused = await submit(second)
    expect([refused.status, refusal(refused).code]).toEqual([409, 'holderBlocked'])
    // A third cannot even be drafted while the first waits on its payment.
    const third = await h.call('POST', '/v2/pettycash/floats', {
      token: tokens.user,
      body: { holder_id: holderId, kind: 'top_up', amount: 1_500_000, purpose: 'Third unit' },
    })
    expect(refusal(third).code).toBe('holderBlocked')
    okBody(
      floatsApi.approve,
      await h.call('POST', `/v2/pettycash/floats/${first}/approve`, { token: tokens.admin, body: {} }),
    )
    okBody(floatsApi.disburse, await disburse(first))
    expect(await holderNow()).toMatchObject({ outstanding: 4_500_000, over_limit: false })
  })

  test('overdue after 30 days: no new cash until accounted for', async ({ h }) => {
    const { tokens, holderId, approvedFloat, disburse, holderNow } = await pettyCashSetup(h)
    const floatId = await approvedFloat(1_000_000)
    okBody(floatsApi.disburse, await disburse(floatId, '2026-10-20'))
    expect(await holderNow()).toMatchObject({
      overdue: true,
      ageing: { days_0_30: 0, days_31_60: 1_000_000, days_61_90: 0, days_over_90: 0 },
    })
    const topUp = await h.call('POST', '/v2/pettycash/floats', {
      token: tokens.user,
      body: { holder_id: holderId, kind: 'top_up', amount: 100, purpose: 'More' },
    })
    expect(topUp.status).toBe(409)
    expect(refusal(topUp).code).toBe('holderBlocked')
  })

  test('the balance returned in parts: closing after the first, closed by the return that settles it', async ({
    h,
  }) => {
    const { tokens, approvedFloat, disburse, holderNow } = await pettyCashSetup(h)
    const floatId = await approvedFloat(1_000_000)
    const paid = okBody(floatsApi.disburse, await disburse(floatId)).data
    const early = await h.call('POST', `/v2/pettycash/floats/${floatId}/close`, {
      token: tokens.admin,
      body: {},
    })
    expect(early.status).toBe(409)
    expect(refusal(early).code).toBe('outstandingLeft')
    const giveBack = (amount: number, extra: Record<string, unknown> = {}) =>
      h.call('POST', `/v2/pettycash/floats/${floatId}/return`, {
        token: tokens.admin,
        body: { amount, returned_on: '2026-11-22', reference: 'Cash box', ...extra },
      })
    const tooMuch = await giveBack(1_000_001, { row_version: paid.row_version })
    expect(tooMuch.status).toBe(400)
    const part = okBody(floatsApi.returnCash, await giveBack(400_000)).data
    expect(part).toMatchObject({
      status: 'closing',
      returned_amount: 400_000,
      outstanding: 600_000,
      can_close: false,
    })
    // Still cash out: closing by hand is refused.
    expect(
      (await h.call('POST', `/v2/pettycash/floats/${floatId}/close`, { token: tokens.admin, body: {} }))
        .status,
    ).toBe(409)
    const rest = okBody(floatsApi.returnCash, await giveBack(600_000)).data
    expect(rest).toMatchObject({
      status: 'closed',
      returned_amount: 1_000_000,
      outstanding: 0,
      can_close: false,
    })
    expect(rest.approvals.slice(-3).map((step) => step.action)).toEqual(['returned', 'returned', 'closed'])
    expect(await holderNow()).toMatchObject({
      advanced: 1_000_000,
      returned: 1_000_000,
      outstanding: 0,
      open_float_id: null,
    })
  })

  test('rejected with a reason, changed (a stale change refused) and submitted again', async ({ h }) => {
    const { tokens, holderId } = await pettyCashSetup(h)
    const draft = okBody(
      floatsApi.create,
      await h.call('POST', '/v2/pettycash/floats', {
        token: tokens.user,
        body: { holder_id: holderId, amount: 1_500_000, purpose: 'Art department cash' },
      }),
    ).data
    const id = draft.float_id
    const submitted = okBody(
      floatsApi.submit,
      await h.call('POST', `/v2/pettycash/floats/${id}/submit`, { token: tokens.user, body: {} }),
    ).data
    expect(submitted.pending_level).toMatchObject({ level_no: 0, name: 'Admins' })
    // The holder may still cancel what they submitted; once approved, nobody may.
    expect(submitted.can_cancel).toBe(true)
    const rejected = okBody(
      floatsApi.reject,
      await h.call('POST', `/v2/pettycash/floats/${id}/reject`, {
        token: tokens.admin,
        body: { reason: 'Half of it will do this week' },
      }),
    ).data
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'Half of it will do this week' })
    const stale = await h.call('PUT', `/v2/pettycash/floats/${id}`, {
      token: tokens.user,
      body: { amount: 750_000, row_version: draft.row_version },
    })
    expect(stale.status).toBe(409)
    const changed = okBody(
      floatsApi.update,
      await h.call('PUT', `/v2/pettycash/floats/${id}`, {
        token: tokens.user,
        body: { amount: 750_000, row_version: rejected.row_version },
      }),
    ).data
    expect(changed).toMatchObject({ amount: 750_000, can_submit: true })
    const again = okBody(
      floatsApi.submit,
      await h.call('POST', `/v2/pettycash/floats/${id}/submit`, { token: tokens.user, body: {} }),
    ).data
    expect(again).toMatchObject({ status: 'submitted', rejection_reason: null })
  })

  test('through the project’s float levels; a level whose only approver is the holder refuses it', async ({
    h,
  }) => {
    const { ids, tokens, holderId } = await pettyCashSetup(h)
    const level = async (approverIds: number[]) => {
      await h.db.delete(approvalLevels).where(eq(approvalLevels.documentType, 'float'))
      await h.db.insert(approvalLevels).values({
        organizationId: DEMO_STUDIOS,
        projectId: ids.project,
        documentType: 'float',
        levelNo: 1,
        name: 'Line producer',
        threshold: 0,
        approverIds,
      })
    }
    const draft = okBody(
      floatsApi.create,
      await h.call('POST', '/v2/pettycash/floats', {
        token: tokens.user,
        body: { holder_id: holderId, amount: 500_000, purpose: 'Props run' },
      }),
    ).data
    const id = draft.float_id
    await level([ids.people.user])
    const stuck = await h.call('POST', `/v2/pettycash/floats/${id}/submit`, { token: tokens.user, body: {} })
    expect(stuck.status).toBe(409)
    expect(refusal(stuck).code).toBe('noApprover')
    await level([ids.people.user, ids.people.manager])
    const waiting = okBody(
      floatsApi.submit,
      await h.call('POST', `/v2/pettycash/floats/${id}/submit`, { token: tokens.user, body: {} }),
    ).data
    expect(waiting.pending_level).toMatchObject({ level_no: 1, name: 'Line producer' })
    const byAdmin = await h.call('POST', `/v2/pettycash/floats/${id}/approve`, {
      token: tokens.admin,
      body: {},
    })
    expect(refusal(byAdmin).code).toBe('notApprover')
    const approved = okBody(
      floatsApi.approve,
      await h.call('POST', `/v2/pettycash/floats/${id}/approve`, { token: tokens.manager, body: {} }),
    ).data
    expect(approved.status).toBe('approved')
  })
})
