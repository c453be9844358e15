import { optionalChoice, optionalId, optionalPage, optionalText } from '@/lib/search-params'

/*
 * The petty-cash page's URL: the tab, filters, page and the open float or envelope. Plain
 * functions (route definitions are in the entry chunk): anything unexpected is dropped.
 */

export const TABS = ['holders', 'floats', 'envelopes'] as const
export type PettyCashTab = (typeof TABS)[number]

// Kept here rather than imported: the contract module would pull zod into the entry chunk.
export const FLOAT_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'cancelled',
  'disbursed',
  'closing',
  'closed',
] as const
export const ENVELOPE_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'cancelled',
  'posted',
  'reimbursed',
  'topped_up',
] as const
const ANY_STATUS = [...new Set([...FLOAT_STATUSES, ...ENVELOPE_STATUSES])]

export type PettyCashSearch = {
  tab?: Exclude<PettyCashTab, 'holders'>
  page?: number
  search?: string
  project?: number
  holder?: number
  status?: (typeof ANY_STATUS)[number]
  /** The float or envelope shown in its detail dialog. */
  float?: number
  envelope?: number
}

export function pettyCashSearch(search: Record<string, unknown>): PettyCashSearch {
  return {
    tab: optionalChoice(search.tab, ['floats', 'envelopes'] as const),
    page: optionalPage(search.page),
    search: optionalText(search.search, 200) || undefined,
    project: optionalId(search.project),
    holder: optionalId(search.holder),
    status: optionalChoice(search.status, ANY_STATUS),
    float: optionalId(search.float),
    envelope: optionalId(search.envelope),
  }
}
