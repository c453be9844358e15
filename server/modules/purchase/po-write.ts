import { and, eq, isNull, notInArray, sql } from 'drizzle-orm'
import { quantityTimesRate } from '../../../contract/spend/money'
import type { CreatePoRequest, PoLineInput, UpdatePoRequest } from '../../../contract/spend/purchase-orders'
import type { Database } from '../../db/client'
import { expenses, purchaseOrderLines, purchaseOrders, vendors } from '../../db/schema'
import { badRequest, conflict, forbidden } from '../../http/errors'
import { recordStep } from '../spend/approval'
import { approvalContext, type Caller, isAdmin, visibleProject } from './access'
import { loadPo, type PoRecord, poDetail } from './po-read'

/*
 * Raising and changing purchase orders. A PO is raised as a draft by someone on the project's
 * team (or an Admin), numbered per project; only its requester (or an Admin) changes it, and only
 * while it is a draft or was rejected. Submitting and deciding live in po-decisions.ts.
 */

const EDITABLE = ['draft', 'rejected']

async function assertVendor(db: Database, tenantId: number, vendorId: number) {
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.organizationId, tenantId), isNull(vendors.archivedAt)))
    .limit(1)
  if (!vendor)
    throw badRequest('Some fields need attention', [
      { path: 'vendor_id', message: 'Choose an active vendor of this organisation', code: 'vendor' },
    ])
}

const linesWithAmounts = (lines: PoLineInput[]) =>
  lines.map((line, position) => ({
    ...line,
    unit: line.unit ?? null,
    amount: quantityTimesRate(line.quantity, line.rate),
    position,
  }))

async function writeLines(
  tx: Database,
  tenantId: number,
  po: { id: number; projectId: number },
  lines: PoLineInput[],
) {
  const rows = linesWithAmounts(lines)
  await tx.insert(purchaseOrderLines).values(
    rows.map((line) => ({
      organizationId: tenantId,
      poId: po.id,
      projectId: po.projectId,
      budgetCode: line.budget_code,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      rate: line.rate,
      amount: line.amount,
      position: line.position,
    })),
  )
  return rows.reduce((sum, line) => sum + line.amount, 0)
}

export async function createPo(db: Database, caller: Caller, projectId: number, input: CreatePoRequest) {
  const id = await db.transaction(async (tx) => {
    const project = await visibleProject(tx, caller, projectId)
    await assertVendor(tx, caller.tenantId, input.vendor_id)
    // One writer numbers a project's POs at a time: the next number is never taken twice.
    await tx.execute(sql`select id from projects where id = ${project.id} for update`)
    const [last] = await tx
      .select({ max: sql<number | null>`max(${purchaseOrders.poNo})` })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.projectId, project.id))
    const [po] = await tx
      .insert(purchaseOrders)
      .values({
        organizationId: caller.tenantId,
        projectId: project.id,
        poNo: Number(last?.max ?? 0) + 1,
        title: input.title,
        vendorId: input.vendor_id,
        poDate: input.po_date,
        notes: input.notes ?? null,
        requestedBy: caller.session.userId,
        createdAt: caller.now,
        updatedAt: caller.now,
      })
      .returning()
    const created = po as PoRecord
    const total = await writeLines(tx, caller.tenantId, created, input.lines)
    await tx.update(purchaseOrders).set({ total }).where(eq(purchaseOrders.id, created.id))
    await caller.audit(tx, {
      action: 'po.create',
      entity: 'po',
      entityId: created.id,
      after: { ...input, po_no: created.poNo, total },
    })
    return created.id
  })
  return poDetail(db, caller, id)
}

/** The requester (or an Admin) of a draft or rejected PO; 403 / 409 otherwise. */
export function assertMayChange(caller: Caller, po: PoRecord, rowVersion?: number) {
  if (po.requestedBy !== caller.session.userId && !isAdmin(caller))
    throw forbidden(
      'Only the person who raised this purchase order (or an Admin) can change it',
      'notRequester',
    )
  if (!EDITABLE.includes(po.status))
    throw conflict(`A ${po.status} purchase order cannot be changed`, [], 'notEditable')
  if (rowVersion !== undefined && rowVersion !== po.rowVersion)
    throw conflict('This purchase order was changed meanwhile; reload it', [], 'stale')
}

export async function updatePo(db: Database, caller: Caller, poId: number, input: UpdatePoRequest) {
  await db.transaction(async (tx) => {
    const { po } = await loadPo(tx, caller, poId, true)
    assertMayChange(caller, po, input.row_version)
    if (input.vendor_id !== undefined) await assertVendor(tx, caller.tenantId, input.vendor_id)
    let total = po.total
    if (input.lines) {
      await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.poId, po.id))
      total = await writeLines(tx, caller.tenantId, po, input.lines)
    }
    await tx
      .update(purchaseOrders)
      .set({
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.vendor_id === undefined ? {} : { vendorId: input.vendor_id }),
        ...(input.po_date === undefined ? {} : { poDate: input.po_date }),
        ...(input.notes === undefined ? {} : { notes: input.notes }),
        total,
        rowVersion: po.rowVersion + 1,
        updatedAt: caller.now,
      })
      .where(eq(purchaseOrders.id, po.id))
    const { row_version: _version, ...changes } = input
    await caller.audit(tx, {
      action: 'po.update',
      entity: 'po',
      entityId: po.id,
      before: {
        title: po.title,
        vendor_id: po.vendorId,
        po_date: po.poDate,
        notes: po.notes,
        total: po.total,
      },
      after: { ...changes, total },
    })
  })
  return poDetail(db, caller, poId)
}

/** Cancelling: by the requester or an Admin, and not once an expense is booked on the PO. */
export async function cancelPo(db: Database, caller: Caller, poId: number, rowVersion?: number) {
  await db.transaction(async (tx) => {
    const { po } = await loadPo(tx, caller, poId, true)
    if (po.requestedBy !== caller.session.userId && !isAdmin(caller))
      throw forbidden(
        'Only the person who raised this purchase order (or an Admin) can cancel it',
        'notRequester',
      )
    if (po.status === 'cancelled')
      throw conflict('This purchase order is already cancelled', [], 'notEditable')
    if (rowVersion !== undefined && rowVersion !== po.rowVersion)
      throw conflict('This purchase order was changed meanwhile; reload it', [], 'stale')
    const [booked] = await tx
      .select({ id: expenses.id })
      .from(expenses)
      .where(and(eq(expenses.poId, po.id), notInArray(expenses.status, ['cancelled'])))
      .limit(1)
    if (booked)
      throw conflict(
        'An expense is booked on this purchase order: it can no longer be cancelled',
        [],
        'expenseBooked',
      )
    await tx
      .update(purchaseOrders)
      .set({
        status: 'cancelled',
        pendingLevelNo: null,
        rowVersion: po.rowVersion + 1,
        updatedAt: caller.now,
      })
      .where(eq(purchaseOrders.id, po.id))
    await recordStep(approvalContext(tx, caller), { type: 'po', id: po.id }, 'cancelled', null, null)
  })
  return poDetail(db, caller, poId)
}
