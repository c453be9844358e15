import { sql } from 'drizzle-orm'
import type { CodeMovements } from '../spend/ledger'

/*
 * Inventory in the spend ledger (spend/ledger-sources.ts): a charge booked on an item (loss,
 * damage, late return, repair) is actual on the code the item had then, from the step's date; a
 * wrap sale is a negative actual there. Buying and hiring are the PO's and the invoice's.
 */
export const inventoryCharges: CodeMovements = ({ tenantId, projectId }) => sql`
  select m.budget_code as code, 0 as committed, m.amount as actual, m."on" as "on",
    'item' as document_type, m.item_id as document_id
  from inventory_movements m
  where m.organization_id = ${tenantId} and m.project_id = ${projectId} and m.amount <> 0
    and m.budget_code is not null`
