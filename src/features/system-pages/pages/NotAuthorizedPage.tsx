import { useTranslation } from 'react-i18next'
import { HomeLink } from '../HomeLink'
import { StatusCard } from '../StatusCard'

export default function NotAuthorizedPage() {
  const { t } = useTranslation()
  return (
    <StatusCard icon="lock" code="403" title={t('status.notAuthorized.title')} actions={<HomeLink />}>
      {t('status.notAuthorized.body')}
    </StatusCard>
  )
}
