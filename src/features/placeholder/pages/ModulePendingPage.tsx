import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '@/components/Button'
import { EmptyState } from '@/components/Feedback'
import { PageHeader } from '@/components/Layout'
import { useCurrentPage } from '@/features/shell'

/** A page whose module a later release builds: titled, translated, and honest about it. */
export default function ModulePendingPage() {
  const { t } = useTranslation()
  const { titleKey } = useCurrentPage()
  const title = titleKey ? t(titleKey) : ''
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon="tools"
        title={t('placeholder.pendingTitle')}
        action={
          <Link to="/" className={buttonClasses('secondary')}>
            {t('common.backHome')}
          </Link>
        }
      >
        {t('placeholder.pendingBody', { page: title })}
      </EmptyState>
    </>
  )
}
