import * as z from 'zod/mini'
import { budgetCodeText } from './budget'
import { id, idParam, isoDate, isoDateTime, optionalText, pageQuery, text } from './common'
import { listEnvelope, okEnvelope } from './envelope'
import { ITEM_CATEGORIES, ITEM_OWNERSHIPS, ITEM_STATUSES, type ItemOwnership } from './inventory-values'
import { amountCeiling, minorUnits } from './spend/common'

/*
 * Inventory (module 1006, /inventoryView): a project's items — props, costume, set dressing,
 * camera/light/grip, IT, consumables — owned (purchased, made, product placement) or hired in
 * (rented, loaned), each with its place in its way:
 *   owned:  in store → issued to a custodian → returned (condition noted) → repair → lost or
 *           damaged → disposed (sold at wrap, moved to another project, kept, written off);
 *   hired:  booked → picked up (on hire until a due date) → returned (late days charged) →
 *           inspected (damage charged) → closed.
 * Every step is a movement with its date. Charges (loss, damage, late return, repair) are actual
 * cost on the item's budget code from their date; a wrap sale is a negative actual there. Buying
 * and hiring themselves are the PO's and the invoice's (committed, then actual). Amounts are in
 * the project's currency.
 */

export {
  ITEM_CATEGORIES,
  ITEM_OWNERSHIPS,
  ITEM_STATUSES,
  type ItemCategory,
  type ItemOwnership,
  type ItemStatus,
} from './inventory-values'

/** Ownerships whose items are hired in and go back to their owner. */
export const HIRED_OWNERSHIPS: readonly ItemOwnership[] = ['rented', 'loaned']
export const ITEM_CONDITIONS = ['new', 'good', 'fair', 'poor', 'damaged', 'unusable'] as const
export type ItemCondition = (typeof ITEM_CONDITIONS)[number]
export const DISPOSALS = ['sold', 'moved', 'kept', 'written_off'] as const
export type Disposal = (typeof DISPOSALS)[number]

/**
 * The steps an item takes, from the statuses each may start from (the server's one table of them;
 * the SPA offers what `allowed_actions` of an item says).
 */
export const ITEM_ACTIONS = [
  'issue',
  'return',
  'repair',
  'repaired',
  'lose',
  'damage',
  'dispose',
  'pick_up',
  'extend',
  'inspect',
  'close',
] as const
export type ItemAction = (typeof ITEM_ACTIONS)[number]

const amount = minorUnits.check(z.minimum(0, { error: 'Enter 0 or more' }), amountCeiling)
const optionalAmount = z.optional(z.nullable(amount))

const itemBody = {
  name: text(160, 'Name the item'),
  category: z.enum(ITEM_CATEGORIES),
  serial: optionalText(80),
  quantity: z
    .int({ error: 'Enter a whole number' })
    .check(
      z.minimum(1, { error: 'Enter at least 1' }),
      z.maximum(1_000_000, { error: 'Enter at most 1,000,000' }),
    ),
  unit: optionalText(20),
  /** What the item cost (owned) or is worth. */
  cost: optionalAmount,
  vendor_id: z.optional(z.nullable(id)),
  po_id: z.optional(z.nullable(id)),
  challan_no: optionalText(60),
  /** The code its charges (loss, damage, late return, repair) and a wrap sale are booked on. */
  budget_code: z.optional(z.nullable(budgetCodeText)),
  /** Hire charge per day of a hired item. */
  hire_rate: optionalAmount,
  deposit: optionalAmount,
  insured_value: optionalAmount,
  store: optionalText(120),
  department_id: z.optional(z.nullable(id)),
  scene: optionalText(60),
  character: optionalText(120),
  episode: optionalText(40),
  condition: z._default(z.enum(ITEM_CONDITIONS), 'good'),
  notes: optionalText(2000),
}

