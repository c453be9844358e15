import { type BudgetReportCode, REPORT_CODES_PAGE } from '@contract/budget'
import { fetchReportCodes, type ListedReport, listedCount, scopeOfReport } from '../report-api'

/** How many pages an export asks for at once: quick for big reports, gentle on the server. */
const PARALLEL_PAGES = 4

/** Whether every category already carries all the codes it lists (then an export needs no request). */
export const hasEveryCode = (report: ListedReport) =>
  report.categories.every((category) => category.codes.length >= listedCount(report, category))

/**
 * The report with every code each category lists (all, or only those over budget), for an
 * export: the pages after the first that the report left out, fetched a few at a time; rejects
 * when any page cannot be had.
 */
export async function withEveryCode(report: ListedReport): Promise<ListedReport> {
  if (hasEveryCode(report)) return report
  const scope = scopeOfReport(report)
  const requests = report.categories.flatMap((category, index) => {
    const listed = listedCount(report, category)
    if (category.codes.length >= listed) return []
    const pages = Math.ceil(listed / REPORT_CODES_PAGE)
    return Array.from({ length: pages - 1 }, (_, page) => ({ index, category, pageNo: page + 2 }))
  })
  const answers = await inTurns(requests, PARALLEL_PAGES, ({ category, pageNo }) =>
    fetchReportCodes(report.project_id, scope, category.category_id, pageNo),
  )
  const further = new Map<number, BudgetReportCode[]>()
  requests.forEach(({ index }, at) => {
    further.set(index, [...(further.get(index) ?? []), ...(answers[at]?.codes ?? [])])
  })
  return {
    ...report,
    categories: report.categories.map((category, index) => ({
      ...category,
      codes: eachCodeOnce([...category.codes, ...(further.get(index) ?? [])]),
    })),
  }
}

/** A line added between two page requests shifts the pages by one: keep each code once. */
export function eachCodeOnce(codes: BudgetReportCode[]) {
  const seen = new Set<string>()
  return codes.filter((code) => {
    if (seen.has(code.budget_code)) return false
    seen.add(code.budget_code)
    return true
  })
}

/** Runs `work` over the items with at most `turns` at once, answers in the items' order; stops at the first failure. */
async function inTurns<T, R>(items: T[], turns: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  let failed = false
  const turn = async () => {
    while (!failed && next < items.length) {
      const at = next++
      try {
        results[at] = await work(items[at] as T)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(turns, items.length) }, turn))
  return results
}
