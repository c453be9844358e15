import { and, desc, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { BudgetCheck } from '../../../contract/spend/common'
import { quantityTimesRate } from '../../../contract/spend/money'
import type {
  PoLine,
  PoStatus,
  PurchaseOrder,
  PurchaseOrderSummary,
} from '../../../contract/spend/purchase-orders'
import type { Database } from '../../db/client'
import {
  challanLines,
  deliveryChallans,
  expenses,
  purchaseOrderLines,
  purchaseOrders,
  vendors,
} from '../../db/schema'
import { notFound } from '../../http/errors'
import { quantityOf } from '../budget-versions/line-rows'
import { countAll, likePattern, pagedList } from '../paging'
import { budgetImpacts } from '../spend/budget-check'
import { ACTUAL_STATUSES } from '../spend/expense-statuses'
import { checkAsSeen, mayDraft, maySeeDocumentFigures } from '../spend/figure-access'
import { userNames } from '../users/names'
import { mayDecide } from '../workflow/deciders'
import { ADMINS_LEVEL_NO, adminsLevel, type LevelRecord, levelsOf, toPendingLevel } from '../workflow/levels'
import { approvalTrail } from '../workflow/steps'
import { type Caller, isAdmin, type PurchaseProject, poNumber, visibleProject } from './access'
import { challansOf } from './challan-read'

/*
 * Reading purchase orders: a project's page of them, and one with its lines (received and
 * invoiced so far), approval trail, live budget figures, challans and what the caller may do.
 */

export type PoRecord = typeof purchaseOrders.$inferSelect

/** The PO of the tenant on a project the caller sees, with that project; 404 otherwise. */
export async function loadPo(db: Database, caller: Caller, poId: number, lock = false) {
  const query = db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, poId), eq(purchaseOrders.organizationId, caller.tenantId)))
    .limit(1)
  const [po] = lock ? await query.for('update') : await query
  if (!po) throw notFound('This purchase order')
  let project: PurchaseProject
  try {
    project = await visibleProject(db, caller, po.projectId)
  } catch {
    throw notFound('This purchase order')
  }
  return { po, project }
}

/** Σ approved and paid expenses per PO (project currency). */
async function invoicedByPo(db: Database, poIds: number[]) {
  if (poIds.length === 0) return new Map<number, number>()
  const rows = await db
    .select({ poId: expenses.poId, amount: sql<string>`sum(${expenses.amountProject})` })
    .from(expenses)
    .where(and(inArray(expenses.poId, poIds), inArray(expenses.status, ACTUAL_STATUSES)))
    .groupBy(expenses.poId)
  return new Map(rows.map((row) => [row.poId as number, Number(row.amount)]))
}

export async function summariesOf(
  db: Database,
  tenantId: number,
  project: PurchaseProject,
  rows: PoRecord[],
): Promise<PurchaseOrderSummary[]> {
  const invoiced = await invoicedByPo(
    db,
    rows.map((row) => row.id),
  )
  const vendorRows = rows.length
    ? await db
        .select({ id: vendors.id, name: vendors.legalName })
        .from(vendors)
        .where(inArray(vendors.id, [...new Set(rows.map((row) => row.vendorId))]))
    : []
  const vendorNames = new Map(vendorRows.map((row) => [row.id, row.name]))
  const levels = new Map<number, LevelRecord>()
  if (rows.some((row) => row.pendingLevelNo !== null))
    for (const level of await levelsOf(db, tenantId, project.id, 'po')) levels.set(level.levelNo, level)
  if (rows.some((row) => row.pendingLevelNo === ADMINS_LEVEL_NO))
    levels.set(ADMINS_LEVEL_NO, await adminsLevel(db, tenantId, project.id, 'po'))
  const names = await userNames(db, [
    ...rows.flatMap((row) => (row.requestedBy === null ? [] : [row.requestedBy])),
    ...[...levels.values()].flatMap((level) => level.approverIds),
  ])
  return rows.map((row) => {
    const level = row.pendingLevelNo === null ? undefined : levels.get(row.pendingLevelNo)
    return {
      po_id: row.id,
      project_id: row.projectId,
      po_no: row.poNo,
      number: poNumber(project.code, row.poNo),
      title: row.title,
      vendor_id: row.vendorId,
      vendor_name: vendorNames.get(row.vendorId) ?? `#${row.vendorId}`,
      po_date: row.poDate,
      status: row.status as PoStatus,
      total: row.total,
      invoiced: invoiced.get(row.id) ?? 0,
      pending_level: level ? toPendingLevel(level, names) : null,
      requested_by: row.requestedBy,
      requested_by_name: row.requestedBy === null ? null : (names.get(row.requestedBy) ?? null),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }
  })
}

export type PoListFilter = {
  page_no?: number
  limit?: number
  search?: string
  status?: PoStatus
  vendor_id?: number
}

