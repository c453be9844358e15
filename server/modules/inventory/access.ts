import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { NumberSeries } from '../../db/numbering'
import { inventoryItems } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { notFound } from '../../http/errors'
import { projectScope } from '../projects/scope'

/* An item is reached through its project: the tenant's, on a project the caller may see (404 otherwise). */

export type ItemRecord = typeof inventoryItems.$inferSelect

export async function itemFor(
  db: Database,
  caller: Caller,
  id: number,
  forUpdate = false,
): Promise<ItemRecord> {
  const query = db
    .select()
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.id, id),
        eq(inventoryItems.organizationId, caller.tenantId),
        projectScope(caller, inventoryItems.projectId),
      ),
    )
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound('This item')
  return row
}

export const ITEM_SERIES: NumberSeries = {
  name: 'inventory-item',
  table: inventoryItems,
  number: inventoryItems.itemNo,
  project: inventoryItems.projectId,
}

export const itemNumber = (no: number) => `INV-${String(no).padStart(4, '0')}`
