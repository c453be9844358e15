import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Challan, ChallanStatus } from '../../../contract/spend/purchase-orders'
import type { Database } from '../../db/client'
import {
  attachments,
  challanLines,
  deliveryChallans,
  projects,
  purchaseOrderLines,
  purchaseOrders,
  users,
  vendors,
} from '../../db/schema'
import { quantityOf } from '../budget-versions/line-rows'
import { poNumber } from './access'

/*
 * Delivery challans as the API shows them: the PO's number and vendor, the lines received, who
 * recorded and who verified them, and how many photos or scans are attached.
 */

const recorder = alias(users, 'challan_recorder')
const verifier = alias(users, 'challan_verifier')

export type ChallanFilter = { po_id?: number; challan_id?: number; where?: SQL }

/** The tenant's challans matching the filter, newest first (limit/offset for pages). */
export async function challansOf(
  db: Database,
  tenantId: number,
  filter: ChallanFilter,
  page?: { limit: number; offset: number },
): Promise<Challan[]> {
  const query = db
    .select({
      challan: deliveryChallans,
      projectCode: projects.code,
      poNo: purchaseOrders.poNo,
      vendorName: vendors.legalName,
      recordedByName: recorder.name,
      verifiedByName: verifier.name,
      attachmentCount: sql<number>`(select count(*)::int from ${attachments} a where a.organization_id = ${deliveryChallans.organizationId}
        and a.owner = 'challan' and a.owner_id = ${deliveryChallans.id} and a.archived_at is null)`,
    })
    .from(deliveryChallans)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, deliveryChallans.poId))
    .innerJoin(projects, eq(projects.id, deliveryChallans.projectId))
    .leftJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(recorder, eq(recorder.id, deliveryChallans.recordedBy))
    .leftJoin(verifier, eq(verifier.id, deliveryChallans.verifiedBy))
    .where(
      and(
        eq(deliveryChallans.organizationId, tenantId),
        filter.po_id === undefined ? undefined : eq(deliveryChallans.poId, filter.po_id),
        filter.challan_id === undefined ? undefined : eq(deliveryChallans.id, filter.challan_id),
        filter.where,
      ),
    )
    .orderBy(desc(deliveryChallans.receivedOn), desc(deliveryChallans.id))
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query
  if (rows.length === 0) return []
  const lines = await db
    .select({
      challanId: challanLines.challanId,
      poLineId: challanLines.poLineId,
      quantity: challanLines.quantity,
      budgetCode: purchaseOrderLines.budgetCode,
      description: purchaseOrderLines.description,
    })
    .from(challanLines)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, challanLines.poLineId))
    .where(
      inArray(
        challanLines.challanId,
        rows.map((row) => row.challan.id),
      ),
    )
    .orderBy(asc(purchaseOrderLines.position), asc(purchaseOrderLines.id))
  return rows.map(({ challan, ...row }) => ({
    challan_id: challan.id,
    po_id: challan.poId,
    po_number: poNumber(row.projectCode, row.poNo),
    project_id: challan.projectId,
    vendor_name: row.vendorName ?? '',
    challan_no: challan.challanNo,
    received_on: challan.receivedOn,
    receiver: challan.receiver,
    notes: challan.notes,
    lines: lines
      .filter((line) => line.challanId === challan.id)
      .map((line) => ({
        po_line_id: line.poLineId,
        budget_code: line.budgetCode,
        description: line.description,
        quantity: quantityOf(line.quantity),
      })),
    status: challan.status as ChallanStatus,
    recorded_by: challan.recordedBy,
    recorded_by_name: row.recordedByName,
    verified_by_name: row.verifiedByName,
    verified_at: challan.verifiedAt?.toISOString() ?? null,
    rejection_reason: challan.rejectionReason,
    attachment_count: row.attachmentCount,
    created_at: challan.createdAt.toISOString(),
  }))
}
