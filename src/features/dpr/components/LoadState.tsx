import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/Feedback'
import { Spinner } from '@/components/Spinner'

/** A report (or its draft) on its way: the spinner and what is loading. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-2 py-10 text-sm text-ink-muted" role="status">
      <Spinner className="size-4" />
      {label}
    </div>
  )
}

/** A report (or its draft) that did not load: the message and a retry. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert tone="danger" title={t('dpr.loadFailed')}>
      <p>{error.message}</p>
      <button type="button" className="mt-1 font-medium text-link underline" onClick={onRetry}>
        {t('dpr.retry')}
      </button>
    </Alert>
  )
}
