import { useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/Feedback'
import { PageHeader } from '@/components/Layout'
import { useCurrentPage } from '@/features/shell'

/** Spec section 1: the design template's demo material is kept as routes only, not as product. */
export default function DemoPage() {
  const { t } = useTranslation()
  const { titleKey } = useCurrentPage()
  const { pathname } = useLocation()
  return (
    <>
      <PageHeader title={titleKey ? t(titleKey) : pathname} description={pathname} />
      <EmptyState icon="info" title={t('placeholder.demoTitle')}>
        {t('placeholder.demoBody')}
      </EmptyState>
    </>
  )
}
