import { budgetApi } from '@contract/api/budget'
import { projectsApi } from '@contract/api/projects'
import {
  type BudgetReport,
  type CreateDailyBudgetRequest,
  REPORT_CODES_PAGE,
  type UpdateDailyBudgetRequest,
} from '@contract/budget'
import { infiniteQueryOptions, keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'
import { choicesQuery } from '@/lib/choices'

/**
 * What a budget report covers: a version (null = the current one) or the daily budgets between two
 * dates; with `overBudgetOnly` each category lists only its codes over budget (its figures, counts
 * and the totals still cover every code). Part of the query keys, so the two views cache apart.
 */
export type ReportScope = (
  | {
      version: number | null
      /** Committed and actual counted up to this date (ISO), each document by its own date. */
      spendTo?: string | null
    }
  | { dateFrom: string; dateTo: string }
) & {
  overBudgetOnly?: boolean
}

/**
 * A report as the SPA keeps it: the server's answer and whether it lists only the codes over
 * budget, which the answer does not say. A report shown while the next one loads thus still knows
 * which codes it lists, and its further pages and exports follow it.
 */
export type ListedReport = BudgetReport & { overBudgetOnly: boolean; spendTo: string | null }

/** A category of the report: its id, or null for the uncategorised group (`none` in the API). */
export type ReportCategoryId = number | null

/** Query keys of the reports side; like every budget key they start with 'budget'. */
export const budgetReportKeys = {
  report: (projectId: number, scope: ReportScope) => ['budget', 'report', projectId, scope] as const,
  /**
   * Under the report's key, so that whatever refreshes a project's reports (['budget', 'report',
   * projectId]: new spend, shoot days, versions) refreshes the further pages shown with them.
   */
  reportCodes: (projectId: number, scope: ReportScope, categoryId: ReportCategoryId) =>
    [...budgetReportKeys.report(projectId, scope), 'codes', categoryId] as const,
  compare: (projectId: number, from: number, to: number) =>
    ['budget', 'compare', projectId, from, to] as const,
  citywise: (projectId: number, version: number | null) =>
    ['budget', 'citywise', projectId, version] as const,
  codes: (projectId: number, search: string) => ['budget', 'codes', projectId, search] as const,
  daily: (projectId: number, dateFrom: string, dateTo: string) =>
    ['budget', 'daily', projectId, dateFrom, dateTo] as const,
  project: (projectId: number) => ['budget', 'project', projectId] as const,
}

const CHOICES_STALE_MS = 60_000

const scopeQuery = (scope: ReportScope) => ({
  ...('dateFrom' in scope
    ? { dateFrom: scope.dateFrom, dateTo: scope.dateTo }
    : { budgetV: scope.version ?? undefined, spend_to: scope.spendTo ?? undefined }),
  over_budget: scope.overBudgetOnly ? ('1' as const) : undefined,
})

/**
 * The scope a report answered for. Its further pages ask for the version it names rather than
 * "the current one", so a version made meanwhile never mixes into the codes already shown.
 */
export function scopeOfReport(report: ListedReport): ReportScope {
  const { overBudgetOnly, spendTo } = report
  return report.dateFrom !== null && report.dateTo !== null
    ? { dateFrom: report.dateFrom, dateTo: report.dateTo, overBudgetOnly }
    : { version: report.budgetV, spendTo, overBudgetOnly }
}

/** How many codes a category lists: all of them, or only those over budget. */
export const listedCount = (report: ListedReport, category: BudgetReport['categories'][number]) =>
  report.overBudgetOnly ? category.over_budget_count : category.code_count

/** GET /v2/budget/code/{project_id}: the report per category and code, of a version or of shoot days. */
export const budgetReportQuery = (projectId: number, scope: ReportScope) =>
  queryOptions({
    queryKey: budgetReportKeys.report(projectId, scope),
    queryFn: async (): Promise<ListedReport> => {
      const answer = await callApi(budgetApi.report, {
        params: { project_id: projectId },
        query: scopeQuery(scope),
      })
      return {
        ...answer.data,
        overBudgetOnly: scope.overBudgetOnly === true,
        spendTo: ('spendTo' in scope && scope.spendTo) || null,
      }
    },
    placeholderData: keepPreviousData,
  })

/** GET /v2/budget/code/{project_id}/codes: one page of a category's codes, in the report's order. */
export async function fetchReportCodes(
  projectId: number,
  scope: ReportScope,
  categoryId: ReportCategoryId,
  pageNo: number,
  limit = REPORT_CODES_PAGE,
) {
  const answer = await callApi(budgetApi.reportCodes, {
    params: { project_id: projectId },
    query: { ...scopeQuery(scope), category_id: categoryId ?? 'none', page_no: pageNo, limit },
  })
  return { codes: answer.data, pagination: answer.pagination }
}

/**
 * A category's codes after the first page, which the report carries itself: pages from 2, each
 * REPORT_CODES_PAGE long, so "the next page" is always the next codes after those shown.
 */
export const reportCodesQuery = (projectId: number, scope: ReportScope, categoryId: ReportCategoryId) =>
  infiniteQueryOptions({
    queryKey: budgetReportKeys.reportCodes(projectId, scope, categoryId),
    queryFn: ({ pageParam }) => fetchReportCodes(projectId, scope, categoryId, pageParam),
    initialPageParam: 2,
    getNextPageParam: ({ pagination }) =>
      pagination.current_page < pagination.last_page ? pagination.current_page + 1 : undefined,
  })

/** GET /v2/budget/compare/{project_id}?from&to: line-level differences between two versions. */
export const budgetCompareQuery = (projectId: number, from: number, to: number) =>
  queryOptions({
    queryKey: budgetReportKeys.compare(projectId, from, to),
    queryFn: async () =>
      (await callApi(budgetApi.compare, { params: { project_id: projectId }, query: { from, to } })).data,
    placeholderData: keepPreviousData,
  })

/** GET v2/budget/getCitywiseSummary/{project_id}?budgetV: the budget per shoot city. */
export const citywiseQuery = (projectId: number, version: number | null) =>
  queryOptions({
    queryKey: budgetReportKeys.citywise(projectId, version),
    queryFn: async () =>
      (
        await callApi(budgetApi.citywise, {
          params: { project_id: projectId },
          query: { budgetV: version ?? undefined },
        })
      ).data,
  })

/** GET v2/budget/getBudgetCodes/{project_id}?search: the current version's codes, as choices. */
export const budgetCodeOptionsQuery = (projectId: number, search = '') =>
  queryOptions({
    queryKey: budgetReportKeys.codes(projectId, search),
    queryFn: async () =>
      (await callApi(budgetApi.codes, { params: { project_id: projectId }, query: { search } })).data,
    staleTime: CHOICES_STALE_MS,
    placeholderData: keepPreviousData,
  })

/** GET /v2/dailybudget?project_id&dateFrom&dateTo: the shoot days planned between two dates. */
export const dailyBudgetsQuery = (projectId: number, dateFrom: string, dateTo: string) =>
  queryOptions({
    queryKey: budgetReportKeys.daily(projectId, dateFrom, dateTo),
    queryFn: async () =>
      (await callApi(budgetApi.daily, { query: { project_id: projectId, dateFrom, dateTo } })).data,
    placeholderData: keepPreviousData,
  })

/** The daily budget of one shoot day as it is saved now, if there is one. */
export async function fetchDailyBudget(projectId: number, day: string) {
  return (await callApi(budgetApi.daily, { query: { project_id: projectId, dailybudget_date: day } })).data[0]
}

/** GET /v2/project/{id}: the project's name and currency, for titles and amounts. */
export const budgetProjectQuery = (projectId: number) =>
  queryOptions({
    queryKey: budgetReportKeys.project(projectId),
    queryFn: async () => (await callApi(projectsApi.get, { params: { id: projectId } })).data,
    staleTime: CHOICES_STALE_MS,
  })

/** GET /v2/city/options: the cities a shoot day can be in. */
export const cityOptionsQuery = (search = '') => choicesQuery('city', search)

/** POST /v2/dailybudget: plans a shoot day. */
export async function createDailyBudget(input: CreateDailyBudgetRequest) {
  return (await callApi(budgetApi.createDaily, { body: input })).data
}

/** PUT /v2/dailybudget/dailybudget_id={id}: the spec's path, literally; a stale row_version answers 409. */
export async function updateDailyBudget(id: number, input: UpdateDailyBudgetRequest) {
  return (await callApi(budgetApi.updateDaily, { params: { dailybudget_id: id }, body: input })).data
}

/** After a shoot day changes: the calendar, the date reports and the city-wise daily sums are stale. */
export function invalidateDailyBudgets(queryClient: QueryClient, projectId: number) {
  for (const part of ['daily', 'report', 'citywise'])
    void queryClient.invalidateQueries({ queryKey: ['budget', part, projectId] })
}
