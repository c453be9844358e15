import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { loadFailureOf } from '@/components/load-failure'
import { Spinner } from '@/components/Spinner'

export { plainAmount, sheetAmount } from '@/lib/money'

export function LoadingBlock({ label }: { label?: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center" data-testid="report-loading">
      <Spinner className="size-8" label={label} />
    </div>
  )
}

/** A report that could not be loaded, and the way to try again (none when access was refused). */
export function LoadFailed({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  const { t } = useTranslation()
  if (loadFailureOf(error) === 'forbidden')
    return (
      <Alert tone="warning" title={t('access.noAccess')}>
        <p>{t('access.askAdmin')}</p>
      </Alert>
    )
  return (
    <Alert tone="danger" title={t('budgetReports.loadFailed')}>
      <p>{t('budgetReports.loadFailedBody')}</p>
      <Button variant="secondary" size="sm" className="mt-2" icon="refresh" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  )
}
