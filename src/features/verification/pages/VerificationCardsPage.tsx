import { WAITING_DOCUMENT_TYPES } from '@contract/spend/purchase-orders'
import { useQuery } from '@tanstack/react-query'
import { Link, type LinkOptions, linkOptions } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '@/components/Button'
import { EmptyState } from '@/components/Feedback'
import { Icon } from '@/components/Icon'
import { Card, PageHeader } from '@/components/Layout'
import { QueryState } from '@/components/QueryState'
import { summaryQuery } from '../api'
import { type CardIcon, DOCUMENT_CARDS } from '../waiting-cards'

/** /VerificationCards: what waits on the signed-in user: POs and each module's documents to approve, challans to verify. */
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
                link={linkOptions({ to: '/verificationPoList' })}
                action={t('verification.cards.openPos')}
              />
              <CountCard
                icon="truck"
                count={data.challans_waiting}
                label={t('verification.cards.challans', { count: data.challans_waiting })}
                link={linkOptions({ to: '/verificationChallanList' })}
                action={t('verification.cards.openChallans')}
              />
              {WAITING_DOCUMENT_TYPES.map((type) => {
                const count = data.documents_waiting[type]
                // Expenses always have their card; the other modules' only when something waits.
                if (type !== 'expense' && count === 0) return null
                const card = DOCUMENT_CARDS[type]
                return (
                  <CountCard
                    key={type}
                    icon={card.icon}
                    count={count}
                    label={t(`verification.cards.${card.words}`, { count })}
                    link={card.link}
                    action={t(`verification.cards.${card.open}`)}
                  />
                )
              })}
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
                          {WAITING_DOCUMENT_TYPES.filter(
                            (type) => type === 'expense' || project.documents_waiting[type] > 0,
                          )
                            .map((type) =>
                              t(`verification.cards.${DOCUMENT_CARDS[type].words}`, {
                                count: project.documents_waiting[type],
                              }),
                            )
                            .join(' · ')}
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
  link,
  action,
}: {
  icon: CardIcon
  count: number
  label: string
  link: LinkOptions
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
      <Link {...link} className={`${buttonClasses('secondary', 'sm')} self-start`}>
        {action}
      </Link>
    </Card>
  )
}
