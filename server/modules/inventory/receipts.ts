import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { FieldError } from '../../../contract/envelope'
import type { ReceivableChallan, ReceiveRequest } from '../../../contract/inventory'
import { TIME_UNITS } from '../../../contract/inventory-values'
import { quantityTimesRate, scaledUnits } from '../../../contract/spend/money'
import type { Database } from '../../db/client'
import {
  challanLines,
  deliveryChallans,
  inventoryItems,
  projects,
  purchaseOrderLines,
  purchaseOrders,
  vendors,
} from '../../db/schema'
import type { Caller } from '../../http/caller'
import { badRequest, conflict, notFound } from '../../http/errors'
import { projectCurrencyOf } from '../projects/currency'
import { assertProjectInScope } from '../projects/scope'
import { poNumber } from '../purchase/access'
import type { WriteDeps } from '../workflow/write-deps'
import { itemNumber } from './access'
import { insertItem } from './items'
import { kindOf } from './steps'

/*
 * Goods into inventory from a verified delivery challan: each chosen line becomes one item with
 * the challan's vendor, PO, PO line, code and quantity (an owned item's cost is the line's rate ×
 * that quantity). A challan line becomes an item once (a unique index holds it under concurrent
 * receipts); the money stays the PO's and its invoice's, so the budget's figures do not move.
 */

/** The lines of these challans, each with the item it became (if any). */
async function linesOf(db: Database, challanIds: number[]) {
  return db
    .select({
      challanId: challanLines.challanId,
      poLineId: challanLines.poLineId,
      quantity: challanLines.quantity,
      description: purchaseOrderLines.description,
      budgetCode: purchaseOrderLines.budgetCode,
      unit: purchaseOrderLines.unit,
      rate: purchaseOrderLines.rate,
      itemId: inventoryItems.id,
      itemNo: inventoryItems.itemNo,
    })
    .from(challanLines)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, challanLines.poLineId))
    .leftJoin(
      inventoryItems,
      and(
        eq(inventoryItems.challanId, challanLines.challanId),
        eq(inventoryItems.poLineId, challanLines.poLineId),
      ),
    )
    .where(inArray(challanLines.challanId, challanIds))
    .orderBy(asc(purchaseOrderLines.position), asc(purchaseOrderLines.id))
}

/** The project's verified challans with a whole-piece line not yet in inventory, newest first. */
export async function receivableChallans(
  db: Database,
  caller: Caller,
  projectId: number,
): Promise<ReceivableChallan[]> {
  await assertProjectInScope(db, caller, projectId)
  const challans = await db
    .select({
      challan: deliveryChallans,
      poNo: purchaseOrders.poNo,
      projectCode: projects.code,
      vendorName: vendors.legalName,
    })
    .from(deliveryChallans)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, deliveryChallans.poId))
    .innerJoin(projects, eq(projects.id, deliveryChallans.projectId))
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(
      and(
        eq(deliveryChallans.organizationId, caller.tenantId),
        eq(deliveryChallans.projectId, projectId),
        eq(deliveryChallans.status, 'verified'),
        // Countable lines only (piecesOf): a fractional one (2.5 m of cloth) is entered by hand.
        sql`exists (select 1 from ${challanLines} cl join ${purchaseOrderLines} pol on pol.id = cl.po_line_id
          where cl.challan_id = ${deliveryChallans.id}
          and (cl.quantity = trunc(cl.quantity) or lower(pol.unit) = any(${sql.param([...TIME_UNITS])}::text[]))
          and not exists (select 1 from ${inventoryItems} i
            where i.challan_id = cl.challan_id and i.po_line_id = cl.po_line_id))`,
      ),
    )
    .orderBy(desc(deliveryChallans.receivedOn), desc(deliveryChallans.id))
    .limit(100)
  if (challans.length === 0) return []
  const currency = await projectCurrencyOf(db, caller.tenantId, projectId)
  const lines = await linesOf(
    db,
    challans.map(({ challan }) => challan.id),
  )
  return challans.map(({ challan, poNo, projectCode, vendorName }) => ({
    challan_id: challan.id,
    challan_no: challan.challanNo,
    po_id: challan.poId,
    po_number: poNumber(projectCode, poNo),
    vendor_name: vendorName,
    received_on: challan.receivedOn,
    currency_code: currency.code,
    minor_units: currency.minor_units,
    lines: lines
      .filter((line) => line.challanId === challan.id)
      .map((line) => ({
        po_line_id: line.poLineId,
        description: line.description,
        budget_code: line.budgetCode,
        quantity: line.quantity,
        unit: line.unit,
        rate: Number(line.rate),
        pieces: piecesOf(line),
        item_id: line.itemId,
        item_no: line.itemNo === null ? null : itemNumber(line.itemNo),
      })),
  }))
}

