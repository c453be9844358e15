import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/Layout'
import { QueryState } from '@/components/QueryState'
import { useCurrentPage } from '@/features/shell'
import { useSession } from '@/lib/session'
import { dashboardProjectsQuery } from '../api'
import { ModuleTiles } from '../components/ModuleTiles'
import { ProjectMoney } from '../components/ProjectMoney'

/** Where the money stands across the organisation's projects, then every part of Greenlight to open. */
export default function AnalyticsPage() {
  const { t } = useTranslation()
  const { titleKey } = useCurrentPage()
  const userName = useSession((state) => state.userName)
  const organization = useSession((state) => state.profile?.user.organization_name)
  const money = useQuery(dashboardProjectsQuery())
  return (
    <>
      <PageHeader
        title={titleKey ? t(titleKey) : ''}
        description={t('dashboard.welcome', { name: userName ?? '', organization: organization ?? '' })}
      />
      <section className="mb-10 space-y-4" aria-labelledby="dash-money">
        <div>
          <h2 id="dash-money" className="text-lg font-semibold text-ink">
            {t('dashboard.money.heading')}
          </h2>
          <p className="text-sm text-ink-muted">
            {money.data ? t('dashboard.money.intro', { date: money.data.as_of }) : null}
          </p>
        </div>
        <QueryState query={money} loading={t('dashboard.money.loading')} failed={t('dashboard.money.failed')}>
          {(data) => <ProjectMoney data={data} />}
        </QueryState>
      </section>
      <ModuleTiles />
    </>
  )
}
