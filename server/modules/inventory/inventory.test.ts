import { and, eq, isNull, notExists } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { inventoryApi } from '../../../contract/api/inventory'
import { type ItemDetail, itemListResponseSchema, itemResponseSchema } from '../../../contract/inventory'
import { projectMembers, users } from '../../db/schema'
import { allowDatesAhead } from '../../test/dating'
import { DEMO, DEMO_STUDIOS, type Harness, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { spendIds } from '../purchase/purchase-fixtures'
import { codeFigures } from '../spend/figures'
import { allowedActions, lateCharge, missingFields } from './steps'

/**
 * Inventory: an item's way (owned and hired), who holds what, and how each step moves the budget
 * of the item's code. Each step's row: the actual of the code after it, as a move from before the
 * item was received (buying and hiring are the PO's and the invoice's, so receiving moves nothing).
 */

beforeAll(async () => {
  await workerDatabase()
})

const CODE = '2400-01'

describe('the steps an item may take (table)', () => {
  test.each([
    ['purchased', 'in_store', ['issue', 'repair', 'lose', 'damage', 'dispose']],
    ['purchased', 'issued', ['return', 'repair', 'lose', 'damage']],
    ['made', 'repair', ['repaired', 'lose', 'dispose']],
    ['purchased', 'damaged', ['repair', 'dispose']],
    ['purchased', 'disposed', []],
    ['rented', 'booked', ['pick_up']],
    ['rented', 'on_hire', ['return', 'lose', 'extend']],
    ['loaned', 'returned', ['inspect']],
    ['rented', 'inspected', ['close']],
    ['rented', 'lost', ['close']],
    ['rented', 'closed', []],
  ] as const)('%s and %s: %j', (ownership, status, actions) => {
    expect(allowedActions(ownership, status).sort()).toEqual([...actions].sort())
  })

  test.each([
    // due back, returned on, rate per day → late charge
    ['2026-11-20', '2026-11-20', 100_000, 0],
    ['2026-11-20', '2026-11-19', 100_000, 0],
    ['2026-11-20', '2026-11-23', 100_000, 300_000],
    ['2026-11-20', '2026-11-23', null, 0],
  ] as const)('due %s, back %s at %s a day: %i', (due, back, rate, charge) => {
    expect(lateCharge(due, back, rate)).toBe(charge)
  })

  test('a step says what it lacks', () => {
    expect(missingFields({ action: 'issue', on: '2026-11-20' }, null).map((error) => error.path)).toEqual([
      'custodian_user_id',
    ])
    expect(
      missingFields(
        { action: 'pick_up', on: '2026-11-20', custodian_user_id: 1, due_back: '2026-11-19' },
        null,
      ).map((error) => error.path),
    ).toEqual(['due_back'])
    expect(
      missingFields({ action: 'extend', on: '2026-11-20', due_back: '2026-11-25' }, '2026-11-25').map(
        (e) => e.path,
      ),
    ).toEqual(['due_back'])
    expect(
      missingFields({ action: 'dispose', on: '2026-11-20', disposal: 'moved' }, null).map(
        (error) => error.path,
      ),
    ).toEqual(['to_project_id'])
  })
})

async function setup(h: Harness) {
  const ids = await spendIds(h.db)
  const admin = await h.login(DEMO.admin)
  const actual = async () => {
    const { figures } = await codeFigures(h.db, DEMO_STUDIOS, ids.project, { codes: [CODE] })
    return figures[0]?.actual ?? 0
  }
  const create = async (body: Record<string, unknown>) => {
    const answer = await h.call('POST', '/v2/inventory/items', {
      token: admin,
      body: { project_id: ids.project, category: 'props', quantity: 1, budget_code: CODE, ...body },
    })
    return itemResponseSchema.parse(answer.body).data
  }
  const move = async (item: ItemDetail, body: Record<string, unknown>) =>
    h.call('POST', `/v2/inventory/items/${item.item_id}/move`, {
      token: admin,
      body: { on: '2026-11-20', ...body },
    })
  const moved = async (item: ItemDetail, body: Record<string, unknown>) =>
    itemResponseSchema.parse((await move(item, body)).body).data
  return { ids, admin, actual, create, move, moved }
}

describe('an owned item', () => {
  test('received, issued to a custodian, returned in fair condition; lost with a charge that is actual on its code', async ({
    h,
  }) => {
    await allowDatesAhead(h)
    const { ids, admin, actual, create, move, moved } = await setup(h)
    const before = await actual()
    const lamp = await create({ ownership: 'purchased', name: 'Brass lamp', cost: 1_200_000, unit: 'pc' })
    expect(lamp).toMatchObject({
      item_no: expect.stringMatching(/^INV-\d{4}$/),
      status: 'in_store',
      budget_code: CODE,
    })
    expect(lamp.allowed_actions).toContain('issue')
    // Receiving moves nothing: the purchase is the PO's and the invoice's.
    expect(await actual()).toBe(before)

    const noCustodian = await move(lamp, { action: 'issue' })
    expect(noCustodian.status).toBe(400)
    expect(refusal(noCustodian).errors?.[0]?.path).toBe('custodian_user_id')
    const issued = await moved(lamp, {
      action: 'issue',
      custodian_user_id: ids.people.user,
      due_back: '2026-11-25',
    })
    expect(issued).toMatchObject({ status: 'issued', custodian_user_id: ids.people.user })

    // The person holds it: their final settlement waits.
    const held = okBody(
      inventoryApi.custody,
      await h.call('GET', `/v2/inventory/custody/${ids.people.user}`, { token: admin }),
    ).data
    expect(held.clear).toBe(false)
    expect(held.items.map((item) => item.item_id)).toContain(lamp.item_id)
    // A step the item is not at is refused.
    expect((await move(issued, { action: 'issue', custodian_user_id: ids.people.user })).status).toBe(409)

    const back = await moved(issued, { action: 'return', condition: 'fair', on: '2026-11-22' })
    expect(back).toMatchObject({ status: 'in_store', custodian_user_id: null, condition: 'fair' })
    const clear = okBody(
      inventoryApi.custody,
      await h.call('GET', `/v2/inventory/custody/${ids.people.user}`, { token: admin }),
    ).data
    expect(clear.clear).toBe(true)
    expect(back.movements.map((movement) => [movement.action, movement.to_status])).toEqual([
      ['received', 'in_store'],
      ['issue', 'issued'],
      ['return', 'in_store'],
    ])

    // Lost on set: the ₹5,000 charge is actual on its code from the day it was lost.
    const lost = await moved(back, {
      action: 'lose',
      amount: 500_000,
      on: '2026-11-23',
      note: 'Left at the location',
    })
    expect(lost).toMatchObject({ status: 'lost', charged: 500_000 })
    expect(await actual()).toBe(before + 500_000)
    // Written off at wrap: no more money moves.
    await moved(lost, { action: 'dispose', disposal: 'written_off', on: '2026-11-30' })
    expect(await actual()).toBe(before + 500_000)
  })

  test('sold at wrap: the proceeds lower its code’s actual; a charge needs a code', async ({ h }) => {
    await allowDatesAhead(h)
    const { actual, create, move, moved } = await setup(h)
    const before = await actual()
    const chair = await create({ ownership: 'made', name: 'Carved chair' })
    const sold = await moved(chair, {
      action: 'dispose',
      disposal: 'sold',
      amount: 300_000,
      on: '2026-12-15',
    })
    expect(sold).toMatchObject({
      status: 'disposed',
      disposal: 'sold',
      charged: -300_000,
      allowed_actions: [],
    })
    expect(await actual()).toBe(before - 300_000)

    const uncoded = await create({ ownership: 'purchased', name: 'Umbrella', budget_code: null })
    const refused = await move(uncoded, { action: 'lose', amount: 10_000 })
    expect(refused.status).toBe(400)
    expect(refusal(refused).errors?.[0]?.path).toBe('amount')
  })
})

describe('a hired item', () => {
  test('booked, picked up, extended, returned late (charged per day), inspected with damage, closed', async ({
    h,
  }) => {
    await allowDatesAhead(h)
    const { ids, admin, actual, create, move, moved } = await setup(h)
    const before = await actual()
    const light = await create({
      ownership: 'rented',
      name: '18K HMI',
      category: 'camera_light_grip',
      hire_rate: 250_000,
    })
    expect(light.status).toBe('booked')
    const onHire = await moved(light, {
      action: 'pick_up',
      custodian_user_id: ids.people.moderator,
      due_back: '2026-11-21',
      on: '2026-11-20',
    })
    expect(onHire).toMatchObject({ status: 'on_hire', due_back: '2026-11-21', overdue: true })
    const overdue = itemListResponseSchema.parse(
      (await h.call('GET', `/v2/inventory/items?project_id=${ids.project}&overdue=1`, { token: admin })).body,
    )
    expect(overdue.data.map((item) => item.item_id)).toContain(light.item_id)
    // An extension must move the date on.
    expect((await move(onHire, { action: 'extend', due_back: '2026-11-21' })).status).toBe(400)
    const extended = await moved(onHire, { action: 'extend', due_back: '2026-11-26', on: '2026-11-22' })
    expect(extended.overdue).toBe(false)
    // Two days late at ₹2,500 a day.
    const returned = await moved(extended, { action: 'return', condition: 'good', on: '2026-11-28' })
    expect(returned).toMatchObject({ status: 'returned', charged: 500_000, custodian_user_id: null })
    const inspected = await moved(returned, {
      action: 'inspect',
      condition: 'damaged',
      amount: 150_000,
      on: '2026-11-29',
    })
    expect(inspected.charged).toBe(650_000)
    const closed = await moved(inspected, { action: 'close', on: '2026-11-30' })
    expect(closed.status).toBe('closed')
    expect(await actual()).toBe(before + 650_000)
  })

  test('another organisation finds nothing, and a custodian must be on the project’s team', async ({ h }) => {
    const { create, move } = await setup(h)
    const northwind = await h.login('admin@northwind.test')
    const crane = await create({ ownership: 'rented', name: 'Jib arm', category: 'camera_light_grip' })
    expect((await h.call('GET', `/v2/inventory/items/${crane.item_id}`, { token: northwind })).status).toBe(
      404,
    )
    expect(
      (
        await h.call('POST', `/v2/inventory/items/${crane.item_id}/move`, {
          token: northwind,
          body: { action: 'pick_up', on: '2026-11-20', custodian_user_id: 1, due_back: '2026-11-21' },
        })
      ).status,
    ).toBe(404)
    const theirs = await h.call('GET', '/v2/inventory/items', { token: northwind })
    expect(okBody(inventoryApi.items, theirs).data).toEqual([])
    const [northwindUser] = await h.db.query.users.findMany({
      where: (users, { eq }) => eq(users.email, 'user@northwind.test'),
    })
    const foreign = await move(crane, {
      action: 'pick_up',
      custodian_user_id: northwindUser?.id,
      due_back: '2026-11-25',
    })
    expect(foreign.status).toBe(400)
    // Of the organisation but not on the project's team: nothing is handed to them either.
    const [outsider] = await h.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.organizationId, DEMO_STUDIOS),
          isNull(users.archivedAt),
          notExists(
            h.db
              .select()
              .from(projectMembers)
              .where(
                and(eq(projectMembers.userId, users.id), eq(projectMembers.projectId, crane.project_id)),
              ),
          ),
        ),
      )
      .limit(1)
    expect(outsider).toBeDefined()
    const offTeam = await move(crane, {
      action: 'pick_up',
      custodian_user_id: outsider?.id,
      due_back: '2026-11-25',
    })
    expect([offTeam.status, refusal(offTeam).errors?.[0]?.message]).toEqual([
      400,
      'Choose a member of the project’s team',
    ])
  })
})
