import type { Pagination } from '@contract/envelope'
import type { UseQueryResult } from '@tanstack/react-query'

/** What a DataTable takes from a /v2 list query: its rows, paging, state and the way to retry. */
export function listQueryProps<T>(query: UseQueryResult<{ data: T[]; pagination: Pagination }>) {
  return {
    rows: query.data?.data,
    pagination: query.data?.pagination,
    status: query.status,
    error: query.error,
    isFetching: query.isFetching,
    onRetry: () => void query.refetch(),
  }
}
