import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { expenseTaxes } from '../../../contract/spend/money'
import type { Database } from '../../db/client'
import { expenses, purchaseOrders, tdsSections, vendorAdvances, vendors } from '../../db/schema'
import { ACTUAL_STATUSES } from '../spend/expense-statuses'

/*
 * The money rules of an advance. TDS: the vendor's section (rate and threshold, as expenses
 * compute it with expenseTaxes), at 20 % when the vendor has no PAN (section 206AA); none without
 * a section. The open amount of a PO: its approved total, less what is invoiced on it (approved
 * and paid expenses) and the unadjusted balance of its other live advances.
 */

/** Rate used when the vendor has given no PAN. */
export const NO_PAN_TDS_RATE = '20'

/** The TDS rate a payee pays under a section of `sectionRate`: 20 % without a PAN (206AA). */
export const tdsRateFor = (hasPan: boolean, sectionRate: string | number) =>
  // As people write it: 2, 10, 20 (the master keeps two decimals).
  hasPan ? String(Number(sectionRate)) : NO_PAN_TDS_RATE

export type AdvanceTds = {
  tdsId: number | null
  tdsRate: string | null
  tdsAmount: number
  netPaid: number
  hasPan: boolean
}

export async function advanceTds(
  db: Database,
  tenantId: number,
  vendorId: number,
  amount: number,
): Promise<AdvanceTds> {
  const [vendor] = await db
    .select({ pan: vendors.pan, tdsId: vendors.tdsId })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.organizationId, tenantId)))
    .limit(1)
  const hasPan = Boolean(vendor?.pan?.trim())
  const [section] = vendor?.tdsId
    ? await db
        .select({ id: tdsSections.id, rate: tdsSections.rate, threshold: tdsSections.threshold })
        .from(tdsSections)
        .where(and(eq(tdsSections.id, vendor.tdsId), eq(tdsSections.organizationId, tenantId)))
        .limit(1)
    : []
  if (!section) return { tdsId: null, tdsRate: null, tdsAmount: 0, netPaid: amount, hasPan }
  const rate = tdsRateFor(hasPan, section.rate)
  const threshold = section.threshold === null ? null : Number(section.threshold)
  const taxes = expenseTaxes({ amount, gst: null, gstKind: 'none', tds: { rate, threshold } })
  return {
    tdsId: section.id,
    tdsRate: rate,
    tdsAmount: taxes.tds_amount,
    netPaid: amount - taxes.tds_amount,
    hasPan,
  }
}

/** Advance statuses that hold part of their PO (their unadjusted balance). */
export const PO_HOLDING_STATUSES = ['submitted', 'approved', 'paid', 'part_adjusted', 'refund_due']

/** The PO's approved total and what is open on it for an advance (`exceptAdvance` not counted). */
export async function poOpen(db: Database, tenantId: number, poId: number, exceptAdvance?: number) {
  const [po] = await db
    .select({ total: purchaseOrders.total, status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, poId), eq(purchaseOrders.organizationId, tenantId)))
    .limit(1)
  if (!po) return null
  const [invoiced] = await db
    .select({ amount: sql<string | null>`sum(${expenses.amountProject})` })
    .from(expenses)
    .where(
      and(
        eq(expenses.organizationId, tenantId),
        eq(expenses.poId, poId),
        inArray(expenses.status, ACTUAL_STATUSES),
      ),
    )
  const [advanced] = await db
    .select({
      amount: sql<
        string | null
      >`sum(${vendorAdvances.amount} - ${vendorAdvances.adjustedAmount} - ${vendorAdvances.refundedAmount})`,
    })
    .from(vendorAdvances)
    .where(
      and(
        eq(vendorAdvances.organizationId, tenantId),
        eq(vendorAdvances.poId, poId),
        inArray(vendorAdvances.status, PO_HOLDING_STATUSES),
        exceptAdvance === undefined ? undefined : ne(vendorAdvances.id, exceptAdvance),
      ),
    )
  const total = Number(po.total)
  const open = total - Number(invoiced?.amount ?? 0) - Number(advanced?.amount ?? 0)
  return { total, status: po.status, open: Math.max(0, open) }
}

/** amount / total in percent, two decimals, rounded half up. */
export function pctOf(amount: number, total: number): string | null {
  if (total <= 0) return null
  const hundredths = (BigInt(amount) * 20000n + BigInt(total)) / (BigInt(total) * 2n)
  const text = hundredths.toString().padStart(3, '0')
  return `${text.slice(0, -2)}.${text.slice(-2)}`
}
