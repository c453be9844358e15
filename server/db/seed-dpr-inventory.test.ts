import { eq, sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { dprApi } from '../../contract/api/dpr'
import { inventoryApi } from '../../contract/api/inventory'
import { verificationApi } from '../../contract/api/purchase'
import { DEMO_DPR_PROJECT, DEMO_DPRS } from '../../contract/demo-dpr'
import { DEMO_INVENTORY_PROJECT, DEMO_ITEMS } from '../../contract/demo-inventory'
import { dcrResponseSchema, dprListResponseSchema, dprResponseSchema } from '../../contract/dpr'
import { itemListResponseSchema, itemResponseSchema } from '../../contract/inventory'
import { projectId } from '../modules/budget/budget-fixtures'
import { DEMO, DEMO_STUDIOS, type Harness, okBody, test } from '../test/harness'
import { inventoryMovements, outbox } from './schema'
import { seedDemoDprs } from './seed-dpr'
import { seedDemoInventory } from './seed-inventory'

/*
 * The demo's daily production reports and inventory (contract/demo-dpr.ts, demo-inventory.ts), as
 * a new user meets them: City of Lights has three reports and three items, Monsoon Diaries none
 * (its first planned day is still day 1 of 3 and its first item INV-0001), nothing is charged and
 * nobody was mailed.
 */

const reports = async (h: Harness, code: string) =>
  dprListResponseSchema.parse(
    (
      await h.call('GET', `/v2/dpr?project_id=${await projectId(h.db, code)}&sort=shoot_date`, {
        token: await h.login(DEMO.manager),
      })
    ).body,
  ).data
const items = async (h: Harness, code: string) =>
  itemListResponseSchema.parse(
    (
      await h.call('GET', `/v2/inventory/items?project_id=${await projectId(h.db, code)}&sort=item_no`, {
        token: await h.login(DEMO.manager),
      })
    ).body,
  ).data

describe('the demo’s daily production reports', () => {
  test('City of Lights has a recce approved, a look test waiting on the Admins and a rehearsal in draft', async ({
    h,
  }) => {
    const list = await reports(h, DEMO_DPR_PROJECT)
    expect(list.map((row) => [row.dpr_no, row.shoot_date, row.work_type_name, row.status])).toEqual([
      ['DPR-0001', '2026-11-17', 'Recce', 'approved'],
      ['DPR-0002', '2026-11-19', 'Prep', 'submitted'],
      ['DPR-0003', '2026-11-21', 'Rehearsal', 'draft'],
    ])
    expect(list.length).toBe(DEMO_DPRS.length)
    // The project has no planned shoot days: off the plan.
    expect(list.map((row) => [row.day_no, row.total_days])).toEqual([
      [null, 0],
      [null, 0],
      [null, 0],
    ])

    const admin = await h.login(DEMO.admin)
    const [recce, lookTest] = list
    const approved = dprResponseSchema.parse(
      (await h.call('GET', `/v2/dpr/${recce?.dpr_id}`, { token: admin })).body,
    ).data
    expect(approved.approvals.map((step) => [step.action, step.level_no, step.user_name])).toEqual([
      ['submitted', null, 'Meera Kapoor'],
      ['approved', 0, 'Asha Menon'],
    ])
    expect(approved).toMatchObject({ created_by_name: 'Meera Kapoor', can_lock: true })
    // Three departments for nine hours (30 minutes of overtime each) and two cars.
    const dcr = dcrResponseSchema.parse(
      (await h.call('GET', `/v2/dpr/${recce?.dpr_id}/dcr`, { token: admin })).body,
    ).data
    expect(dcr).toMatchObject({
      currency_code: 'INR',
      labour: 2_550_000,
      overtime: 225_000,
      penalties: 0,
      equipment: 640_000,
      total: 3_415_000,
      daily_budget: null,
    })

    const waiting = dprResponseSchema.parse(
      (await h.call('GET', `/v2/dpr/${lookTest?.dpr_id}`, { token: admin })).body,
    ).data
    expect(waiting).toMatchObject({
      status: 'submitted',
      pending_level: { level_no: 0, name: 'Admins' },
      can_approve: true,
      scheduled_eighths: 16,
      // LT-1 and LT-2; LT-3 was not shot.
      shot_eighths: 10,
    })
    expect([waiting.crew.length, waiting.cast.length, waiting.juniors.length, waiting.extras.length]).toEqual(
      [3, 2, 1, 2],
    )
    expect(waiting.scenes[2]).toMatchObject({ result: 'not_shot', reason: 'Wardrobe fittings ran over' })
    // It counts on the Admin's Verification badge, and the Admin may approve it.
    const summary = okBody(
      verificationApi.summary,
      await h.call('GET', '/v2/verification/summary', { token: admin }),
    ).data
    expect(summary.documents_waiting.dpr).toBe(1)
    const decided = okBody(
      dprApi.approve,
      await h.call('POST', `/v2/dpr/${lookTest?.dpr_id}/approve`, { token: admin, body: {} }),
    ).data
    expect(decided.status).toBe('approved')
  })

  test('Monsoon Diaries has none: its first planned day is day 1 of 3, not copied from anything', async ({
    h,
  }) => {
    expect(await reports(h, 'MD-01')).toEqual([])
    const draft = okBody(
      dprApi.draft,
      await h.call('GET', `/v2/dpr/draft?project_id=${await projectId(h.db)}&shoot_date=2026-11-24`, {
        token: await h.login(DEMO.moderator),
      }),
    ).data
    expect(draft).toMatchObject({ day_no: 1, total_days: 3, copied_from_id: null })
  })
})

describe('the demo’s inventory', () => {
  test('City of Lights has a prop in store, a laptop issued and a teleprompter on hire, none charged', async ({
    h,
  }) => {
    const list = await items(h, DEMO_INVENTORY_PROJECT)
    expect(
      list.map((item) => [item.item_no, item.name, item.status, item.custodian_name, item.due_back]),
    ).toEqual([
      ['INV-0001', 'Remington typewriter', 'in_store', null, null],
      ['INV-0002', 'Production office laptop', 'issued', 'Rohan Iyer', null],
      ['INV-0003', 'Teleprompter kit with two 24-inch monitors', 'on_hire', 'Meera Kapoor', '2026-12-12'],
    ])
    expect(list.length).toBe(DEMO_ITEMS.length)
    expect(list.map((item) => [item.charged, item.budget_code, item.overdue])).toEqual([
      [0, null, false],
      [0, null, false],
      [0, null, false],
    ])
    const hire = list[2]
    expect(hire).toMatchObject({
      ownership: 'rented',
      vendor_name: 'Prime Lens Camera Rentals Private Limited',
      hire_rate: 250_000,
      currency_code: 'INR',
    })
    const detail = itemResponseSchema.parse(
      (await h.call('GET', `/v2/inventory/items/${hire?.item_id}`, { token: await h.login(DEMO.manager) }))
        .body,
    ).data
    expect(detail.movements.map((step) => [step.action, step.on, step.to_status, step.amount])).toEqual([
      ['booked', '2026-11-18', 'booked', 0],
      ['pick_up', '2026-11-19', 'on_hire', 0],
    ])
    expect(detail.allowed_actions.sort()).toEqual(['extend', 'lose', 'return'])
    // Past its due date it is overdue.
    h.clock.now = new Date('2026-12-13T10:00:00Z')
    expect((await items(h, DEMO_INVENTORY_PROJECT))[2]?.overdue).toBe(true)
  })

  test('Monsoon Diaries has none, no movement charges anything, and the demo User holds nothing', async ({
    h,
  }) => {
    expect(await items(h, 'MD-01')).toEqual([])
    const [moved] = await h.db
      .select({
        charged: sql<number>`count(*) filter (where ${inventoryMovements.amount} <> 0)::int`,
        coded: sql<number>`count(*) filter (where ${inventoryMovements.budgetCode} is not null)::int`,
      })
      .from(inventoryMovements)
      .where(eq(inventoryMovements.organizationId, DEMO_STUDIOS))
    expect(moved).toEqual({ charged: 0, coded: 0 })
    const [user] = await h.db.query.users.findMany({ where: (users, { eq }) => eq(users.email, DEMO.user) })
    const custody = okBody(
      inventoryApi.custody,
      await h.call('GET', `/v2/inventory/custody/${user?.id}`, { token: await h.login(DEMO.admin) }),
    ).data
    expect(custody.clear).toBe(true)
  })
})

describe('seeding them', () => {
  test('mails nobody, and seeding again changes nothing', async ({ h }) => {
    expect(await h.db.select().from(outbox)).toEqual([])
    const before = [await reports(h, DEMO_DPR_PROJECT), await items(h, DEMO_INVENTORY_PROJECT)]
    await seedDemoDprs(h.db, DEMO_STUDIOS, {})
    await seedDemoInventory(h.db, DEMO_STUDIOS, {})
    expect([await reports(h, DEMO_DPR_PROJECT), await items(h, DEMO_INVENTORY_PROJECT)]).toEqual(before)
  })
})
