import { describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '../contract/envelope'
import {
  approverResponseSchema,
  levelResponseSchema,
  levelsResponseSchema,
  mapListResponseSchema,
  projectUsersResponseSchema,
  removeLevelResponseSchema,
} from '../contract/spend/approvals'
import {
  challanResponseSchema,
  type PurchaseOrder,
  poListResponseSchema,
  poResponseSchema,
  verificationChallanListResponseSchema,
  verificationPoListResponseSchema,
  verificationSummaryResponseSchema,
} from '../contract/spend/purchase-orders'
import { admin, call, expectParses, login, PROJECT } from './budget-calls'
import { change, world } from './world'

/*
 * The purchase mocks answer like the server: every endpoint parses with its contract schema, and
 * the approval rules (levels by threshold, nobody approves their own PO, rejection with a reason,
 * Stop with an Admin's override) and the challan rules give the server's answers.
 */

const MODERATOR = 'moderator@demostudios.test'
const MANAGER = 'manager@demostudios.test'

const vendorId = () =>
  world().masters.vendor.find(
    (row) => row.organizationId === world().projects.find((p) => p.id === PROJECT)?.organizationId,
  )?.id ?? 0
const userId = (email: string) => world().users.find((user) => user.email === email)?.id ?? 0

/** A draft of one line: quantity × rate (rate in paise). */
async function draft(token: string, rate = 500000, quantity = '2', code = '2100-01') {
  const answer = await call(`/purchase/project/${PROJECT}`, {
    method: 'POST',
    token,
    body: {
      title: 'Smoke machine hire',
      vendor_id: vendorId(),
      po_date: '2026-11-20',
      lines: [{ budget_code: code, description: 'Smoke machine', quantity, unit: 'day', rate }],
    },
  })
  expectParses(poResponseSchema, answer)
  return answer.body.data as PurchaseOrder
}

const act = (token: string, id: number, action: string, body: unknown = {}) =>
  call(`/purchase/${id}/${action}`, { method: 'POST', token, body })

describe('purchase mocks', () => {
  it('answers every level and approver endpoint with its contract schema', async () => {
    const token = await admin()
    const levels = await call(`/purchase/levels/${PROJECT}`, { token })
    expectParses(levelsResponseSchema, levels)
    expect((levels.body.data as { name: string }[]).map((level) => level.name)).toEqual([
      'Line producer',
      'Producer',
    ])
    expectParses(
      approverResponseSchema,
      await call(`/purchase/approver/${PROJECT}?userId=${userId(MANAGER)}`, { token }),
    )
    const users = await call(`/purchase/projectUsers/${PROJECT}?userId=${userId(MODERATOR)}`, { token })
    expectParses(projectUsersResponseSchema, users)
    expect((users.body.data as { email: string }[]).map((user) => user.email)).not.toContain(MODERATOR)
    expectParses(
      mapListResponseSchema,
      await call(`/purchase/getMapList/${PROJECT}?isDashboard=1`, { token }),
    )
    const added = await call(`/purchase/levels/${PROJECT}`, {
      method: 'POST',
      token,
      body: { name: 'Studio head', threshold: 50000000, approver_ids: [userId(MANAGER)] },
    })
    expectParses(levelResponseSchema, added)
    const level = added.body.data as { level_id: number; level_no: number }
    expect(level.level_no).toBe(3)
    expectParses(
      levelResponseSchema,
      await call(`/purchase/level/${level.level_id}`, { method: 'PUT', token, body: { threshold: 1 } }),
    )
    const stranger = await call(`/purchase/levels/${PROJECT}`, {
      method: 'POST',
      token,
      body: { name: 'Outsider', threshold: 0, approver_ids: [999] },
    })
    expectParses(errorEnvelopeSchema, stranger, 400)
    expect(stranger.body.errors).toEqual([expect.objectContaining({ path: 'approver_ids' })])
    expectParses(
      removeLevelResponseSchema,
      await call(`/purchase/level/${level.level_id}`, { method: 'DELETE', token }),
    )
    const moderator = await login(MODERATOR)
    expectParses(
      errorEnvelopeSchema,
      await call(`/purchase/levels/${PROJECT}`, {
        method: 'POST',
        token: moderator,
        body: { name: 'Mine', threshold: 0, approver_ids: [userId(MANAGER)] },
      }),
      403,
    )
  })

  it('lists the demo PO and walks a new one through both levels in order', async () => {
    const moderator = await login(MODERATOR)
    const list = await call(`/purchase/project/${PROJECT}?status=approved`, { token: moderator })
    expectParses(poListResponseSchema, list)
    expect((list.body.data as unknown[]).length).toBe(1)
    const po = await draft(moderator, 10000000, '2')
    expect(po.number).toBe('MD-01/PO/0002')
    expect(po.budget[0]?.this_document).toBe(20000000)
    const submitted = await act(moderator, po.po_id, 'submit')
    expectParses(poResponseSchema, submitted)
    expect((submitted.body.data as PurchaseOrder).pending_level?.level_no).toBe(1)
    const own = await act(moderator, po.po_id, 'approve')
    expectParses(errorEnvelopeSchema, own, 403)
    const adminToken = await admin()
    const early = await act(adminToken, po.po_id, 'approve')
    expect([early.status, early.body.code]).toEqual([403, 'notApprover'])
    const first = await act(await login(MANAGER), po.po_id, 'approve')
    expect((first.body.data as PurchaseOrder).pending_level?.level_no).toBe(2)
    const waiting = await call('/verification/pos', { token: adminToken })
    expectParses(verificationPoListResponseSchema, waiting)
    const second = await act(adminToken, po.po_id, 'approve')
    expectParses(poResponseSchema, second)
    const approved = second.body.data as PurchaseOrder
    expect(approved.status).toBe('approved')
    expect(approved.approvals.map((step) => [step.action, step.level_no])).toEqual([
      ['submitted', 1],
      ['approved', 1],
      ['approved', 2],
    ])
  })

  it('moves a PO on when the threshold of the level it waits on rises above it', async () => {
    const moderator = await login(MODERATOR)
    const token = await admin()
    const small = await draft(moderator, 1000, '1')
    await act(moderator, small.po_id, 'submit')
    const [first] = (await call(`/purchase/levels/${PROJECT}`, { token })).body.data as { level_id: number }[]
    await call(`/purchase/level/${first?.level_id}`, { method: 'PUT', token, body: { threshold: 500000 } })
    const po = world().spend.purchaseOrders.find((candidate) => candidate.id === small.po_id)
    expect([po?.status, po?.pendingLevelNo]).toEqual(['approved', null])
    expect(
      world().spend.approvalSteps.find(
        (step) => step.documentId === small.po_id && step.action === 'auto_approved',
      )?.reason,
    ).toBe('Level 1 (Line producer) now starts above this amount')
  })

  it('refuses a submission nobody else can approve, and a rejection sends it back with the reason', async () => {
    const manager = await login(MANAGER)
    const mine = await draft(manager, 100)
    const lonely = await act(manager, mine.po_id, 'submit')
    expectParses(errorEnvelopeSchema, lonely, 409)
    expect(lonely.body.code).toBe('noApprover')
    const moderator = await login(MODERATOR)
    const po = await draft(moderator, 100)
    await act(moderator, po.po_id, 'submit')
    expectParses(errorEnvelopeSchema, await act(manager, po.po_id, 'reject', { reason: '' }), 400)
    const rejected = await act(manager, po.po_id, 'reject', { reason: 'Wrong vendor' })
    expectParses(poResponseSchema, rejected)
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejection_reason: 'Wrong vendor' })
    const back = await call(`/purchase/${po.po_id}`, { token: moderator })
    expectParses(poResponseSchema, back)
    expect(back.body.data).toMatchObject({ can_edit: true, can_approve: false })
    expectParses(
      poResponseSchema,
      await call(`/purchase/${po.po_id}`, {
        method: 'PUT',
        token: moderator,
        body: { title: 'Fixed', row_version: po.row_version + 2 },
      }),
    )
    expectParses(poResponseSchema, await act(moderator, po.po_id, 'cancel'))
  })

  it('stops an over-budget PO unless an Admin overrides it with a reason', async () => {
    change((all) => {
      const organizationId = all.projects.find((p) => p.id === PROJECT)?.organizationId ?? 0
      all.spend.budgetControls.push({ organizationId, documentType: 'po', action: 'stop' })
    })
    const moderator = await login(MODERATOR)
    const huge = await draft(moderator, 900000000, '100')
    const stopped = await act(moderator, huge.po_id, 'submit')
    expectParses(errorEnvelopeSchema, stopped, 409)
    expect(stopped.body.code).toBe('overBudget')
    const notAdmin = await act(moderator, huge.po_id, 'submit', { override_reason: 'Please' })
    expect([notAdmin.status, notAdmin.body.code]).toEqual([403, 'overrideAdminsOnly'])
    const adminToken = await admin()
    const overridden = await act(adminToken, huge.po_id, 'submit', { override_reason: 'Producer agreed' })
    expectParses(poResponseSchema, overridden)
    expect((overridden.body.data as PurchaseOrder).approvals.map((step) => step.action)).toContain('override')
  })

  it('records challans within the open quantity and lets another verifier verify them', async () => {
    const moderator = await login(MODERATOR)
    const po = await draft(moderator, 100, '5')
    await act(moderator, po.po_id, 'submit')
    await act(await login(MANAGER), po.po_id, 'approve')
    const line = po.lines[0]?.po_line_id ?? 0
    const body = (quantity: string) => ({
      challan_no: 'DC-7',
      received_on: '2026-11-21',
      receiver: 'Ravi',
      lines: [{ po_line_id: line, quantity }],
    })
    const tooMany = await call(`/purchase/${po.po_id}/challans`, {
      method: 'POST',
      token: moderator,
      body: body('6'),
    })
    expectParses(errorEnvelopeSchema, tooMany, 400)
    expect(tooMany.body.errors).toEqual([expect.objectContaining({ path: 'lines.0.quantity' })])
    const recorded = await call(`/purchase/${po.po_id}/challans`, {
      method: 'POST',
      token: moderator,
      body: body('3'),
    })
    expectParses(challanResponseSchema, recorded)
    const challanId = (recorded.body.data as { challan_id: number }).challan_id
    expectParses(challanResponseSchema, await call(`/challan/${challanId}`, { token: moderator }))
    expect((await call(`/challan/${challanId}/verify`, { method: 'POST', token: moderator })).status).toBe(
      403,
    )
    const manager = await login(MANAGER)
    expectParses(verificationSummaryResponseSchema, await call('/verification/summary', { token: manager }))
    expectParses(
      verificationChallanListResponseSchema,
      await call('/verification/challans', { token: manager }),
    )
    const verified = await call(`/challan/${challanId}/verify`, { method: 'POST', token: manager })
    expectParses(challanResponseSchema, verified)
    const detail = (await call(`/purchase/${po.po_id}`, { token: manager })).body.data as PurchaseOrder
    expect(detail.lines[0]?.received_quantity).toBe('3')
    const second = await call(`/purchase/${po.po_id}/challans`, {
      method: 'POST',
      token: moderator,
      body: body('2'),
    })
    expectParses(challanResponseSchema, second)
    const rejectedChallan = await call(
      `/challan/${(second.body.data as { challan_id: number }).challan_id}/reject`,
      {
        method: 'POST',
        token: manager,
        body: { reason: 'Damaged on arrival' },
      },
    )
    expectParses(challanResponseSchema, rejectedChallan)
  })
})
