import {
  ADVANCE_KINDS,
  ADVANCE_STATUSES,
  type AdvanceKind,
  type AdvanceStatus,
} from '@contract/spend/advance-values'
import { optionalChoice, optionalId, optionalPage, optionalText } from '@/lib/search-params'

/*
 * The advance list's URL: filters, page, sort and the open advance. Plain functions (the route
 * definitions are in the entry chunk): anything unexpected is dropped.
 */

export type AdvanceListSearch = {
  page?: number
  search?: string
  sort?: string
  project?: number
  vendor?: number
  status?: AdvanceStatus
  kind?: AdvanceKind
  /** Only open advances past the organisation's alert days. */
  overdue?: 1
  /** The advance shown in the detail dialog. */
  advance?: number
}

export function advanceListSearch(search: Record<string, unknown>): AdvanceListSearch {
  return {
    page: optionalPage(search.page),
    search: optionalText(search.search, 200) || undefined,
    sort: optionalText(search.sort, 40) || undefined,
    project: optionalId(search.project),
    vendor: optionalId(search.vendor),
    status: optionalChoice(search.status, ADVANCE_STATUSES),
    kind: optionalChoice(search.kind, ADVANCE_KINDS),
    overdue: search.overdue === '1' || search.overdue === 1 ? 1 : undefined,
    advance: optionalId(search.advance),
  }
}
