import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { purchaseOrdersApi } from '../../../contract/api/purchase'
import { MAX_AMOUNT } from '../../../contract/spend/common'
import { poResponseSchema } from '../../../contract/spend/purchase-orders'
import { approvalSteps, auditLog, purchaseOrders } from '../../db/schema'
import { DEMO, okBody, refusal, test } from '../../test/harness'
import { poBody, spendIds } from './purchase-fixtures'

/* Purchase orders over HTTP: raising, numbering, editing, the approval flow and cancelling. */

describe('purchase orders', () => {
  test('the seeded camera rental PO is approved, with its trail, received lines and challan', async ({
    h,
  }) => {
    const ids = await spendIds(h.db)
    const token = await h.login(DEMO.moderator)
    const answer = await h.call('GET', `/v2/purchase/${ids.seededPo}`, { token })
    expect(answer.status).toBe(200)
    expect(poResponseSchema.safeParse(answer.body).success).toBe(true)
    const po = okBody(purchaseOrdersApi.get, answer).data
    expect(po).toMatchObject({
      number: 'MD-01/PO/0001',
      status: 'approved',
      total: 57000000,
      pending_level: null,
    })
    expect(po.approvals.map((step) => [step.action, step.level_no])).toEqual([
      ['submitted', null],
      ['approved', 1],
      ['approved', 2],
    ])
    expect(po.lines.map((line) => line.received_value)).toEqual([45000000, 12000000])
    expect(po.challans).toHaveLength(1)
    expect(po.challans[0]?.status).toBe('verified')
    // The Moderator reads no budget: no figures on it.
    expect(po.budget).toEqual([])
    expect(po).toMatchObject({ can_edit: false, can_approve: false, can_record_challan: true })
    // Approved: its lines are committed, so this PO adds nothing more to the code; the demo's paid
    // camera invoice (2,70,000.00 on its first line) has moved from committed to actual.
    const asAdmin = await h.call('GET', `/v2/purchase/${ids.seededPo}`, { token: await h.login(DEMO.admin) })
    const read = okBody(purchaseOrdersApi.get, asAdmin).data
    expect(read.budget[0]).toMatchObject({
      budget_code: '2100-01',
      this_document: 0,
      committed: 57000000 - 27000000,
      actual: 27000000,
    })
    // Even an Admin may not cancel it: the camera invoice is booked on it.
    expect(read.can_cancel).toBe(false)
  })

  test('a Moderator raises drafts numbered per project, edits them, and a stale row_version is refused', async ({
    h,
  }) => {
    const ids = await spendIds(h.db)
    const token = await h.login(DEMO.moderator)
    const first = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
      token,
      body: poBody(ids.vendor, [
        ['2200-01', '2', 1500000],
        ['2100-03', '1.5', 333333],
      ]),
    })
    expect(first.status).toBe(200)
    const draft = okBody(purchaseOrdersApi.create, first).data
    expect(draft).toMatchObject({
      number: 'MD-01/PO/0002',
      status: 'draft',
      total: 3000000 + 500000,
      requested_by: ids.people.moderator,
      can_edit: true,
      row_version: 1,
    })
    expect(draft.lines[1]).toMatchObject({ quantity: '1.5', amount: 500000 })
    const second = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
      token,
      body: poBody(ids.vendor, [['2200-01', '1', 100]]),
    })
    expect(okBody(purchaseOrdersApi.create, second).data.po_no).toBe(3)
    const edited = await h.call('PUT', `/v2/purchase/${draft.po_id}`, {
      token,
      body: {
        title: 'Lighting top-up',
        lines: [{ budget_code: '2200-01', description: 'HMI', quantity: '3', rate: 1000 }],
        row_version: 1,
      },
    })
    expect(edited.status).toBe(200)
    const changed = okBody(purchaseOrdersApi.update, edited).data
    expect(changed).toMatchObject({ title: 'Lighting top-up', total: 3000, row_version: 2 })
    expect(changed.lines).toHaveLength(1)
    const stale = await h.call('PUT', `/v2/purchase/${draft.po_id}`, {
      token,
      body: { title: 'Again', row_version: 1 },
    })
    expect([stale.status, refusal(stale).code]).toEqual([409, 'stale'])
    const other = await h.call('PUT', `/v2/purchase/${draft.po_id}`, {
      token: await h.login(DEMO.user),
      body: { title: 'Mine now', row_version: 2 },
    })
    expect([other.status, refusal(other).code]).toEqual([403, 'notRequester'])
    const list = await h.call('GET', `/v2/purchase/project/${ids.project}?status=draft`, { token })
    const drafts = okBody(purchaseOrdersApi.list, list)
    expect(drafts.data.map((po) => po.po_no)).toEqual([3, 2])
    expect(drafts.pagination.total).toBe(2)
    const search = await h.call('GET', `/v2/purchase/project/${ids.project}?search=MD-01/PO/0001`, { token })
    expect(okBody(purchaseOrdersApi.list, search).data.map((po) => po.po_no)).toEqual([1])
    const audited = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'po'), eq(auditLog.entityId, String(draft.po_id))))
      .orderBy(auditLog.id)
    expect(audited.map((entry) => entry.action)).toEqual(['po.create', 'po.update'])
  })

  test('amounts stay exact: a rate, a line and an order past one amount’s bound are refused (400)', async ({
    h,
  }) => {
    const ids = await spendIds(h.db)
    const token = await h.login(DEMO.moderator)
    const raise = (lines: [string, string, number][]) =>
      h.call('POST', `/v2/purchase/project/${ids.project}`, { token, body: poBody(ids.vendor, lines) })
    // The red team's order: three lines at 2^53 − 1 and one at 1 were stored rounded.
    const huge = Number.MAX_SAFE_INTEGER
    const rounded = await raise([
      ['2200-01', '1', huge],
      ['2200-01', '1', huge],
      ['2200-01', '1', huge],
      ['2200-01', '1', 1],
    ])
    expect([rounded.status, refusal(rounded).errors?.[0]?.path]).toEqual([400, 'lines.0.rate'])
    // Each rate within the bound, but the line (quantity × rate) past it.
    const line = await raise([['2200-01', '999999', MAX_AMOUNT]])
    expect([line.status, refusal(line).errors?.[0]?.message]).toEqual([
      400,
      'The order’s total is too large: split it into smaller orders',
    ])
    // Lines each within it whose total is not.
    const total = await raise([
      ['2200-01', '1', MAX_AMOUNT],
      ['2200-01', '1', 1],
    ])
    expect(total.status).toBe(400)
    // At the bound exactly: saved, its total exact.
    const atBound = okBody(purchaseOrdersApi.create, await raise([['2200-01', '1', MAX_AMOUNT]])).data
    expect(atBound.total).toBe(MAX_AMOUNT)
  })

  test('a PO needs an active vendor of the tenant, and a Dashboard User may not raise one', async ({ h }) => {
    const ids = await spendIds(h.db)
    const bad = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
      token: await h.login(DEMO.moderator),
      body: poBody(999999, [['2200-01', '1', 100]]),
    })
    expect([bad.status, refusal(bad).errors?.[0]?.path]).toEqual([400, 'vendor_id'])
    const dashboard = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
      token: await h.login(DEMO.dashboard),
      body: poBody(ids.vendor, [['2200-01', '1', 100]]),
    })
    // Dashboards only: raising purchase orders is not among the Dashboard User's grants.
    expect(dashboard.status).toBe(403)
  })

  test('submit → level 1 → level 2 → approved; the requester never approves; reject and resubmit', async ({
    h,
  }) => {
    const ids = await spendIds(h.db)
    const moderator = await h.login(DEMO.moderator)
    const manager = await h.login(DEMO.manager)
    const admin = await h.login(DEMO.admin)
    const created = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
      token: moderator,
      body: poBody(ids.vendor, [['2200-01', '4', 3000000]]),
    })
    const id = okBody(purchaseOrdersApi.create, created).data.po_id
    const submitted = await h.call('POST', `/v2/purchase/${id}/submit`, { token: moderator, body: {} })
    expect(submitted.status).toBe(200)
    const waiting = okBody(purchaseOrdersApi.submit, submitted).data
    expect(waiting).toMatchObject({ status: 'submitted', pending_level: { level_no: 1 } })
    expect(waiting.pending_level?.approver_ids).toEqual([ids.people.manager])
    const early = await h.call('POST', `/v2/purchase/${id}/approve`, { token: admin, body: {} })
    expect([early.status, refusal(early).code]).toEqual([403, 'notApprover'])
    const own = await h.call('POST', `/v2/purchase/${id}/approve`, { token: moderator, body: {} })
    expect([own.status, refusal(own).code, refusal(own).message]).toEqual([
      403,
      'ownDocument',
      'Nobody approves their own purchase order',
    ])
    const managerView = await h.call('GET', `/v2/purchase/${id}`, { token: manager })
    expect(okBody(purchaseOrdersApi.get, managerView).data.can_approve).toBe(true)
    const one = await h.call('POST', `/v2/purchase/${id}/approve`, { token: manager, body: {} })
    expect(okBody(purchaseOrdersApi.approve, one).data).toMatchObject({
      status: 'submitted',
      pending_level: { level_no: 2 },
    })
    const rejected = await h.call('POST', `/v2/purchase/${id}/reject`, {
      token: admin,
      body: { reason: 'Quote from a second vendor first' },
    })
    expect(okBody(purchaseOrdersApi.reject, rejected).data).toMatchObject({
      status: 'rejected',
      pending_level: null,
      rejection_reason: 'Quote from a second vendor first',
      // The Admin answered: Admins may change a rejected PO too.
      can_edit: true,
    })
    const again = await h.call('POST', `/v2/purchase/${id}/submit`, { token: moderator, body: {} })
    expect(okBody(purchaseOrdersApi.submit, again).data).toMatchObject({
      status: 'submitted',
      pending_level: { level_no: 1 },
      rejection_reason: null,
    })
    await h.call('POST', `/v2/purchase/${id}/approve`, { token: manager, body: {} })
    const done = await h.call('POST', `/v2/purchase/${id}/approve`, { token: admin, body: {} })
    const approved = okBody(purchaseOrdersApi.approve, done).data
    expect(approved).toMatchObject({
      status: 'approved',
      pending_level: null,
      can_record_challan: true,
    })
    expect(approved.approvals.map((step) => `${step.action}:${step.level_no}`)).toEqual([
      'submitted:null',
      'approved:1',
      'rejected:2',
      'submitted:null',
      'approved:1',
      'approved:2',
    ])
    const notWaiting = await h.call('POST', `/v2/purchase/${id}/approve`, { token: admin, body: {} })
    expect([notWaiting.status, refusal(notWaiting).code]).toEqual([409, 'notSubmitted'])
    const edit = await h.call('PUT', `/v2/purchase/${id}`, {
      token: moderator,
      body: { title: 'x', row_version: 99 },
    })
    expect([edit.status, refusal(edit).code]).toEqual([409, 'notEditable'])
  })

  test('a level without another approver refuses the submission and nothing changes', async ({ h }) => {
    const ids = await spendIds(h.db)
    const manager = await h.login(DEMO.manager)
    const created = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
      token: manager,
      body: poBody(ids.vendor, [['2200-01', '1', 1000]]),
    })
    const id = okBody(purchaseOrdersApi.create, created).data.po_id
    const refused = await h.call('POST', `/v2/purchase/${id}/submit`, { token: manager, body: {} })
    expect([refused.status, refusal(refused).code, refusal(refused).message]).toEqual([
      409,
      'noApprover',
      'Level 1 (Line producer) has no approver other than you: ask an Admin to add one',
    ])
    const [row] = await h.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id))
    expect(row).toMatchObject({ status: 'draft', pendingLevelNo: null, rowVersion: 1 })
    // This PO's steps: approval steps of other document types (the demo's contracts) share ids.
    expect(
      await h.db
        .select()
        .from(approvalSteps)
        .where(and(eq(approvalSteps.documentType, 'po'), eq(approvalSteps.documentId, id))),
    ).toEqual([])
  })

  test('cancel: by the requester or an Admin, recorded; not twice', async ({ h }) => {
    const ids = await spendIds(h.db)
    const moderator = await h.login(DEMO.moderator)
    const created = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
      token: moderator,
      body: poBody(ids.vendor, [['2200-01', '1', 1000]]),
    })
    const id = okBody(purchaseOrdersApi.create, created).data.po_id
    expect(okBody(purchaseOrdersApi.create, created).data.can_cancel).toBe(true)
    const user = await h.login(DEMO.user)
    const seen = await h.call('GET', `/v2/purchase/${id}`, { token: user })
    expect(okBody(purchaseOrdersApi.get, seen).data.can_cancel).toBe(false)
    const stranger = await h.call('POST', `/v2/purchase/${id}/cancel`, { token: user, body: {} })
    expect([stranger.status, refusal(stranger).code]).toEqual([403, 'notRequester'])
    const cancelled = await h.call('POST', `/v2/purchase/${id}/cancel`, { token: moderator, body: {} })
    const gone = okBody(purchaseOrdersApi.cancel, cancelled).data
    expect(gone).toMatchObject({ status: 'cancelled', can_cancel: false })
    expect(gone.approvals.map((step) => step.action)).toEqual(['cancelled'])
    const twice = await h.call('POST', `/v2/purchase/${id}/cancel`, { token: moderator, body: {} })
    expect(twice.status).toBe(409)
  })
})
