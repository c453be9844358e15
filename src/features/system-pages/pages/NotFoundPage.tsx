import { useTranslation } from 'react-i18next'
import { HomeLink } from '../HomeLink'
import { StatusCard } from '../StatusCard'

export default function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <StatusCard icon="search" code="404" title={t('status.notFound.title')} actions={<HomeLink />}>
      {t('status.notFound.body')}
    </StatusCard>
  )
}
