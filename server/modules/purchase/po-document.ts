import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { projects, purchaseOrderLines, purchaseOrders } from '../../db/schema'
import { conflict } from '../../http/errors'
import { assertRequesterOrAdmin } from '../workflow/deciders'
import { type DocumentAdapter, describeEach, idIn } from '../workflow/document'
import { poNumber } from './access'
import { expenseBookedOn, loadPo, PO_CANCELLABLE_FROM, type PoRecord } from './po-read'

/*
 * A purchase order in the workflow: raised by its requester, who (or an Admin) submits and cancels
 * it; its total is what the levels compare; its lines add to their codes until it is approved,
 * when they become committed cost. An expense booked on it keeps it from being cancelled.
 */

export const poDocument: DocumentAdapter<PoRecord> = {
  type: 'po',
  noun: 'purchase order',
  table: purchaseOrders,
  columns: {
    id: purchaseOrders.id,
    organizationId: purchaseOrders.organizationId,
    projectId: purchaseOrders.projectId,
    status: purchaseOrders.status,
    pendingLevelNo: purchaseOrders.pendingLevelNo,
    amount: purchaseOrders.total,
    requestedBy: purchaseOrders.requestedBy,
  },
  assertMayRaise: async (_db, caller, po, verb) =>
    assertRequesterOrAdmin('purchase order', caller, po.requestedBy, verb),
  submitterBecomesRequester: false,
  cancellableFrom: PO_CANCELLABLE_FROM,

  load: async (db, caller, id) => (await loadPo(db, caller, id, true)).po,
  facts: (po) => ({
    id: po.id,
    projectId: po.projectId,
    status: po.status,
    pendingLevelNo: po.pendingLevelNo,
    requestedBy: po.requestedBy,
    amount: po.total,
    rowVersion: po.rowVersion,
    dated: { on: po.poDate, field: 'po_date' },
  }),
  contributions: (db, _tenantId, po) =>
    db
      .select({ budget_code: purchaseOrderLines.budgetCode, amount: purchaseOrderLines.amount })
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.poId, po.id)),
  async assertCancellable(db, po) {
    if (await expenseBookedOn(db, po.id))
      throw conflict(
        'An expense is booked on this purchase order: it can no longer be cancelled',
        [],
        'expenseBooked',
      )
  },
  async save(db: Database, id, change, now) {
    // A PO records who raised it, not who submitted or approved it (the trail does).
    const { submittedBy: _submitter, approvedBy: _approver, ...columns } = change
    await db
      .update(purchaseOrders)
      .set({ ...columns, rowVersion: sql`${purchaseOrders.rowVersion} + 1`, updatedAt: now })
      .where(eq(purchaseOrders.id, id))
  },
  describeMany: (db, ids) =>
    describeEach(
      ids,
      (distinct) =>
        db
          .select({
            id: purchaseOrders.id,
            code: projects.code,
            poNo: purchaseOrders.poNo,
            title: purchaseOrders.title,
            projectId: purchaseOrders.projectId,
          })
          .from(purchaseOrders)
          .innerJoin(projects, eq(projects.id, purchaseOrders.projectId))
          .where(idIn(purchaseOrders.id, distinct)),
      (id, row) =>
        row
          ? {
              label: `${poNumber(row.code, row.poNo)} · ${row.title}`,
              path: `/projectPosList/${row.projectId}?po=${id}`,
            }
          : { label: `#${id}`, path: '/verificationPoList' },
    ),
}
