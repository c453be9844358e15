import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { HomeLink } from '../HomeLink'
import { StatusCard } from '../StatusCard'

export default function ServerErrorPage() {
  const { t } = useTranslation()
  return (
    <StatusCard
      icon="alert"
      code="500"
      title={t('status.serverError.title')}
      actions={
        <>
          <Button variant="secondary" icon="refresh" onClick={() => window.history.back()}>
            {t('common.retry')}
          </Button>
          <HomeLink />
        </>
      }
    >
      {t('status.serverError.body')}
    </StatusCard>
  )
}
