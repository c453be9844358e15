/*
 * An inventory item's fixed values, kept light (no zod): route files of the entry chunk read them.
 * The schemas (contract/inventory.ts) build on these.
 */

export const ITEM_CATEGORIES = [
  'props',
  'costume',
  'set_dressing',
  'camera_light_grip',
  'it',
  'consumable',
] as const
export type ItemCategory = (typeof ITEM_CATEGORIES)[number]

export const ITEM_OWNERSHIPS = ['purchased', 'rented', 'made', 'loaned', 'product_placement'] as const
export type ItemOwnership = (typeof ITEM_OWNERSHIPS)[number]

export const ITEM_STATUSES = [
  'in_store',
  'issued',
  'repair',
  'lost',
  'damaged',
  'disposed',
  'booked',
  'on_hire',
  'returned',
  'inspected',
  'closed',
] as const
export type ItemStatus = (typeof ITEM_STATUSES)[number]

/**
 * Units a PO line counts time in (a hire's days): such a line is one piece of equipment for that
 * long, not that many pieces. Compared lower-case.
 */
export const TIME_UNITS = [
  'hour',
  'hours',
  'hr',
  'hrs',
  'day',
  'days',
  'shift',
  'shifts',
  'night',
  'nights',
  'week',
  'weeks',
  'wk',
  'month',
  'months',
] as const
