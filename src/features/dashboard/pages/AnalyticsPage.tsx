import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { QueryState } from '@/components/QueryState'
import { dashboardOverviewQuery, dashboardProjectsQuery } from '../api'
import { ModuleTiles } from '../components/ModuleTiles'
import { Overview } from '../components/Overview'
import { ProjectMoney } from '../components/ProjectMoney'
import { WelcomeHeader } from '../components/WelcomeHeader'

/** What waits on the caller and each module's figures, where the money stands across the organisation's projects, then every part of Greenlight to open. */
export default function AnalyticsPage() {
  const { t } = useTranslation()
  const money = useQuery(dashboardProjectsQuery())
  const overview = useQuery(dashboardOverviewQuery())
  return (
    <>
      <WelcomeHeader />
      <section className="mb-10 space-y-4" aria-labelledby="dash-overview">
        <h2 id="dash-overview" className="text-lg font-semibold text-ink">
          {t('dashboard.overview.heading')}
        </h2>
        <QueryState
          query={overview}
          loading={t('dashboard.overview.loading')}
          failed={t('dashboard.overview.failed')}
        >
          {(data) => <Overview data={data} />}
        </QueryState>
      </section>
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
