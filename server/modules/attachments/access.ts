import { and, eq } from 'drizzle-orm'
import type { AttachmentOwner } from '../../../contract/attachments'
import type { Database } from '../../db/client'
import {
  contracts,
  deliveryChallans,
  expenses,
  inventoryItems,
  pettyCashEnvelopes,
  pettyCashLines,
  vendors,
} from '../../db/schema'
import { notFound } from '../../http/errors'
import { assertMay } from '../../http/permissions'
import { projectScope, type Viewer } from '../projects/scope'

/*
 * Who may reach an attachment's owner: a vendor by the vendors permission; an expense by the
 * expenses permission and its project's visibility; a petty-cash envelope (its receipt images) by
 * the pcr permission and its project's visibility, and so a bill of one (its receipt); a challan by
 * its project's visibility alone; an inventory item (its photos) by the inventory permission and
 * its project's visibility; a contract (its documents) by the contract permission and its
 * project's visibility.
 * An owner outside the tenant, or on a project the caller cannot see, is not found (404).
 */

export type Caller = Viewer
/** read: list and download; write: upload; remove: archive a file. */
export type AttachmentAction = 'read' | 'write' | 'remove'

const NOUNS: Record<AttachmentOwner, string> = {
  vendor: 'This vendor',
  expense: 'This expense',
  challan: 'This delivery challan',
  envelope: 'This envelope',
  bill: 'This bill',
  item: 'This item',
  contract: 'This contract',
}

async function ownerExists(db: Database, caller: Caller, owner: AttachmentOwner, ownerId: number) {
  const { tenantId } = caller
  if (owner === 'vendor') {
    const [row] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.id, ownerId), eq(vendors.organizationId, tenantId)))
      .limit(1)
    return Boolean(row)
  }
  const table =
    owner === 'expense'
      ? expenses
      : owner === 'envelope'
        ? pettyCashEnvelopes
        : owner === 'bill'
          ? pettyCashLines
          : owner === 'item'
            ? inventoryItems
            : owner === 'contract'
              ? contracts
              : deliveryChallans
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(eq(table.id, ownerId), eq(table.organizationId, tenantId), projectScope(caller, table.projectId)),
    )
    .limit(1)
  return Boolean(row)
}

/**
 * Refuses (403) a caller without the owner's permission for the action, then (404) an owner that
 * is not the tenant's or not visible. Challans need no permission: their project's team works them.
 */
export async function assertOwnerAccess(
  db: Database,
  caller: Caller,
  owner: AttachmentOwner,
  ownerId: number,
  action: AttachmentAction,
) {
  const method = action === 'read' ? 'GET' : 'PUT'
  if (owner === 'vendor') await assertMay(db, caller.session, 'vendors', method)
  if (owner === 'expense') await assertMay(db, caller.session, 'expenses', method)
  // An envelope's receipt images: petty cash's permission (pcr), on a project the caller sees.
  if (owner === 'envelope' || owner === 'bill') await assertMay(db, caller.session, 'pcr', method)
  // An item's photos: the inventory permission, on a project the caller sees.
  if (owner === 'item') await assertMay(db, caller.session, 'inventory', method)
  // A contract's documents: whoever may change contracts (PUT) files them, at any stage.
  if (owner === 'contract') await assertMay(db, caller.session, 'contract', method)
  if (!(await ownerExists(db, caller, owner, ownerId))) throw notFound(NOUNS[owner])
}
