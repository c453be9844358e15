import { budgetActualsApi } from '@contract/api/budget-actuals'
import type { UpdateBudgetControlsRequest } from '@contract/spend/actuals'
import type { DocumentType } from '@contract/spend/common'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi } from './api'

/*
 * Budget figures read by several features (expenses, budget, purchase): one query each, one cache.
 * The keys start with 'expenses', so a write that refreshes the expenses refreshes these too.
 *
 * The server shows every code's figures to budget readers only. A drafter names the document they
 * draft (`documentType`): the picker then lists codes by name (`choices`, figures only for budget
 * readers) and the figures come for the codes the draft books on (`codeFiguresQuery`).
 */

export const budgetRemainingKeys = {
  remaining: (projectId: number, search: string, documentType?: DocumentType) =>
    ['expenses', 'remaining', projectId, search, documentType ?? 'budget'] as const,
  figures: (projectId: number, codes: string, documentType: DocumentType) =>
    ['expenses', 'remaining', projectId, 'figures', codes, documentType] as const,
  /** Every code search of a project (all projects without one). */
  remainingOf: (projectId?: number) =>
    projectId === undefined
      ? (['expenses', 'remaining'] as const)
      : (['expenses', 'remaining', projectId] as const),
  controls: () => ['expenses', 'controls'] as const,
}

/**
 * GET /v2/budget/remaining/{project_id}?search: up to 50 codes (a code picker), with what remains
 * on them when the user reads the budget; by name alone for a drafter of `documentType`.
 */
export const remainingQuery = (projectId: number, search = '', documentType?: DocumentType) =>
  queryOptions({
    queryKey: budgetRemainingKeys.remaining(projectId, search, documentType),
    queryFn: async () =>
      (
        await callApi(budgetActualsApi.remaining, {
          params: { project_id: projectId },
          query: { search, document_type: documentType },
        })
      ).data,
    placeholderData: keepPreviousData,
  })

/** The live figures of the codes a draft of `documentType` books on. */
export const codeFiguresQuery = (projectId: number, codes: string[], documentType: DocumentType) => {
  const list = [...new Set(codes.filter(Boolean))].sort().join(',')
  return queryOptions({
    queryKey: budgetRemainingKeys.figures(projectId, list, documentType),
    queryFn: async () =>
      (
        await callApi(budgetActualsApi.remaining, {
          params: { project_id: projectId },
          query: { codes: list, document_type: documentType },
        })
      ).data,
    enabled: projectId > 0 && list.length > 0,
    placeholderData: keepPreviousData,
  })
}

/** GET /v2/budget/controls: per document type, what happens when it would take a code past its budget. */
export const budgetControlsQuery = () =>
  queryOptions({
    queryKey: budgetRemainingKeys.controls(),
    queryFn: async () => (await callApi(budgetActualsApi.controls)).data,
  })

/** PUT /v2/budget/controls: the saved controls (put them under `budgetRemainingKeys.controls()`). */
export const saveBudgetControls = async (body: UpdateBudgetControlsRequest) =>
  (await callApi(budgetActualsApi.updateControls, { body })).data