export const createItemRequestSchema = z.strictObject({
  project_id: id,
  ownership: z.enum(ITEM_OWNERSHIPS),
  ...itemBody,
})
export type CreateItemRequest = z.input<typeof createItemRequestSchema>
export const updateItemRequestSchema = z.strictObject({ ...itemBody, row_version: z.int() })
export type UpdateItemRequest = z.input<typeof updateItemRequestSchema>

export const itemSchema = z.object({
  item_id: id,
  item_no: z.string(),
  project_id: id,
  project_name: z.string(),
  ownership: z.enum(ITEM_OWNERSHIPS),
  status: z.enum(ITEM_STATUSES),
  name: z.string(),
  category: z.enum(ITEM_CATEGORIES),
  serial: z.nullable(z.string()),
  quantity: z.int(),
  unit: z.nullable(z.string()),
  cost: z.nullable(minorUnits),
  vendor_id: z.nullable(id),
  vendor_name: z.nullable(z.string()),
  po_id: z.nullable(id),
  po_no: z.nullable(z.string()),
  /** The verified challan it was received from, and the PO line it came on. */
  challan_id: z.nullable(id),
  po_line_id: z.nullable(id),
  challan_no: z.nullable(z.string()),
  budget_code: z.nullable(z.string()),
  hire_rate: z.nullable(minorUnits),
  deposit: z.nullable(minorUnits),
  insured_value: z.nullable(minorUnits),
  store: z.nullable(z.string()),
  custodian_user_id: z.nullable(id),
  custodian_name: z.nullable(z.string()),
  department_id: z.nullable(id),
  department_name: z.nullable(z.string()),
  scene: z.nullable(z.string()),
  character: z.nullable(z.string()),
  episode: z.nullable(z.string()),
  condition: z.enum(ITEM_CONDITIONS),
  /** A hired item's due date while on hire. */
  due_back: z.nullable(isoDate),
  /** On hire past its due date. */
  overdue: z.boolean(),
  disposal: z.nullable(z.enum(DISPOSALS)),
  /** Charges booked on it (loss, damage, late return, repair) less a wrap sale. */
  charged: minorUnits,
  currency_code: z.string(),
  minor_units: z.int(),
  notes: z.nullable(z.string()),
  row_version: z.int(),
  updated_at: isoDateTime,
})
export type Item = z.infer<typeof itemSchema>

export const movementSchema = z.object({
  movement_id: id,
  action: z.union([z.enum(ITEM_ACTIONS), z.literal('received'), z.literal('booked')]),
  on: isoDate,
  from_status: z.nullable(z.enum(ITEM_STATUSES)),
  to_status: z.enum(ITEM_STATUSES),
  custodian_name: z.nullable(z.string()),
  condition: z.nullable(z.enum(ITEM_CONDITIONS)),
  /** A charge (actual on the item's code) or, for a sale, what it fetched (a negative actual). */
  amount: minorUnits,
  note: z.nullable(z.string()),
  user_name: z.nullable(z.string()),
  at: isoDateTime,
})
export type Movement = z.infer<typeof movementSchema>

export const itemDetailSchema = z.object({
  ...itemSchema.shape,
  movements: z.array(movementSchema),
  allowed_actions: z.array(z.enum(ITEM_ACTIONS)),
  can_edit: z.boolean(),
})
export type ItemDetail = z.infer<typeof itemDetailSchema>

export const itemListQuerySchema = z.object({
  ...pageQuery,
  project_id: z.optional(idParam),
  status: z.optional(z.enum(ITEM_STATUSES)),
  category: z.optional(z.enum(ITEM_CATEGORIES)),
  ownership: z.optional(z.enum(ITEM_OWNERSHIPS)),
  custodian_user_id: z.optional(idParam),
  overdue: z.optional(z.enum(['1'])),
})
export type ItemListQuery = z.input<typeof itemListQuerySchema>
export const itemListResponseSchema = listEnvelope(itemSchema)
export const itemResponseSchema = okEnvelope(itemDetailSchema)

