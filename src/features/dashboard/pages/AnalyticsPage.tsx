import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { PageHeader } from '@/components/Layout'
import { Spinner } from '@/components/Spinner'
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
        {money.isPending ? (
          <div className="flex min-h-40 items-center justify-center">
            <Spinner className="size-8" label={t('dashboard.money.loading')} />
          </div>
        ) : money.isError ? (
          <Alert tone="danger" title={t('dashboard.money.failed')}>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              icon="refresh"
              onClick={() => void money.refetch()}
            >
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <ProjectMoney data={money.data} />
        )}
      </section>
      <ModuleTiles />
    </>
  )
}
