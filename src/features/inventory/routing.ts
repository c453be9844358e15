import {
  ITEM_CATEGORIES,
  ITEM_OWNERSHIPS,
  ITEM_STATUSES,
  type ItemCategory,
  type ItemOwnership,
  type ItemStatus,
} from '@contract/inventory-values'
import { optionalChoice, optionalId, optionalPage } from '@/lib/search-params'

/*
 * The inventory list's URL: project, filters, page and the open item. Plain functions (the route
 * definitions are in the entry chunk): anything unexpected is dropped.
 */

export {
  ITEM_CATEGORIES as ITEM_CATEGORY_CHOICES,
  ITEM_OWNERSHIPS as ITEM_OWNERSHIP_CHOICES,
  ITEM_STATUSES as ITEM_STATUS_CHOICES,
} from '@contract/inventory-values'

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
    status: optionalChoice(search.status, ITEM_STATUSES),
    category: optionalChoice(search.category, ITEM_CATEGORIES),
    ownership: optionalChoice(search.ownership, ITEM_OWNERSHIPS),
    overdue: search.overdue === '1' || search.overdue === 1 ? 1 : undefined,
    item: optionalId(search.item),
  }
}
