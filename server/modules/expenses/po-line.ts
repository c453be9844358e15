import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { quantityTimesRate } from '../../../contract/spend/money'
import type { Database } from '../../db/client'
import { challanLines, deliveryChallans, expenses, purchaseOrderLines, purchaseOrders } from '../../db/schema'
import { conflict, invalid } from '../../http/errors'
import type { Currency } from '../projects/currency'
import { moneyText } from '../spend/figures'

/** Statuses that count as invoiced against a PO line's received value. */
const INVOICING_STATUSES = ['submitted', 'approved', 'paid']

/** The PO line the expense invoices: checks its PO, code and what is left to invoice on it. */
export async function poLineFor(
  db: Database,
  tenantId: number,
  input: {
    projectId: number
    code: string
    lineId: number
    amountProject: number
    expenseId?: number
    currency: Currency
  },
) {
  const [line] = await db
    .select({
      poId: purchaseOrderLines.poId,
      projectId: purchaseOrderLines.projectId,
      code: purchaseOrderLines.budgetCode,
      rate: purchaseOrderLines.rate,
      status: purchaseOrders.status,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.poId))
    .where(and(eq(purchaseOrderLines.id, input.lineId), eq(purchaseOrderLines.organizationId, tenantId)))
    .limit(1)
  if (!line || line.projectId !== input.projectId)
    throw invalid('po_line_id', "Choose a line of one of this project's purchase orders")
  if (line.status !== 'approved')
    throw conflict('Only an approved purchase order can be invoiced', [], 'notApproved')
  if (line.code.toLowerCase() !== input.code.toLowerCase())
    throw invalid(
      'budget_code',
      `This PO line is on budget code ${line.code}: book the expense there`,
      'poLineCode',
    )
  const [received] = await db
    .select({ quantity: sql<string | null>`sum(${challanLines.quantity})::text` })
    .from(challanLines)
    .innerJoin(deliveryChallans, eq(deliveryChallans.id, challanLines.challanId))
    .where(and(eq(challanLines.poLineId, input.lineId), eq(deliveryChallans.status, 'verified')))
  const receivedValue = received?.quantity ? quantityTimesRate(received.quantity, Number(line.rate)) : 0
  if (receivedValue === 0)
    throw invalid('po_line_id', 'Nothing has been received and verified on this PO line yet', 'notReceived')
  const [invoiced] = await db
    .select({ amount: sql<string | null>`sum(${expenses.amountProject})` })
    .from(expenses)
    .where(
      and(
        eq(expenses.organizationId, tenantId),
        eq(expenses.poLineId, input.lineId),
        inArray(expenses.status, INVOICING_STATUSES),
        input.expenseId === undefined ? undefined : ne(expenses.id, input.expenseId),
      ),
    )
  const open = receivedValue - Number(invoiced?.amount ?? 0)
  if (input.amountProject > open)
    throw invalid(
      'amount',
      `Only ${moneyText(Math.max(0, open), input.currency)} of this line is received, verified and not yet invoiced`,
      'overReceived',
    )
  return { poId: line.poId }
}
