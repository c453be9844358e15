import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { CreditNoteProposal } from '../../../contract/spend/credit-notes'
import { scaledUnits } from '../../../contract/spend/money'
import type { Database } from '../../db/client'
import { challanLines, creditNotes, deliveryChallans, expenses, purchaseOrderLines } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { projectScope } from '../projects/scope'
import { ACTUAL_STATUSES } from '../spend/expense-statuses'
import { creditableOf } from './original'

/*
 * A delivery challan verified short of its PO line (fewer received, over every verified challan,
 * than the line ordered) proposes a draft credit note against the invoice booked on that line,
 * once there is one with something left to credit: the short quantity at the line's rate (at most
 * what remains creditable), reason short supply, to be supplied again. Nothing is saved: the
 * drafter reviews the proposal and sends it as POST /v2/credit-notes. An invoice that already has
 * a live short-supply credit note proposes nothing more.
 */

const thousandths = (quantity: string) => scaledUnits(quantity, 3) ?? 0n
const quantityText = (units: bigint) => {
  const text = units.toString().padStart(4, '0')
  return `${text.slice(0, -3)}.${text.slice(-3)}`.replace(/\.?0+$/, '')
}

export async function shortChallanProposals(
  db: Database,
  caller: Caller,
  projectId: number,
): Promise<CreditNoteProposal[]> {
  // Verified receipts per PO line of the project, with the latest verified challan that had it.
  const received = await db
    .select({
      poLineId: challanLines.poLineId,
      received: sql<string>`sum(${challanLines.quantity})::text`,
      challanId: sql<number>`max(${deliveryChallans.id})`,
    })
    .from(challanLines)
    .innerJoin(deliveryChallans, eq(deliveryChallans.id, challanLines.challanId))
    .where(
      and(
        eq(deliveryChallans.organizationId, caller.tenantId),
        eq(deliveryChallans.projectId, projectId),
        eq(deliveryChallans.status, 'verified'),
        projectScope(caller, deliveryChallans.projectId),
      ),
    )
    .groupBy(challanLines.poLineId)
  if (received.length === 0) return []
  const lines = await db
    .select()
    .from(purchaseOrderLines)
    .where(
      inArray(
        purchaseOrderLines.id,
        received.map((row) => row.poLineId),
      ),
    )
  const challans = await db
    .select({ id: deliveryChallans.id, no: deliveryChallans.challanNo })
    .from(deliveryChallans)
    .where(
      inArray(
        deliveryChallans.id,
        received.map((row) => Number(row.challanId)),
      ),
    )
  const proposals: CreditNoteProposal[] = []
  for (const receipt of received) {
    const line = lines.find((candidate) => candidate.id === receipt.poLineId)
    if (!line) continue
    const short = thousandths(String(line.quantity)) - thousandths(receipt.received)
    if (short <= 0n) continue
    const invoices = await db
      .select({ id: expenses.id })
      .from(expenses)
      .where(
        and(
          eq(expenses.organizationId, caller.tenantId),
          eq(expenses.poLineId, line.id),
          inArray(expenses.status, ACTUAL_STATUSES),
          sql`not exists (select 1 from ${creditNotes} cn where cn.expense_id = ${expenses.id}
            and cn.reason = 'short_supply' and cn.status <> 'cancelled')`,
        ),
      )
      .orderBy(desc(expenses.invoiceDate), desc(expenses.id))
    for (const invoice of invoices) {
      const original = await creditableOf(db, caller, invoice.id)
      if (original.remaining_taxable <= 0) continue
      const quantity = quantityText(short)
      const atRate = Number((short * BigInt(line.rate) + 500n) / 1000n)
      const fits = atRate <= original.remaining_taxable
      const challan = challans.find((candidate) => candidate.id === Number(receipt.challanId))
      proposals.push({
        challan_id: Number(receipt.challanId),
        challan_no: challan?.no ?? '',
        po_line_id: line.id,
        po_line_description: line.description,
        ordered: quantityText(thousandths(String(line.quantity))),
        received: quantityText(thousandths(receipt.received)),
        short: quantity,
        draft: {
          expense_id: original.expense_id,
          cn_no: '',
          cn_date: new Date().toISOString().slice(0, 10),
          reason: 'short_supply',
          // More short than remains to credit: the rest of the line, as one amount.
          lines: [
            fits
              ? { quantity, rate: Number(line.rate), supply_again: true }
              : { quantity: '1', rate: original.remaining_taxable, supply_again: true },
          ],
        },
        original,
      })
      break
    }
  }
  return proposals
}
