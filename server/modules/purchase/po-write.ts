import { and, eq, isNull } from 'drizzle-orm'
import { quantityTimesRate } from '../../../contract/spend/money'
import type { CreatePoRequest, PoLineInput, UpdatePoRequest } from '../../../contract/spend/purchase-orders'
import type { Database } from '../../db/client'
import { nextNumber } from '../../db/numbering'
import { purchaseOrderLines, purchaseOrders, vendors } from '../../db/schema'
import { badRequest, conflict } from '../../http/errors'
import { assertPeriodOpen } from '../period-lock/lock'
import { assertRequesterOrAdmin } from '../workflow/deciders'
import { assertFresh } from '../workflow/refusals'
import { type Caller, PO_SERIES, visibleProject } from './access'
import { poDocument } from './po-document'
import { loadPo, type PoRecord, poDetail } from './po-read'

/*
 * Raising and changing purchase orders. A PO is raised as a draft by someone on the project's
 * team (or an Admin), numbered per project; only its requester (or an Admin) changes it, and only
 * while it is a draft or was rejected. Submitting, deciding and cancelling are the
 * shared workflow's routes (workflow/routes.ts) on poDocument.
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

export async function createPo(
  db: Database,
  caller: Caller,
  projectId: number,
  input: CreatePoRequest,
  now: Date,
) {
  const id = await db.transaction(async (tx) => {
    const project = await visibleProject(tx, caller, projectId)
    await assertVendor(tx, caller.tenantId, input.vendor_id)
    await assertPeriodOpen(tx, project.id, input.po_date, 'po_date', now)
    const poNo = await nextNumber(tx, PO_SERIES, project.id)
    const [po] = await tx
      .insert(purchaseOrders)
      .values({
        organizationId: caller.tenantId,
        projectId: project.id,
        poNo,
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
function assertMayChange(caller: Caller, po: PoRecord, rowVersion?: number) {
  assertRequesterOrAdmin(poDocument.noun, caller, po.requestedBy, 'change')
  if (!EDITABLE.includes(po.status))
    throw conflict(`A ${po.status} purchase order cannot be changed`, [], 'notEditable')
  assertFresh(poDocument.noun, po.rowVersion, rowVersion)
}

export async function updatePo(
  db: Database,
  caller: Caller,
  poId: number,
  input: UpdatePoRequest,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const { po } = await loadPo(tx, caller, poId, true)
    assertMayChange(caller, po, input.row_version)
    if (input.vendor_id !== undefined) await assertVendor(tx, caller.tenantId, input.vendor_id)
    await assertPeriodOpen(tx, po.projectId, input.po_date ?? po.poDate, 'po_date', now)
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
