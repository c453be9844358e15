import type { ItemCategory, ItemOwnership, ItemStatus } from '@contract/inventory'
import { optionalChoice, optionalId, optionalPage } from '@/lib/search-params'

/*
 * The inventory list's URL: project, filters, page and the open item. Plain functions (the route
 * definitions are in the entry chunk): anything unexpected is dropped.
 */

// Kept here rather than imported: the contract module would pull zod into the entry chunk.
export const ITEM_STATUS_CHOICES = [
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
] as const satisfies readonly ItemStatus[]
export const ITEM_CATEGORY_CHOICES = [
  'props',
  'costume',
  'set_dressing',
  'camera_light_grip',
  'it',
  'consumable',
] as const satisfies readonly ItemCategory[]
export const ITEM_OWNERSHIP_CHOICES = [
  'purchased',
  'rented',
  'made',
  'loaned',
  'product_placement',
] as const satisfies readonly ItemOwnership[]

export type ItemListSearch = {
  page?: number
  project?: number
  status?: ItemStatus
  category?: ItemCategory
  ownership?: ItemOwnership
  /** Only hired items on hire past their due date. */
  overdue?: 1
  /** The item shown in the detail dialog. */
  item?: number
}

export function itemListSearch(search: Record<string, unknown>): ItemListSearch {
  return {
    page: optionalPage(search.page),
    project: optionalId(search.project),
    status: optionalChoice(search.status, ITEM_STATUS_CHOICES),
    category: optionalChoice(search.category, ITEM_CATEGORY_CHOICES),
    ownership: optionalChoice(search.ownership, ITEM_OWNERSHIP_CHOICES),
    overdue: search.overdue === '1' || search.overdue === 1 ? 1 : undefined,
    item: optionalId(search.item),
  }
}
