import { beforeAll, describe, expect } from 'vitest'
import { challansApi, purchaseOrdersApi } from '../../../contract/api/purchase'
import {
  itemResponseSchema,
  receivableResponseSchema,
  receiveResponseSchema,
} from '../../../contract/inventory'
import { poResponseSchema } from '../../../contract/spend/purchase-orders'
import { DEMO, DEMO_STUDIOS, type Harness, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { poBody, spendIds } from '../purchase/purchase-fixtures'
import { codeFigures } from '../spend/figures'

/**
 * Goods into inventory from a verified challan, and a hire's commitment on its PO. How each step
 * moves the budget of the PO line's code:
 *   PO approved            committed +rate × days booked (the PO's, not inventory's)
 *   challan verified       nothing
 *   taken into inventory   nothing (cost and code copied from the PO line)
 *   hire picked up         nothing
 *   hire extended 3 days   committed +3 × hire rate (the PO is amended with a line for them)
 */

beforeAll(async () => {
  await workerDatabase()
})

const CODE = '2400-01'

/** An approved PO on MD-01 with these lines, and a verified challan receiving `received` of them. */
async function verifiedChallan(
  h: Harness,
  lines: [string, string, number, string?][],
  received: string[],
  verify = true,
) {
  const ids = await spendIds(h.db)
  const moderator = await h.login(DEMO.moderator)
  const manager = await h.login(DEMO.manager)
  const created = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
    token: moderator,
    body: poBody(ids.vendor, lines, 'Camera and props'),
  })
  const po = poResponseSchema.parse(created.body).data
  await h.call('POST', `/v2/purchase/${po.po_id}/submit`, { token: moderator, body: {} })
  const approved = await h.call('POST', `/v2/purchase/${po.po_id}/approve`, { token: manager, body: {} })
  expect(okBody(purchaseOrdersApi.approve, approved).data.status).toBe('approved')
  const challan = await h.call('POST', `/v2/purchase/${po.po_id}/challans`, {
    token: moderator,
    body: {
      challan_no: `DC-${po.po_id}`,
      received_on: '2026-11-21',
      receiver: 'Art department',
      lines: po.lines.map((line, index) => ({ po_line_id: line.po_line_id, quantity: received[index] })),
    },
  })
  const challanId = okBody(challansApi.record, challan).data.challan_id
  if (verify) await h.call('POST', `/v2/challan/${challanId}/verify`, { token: manager, body: {} })
  return { ids, po, challanId, admin: await h.login(DEMO.admin) }
}

async function figuresOf(h: Harness, projectId: number) {
  const { figures } = await codeFigures(h.db, DEMO_STUDIOS, projectId, { codes: [CODE] })
  return { committed: figures[0]?.committed ?? 0, actual: figures[0]?.actual ?? 0 }
}

