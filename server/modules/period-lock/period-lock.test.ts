import { beforeAll, describe, expect } from 'vitest'
import { dprApi } from '../../../contract/api/dpr'
import { expensesApi } from '../../../contract/api/expenses'
import { inventoryApi } from '../../../contract/api/inventory'
import { envelopesApi } from '../../../contract/api/petty-cash'
import { reportsApi } from '../../../contract/api/reports'
import { DEMO, type Harness, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { shootWorkTypeId } from '../dpr/dpr-fixtures'
import { dprBody } from '../dpr/permission-cases'
import { makeVendor, spendIds } from '../expenses/expense-fixtures'
import { lose, propOf } from '../inventory/inventory-fixtures'
import { bill, CODE, pettyCashSetup } from '../petty-cash/petty-cash-fixtures'

/*
 * MD-01's books closed through 31 October 2026: an invoice of 15 October is neither booked nor
 * approved any more, the field at fault named; one of 21 November is. Opening the books lets the
 * October draft through. Only budget editors move the lock, with a reason; another organisation
 * never finds the project.
 */

beforeAll(async () => {
  await workerDatabase()
})

async function setup(h: Harness) {
  const ids = await spendIds(h.db)
  const vendor = await makeVendor(h.db, 'Lockdown Lights LLP', null)
  const admin = await h.login(DEMO.admin)
  const lock = (body: unknown, token = admin) =>
    h.call('PUT', `/v2/reports/period-lock/${ids.project}`, { token, body })
  const expense = (invoice_date: string) =>
    h.call('POST', '/v2/expenses', {
      token: admin,
      body: {
        project_id: ids.project,
        budget_code: ids.code,
        vendor_id: vendor,
        invoice_no: `LL-${invoice_date}`,
        invoice_date,
        amount: 10_000_00,
      },
    })
  return { ids, admin, vendor, lock, expense }
}

describe('the period lock', () => {
  test('stops documents dated in the closed period, at booking and at approval', async ({ h }) => {
    const { ids, admin, vendor, lock, expense } = await setup(h)
    const october = await expense('2026-10-15')
    expect(october.status, JSON.stringify(october.body)).toBe(200)
    const draftId = okBody(expensesApi.create, october).data.expense_id

    const closed = await lock({ locked_through: '2026-10-31', reason: 'October sent to the studio' })
    expect(closed.status, JSON.stringify(closed.body)).toBe(200)
    expect(okBody(reportsApi.setPeriodLock, closed).data).toMatchObject({
      locked_through: '2026-10-31',
      reason: 'October sent to the studio',
      locked_by_name: 'Asha Menon',
    })

    const late = await expense('2026-10-20')
    expect(late.status).toBe(409)
    expect(refusal(late)).toMatchObject({
      code: 'periodLocked',
      params: { through: '2026-10-31' },
      errors: [expect.objectContaining({ path: 'invoice_date' })],
    })
    expect((await expense('2026-11-21')).status).toBe(200)
    // The draft of 15 October, booked before the books closed, is not submitted either.
    const submitted = await h.call('POST', `/v2/expenses/${draftId}/submit`, { token: admin, body: {} })
    expect(submitted.status).toBe(409)
    expect(refusal(submitted).code).toBe('periodLocked')
    const po = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
      token: admin,
      body: {
        title: 'Back-dated lamp hire',
        vendor_id: vendor,
        po_date: '2026-10-01',
        lines: [{ budget_code: ids.code, description: 'Lamps', quantity: '1', rate: 5_000_00 }],
      },
    })
    expect(po.status, JSON.stringify(po.body)).toBe(409)
    expect(refusal(po).errors).toEqual([expect.objectContaining({ path: 'po_date' })])

    const opened = await lock({ locked_through: null, reason: 'Studio asked for a correction' })
    expect(okBody(reportsApi.setPeriodLock, opened).data.locked_through).toBeNull()
    const again = await h.call('POST', `/v2/expenses/${draftId}/submit`, { token: admin, body: {} })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
  })

  test('stops posting petty cash billed in it, charging an item in it and a DPR of a day in it', async ({
    h,
  }) => {
    const { lock } = await setup(h)
    const cash = await pettyCashSetup(h)
    const { step } = await cash.approvedEnvelope(
      [bill(100_000, { receipt_no: 'N-1' }), bill(200_000, { receipt_no: 'O-1', bill_date: '2026-10-20' })],
      2_000_000,
      '2026-10-01',
    )
    okBody(reportsApi.setPeriodLock, await lock({ locked_through: '2026-10-31', reason: 'October closed' }))

    // Approved before the books closed, its October bill would now turn actual in October.
    const posting = await step('post')
    expect(posting.status).toBe(409)
    expect(refusal(posting)).toMatchObject({
      code: 'periodLocked',
      errors: [expect.objectContaining({ path: 'lines.1.bill_date' })],
    })

    const item = await propOf(h, cash.tokens.admin, cash.ids.project, 'Urn', CODE)
    const loseOn = (on: string) => lose(h, cash.tokens.admin, item, 50_000, on)
    const october = await loseOn('2026-10-30')
    expect(october.status).toBe(409)
    expect(refusal(october)).toMatchObject({
      code: 'periodLocked',
      errors: [expect.objectContaining({ path: 'on' })],
    })

    const moderator = await h.login(DEMO.moderator)
    const dpr = (shoot_date: string) =>
      h.call('POST', '/v2/dpr', {
        token: moderator,
        body: { project_id: cash.ids.project, shoot_date, ...dprBody(shoot) },
      })
    const shoot = await shootWorkTypeId(h.db)
    const report = await dpr('2026-10-12')
    expect(report.status).toBe(409)
    expect(refusal(report)).toMatchObject({
      code: 'periodLocked',
      errors: [expect.objectContaining({ path: 'shoot_date' })],
    })

    // Opened again, all three go through.
    okBody(
      reportsApi.setPeriodLock,
      await lock({ locked_through: null, reason: 'Reopened for the audit adjustments' }),
    )
    okBody(envelopesApi.post, await step('post'))
    okBody(inventoryApi.moveItem, await loseOn('2026-10-30'))
    okBody(dprApi.create, await dpr('2026-10-12'))
  })

  test('is moved by budget editors only, with a reason, within the organisation', async ({ h }) => {
    const { ids, lock } = await setup(h)
    expect((await lock({ locked_through: '2026-10-31' })).status).toBe(400)
    expect(
      (await lock({ locked_through: '2026-10-31', reason: 'x' }, await h.login(DEMO.moderator))).status,
    ).toBe(403)
    expect(
      (await lock({ locked_through: '2026-10-31', reason: 'x' }, await h.login(DEMO.northwindAdmin))).status,
    ).toBe(404)
    const seen = await h.call('GET', `/v2/reports/period-lock/${ids.project}`, {
      token: await h.login(DEMO.manager),
    })
    expect(okBody(reportsApi.periodLock, seen).data).toMatchObject({
      project_id: ids.project,
      locked_through: null,
    })
  })

  test('a budget editor closes the books and moves the lock on; only an Admin opens them or moves it back', async ({
    h,
  }) => {
    const { ids, admin, lock } = await setup(h)
    const manager = await h.login(DEMO.manager)
    expect((await lock({ locked_through: '2026-09-30', reason: 'September sent' }, manager)).status).toBe(200)
    expect((await lock({ locked_through: '2026-10-31', reason: 'October sent' }, manager)).status).toBe(200)
    const back = await lock({ locked_through: '2026-09-30', reason: 'Fix September' }, manager)
    expect([back.status, refusal(back).message]).toEqual([
      403,
      'Only an Admin reopens books closed through 2026-10-31',
    ])
    expect((await lock({ locked_through: null, reason: 'Fix October' }, manager)).status).toBe(403)
    const seen = async (token: string) =>
      okBody(reportsApi.periodLock, await h.call('GET', `/v2/reports/period-lock/${ids.project}`, { token }))
        .data
    expect(await seen(manager)).toMatchObject({ locked_through: '2026-10-31', can_reopen: false })
    expect((await seen(admin)).can_reopen).toBe(true)
    const reopened = await lock({ locked_through: null, reason: 'Correction asked for by the studio' })
    expect(okBody(reportsApi.setPeriodLock, reopened).data.locked_through).toBeNull()
  })
})
