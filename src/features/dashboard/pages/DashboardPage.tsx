import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/Layout'
import { useCurrentPage } from '@/features/shell'
import { useSession } from '@/lib/session'
import { ModuleTiles } from '../components/ModuleTiles'

/** The signed-in start page: who you are, and every part of Greenlight you can open. */
export default function DashboardPage() {
  const { t } = useTranslation()
  const { titleKey } = useCurrentPage()
  const userName = useSession((state) => state.userName)
  const organization = useSession((state) => state.profile?.user.organization_name)
  return (
    <>
      <PageHeader
        title={titleKey ? t(titleKey) : ''}
        description={t('dashboard.welcome', { name: userName ?? '', organization: organization ?? '' })}
      />
      <ModuleTiles />
    </>
  )
}
