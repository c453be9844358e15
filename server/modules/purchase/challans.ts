import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { scaledUnits } from '../../../contract/spend/money'
import type { Challan, CreateChallanRequest } from '../../../contract/spend/purchase-orders'
import type { Database } from '../../db/client'
import { approvalLevels, challanLines, deliveryChallans, purchaseOrderLines } from '../../db/schema'
import { badRequest, conflict, forbidden, notFound } from '../../http/errors'
import { mayCall } from '../../http/permissions'
import { type Caller, visibleProject } from './access'
import { challansOf } from './challan-read'
import { loadPo } from './po-read'

/*
 * Delivery challans: goods received against an approved PO's lines, recorded by someone on the
 * team and verified (or rejected) by someone else who approves the project's POs or may change
 * projects. Pending and verified challans together never receive more than was ordered.
 */

const thousandths = (quantity: string) => scaledUnits(quantity, 3) ?? 0n

export async function recordChallan(db: Database, caller: Caller, poId: number, input: CreateChallanRequest) {
  const id = await db.transaction(async (tx) => {
    // loadPo answers 404 unless the caller may see the project: its team (or an Admin) records.
    const { po, project } = await loadPo(tx, caller, poId, true)
    if (po.status !== 'approved')
      throw conflict('Goods are received only against an approved purchase order', [], 'notApproved')
    const lines = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.poId, po.id))
    const received = await tx
      .select({ lineId: challanLines.poLineId, quantity: sql<string>`sum(${challanLines.quantity})::text` })
      .from(challanLines)
      .innerJoin(deliveryChallans, eq(deliveryChallans.id, challanLines.challanId))
      .where(and(eq(deliveryChallans.poId, po.id), inArray(deliveryChallans.status, ['pending', 'verified'])))
      .groupBy(challanLines.poLineId)
    const receivedOf = new Map(received.map((row) => [row.lineId, thousandths(row.quantity)]))
    const errors = input.lines.flatMap((entry, index) => {
      const line = lines.find((candidate) => candidate.id === entry.po_line_id)
      if (!line)
        return [{ path: `lines.${index}.po_line_id`, message: 'Choose a line of this purchase order' }]
      const open = thousandths(line.quantity) - (receivedOf.get(line.id) ?? 0n)
      if (thousandths(entry.quantity) <= 0n)
        return [{ path: `lines.${index}.quantity`, message: 'Enter a quantity above 0' }]
      if (thousandths(entry.quantity) > open)
        return [
          {
            path: `lines.${index}.quantity`,
            message: `At most ${Number(open) / 1000} more can be received on this line`,
            code: 'overReceived',
          },
        ]
      return []
    })
    if (new Set(input.lines.map((entry) => entry.po_line_id)).size !== input.lines.length)
      errors.push({ path: 'lines', message: 'Each line of the purchase order at most once' })
    if (errors.length) throw badRequest('Some fields need attention', errors, 'invalid')
    const [challan] = await tx
      .insert(deliveryChallans)
      .values({
        organizationId: caller.tenantId,
        projectId: project.id,
        poId: po.id,
        challanNo: input.challan_no,
        receivedOn: input.received_on,
        receiver: input.receiver,
        notes: input.notes ?? null,
        recordedBy: caller.session.userId,
        createdAt: caller.now,
        updatedAt: caller.now,
      })
      .returning({ id: deliveryChallans.id })
    const challanId = challan?.id as number
    await tx
      .insert(challanLines)
      .values(
        input.lines.map((entry) => ({ challanId, poLineId: entry.po_line_id, quantity: entry.quantity })),
      )
    await caller.audit(tx, { action: 'challan.create', entity: 'challan', entityId: challanId, after: input })
    return challanId
  })
  return getChallan(db, caller, id)
}

/** The tenant's challan on a project the caller sees; 404 otherwise. */
async function loadChallan(db: Database, caller: Caller, challanId: number, lock = false) {
  const query = db
    .select()
    .from(deliveryChallans)
    .where(and(eq(deliveryChallans.id, challanId), eq(deliveryChallans.organizationId, caller.tenantId)))
    .limit(1)
  const [challan] = lock ? await query.for('update') : await query
  if (!challan) throw notFound('This challan')
  try {
    await visibleProject(db, caller, challan.projectId)
  } catch {
    throw notFound('This challan')
  }
  return challan
}

export async function getChallan(db: Database, caller: Caller, challanId: number): Promise<Challan> {
  const challan = await loadChallan(db, caller, challanId)
  const [view] = await challansOf(db, caller.tenantId, { challan_id: challan.id })
  return view as Challan
}

/** Whether the user approves any PO level of the project. */
export async function approvesPos(db: Database, tenantId: number, projectId: number, userId: number) {
  const [level] = await db
    .select({ id: approvalLevels.id })
    .from(approvalLevels)
    .where(
      and(
        eq(approvalLevels.organizationId, tenantId),
        eq(approvalLevels.projectId, projectId),
        eq(approvalLevels.documentType, 'po'),
        isNull(approvalLevels.archivedAt),
        sql`${userId} = any(${approvalLevels.approverIds})`,
      ),
    )
    .limit(1)
  return Boolean(level)
}

async function decide(db: Database, caller: Caller, challanId: number, reason: string | null) {
  await db.transaction(async (tx) => {
    const challan = await loadChallan(tx, caller, challanId, true)
    const userId = caller.session.userId
    const verifier =
      (await mayCall(tx, caller.session, 'project', 'PUT')) ||
      (await approvesPos(tx, caller.tenantId, challan.projectId, userId))
    if (!verifier)
      throw forbidden(
        'Only an approver of this project’s purchase orders can verify its challans',
        'notVerifier',
      )
    if (challan.recordedBy === userId)
      throw forbidden('Nobody verifies a challan they recorded', 'ownChallan')
    if (challan.status !== 'pending')
      throw conflict(`This challan is already ${challan.status}`, [], 'notPending')
    const verified = reason === null
    await tx
      .update(deliveryChallans)
      .set({
        status: verified ? 'verified' : 'rejected',
        verifiedBy: userId,
        verifiedAt: caller.now,
        rejectionReason: reason,
        updatedAt: caller.now,
      })
      .where(eq(deliveryChallans.id, challan.id))
    await caller.audit(tx, {
      action: verified ? 'challan.verify' : 'challan.reject',
      entity: 'challan',
      entityId: challan.id,
      before: { status: challan.status },
      after: { status: verified ? 'verified' : 'rejected', reason },
    })
  })
  return getChallan(db, caller, challanId)
}

export const verifyChallan = (db: Database, caller: Caller, challanId: number) =>
  decide(db, caller, challanId, null)
export const rejectChallan = (db: Database, caller: Caller, challanId: number, reason: string) =>
  decide(db, caller, challanId, reason)
