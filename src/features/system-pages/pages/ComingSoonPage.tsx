import { useTranslation } from 'react-i18next'
import { HomeLink } from '../HomeLink'
import { StatusCard } from '../StatusCard'

export default function ComingSoonPage() {
  const { t } = useTranslation()
  return (
    <StatusCard icon="star" title={t('status.comingSoon.title')} actions={<HomeLink variant="secondary" />}>
      {t('status.comingSoon.body')}
    </StatusCard>
  )
}