export async function listPos(db: Database, caller: Caller, projectId: number, filter: PoListFilter) {
  const project = await visibleProject(db, caller, projectId)
  const conditions: (SQL | undefined)[] = [
    eq(purchaseOrders.organizationId, caller.tenantId),
    eq(purchaseOrders.projectId, project.id),
  ]
  if (filter.status) conditions.push(eq(purchaseOrders.status, filter.status))
  if (filter.vendor_id) conditions.push(eq(purchaseOrders.vendorId, filter.vendor_id))
  if (filter.search) {
    const number = /^\d{1,9}$/.test(filter.search.replace(/^.*\//, ''))
      ? Number(filter.search.replace(/^.*\//, ''))
      : null
    conditions.push(
      or(
        sql`${purchaseOrders.title} ilike ${likePattern(filter.search)}`,
        number === null ? undefined : eq(purchaseOrders.poNo, number),
      ),
    )
  }
  const where = and(...conditions)
  return pagedList(
    filter,
    ({ limit, offset }) =>
      db
        .select()
        .from(purchaseOrders)
        .where(where)
        .orderBy(desc(purchaseOrders.poNo))
        .limit(limit)
        .offset(offset),
    () => db.select(countAll).from(purchaseOrders).where(where),
    (rows) => summariesOf(db, caller.tenantId, project, rows),
  )
}

/** The PO's lines with what verified challans received and what approved expenses invoiced. */
export async function linesOf(db: Database, poId: number): Promise<PoLine[]> {
  const lines = await db
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.poId, poId))
    .orderBy(purchaseOrderLines.position, purchaseOrderLines.id)
  if (lines.length === 0) return []
  const ids = lines.map((line) => line.id)
  const received = await db
    .select({ lineId: challanLines.poLineId, quantity: sql<string>`sum(${challanLines.quantity})::text` })
    .from(challanLines)
    .innerJoin(deliveryChallans, eq(deliveryChallans.id, challanLines.challanId))
    .where(and(inArray(challanLines.poLineId, ids), eq(deliveryChallans.status, 'verified')))
    .groupBy(challanLines.poLineId)
  const invoiced = await db
    .select({ lineId: expenses.poLineId, amount: sql<string>`sum(${expenses.amountProject})` })
    .from(expenses)
    .where(and(inArray(expenses.poLineId, ids), inArray(expenses.status, ACTUAL_STATUSES)))
    .groupBy(expenses.poLineId)
  const receivedOf = new Map(received.map((row) => [row.lineId, quantityOf(row.quantity)]))
  const invoicedOf = new Map(invoiced.map((row) => [row.lineId as number, Number(row.amount)]))
  return lines.map((line) => {
    const receivedQuantity = receivedOf.get(line.id) ?? '0'
    return {
      po_line_id: line.id,
      budget_code: line.budgetCode,
      description: line.description,
      quantity: quantityOf(line.quantity),
      unit: line.unit,
      rate: line.rate,
      amount: line.amount,
      received_quantity: receivedQuantity,
      received_value: quantityTimesRate(receivedQuantity, line.rate),
      invoiced: invoicedOf.get(line.id) ?? 0,
    }
  })
}

/** The statuses a PO may be cancelled from (its adapter's, and its detail's can_cancel). */
export const PO_CANCELLABLE_FROM = ['draft', 'submitted', 'approved', 'rejected']

/** Whether a live (not cancelled) expense is booked on the PO, which keeps it from being cancelled. */
export async function expenseBookedOn(db: Database, poId: number) {
  const [booked] = await db
    .select({ id: expenses.id })
    .from(expenses)
    .where(and(eq(expenses.poId, poId), notInArray(expenses.status, ['cancelled'])))
    .limit(1)
  return booked !== undefined
}

/** What the PO adds to each code now: its lines until approved (then they are committed), else 0. */
export const contributionsOf = (status: string, lines: { budget_code: string; amount: number }[]) =>
  lines.map((line) => ({
    budget_code: line.budget_code,
    amount: ['draft', 'submitted', 'rejected'].includes(status) ? line.amount : 0,
  }))

export async function poDetail(db: Database, caller: Caller, poId: number): Promise<PurchaseOrder> {
  const { po, project } = await loadPo(db, caller, poId)
  const [summary] = await summariesOf(db, caller.tenantId, project, [po])
  const lines = await linesOf(db, po.id)
  const userId = caller.session.userId
  const canApprove = await mayDecide(db, caller.tenantId, userId, 'po', po)
  const figuresShown = await maySeeDocumentFigures(db, caller.session)
  const mayRaise =
    (po.requestedBy === userId || isAdmin(caller)) && (await mayDraft(db, caller.session, 'po'))
  const editable = mayRaise && ['draft', 'rejected'].includes(po.status)
  return {
    ...(summary as PurchaseOrderSummary),
    notes: po.notes,
    currency: project.currency,
    lines,
    approvals: await approvalTrail(db, caller.tenantId, 'po', po.id),
    budget: figuresShown
      ? await budgetImpacts(db, caller.tenantId, project.id, contributionsOf(po.status, lines))
      : [],
    budget_check: checkAsSeen((po.budgetCheck as BudgetCheck | null) ?? null, figuresShown),
    challans: await challansOf(db, caller.tenantId, { po_id: po.id }),
    rejection_reason: po.rejectionReason,
    can_edit: editable,
    can_approve: canApprove,
    // Whoever may see the PO may see its project, so is on its team (or an Admin).
    can_record_challan: po.status === 'approved',
    // As cancelling checks it (po-document.ts: assertMayRaise, cancellableFrom, assertCancellable).
    can_cancel: mayRaise && PO_CANCELLABLE_FROM.includes(po.status) && !(await expenseBookedOn(db, po.id)),
    row_version: po.rowVersion,
  }
}
