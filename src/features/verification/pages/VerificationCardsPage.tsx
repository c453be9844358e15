import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '@/components/Button'
import { EmptyState } from '@/components/Feedback'
import { Icon } from '@/components/Icon'
import { Card, PageHeader } from '@/components/Layout'
import { QueryState } from '@/components/QueryState'
import { summaryQuery } from '../api'

/** /VerificationCards: what waits on the signed-in user: POs to approve and challans to verify. */
export default function VerificationCardsPage() {
  const { t } = useTranslation()
  const summary = useQuery(summaryQuery())
  return (
    <>
      <PageHeader title={t('verification.cards.title')} description={t('verification.cards.description')} />
      <QueryState
        query={summary}
        loading={t('verification.loading')}
        failed={t('verification.failed')}
        retryLabel={t('purchase.retry')}
      >
        {(data) => (
          <div className="space-y-6">
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              <CountCard
                icon="clipboard"
                count={data.pos_waiting}
                label={t('verification.cards.pos', { count: data.pos_waiting })}
                to="/verificationPoList"
                action={t('verification.cards.openPos')}
              />
              <CountCard
                icon="truck"
                count={data.challans_waiting}
                label={t('verification.cards.challans', { count: data.challans_waiting })}
                to="/verificationChallanList"
                action={t('verification.cards.openChallans')}
              />
              <CountCard
                icon="receipt"
                count={data.expenses_waiting}
                label={t('verification.cards.expenses', { count: data.expenses_waiting })}
                to="/apps/expenseMasterView"
                search={{ status: 'submitted' }}
                action={t('verification.cards.openExpenses')}
              />
              {data.credit_notes_waiting ? (
                <CountCard
                  icon="receipt"
                  count={data.credit_notes_waiting}
                  label={t('verification.cards.creditNotes', { count: data.credit_notes_waiting })}
                  to="/apps/creditNoteMasterView"
                  search={{ status: 'submitted' }}
                  action={t('verification.cards.openCreditNotes')}
                />
              ) : null}
            </div>
            {data.projects.length === 0 ? (
              <EmptyState icon="check" title={t('verification.cards.nothing')}>
                {t('verification.cards.nothingBody')}
              </EmptyState>
            ) : (
              <section aria-labelledby="cards-projects" className="space-y-3">
                <h2 id="cards-projects" className="text-lg font-semibold text-ink">
                  {t('verification.cards.perProject')}
                </h2>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {data.projects.map((project) => (
                    <li key={project.project_id}>
                      <Card className="space-y-2">
                        <h3 className="font-semibold text-ink">{project.project_name}</h3>
                        <p className="text-sm text-ink-muted">
                          {t('verification.cards.pos', { count: project.pos_waiting })} ·{' '}
                          {t('verification.cards.challans', { count: project.challans_waiting })} ·{' '}
                          {t('verification.cards.expenses', { count: project.expenses_waiting })}
                          {project.credit_notes_waiting
                            ? ` · ${t('verification.cards.creditNotes', { count: project.credit_notes_waiting })}`
                            : ''}
                        </p>
                        <Link
                          to="/verificationPage"
                          search={{ project: project.project_id }}
                          className={buttonClasses('secondary', 'sm')}
                        >
                          {t('verification.cards.openProject', { name: project.project_name })}
                        </Link>
                      </Card>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </QueryState>
    </>
  )
}

function CountCard({
  icon,
  count,
  label,
  to,
  search,
  action,
}: {
  icon: 'clipboard' | 'truck' | 'receipt'
  count: number
  label: string
  to:
    | '/verificationPoList'
    | '/verificationChallanList'
    | '/apps/expenseMasterView'
    | '/apps/creditNoteMasterView'
  search?: { status: 'submitted' }
  action: string
}) {
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-600 dark:bg-surface-muted dark:text-link">
          <Icon name={icon} className="size-6" />
        </span>
        <div className="min-w-0">
          <p className="text-3xl font-semibold tabular-nums text-ink">{count}</p>
          <p className="text-sm text-ink-muted">{label}</p>
        </div>
      </div>
      <Link to={to} search={search} className={`${buttonClasses('secondary', 'sm')} self-start`}>
        {action}
      </Link>
    </Card>
  )
}
