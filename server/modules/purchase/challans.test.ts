import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { challansApi, purchaseOrdersApi, verificationApi } from '../../../contract/api/purchase'
import {
  challanResponseSchema,
  verificationChallanListResponseSchema,
} from '../../../contract/spend/purchase-orders'
import { auditLog } from '../../db/schema'
import { DEMO, type Harness, okBody, refusal, test } from '../../test/harness'
import { poBody, spendIds } from './purchase-fixtures'

/* Delivery challans and the verifier's queue over HTTP. */

async function approvedPo(h: Harness) {
  const ids = await spendIds(h.db)
  const moderator = await h.login(DEMO.moderator)
  const created = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
    token: moderator,
    body: poBody(ids.vendor, [
      ['2200-01', '5', 1000],
      ['2100-03', '2.5', 2000],
    ]),
  })
  const po = okBody(purchaseOrdersApi.create, created).data
  await h.call('POST', `/v2/purchase/${po.po_id}/submit`, { token: moderator, body: {} })
  return { ids, po, moderator }
}

describe('delivery challans', () => {
  test('only against an approved PO, never more than ordered in pending and verified challans', async ({
    h,
  }) => {
    const { ids, po, moderator } = await approvedPo(h)
    const line = (index: number) => po.lines[index]?.po_line_id
    const early = await h.call('POST', `/v2/purchase/${po.po_id}/challans`, {
      token: moderator,
      body: {
        challan_no: 'DC-1',
        received_on: '2026-11-21',
        receiver: 'Grip',
        lines: [{ po_line_id: line(0), quantity: '1' }],
      },
    })
    expect([early.status, refusal(early).code]).toEqual([409, 'notApproved'])
    await h.call('POST', `/v2/purchase/${po.po_id}/approve`, { token: await h.login(DEMO.manager), body: {} })
    const first = await h.call('POST', `/v2/purchase/${po.po_id}/challans`, {
      token: moderator,
      body: {
        challan_no: 'DC-1',
        received_on: '2026-11-21',
        receiver: 'Grip department',
        lines: [
          { po_line_id: line(0), quantity: '3' },
          { po_line_id: line(1), quantity: '2.5' },
        ],
      },
    })
    expect(first.status).toBe(200)
    expect(challanResponseSchema.safeParse(first.body).success).toBe(true)
    expect(okBody(challansApi.record, first).data).toMatchObject({
      po_number: 'MD-01/PO/0002',
      status: 'pending',
      recorded_by: ids.people.moderator,
      attachment_count: 0,
    })
    const tooMany = await h.call('POST', `/v2/purchase/${po.po_id}/challans`, {
      token: moderator,
      body: {
        challan_no: 'DC-2',
        received_on: '2026-11-22',
        receiver: 'Grip',
        lines: [{ po_line_id: line(0), quantity: '2.001' }],
      },
    })
    expect(tooMany.status).toBe(400)
    expect(refusal(tooMany).errors?.[0]).toMatchObject({ path: 'lines.0.quantity', code: 'overReceived' })
    const rest = await h.call('POST', `/v2/purchase/${po.po_id}/challans`, {
      token: moderator,
      body: {
        challan_no: 'DC-2',
        received_on: '2026-11-22',
        receiver: 'Grip',
        lines: [{ po_line_id: line(0), quantity: '2' }],
      },
    })
    expect(rest.status).toBe(200)
    // A rejected challan gives its quantity back.
    const rejected = await h.call(
      'POST',
      `/v2/challan/${okBody(challansApi.record, rest).data.challan_id}/reject`,
      {
        token: await h.login(DEMO.manager),
        body: { reason: 'Two lights were damaged' },
      },
    )
    expect(okBody(challansApi.reject, rejected).data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Two lights were damaged',
    })
    const again = await h.call('POST', `/v2/purchase/${po.po_id}/challans`, {
      token: moderator,
      body: {
        challan_no: 'DC-3',
        received_on: '2026-11-23',
        receiver: 'Grip',
        lines: [{ po_line_id: line(0), quantity: '2' }],
      },
    })
    expect(again.status).toBe(200)
    const outsider = await h.call('POST', `/v2/purchase/${po.po_id}/challans`, {
      token: await h.login(DEMO.dashboard),
      body: {
        challan_no: 'DC-4',
        received_on: '2026-11-23',
        receiver: 'Grip',
        lines: [{ po_line_id: line(0), quantity: '1' }],
      },
    })
    expect(outsider.status).toBe(404)
  })

  test('verify: an approver or a holder of project PUT, never the recorder; verified quantities count as received', async ({
    h,
  }) => {
    const { po, moderator } = await approvedPo(h)
    const manager = await h.login(DEMO.manager)
    await h.call('POST', `/v2/purchase/${po.po_id}/approve`, { token: manager, body: {} })
    const recorded = await h.call('POST', `/v2/purchase/${po.po_id}/challans`, {
      token: moderator,
      body: {
        challan_no: 'DC-9',
        received_on: '2026-11-21',
        receiver: 'Grip',
        lines: [{ po_line_id: po.lines[0]?.po_line_id, quantity: '4' }],
      },
    })
    const id = okBody(challansApi.record, recorded).data.challan_id
    const user = await h.call('POST', `/v2/challan/${id}/verify`, { token: await h.login(DEMO.user) })
    expect([user.status, refusal(user).code]).toEqual([403, 'notVerifier'])
    const queue = await h.call('GET', '/v2/verification/challans', { token: manager })
    expect(verificationChallanListResponseSchema.safeParse(queue.body).success).toBe(true)
    expect(okBody(verificationApi.challans, queue).data.map((c) => c.challan_no)).toEqual(['DC-9'])
    const summary = await h.call('GET', '/v2/verification/summary', { token: manager })
    const counts = okBody(verificationApi.summary, summary).data
    expect(counts).toMatchObject({ pos_waiting: 0, challans_waiting: 1 })
    expect(counts.projects[0]).toMatchObject({
      project_name: 'Monsoon Diaries',
      challans_waiting: 1,
    })
    const verified = await h.call('POST', `/v2/challan/${id}/verify`, { token: manager })
    expect(okBody(challansApi.verify, verified).data).toMatchObject({
      status: 'verified',
      verified_by_name: 'Rohan Iyer',
    })
    const twice = await h.call('POST', `/v2/challan/${id}/verify`, { token: manager })
    expect([twice.status, refusal(twice).code]).toEqual([409, 'notPending'])
    const detail = await h.call('GET', `/v2/purchase/${po.po_id}`, { token: moderator })
    expect(okBody(purchaseOrdersApi.get, detail).data.lines[0]).toMatchObject({
      received_quantity: '4',
      received_value: 4000,
    })
    const audited = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'challan'))
      .orderBy(auditLog.id)
    expect(audited.map((entry) => entry.action)).toEqual(['challan.create', 'challan.verify'])
  })

  test('the recorder may not verify their own challan, even as an approver', async ({ h }) => {
    const { po } = await approvedPo(h)
    const manager = await h.login(DEMO.manager)
    await h.call('POST', `/v2/purchase/${po.po_id}/approve`, { token: manager, body: {} })
    const recorded = await h.call('POST', `/v2/purchase/${po.po_id}/challans`, {
      token: manager,
      body: {
        challan_no: 'DC-5',
        received_on: '2026-11-21',
        receiver: 'Grip',
        lines: [{ po_line_id: po.lines[0]?.po_line_id, quantity: '1' }],
      },
    })
    const challanId = okBody(challansApi.record, recorded).data.challan_id
    const own = await h.call('POST', `/v2/challan/${challanId}/verify`, {
      token: manager,
    })
    expect([own.status, refusal(own).code]).toEqual([403, 'ownChallan'])
    const queue = await h.call('GET', '/v2/verification/challans', { token: manager })
    expect(okBody(verificationApi.challans, queue).data).toEqual([])
    const admin = await h.call('POST', `/v2/challan/${challanId}/verify`, {
      token: await h.login(DEMO.admin),
    })
    expect(okBody(challansApi.verify, admin).data.status).toBe('verified')
  })

  test('the PO queue lists what waits on the caller', async ({ h }) => {
    const { ids, po } = await approvedPo(h)
    const manager = await h.login(DEMO.manager)
    const pos = await h.call('GET', `/v2/verification/pos?project_id=${ids.project}`, { token: manager })
    const waiting = okBody(verificationApi.pos, pos)
    expect(waiting.data.map((p) => p.po_id)).toEqual([po.po_id])
    expect(waiting.pagination.total).toBe(1)
    const admin = await h.call('GET', '/v2/verification/pos', { token: await h.login(DEMO.admin) })
    expect(okBody(verificationApi.pos, admin).data).toEqual([])
  })
})
