import { budgetActualsApi } from '@contract/api/budget-actuals'
import type { UpdateBudgetControlsRequest } from '@contract/spend/actuals'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from './api'

/*
 * Budget figures read by several features (expenses, budget, purchase): one query each, one cache.
 * The keys start with 'expenses', so a write that refreshes the expenses refreshes these too.
 */

export const budgetRemainingKeys = {
  remaining: (projectId: number, search: string) => ['expenses', 'remaining', projectId, search] as const,
  /** Every code search of a project (all projects without one). */
  remainingOf: (projectId?: number) =>
    projectId === undefined
      ? (['expenses', 'remaining'] as const)
      : (['expenses', 'remaining', projectId] as const),
  controls: () => ['expenses', 'controls'] as const,
}

/** GET /v2/budget/remaining/{project_id}?search: up to 50 codes with what remains on them (a code picker). */
export const remainingQuery = (projectId: number, search = '') =>
  queryOptions({
    queryKey: budgetRemainingKeys.remaining(projectId, search),
    queryFn: async () =>
      (await callApi(budgetActualsApi.remaining, { params: { project_id: projectId }, query: { search } }))
        .data,
    placeholderData: keepPreviousData,
  })

/** GET /v2/budget/controls: per document type, what happens when it would take a code past its budget. */
export const budgetControlsQuery = () =>
  queryOptions({
    queryKey: budgetRemainingKeys.controls(),
    queryFn: async () => (await callApi(budgetActualsApi.controls)).data,
  })

/** PUT /v2/budget/controls: the saved controls (put them under `budgetRemainingKeys.controls()`). */
export const saveBudgetControls = async (body: UpdateBudgetControlsRequest) =>
  (await callApi(budgetActualsApi.updateControls, { body })).data
