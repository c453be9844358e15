/**
 * Search-parameter validators for routes. Plain functions rather than zod schemas because every
 * route definition is part of the app's entry chunk. Anything unexpected is dropped, never an
 * error: a hand-edited URL must not break the page.
 */
export function optionalText(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' && value.length <= maxLength ? value : undefined
}

export function optionalPage(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : undefined
}

/** A record id (a positive 32-bit integer) from the URL. */
export function optionalId(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined
}

/** A real calendar date (YYYY-MM-DD) from the URL. */
export function optionalIsoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined
}

export function optionalChoice<const C extends string>(value: unknown, choices: readonly C[]): C | undefined {
  return typeof value === 'string' && (choices as readonly string[]).includes(value)
    ? (value as C)
    : undefined
}

export type ListSearch<Tab extends string = string> = {
  page?: number
  search?: string
  sort?: string
  tab?: Tab
}

/** The URL state of a list page: page, search term, sort and (optionally) which tab. */
export function listSearch<const Tab extends string>(tabs: readonly Tab[] = []) {
  return (search: Record<string, unknown>): ListSearch<Tab> => ({
    page: optionalPage(search.page),
    search: optionalText(search.search, 200) || undefined,
    sort: typeof search.sort === 'string' && /^-?[a-z_]{1,40}$/.test(search.sort) ? search.sort : undefined,
    tab: optionalChoice(search.tab, tabs),
  })
}

const LIST_KEYS = ['page', 'search', 'sort', 'tab']

export type MasterListSearch = ListSearch<'active' | 'archived'> & {
  [filter: string]: string | number | undefined
}

/**
 * A master list's URL state: the list's own (page, search, sort, tab) and its field filters
 * (`country_id=4`, `pay_basis=daily`), which the page checks against the master's definition.
 */
export function masterListSearch(search: Record<string, unknown>): MasterListSearch {
  const filters: Record<string, string> = {}
  for (const [key, value] of Object.entries(search)) {
    if (LIST_KEYS.includes(key) || !/^[a-z_]{2,40}$/.test(key)) continue
    const text = typeof value === 'number' ? String(value) : value
    if (typeof text === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(text)) filters[key] = text
  }
  return { ...listSearch(['active', 'archived'])(search), ...filters }
}
