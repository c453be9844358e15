import { and, asc, eq, isNull } from 'drizzle-orm'
import { type CreateAdvanceRequest, isDeposit } from '../../../contract/spend/advances'
import type { Database } from '../../db/client'
import { purchaseOrderLines, purchaseOrders, vendors } from '../../db/schema'
import { conflict, invalid } from '../../http/errors'
import { codeOfCurrentVersion } from '../budget-versions/access'
import { type Currency, projectCurrencyOf } from '../projects/currency'
import { moneyText } from '../spend/figures'
import type { AdvanceRecord } from './access'
import { advanceTds, poOpen } from './tds'

/*
 * What an advance's fields become once checked: the vendor (active, of the tenant), the PO (an
 * approved PO of the project and the vendor, never advanced beyond its open amount) and the line
 * and code it is on, or — without a PO — the code of the current budget it is committed on and
 * the reason. TDS and net paid are computed here for the draft and again when it is paid.
 */

async function vendorOf(db: Database, tenantId: number, vendorId: number) {
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.organizationId, tenantId), isNull(vendors.archivedAt)))
    .limit(1)
  if (!vendor) throw invalid('vendor_id', 'Choose an active vendor')
  return vendor.id
}

/** The PO line the advance is on (the PO's first line when none is named) and its code. */
async function poLineOf(db: Database, tenantId: number, poId: number, lineId: number | null | undefined) {
  const [line] = await db
    .select({ id: purchaseOrderLines.id, code: purchaseOrderLines.budgetCode })
    .from(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.poId, poId),
        eq(purchaseOrderLines.organizationId, tenantId),
        lineId ? eq(purchaseOrderLines.id, lineId) : undefined,
      ),
    )
    .orderBy(asc(purchaseOrderLines.position), asc(purchaseOrderLines.id))
    .limit(1)
  if (!line) throw invalid('po_line_id', 'Choose a line of this purchase order')
  return line
}

async function checkedPo(
  db: Database,
  tenantId: number,
  input: CreateAdvanceRequest,
  currency: Currency,
  advanceId: number | undefined,
) {
  const poId = input.po_id as number
  const [po] = await db
    .select({ projectId: purchaseOrders.projectId, vendorId: purchaseOrders.vendorId })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, poId), eq(purchaseOrders.organizationId, tenantId)))
    .limit(1)
  if (!po || po.projectId !== input.project_id)
    throw invalid('po_id', "Choose one of this project's purchase orders")
  if (po.vendorId !== input.vendor_id) throw invalid('po_id', 'This purchase order is for another vendor')
  const open = await poOpen(db, tenantId, poId, advanceId)
  if (open?.status !== 'approved')
    throw conflict('Only an approved purchase order can be advanced against', [], 'notApproved')
  if (input.amount > open.open) {
    const message = `An advance never exceeds the open PO: only ${moneyText(open.open, currency)} is open on it`
    throw invalid('amount', message, 'overOpenPo')
  }
  return poLineOf(db, tenantId, poId, input.po_line_id)
}

/** The columns an advance's input becomes; `advanceId` when it already exists. */
export async function resolveAdvance(
  db: Database,
  tenantId: number,
  input: CreateAdvanceRequest,
  advanceId?: number,
) {
  const currency = await projectCurrencyOf(db, tenantId, input.project_id)
  const vendorId = await vendorOf(db, tenantId, input.vendor_id)
  const withPo = Boolean(input.po_id)
  if (input.kind === 'po' && !withPo)
    throw invalid('po_id', 'Choose the purchase order this advance is against')
  if (isDeposit(input.kind) && withPo)
    throw invalid('po_id', 'A deposit is not paid against a purchase order')
  const reason = input.reason?.trim() || null
  let line: { id: number | null; code: string }
  if (withPo) {
    line = await checkedPo(db, tenantId, input, currency, advanceId)
  } else {
    if (!input.budget_code) throw invalid('budget_code', 'Choose the budget code this advance is booked on')
    if (!reason) throw invalid('reason', 'Say what this advance is for (no purchase order)')
    line = { id: null, code: (await codeOfCurrentVersion(db, input.project_id, input.budget_code)).code }
  }
  const tds = await advanceTds(db, tenantId, vendorId, input.amount)
  return {
    kind: input.kind,
    projectId: input.project_id,
    vendorId,
    poId: withPo ? (input.po_id as number) : null,
    poLineId: line.id,
    budgetCode: line.code,
    reason,
    proformaNo: input.proforma_no?.trim() || null,
    proformaDate: input.proforma_date ?? null,
    amount: input.amount,
    tdsId: tds.tdsId,
    tdsRate: tds.tdsRate,
    tdsAmount: tds.tdsAmount,
    netPaid: tds.netPaid,
  }
}

/** A stored advance as input again (to merge an edit into it, or check it again at submit). */
export const storedInput = (row: AdvanceRecord): CreateAdvanceRequest => ({
  kind: row.kind as CreateAdvanceRequest['kind'],
  project_id: row.projectId,
  vendor_id: row.vendorId,
  po_id: row.poId,
  po_line_id: row.poLineId,
  budget_code: row.budgetCode,
  reason: row.reason,
  amount: Number(row.amount),
  proforma_no: row.proformaNo,
  proforma_date: row.proformaDate,
})
