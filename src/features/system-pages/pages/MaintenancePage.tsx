import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { StatusCard } from '../StatusCard'

export default function MaintenancePage() {
  const { t } = useTranslation()
  return (
    <StatusCard
      icon="tools"
      title={t('status.maintenance.title')}
      actions={
        <Button icon="refresh" onClick={() => window.location.assign('/')}>
          {t('status.maintenance.tryAgain')}
        </Button>
      }
    >
      {t('status.maintenance.body')}
    </StatusCard>
  )
}
