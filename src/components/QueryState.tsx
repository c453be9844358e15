import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './Button'
import { Alert } from './Feedback'
import { loadFailureOf } from './load-failure'
import { Spinner } from './Spinner'

/**
 * What a query has to show: a spinner with words while it loads, the error with a way to try
 * again, else `children` with its data.
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  retryLabel,
  children,
}: {
  query: UseQueryResult<T>
  loading: string
  /** A heading for the error; without one the server's message stands alone. */
  failed?: string
  retryLabel?: string
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation()
  if (query.isPending)
    return (
      <div className="flex items-center gap-2 text-sm text-ink-muted" role="status">
        <Spinner className="size-4" /> {loading}
      </div>
    )
  if (query.isError && loadFailureOf(query.error) === 'forbidden')
    return (
      <Alert tone="warning" title={t('access.noAccess')}>
        <p>{t('access.askAdmin')}</p>
      </Alert>
    )
  if (query.isError)
    return (
      <Alert tone="danger" title={failed}>
        {failed ? null : <p>{query.error.message}</p>}
        <Button
          variant="secondary"
          size="sm"
          icon="refresh"
          className="mt-2"
          onClick={() => void query.refetch()}
        >
          {retryLabel ?? t('common.retry')}
        </Button>
      </Alert>
    )
  return <>{children(query.data)}</>
}
