/* The /ledger page's search: the project (none: the organisation) and the date, kept light for the route file. */

export type LedgerSearch = { project?: number; as_of?: string }

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export function ledgerSearch(search: Record<string, unknown>): LedgerSearch {
  const project = Number(search.project)
  const asOf = typeof search.as_of === 'string' && ISO_DATE.test(search.as_of) ? search.as_of : undefined
  return {
    ...(Number.isInteger(project) && project > 0 ? { project } : {}),
    ...(asOf ? { as_of: asOf } : {}),
  }
}
