import { MASTERS } from '../contract/masters/definitions'
import { labelOf } from '../contract/masters/rules'
import { quantityTimesRate, scaledUnits } from '../contract/spend/money'
import type { Challan, PoLine, PurchaseOrder, PurchaseOrderSummary } from '../contract/spend/purchase-orders'
import { currencyOf } from './budget'
import { type Denied, isAdmin, onTeam, poNumberOf, projectOf, userNameOf, visibleProject } from './purchase'
import { type Caller, fail } from './respond'
import { approversOf, pendingLevelMock, trailOf } from './spend-approval'
import { budgetImpactsOf, invoicedOnLine, poContribution } from './spend-figures'
import type { MockChallan, MockPurchaseOrder } from './spend-world'
import { type World, world } from './world'

/** Purchase orders and challans of the mock world in their contract shapes. */

/** Quantities are decimal text with three places at most: compared and added in thousandths. */
export const thousandths = (quantity: string) => scaledUnits(quantity, 3) ?? 0n
export function quantityText(units: bigint): string {
  const text = units.toString().padStart(4, '0')
  const fraction = text.slice(-3).replace(/0+$/, '')
  return `${text.slice(0, -3)}${fraction ? `.${fraction}` : ''}`
}

const poTotal = (po: MockPurchaseOrder) => po.lines.reduce((sum, line) => sum + line.amount, 0)

export const approvalDocOf = (po: MockPurchaseOrder) => ({
  type: 'po' as const,
  id: po.id,
  projectId: po.projectId,
  amount: poTotal(po),
  requestedBy: po.requestedBy,
  pendingLevelNo: po.pendingLevelNo,
})

/** Received per PO line in challans of the given statuses, in thousandths. */
export function receivedOn(all: World, poId: number, statuses: MockChallan['status'][]) {
  const received = new Map<number, bigint>()
  for (const challan of all.spend.challans) {
    if (challan.poId !== poId || !statuses.includes(challan.status)) continue
    for (const line of challan.lines)
      received.set(line.poLineId, (received.get(line.poLineId) ?? 0n) + thousandths(line.quantity))
  }
  return received
}

export function poSummaryView(po: MockPurchaseOrder): PurchaseOrderSummary {
  const all = world()
  const project = projectOf(po.projectId)
  const vendor = all.masters.vendor.find((row) => row.id === po.vendorId)
  return {
    po_id: po.id,
    project_id: po.projectId,
    po_no: po.poNo,
    number: poNumberOf(project, po.poNo),
    title: po.title,
    vendor_id: po.vendorId,
    vendor_name: vendor ? labelOf(MASTERS.vendor, vendor.values) : `#${po.vendorId}`,
    po_date: po.poDate,
    status: po.status,
    total: poTotal(po),
    invoiced: po.lines.reduce((sum, line) => sum + invoicedOnLine(all, line.id), 0),
    pending_level:
      po.status === 'submitted' ? pendingLevelMock(all, po.projectId, 'po', po.pendingLevelNo) : null,
    requested_by: po.requestedBy,
    requested_by_name: userNameOf(po.requestedBy),
    created_at: po.createdAt,
    updated_at: po.updatedAt,
  }
}

export function challanView(challan: MockChallan): Challan {
  const all = world()
  const po = all.spend.purchaseOrders.find((candidate) => candidate.id === challan.poId) as MockPurchaseOrder
  const summary = poSummaryView(po)
  return {
    challan_id: challan.id,
    po_id: po.id,
    po_number: summary.number,
    project_id: challan.projectId,
    vendor_name: summary.vendor_name,
    challan_no: challan.challanNo,
    received_on: challan.receivedOn,
    receiver: challan.receiver,
    notes: challan.notes,
    lines: challan.lines.map((line) => {
      const poLine = po.lines.find((candidate) => candidate.id === line.poLineId)
      return {
        po_line_id: line.poLineId,
        budget_code: poLine?.budgetCode ?? '',
        description: poLine?.description ?? '',
        quantity: line.quantity,
      }
    }),
    status: challan.status,
    recorded_by: challan.recordedBy,
    recorded_by_name: userNameOf(challan.recordedBy),
    verified_by_name: userNameOf(challan.verifiedBy),
    verified_at: challan.verifiedAt,
    rejection_reason: challan.rejectionReason,
    attachment_count: all.spend.attachments.filter(
      (file) => file.owner === 'challan' && file.ownerId === challan.id,
    ).length,
    created_at: challan.createdAt,
  }
}

export function poView(po: MockPurchaseOrder, caller: Caller): PurchaseOrder {
  const all = world()
  const project = projectOf(po.projectId)
  const verified = receivedOn(all, po.id, ['verified'])
  const lines: PoLine[] = po.lines.map((line) => {
    const received = quantityText(verified.get(line.id) ?? 0n)
    return {
      po_line_id: line.id,
      budget_code: line.budgetCode,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      rate: line.rate,
      amount: line.amount,
      received_quantity: received,
      received_value: quantityTimesRate(received, line.rate),
      invoiced: invoicedOnLine(all, line.id),
    }
  })
  const mine = po.requestedBy === caller.user.id
  // An approved PO is already counted in committed: it adds nothing more to its codes.
  const counted = po.status === 'approved' || po.status === 'cancelled'
  return {
    ...poSummaryView(po),
    notes: po.notes,
    currency: currencyOf(project),
    lines,
    approvals: trailOf(all, 'po', po.id),
    budget: budgetImpactsOf(
      all,
      po.projectId,
      poContribution(po.lines).map((part) => ({ ...part, amount: counted ? 0 : part.amount })),
    ),
    budget_check: po.budgetCheck,
    challans: all.spend.challans
      .filter((challan) => challan.poId === po.id)
      .sort((a, b) => a.id - b.id)
      .map(challanView),
    rejection_reason: po.rejectionReason,
    can_edit: (mine || isAdmin(caller)) && (po.status === 'draft' || po.status === 'rejected'),
    can_approve:
      po.status === 'submitted' && !mine && approversOf(all, approvalDocOf(po)).includes(caller.user.id),
    can_record_challan: po.status === 'approved' && onTeam(caller, po.projectId),
    row_version: po.rowVersion,
  }
}

/** The PO with this id in the caller's tenant on a project they see, else 404. */
export function findPo(caller: Caller, poId: number): { po: MockPurchaseOrder } | Denied {
  const po = world().spend.purchaseOrders.find(
    (candidate) => candidate.id === poId && candidate.organizationId === caller.tenantId,
  )
  const project = po && visibleProject(caller, po.projectId)
  return po && project && !('response' in project)
    ? { po }
    : { response: fail(404, 'This purchase order was not found') }
}
