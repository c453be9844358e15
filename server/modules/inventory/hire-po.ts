import { and, eq, sql } from 'drizzle-orm'
import { quantityTimesRate } from '../../../contract/spend/money'
import type { Database } from '../../db/client'
import { projects, purchaseOrderLines, purchaseOrders } from '../../db/schema'
import { poNumber } from '../purchase/access'
import type { WriteDeps } from '../workflow/write-deps'
import type { ItemRecord } from './access'
import { daysBetween } from './steps'

/*
 * A hire's cost is committed on its purchase order (the PO line: rate × the days booked). When the
 * hire is extended, the PO is amended with a line for the extra days at the item's hire rate, on
 * the item's code, so the commitment grows by exactly that and the invoice for the extension can be
 * matched to it. Only an approved PO (whose lines commit) or one still being drafted is amended;
 * the amendment is audited on the PO.
 */

const AMENDABLE = ['approved', 'draft', 'rejected']

/** Amends the item's PO for an extension to `dueBack`; answers the movement's note, or null. */
export async function amendPoForExtension(
  tx: Database,
  deps: WriteDeps,
  item: ItemRecord,
  dueBack: string,
): Promise<string | null> {
  if (item.poId === null || item.hireRate === null || item.dueBack === null) return null
  const days = daysBetween(item.dueBack, dueBack)
  if (days <= 0) return null
  const [po] = await tx
    .select({ po: purchaseOrders, projectCode: projects.code })
    .from(purchaseOrders)
    .innerJoin(projects, eq(projects.id, purchaseOrders.projectId))
    .where(and(eq(purchaseOrders.id, item.poId), eq(purchaseOrders.organizationId, item.organizationId)))
    .for('update', { of: purchaseOrders })
  if (!po || !AMENDABLE.includes(po.po.status)) return null
  const [itemLine] =
    item.poLineId === null
      ? []
      : await tx
          .select({ budgetCode: purchaseOrderLines.budgetCode })
          .from(purchaseOrderLines)
          .where(eq(purchaseOrderLines.id, item.poLineId))
  const budgetCode = item.budgetCode ?? itemLine?.budgetCode ?? null
  if (budgetCode === null) return null
  const amount = quantityTimesRate(String(days), Number(item.hireRate))
  const [last] = await tx
    .select({ position: sql<number | null>`max(${purchaseOrderLines.position})` })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.poId, po.po.id))
  const number = poNumber(po.projectCode, po.po.poNo)
  await tx.insert(purchaseOrderLines).values({
    organizationId: po.po.organizationId,
    poId: po.po.id,
    projectId: po.po.projectId,
    budgetCode,
    description: `Hire extension of ${item.name} to ${dueBack}`.slice(0, 300),
    quantity: String(days),
    unit: 'day',
    rate: Number(item.hireRate),
    amount,
    position: Number(last?.position ?? 0) + 1,
  })
  const total = Number(po.po.total) + amount
  await tx
    .update(purchaseOrders)
    .set({ total, rowVersion: po.po.rowVersion + 1, updatedAt: deps.now })
    .where(eq(purchaseOrders.id, po.po.id))
  await deps.audit(tx, {
    action: 'po.amend',
    entity: 'po',
    entityId: po.po.id,
    before: { total: po.po.total },
    after: { total, reason: `hire extension of item ${item.id}`, days, rate: item.hireRate, amount },
  })
  return `${number} amended: ${days} more ${days === 1 ? 'day' : 'days'} at the hire rate`
}
