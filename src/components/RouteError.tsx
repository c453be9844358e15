import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { isChunkLoadError } from '@/lib/chunks'
import { Button } from './Button'
import { Alert } from './Feedback'

/**
 * What a page shows when it fails to load or render. A page whose code could not be fetched
 * (usually a deploy replaced it) offers to retry or to reload the whole app.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation()
  const router = useRouter()
  const chunk = isChunkLoadError(error)
  if (!chunk) console.error(error)
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return (
    <div className="mx-auto max-w-xl py-10">
      <Alert tone="danger" title={chunk ? t('errors.chunkTitle') : t('errors.pageTitle')}>
        <p>{chunk ? t('errors.chunkBody') : t('errors.pageBody')}</p>
        <div className="mt-3 flex gap-2">
          <Button size="sm" icon="refresh" onClick={retry}>
            {t('common.retry')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
        </div>
      </Alert>
    </div>
  )
}
