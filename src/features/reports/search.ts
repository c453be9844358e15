import { REPORT_KEYS, type ReportKey } from '@contract/report-keys'
import { optionalId, optionalIsoDate, optionalPage } from '@/lib/search-params'

/*
 * /apps/reports' URL: which report, for which project and period, and the page of its rows. Plain
 * functions (the route's URL check runs in the entry chunk); anything unexpected is dropped.
 */

export type ReportsSearch = {
  report?: ReportKey
  project?: number
  from?: string
  to?: string
  page?: number
}

export function reportsSearch(search: Record<string, unknown>): ReportsSearch {
  const report = REPORT_KEYS.find((key) => key === search.report)
  return {
    report,
    project: optionalId(search.project),
    from: optionalIsoDate(search.from),
    to: optionalIsoDate(search.to),
    page: optionalPage(search.page),
  }
}

/** What a saved filter keeps: the report, the project (as the API names it) and the period. */
export function savedQueryOf(search: ReportsSearch): Record<string, string> {
  const query: Record<string, string> = {}
  if (search.report) query.report = search.report
  if (search.project) query.project_id = String(search.project)
  if (search.from) query.from = search.from
  if (search.to) query.to = search.to
  return query
}