/**
 * The pieces a challan line becomes: a line counted in time (a hire of 10 days) is one piece; else
 * its quantity when whole, or null (items are counted; 2.5 m of cloth is entered by hand).
 */
function piecesOf(line: { quantity: string; unit: string | null }): number | null {
  if (line.unit !== null && isTimeUnit(line.unit)) return 1
  const units = scaledUnits(line.quantity, 3)
  if (units === null || units % 1000n !== 0n || units < 1000n) return null
  return Number(units / 1000n)
}

const isTimeUnit = (unit: string) => (TIME_UNITS as readonly string[]).includes(unit.trim().toLowerCase())

/** The chosen lines of a verified challan become items; answers their ids. */
export async function receiveFromChallan(deps: WriteDeps, challanId: number, input: ReceiveRequest) {
  const { caller } = deps
  return deps.db.transaction(async (tx) => {
    // Locked: two receipts of one challan take turns, and the second sees the first's items.
    const [found] = await tx
      .select({ challan: deliveryChallans, vendorId: purchaseOrders.vendorId })
      .from(deliveryChallans)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, deliveryChallans.poId))
      .where(and(eq(deliveryChallans.id, challanId), eq(deliveryChallans.organizationId, caller.tenantId)))
      .for('update', { of: deliveryChallans })
    if (!found) throw notFound('This challan')
    const { challan, vendorId } = found
    await assertProjectInScope(tx, caller, challan.projectId, 'This challan')
    if (challan.status !== 'verified')
      throw conflict('Only a verified challan’s goods are taken into inventory', [], 'notVerified')
    const lines = await linesOf(tx, [challan.id])
    const errors: FieldError[] = []
    const chosen = input.lines.map((entry, index) => {
      const line = lines.find((candidate) => candidate.poLineId === entry.po_line_id)
      const path = `lines.${index}`
      if (!line) {
        errors.push({
          path: `${path}.po_line_id`,
          message: 'Choose a line of this challan',
          code: 'notFound',
        })
        return null
      }
      if (line.itemId !== null)
        errors.push({
          path: `${path}.po_line_id`,
          message: `Already in inventory as ${itemNumber(line.itemNo as number)}`,
          code: 'alreadyReceived',
        })
      const quantity = piecesOf(line)
      if (quantity === null)
        errors.push({
          path: `${path}.po_line_id`,
          message: 'Only whole pieces are counted: enter this line’s goods by hand',
          code: 'notWhole',
        })
      return { entry, line, quantity: quantity ?? 0 }
    })
    if (new Set(input.lines.map((entry) => entry.po_line_id)).size !== input.lines.length)
      errors.push({ path: 'lines', message: 'Each line of the challan at most once' })
    if (errors.length) throw badRequest('Some fields need attention', errors)
    const ids: number[] = []
    for (const receipt of chosen) {
      if (!receipt) continue
      const { entry, line, quantity } = receipt
      const owned = kindOf(entry.ownership) === 'owned'
      ids.push(
        await insertItem(tx, deps, challan.projectId, entry.ownership, {
          name: entry.name,
          category: entry.category,
          serial: null,
          quantity,
          // Pieces, not the days a hire was counted in.
          unit: line.unit !== null && isTimeUnit(line.unit) ? null : line.unit,
          cost: owned ? quantityTimesRate(line.quantity, Number(line.rate)) : null,
          vendorId,
          poId: challan.poId,
          poLineId: line.poLineId,
          challanId: challan.id,
          challanNo: challan.challanNo,
          budgetCode: line.budgetCode,
          hireRate: owned ? null : (entry.hire_rate ?? null),
          deposit: null,
          insuredValue: null,
          store: entry.store ?? null,
          departmentId: null,
          scene: null,
          character: null,
          episode: null,
          condition: 'good',
          notes: null,
        }),
      )
    }
    return ids
  })
}
