import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/Layout'
import { useCurrentPage } from '@/features/shell'
import { useSession } from '@/lib/session'

/**
 * The start page's title and greeting. On its own so that a change of session (signing out) redraws
 * only the greeting: a page holding queries that redrew would put them back into the cache just
 * cleared.
 */
export function WelcomeHeader() {
  const { t } = useTranslation()
  const { titleKey } = useCurrentPage()
  const userName = useSession((state) => state.userName)
  const organization = useSession((state) => state.profile?.user.organization_name)
  return (
    <PageHeader
      title={titleKey ? t(titleKey) : ''}
      description={t('dashboard.welcome', { name: userName ?? '', organization: organization ?? '' })}
    />
  )
}
