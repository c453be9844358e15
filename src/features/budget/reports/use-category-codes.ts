import { type BudgetReport, REPORT_CODES_PAGE } from '@contract/budget'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { type ListedReport, listedCount, reportCodesQuery, scopeOfReport } from '../report-api'
import { eachCodeOnce } from './every-code'

type Category = BudgetReport['categories'][number]

/**
 * A category's codes as shown: the first page the report carries, then the pages asked for one
 * click at a time. Nothing is fetched before the first click, but pages still cached from an
 * earlier visit show at once (and refresh with the report, being enabled). With the report's
 * over-budget filter, the pages and the count are those of the codes over budget.
 */
export function useCategoryCodes(report: ListedReport, category: Category) {
  const queryClient = useQueryClient()
  const options = reportCodesQuery(report.project_id, scopeOfReport(report), category.category_id)
  const [asked, setAsked] = useState(() => queryClient.getQueryData(options.queryKey) !== undefined)
  const pages = useInfiniteQuery({ ...options, enabled: asked })

  const codes = useMemo(
    () => eachCodeOnce([...category.codes, ...(pages.data?.pages.flatMap((page) => page.codes) ?? [])]),
    [category.codes, pages.data],
  )

  const total = listedCount(report, category)
  const rest = Math.max(0, total - codes.length)
  return {
    codes,
    /** How many codes the category lists in all (the "of Y" under them). */
    total,
    /** How many codes the next click adds. */
    next: Math.min(REPORT_CODES_PAGE, rest),
    canLoadMore: rest > 0 && (pages.data === undefined || pages.hasNextPage),
    loading: pages.isFetchingNextPage || (pages.isPending && pages.isFetching),
    failed: pages.isError,
    loadMore: () => (asked ? void pages.fetchNextPage() : setAsked(true)),
    retry: () => void (pages.isFetchNextPageError ? pages.fetchNextPage() : pages.refetch()),
  }
}
