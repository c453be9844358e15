import { CONTRACT_STATUSES } from '@contract/contract-values'
import { optionalId, optionalIsoDate, optionalPage, optionalText } from '@/lib/search-params'

/*
 * /contractFilter's URL: every filter of the contract list under the API's own names
 * (`platform_id`, `value_min`…), so the URL, the list's query and a saved filter's query are one
 * thing. Plain functions (route definitions are in the entry chunk); anything unexpected is
 * dropped. Amounts are minor units, as the API takes them.
 */

export const FILTER_ID_KEYS = [
  'project_id',
  'agreement_id',
  'vendor_id',
  'contract_project_id',
  'company_id',
  'contractcategory_id',
  'contractsubcategory_id',
  'platform_id',
  'language_id',
  'showtype_id',
  'contract_status_id',
  'tds_id',
] as const
export const FILTER_DATE_KEYS = [
  'starts_from',
  'starts_to',
  'ends_from',
  'ends_by',
  'due_from',
  'due_by',
] as const
export const FILTER_TEXT_KEYS = ['search', 'counterparty', 'rights_media', 'rights_territory'] as const
export const FILTER_FLAG_KEYS = ['exclusive', 'has_unpaid'] as const
export const FILTER_CHOICE_KEYS = ['fee_basis', 'gst_treatment'] as const
export const FILTER_AMOUNT_KEYS = ['value_min', 'value_max'] as const

// Kept here rather than imported: the contract module would pull zod into the entry chunk.
const CHOICES = {
  fee_basis: ['lump_sum', 'per_episode', 'per_day', 'per_shift'],
  gst_treatment: ['none', 'exclusive', 'inclusive', 'reverse_charge'],
} as const

type IdKey = (typeof FILTER_ID_KEYS)[number]
type DateKey = (typeof FILTER_DATE_KEYS)[number]
type TextKey = (typeof FILTER_TEXT_KEYS)[number]
type FlagKey = (typeof FILTER_FLAG_KEYS)[number]
type ChoiceKey = (typeof FILTER_CHOICE_KEYS)[number]
type AmountKey = (typeof FILTER_AMOUNT_KEYS)[number]

/** The filters themselves: what the list is asked and a saved filter holds. */
export type ContractFilterFields = { [K in IdKey | AmountKey]?: number } & {
  [K in DateKey | TextKey | ChoiceKey]?: string
} & { [K in FlagKey]?: 0 | 1 } & { statuses?: string; sort?: string }

export type ContractFilterSearch = ContractFilterFields & {
  page?: number
  /** The contract shown in the detail dialog. */
  contract?: number
}

const TEXT_MAX: Record<TextKey, number> = {
  search: 200,
  counterparty: 200,
  rights_media: 60,
  rights_territory: 200,
}

function optionalAmount(value: unknown): number | undefined {
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isSafeInteger(amount) && amount >= 0 ? amount : undefined
}
/** A yes/no filter as the API's 1 or 0 (a number in the URL: `exclusive=1`). */
function optionalFlag(value: unknown): 0 | 1 | undefined {
  if (value === 1 || value === '1') return 1
  if (value === 0 || value === '0') return 0
  return undefined
}
function optionalStatuses(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const known = value.split(',').filter((status) => (CONTRACT_STATUSES as readonly string[]).includes(status))
  return known.length ? [...new Set(known)].join(',') : undefined
}

/** The filters found in a URL's search or a saved filter's query. */
export function contractFilterFields(search: Record<string, unknown>): ContractFilterFields {
  const fields: ContractFilterFields = {}
  for (const key of FILTER_ID_KEYS) fields[key] = optionalId(search[key])
  for (const key of FILTER_AMOUNT_KEYS) fields[key] = optionalAmount(search[key])
  for (const key of FILTER_DATE_KEYS) fields[key] = optionalIsoDate(search[key])
  for (const key of FILTER_TEXT_KEYS)
    fields[key] = optionalText(search[key], TEXT_MAX[key])?.trim() || undefined
  for (const key of FILTER_FLAG_KEYS) fields[key] = optionalFlag(search[key])
  for (const key of FILTER_CHOICE_KEYS) {
    const value = search[key]
    fields[key] = (CHOICES[key] as readonly unknown[]).includes(value) ? (value as string) : undefined
  }
  fields.statuses = optionalStatuses(search.statuses)
  fields.sort =
    typeof search.sort === 'string' && /^-?[a-z_]{1,40}$/.test(search.sort) ? search.sort : undefined
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as ContractFilterFields
}

export function contractFilterSearch(search: Record<string, unknown>): ContractFilterSearch {
  return {
    ...contractFilterFields(search),
    page: optionalPage(search.page),
    contract: optionalId(search.contract),
  }
}

/** The filters as query text: what GET /v2/contracts takes and a saved filter stores. */
export function filterQueryOf(fields: ContractFilterFields): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'page' || key === 'contract' || value === undefined || value === '') continue
    query[key] = String(value)
  }
  return query
}

/** How many filters are set (the sort is not one). */
export const filterCount = (fields: ContractFilterFields) =>
  Object.keys(filterQueryOf(fields)).filter((key) => key !== 'sort').length
