import { CONTRACT_STATUSES, type ContractStatus } from '@contract/contract-values'
import { optionalChoice, optionalId, optionalPage, optionalText } from '@/lib/search-params'

/*
 * The contract list's URL: filters, page, sort and the open contract. Plain functions (the route
 * definitions are in the entry chunk): anything unexpected is dropped.
 */

export type ContractListSearch = {
  page?: number
  search?: string
  sort?: string
  project?: number
  status?: ContractStatus
  /** The agreement type (artiste, crew, vendor…). */
  agreement?: number
  /** The contract shown in the detail dialog. */
  contract?: number
}

export function contractListSearch(search: Record<string, unknown>): ContractListSearch {
  return {
    page: optionalPage(search.page),
    search: optionalText(search.search, 200) || undefined,
    sort: optionalText(search.sort, 40) || undefined,
    project: optionalId(search.project),
    status: optionalChoice(search.status, CONTRACT_STATUSES),
    agreement: optionalId(search.agreement),
    contract: optionalId(search.contract),
  }
}