describe('goods from a verified challan', () => {
  test('each whole line becomes one item with the PO’s vendor, line, code and cost; once', async ({ h }) => {
    const { ids, po, challanId, admin } = await verifiedChallan(
      h,
      [
        [CODE, '4', 150_000, 'pcs'],
        [CODE, '2.5', 10_000, 'm'],
      ],
      ['4', '2.5'],
    )
    const before = await figuresOf(h, ids.project)
    const receivable = receivableResponseSchema.parse(
      (await h.call('GET', `/v2/inventory/challans?project_id=${ids.project}`, { token: admin })).body,
    ).data
    const listed = receivable.find((challan) => challan.challan_id === challanId)
    expect(listed).toMatchObject({ po_number: po.number, challan_no: `DC-${po.po_id}` })
    expect(listed?.lines.map((line) => [line.quantity, line.pieces, line.item_no])).toEqual([
      ['4.000', 4, null],
      ['2.500', null, null],
    ])

    const [chairs, cloth] = po.lines.map((line) => line.po_line_id)
    const fractional = await h.call('POST', `/v2/inventory/challans/${challanId}/receive`, {
      token: admin,
      body: {
        lines: [{ po_line_id: cloth, name: 'Muslin', category: 'set_dressing', ownership: 'purchased' }],
      },
    })
    expect([fractional.status, refusal(fractional).errors?.[0]?.code]).toEqual([400, 'notWhole'])

    const answer = await h.call('POST', `/v2/inventory/challans/${challanId}/receive`, {
      token: admin,
      body: {
        lines: [
          {
            po_line_id: chairs,
            name: 'Folding chair',
            category: 'props',
            ownership: 'purchased',
            store: 'Stage 2',
          },
        ],
      },
    })
    expect(answer.status).toBe(200)
    const [item] = receiveResponseSchema.parse(answer.body).data
    expect(item).toMatchObject({
      status: 'in_store',
      name: 'Folding chair',
      quantity: 4,
      unit: 'pcs',
      cost: 600_000,
      vendor_id: ids.vendor,
      po_id: po.po_id,
      po_no: po.number,
      po_line_id: chairs,
      challan_id: challanId,
      challan_no: `DC-${po.po_id}`,
      budget_code: CODE,
      store: 'Stage 2',
    })
    // The purchase is the PO's and the invoice's: taking it in moves no figure.
    expect(await figuresOf(h, ids.project)).toEqual(before)

    const again = await h.call('POST', `/v2/inventory/challans/${challanId}/receive`, {
      token: admin,
      body: { lines: [{ po_line_id: chairs, name: 'Chair', category: 'props', ownership: 'purchased' }] },
    })
    expect([again.status, refusal(again).errors?.[0]?.code]).toEqual([400, 'alreadyReceived'])
    // Only the fractional line is left, which cannot be taken in: the challan is no longer offered.
    const after = receivableResponseSchema.parse(
      (await h.call('GET', `/v2/inventory/challans?project_id=${ids.project}`, { token: admin })).body,
    ).data
    expect(after.map((challan) => challan.challan_id)).not.toContain(challanId)
  })

  test('a hire counted in days is one piece of equipment, whatever the days', async ({ h }) => {
    const { ids, po, challanId, admin } = await verifiedChallan(h, [[CODE, '10', 450_000, 'Day']], ['10'])
    const receivable = receivableResponseSchema.parse(
      (await h.call('GET', `/v2/inventory/challans?project_id=${ids.project}`, { token: admin })).body,
    ).data
    const [line] = receivable.find((challan) => challan.challan_id === challanId)?.lines ?? []
    expect([line?.quantity, line?.unit, line?.pieces]).toEqual(['10.000', 'Day', 1])
    const answer = await h.call('POST', `/v2/inventory/challans/${challanId}/receive`, {
      token: admin,
      body: {
        lines: [
          {
            po_line_id: po.lines[0]?.po_line_id,
            name: 'ARRI Alexa 35',
            category: 'camera_light_grip',
            ownership: 'rented',
            hire_rate: 450_000,
          },
        ],
      },
    })
    const [camera] = receiveResponseSchema.parse(answer.body).data
    expect(camera).toMatchObject({ quantity: 1, unit: null, hire_rate: 450_000, cost: null })
  })

  test('a pending challan is refused; another organisation finds nothing', async ({ h }) => {
    const { ids, po, challanId, admin } = await verifiedChallan(h, [[CODE, '1', 50_000]], ['1'], false)
    const line = {
      po_line_id: po.lines[0]?.po_line_id,
      name: 'Tripod',
      category: 'camera_light_grip',
      ownership: 'purchased',
    }
    const pending = await h.call('POST', `/v2/inventory/challans/${challanId}/receive`, {
      token: admin,
      body: { lines: [line] },
    })
    expect([pending.status, refusal(pending).code]).toEqual([409, 'notVerified'])
    const northwind = await h.login('admin@northwind.test')
    const foreign = await h.call('POST', `/v2/inventory/challans/${challanId}/receive`, {
      token: northwind,
      body: { lines: [line] },
    })
    expect(foreign.status).toBe(404)
    expect(
      (await h.call('GET', `/v2/inventory/challans?project_id=${ids.project}`, { token: northwind })).status,
    ).toBe(404)
  })
})

describe('a hire on its PO', () => {
  test('an extension amends the PO: the commitment grows by the extra days at the hire rate', async ({
    h,
  }) => {
    const { ids, po, challanId, admin } = await verifiedChallan(h, [[CODE, '3', 250_000]], ['1'])
    const before = await figuresOf(h, ids.project)
    const [camera] = receiveResponseSchema.parse(
      (
        await h.call('POST', `/v2/inventory/challans/${challanId}/receive`, {
          token: admin,
          body: {
            lines: [
              {
                po_line_id: po.lines[0]?.po_line_id,
                name: 'ARRI Alexa Mini',
                category: 'camera_light_grip',
                ownership: 'rented',
                hire_rate: 250_000,
              },
            ],
          },
        })
      ).body,
    ).data
    expect(camera).toMatchObject({ status: 'booked', cost: null, hire_rate: 250_000 })
    const move = async (body: Record<string, unknown>) =>
      itemResponseSchema.parse(
        (await h.call('POST', `/v2/inventory/items/${camera?.item_id}/move`, { token: admin, body })).body,
      ).data
    await move({
      action: 'pick_up',
      on: '2026-11-21',
      custodian_user_id: ids.people.moderator,
      due_back: '2026-11-23',
    })
    expect(await figuresOf(h, ids.project)).toEqual(before)

    const extended = await move({ action: 'extend', on: '2026-11-23', due_back: '2026-11-26' })
    expect(extended.movements.at(-1)?.note).toBe(`${po.number} amended: 3 more days at the hire rate`)
    expect(await figuresOf(h, ids.project)).toEqual({
      committed: before.committed + 750_000,
      actual: before.actual,
    })
    const amended = poResponseSchema.parse(
      (await h.call('GET', `/v2/purchase/${po.po_id}`, { token: admin })).body,
    ).data
    expect(amended.total).toBe(750_000 + 750_000)
    expect(amended.lines.at(-1)).toMatchObject({
      budget_code: CODE,
      quantity: '3',
      rate: 250_000,
      amount: 750_000,
    })
  })
})