/** POST /v2/inventory/items/:id/move: one step, with what that step needs (checked per action). */
export const moveItemRequestSchema = z.strictObject({
  action: z.enum(ITEM_ACTIONS),
  on: isoDate,
  /** issue, pick_up: who holds it from now on (required). */
  custodian_user_id: z.optional(id),
  /** issue: the department it goes to. */
  department_id: z.optional(z.nullable(id)),
  /** pick_up, extend (required), issue (optional): when it is due back. */
  due_back: z.optional(isoDate),
  /** return, damage, inspect: its condition now (required). */
  condition: z.optional(z.enum(ITEM_CONDITIONS)),
  /** lose, damage, repaired, inspect: the charge; dispose as sold: the proceeds. */
  amount: z.optional(amount),
  /** dispose: what happened at wrap (required). */
  disposal: z.optional(z.enum(DISPOSALS)),
  /** dispose as moved: the project it went to (required). */
  to_project_id: z.optional(id),
  note: optionalText(300),
  row_version: z.optional(z.int()),
})
export type MoveItemRequest = z.input<typeof moveItemRequestSchema>

/** GET /v2/inventory/custody/:user_id: what a person still holds (their final settlement waits on it). */
export const custodySchema = z.object({
  user_id: id,
  user_name: z.string(),
  items: z.array(itemSchema),
  /** Nothing issued to them or on hire in their name. */
  clear: z.boolean(),
})
export type Custody = z.infer<typeof custodySchema>
export const custodyResponseSchema = okEnvelope(custodySchema)
export const custodyParams = z.object({ user_id: idParam })

/**
 * GET /v2/inventory/challans?project_id=: the project's verified delivery challans that still have
 * lines not taken into inventory, each line with the item it became (if any).
 */
export const receivableLineSchema = z.object({
  po_line_id: id,
  description: z.string(),
  budget_code: z.string(),
  /** Received on the challan (up to 3 decimals). */
  quantity: z.string(),
  unit: z.nullable(z.string()),
  /** The PO line's rate per unit. */
  rate: minorUnits,
  /**
   * The pieces it becomes in inventory: the quantity when whole, 1 for a line counted in time (a
   * hire of 10 days is one camera); null when it cannot be counted (2.5 m of cloth, entered by hand).
   */
  pieces: z.nullable(z.int()),
  /** The item it became, once taken into inventory. */
  item_id: z.nullable(id),
  item_no: z.nullable(z.string()),
})
export const receivableChallanSchema = z.object({
  challan_id: id,
  challan_no: z.string(),
  po_id: id,
  po_number: z.string(),
  vendor_name: z.string(),
  received_on: isoDate,
  currency_code: z.string(),
  minor_units: z.int(),
  lines: z.array(receivableLineSchema),
})
export type ReceivableChallan = z.infer<typeof receivableChallanSchema>
export const receivableQuerySchema = z.object({ project_id: idParam })
export const receivableResponseSchema = okEnvelope(z.array(receivableChallanSchema))

/**
 * POST /v2/inventory/challans/:id/receive: the chosen lines of a verified challan become items —
 * owned ones into store, hired ones booked — with the challan's vendor, PO, code and cost.
 */
export const receiveLineSchema = z.strictObject({
  po_line_id: id,
  name: text(160, 'Name the item'),
  category: z.enum(ITEM_CATEGORIES),
  ownership: z.enum(ITEM_OWNERSHIPS),
  store: optionalText(120),
  /** A hired item's charge per day (defaults to nothing: set it to charge late days). */
  hire_rate: optionalAmount,
})
export const receiveRequestSchema = z.strictObject({
  lines: z
    .array(receiveLineSchema)
    .check(
      z.minLength(1, { error: 'Choose at least one line' }),
      z.maxLength(200, { error: 'At most 200 lines at once' }),
    ),
})
export type ReceiveRequest = z.input<typeof receiveRequestSchema>
export const receiveResponseSchema = okEnvelope(z.array(itemSchema))
