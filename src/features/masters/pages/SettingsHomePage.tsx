import type { FeatureFlag } from '@contract/codes'
import { type MasterKey, masterDefinition } from '@contract/masters/definitions'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { Icon } from '@/components/Icon'
import { PageHeader } from '@/components/Layout'
import { useSession } from '@/lib/session'
import { masterSummaryQuery } from '../api'
import { MASTER_PAGES } from '../registry'

/** The masters in groups an accountant thinks in. */
const GROUPS: { titleKey: string; masters: MasterKey[] }[] = [
  { titleKey: 'masters.home.groups.organisation', masters: ['company', 'department', 'designation'] },
  { titleKey: 'masters.home.groups.money', masters: ['currency', 'gst', 'tds', 'paymentmode'] },
  { titleKey: 'masters.home.groups.budget', masters: ['category', 'subcategory'] },
  { titleKey: 'masters.home.groups.places', masters: ['country', 'city', 'shootlocation'] },
  {
    titleKey: 'masters.home.groups.production',
    masters: ['projecttype', 'employment', 'worktype', 'priority'],
  },
  { titleKey: 'masters.home.groups.customise', masters: ['customfield'] },
]

/** /master: every master list the user may open, with how many records each holds. */
export default function SettingsHomePage() {
  const { t, i18n } = useTranslation()
  const flags = useSession((state) => state.flags)
  const summary = useQuery(masterSummaryQuery())
  const counts = new Map(summary.data?.map((row) => [row.key, row]))
  const visible = (key: MasterKey) => {
    const flag = masterDefinition(key).flag as FeatureFlag | undefined
    return !flag || flags[flag]
  }
  return (
    <>
      <PageHeader title={t('pages.settings')} description={t('masters.home.description')} />
      {summary.isError ? (
        <div className="mb-6">
          <Alert tone="warning" title={t('masters.home.countsFailed')}>
            <Button size="sm" variant="secondary" icon="refresh" onClick={() => void summary.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        </div>
      ) : null}
      <div className="space-y-8">
        {GROUPS.map((group) => (
          <section key={group.titleKey} aria-labelledby={group.titleKey}>
            <h2
              id={group.titleKey}
              className="mb-3 text-sm font-semibold uppercase tracking-wide text-ink-muted"
            >
              {t(group.titleKey)}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {group.masters.filter(visible).map((key) => {
                const page = MASTER_PAGES[key]
                const count = counts.get(key)
                return (
                  <li key={key}>
                    <Link
                      to={page.path}
                      className="flex h-full items-start gap-3 rounded-card border border-line bg-surface p-4 shadow-card transition-colors hover:border-primary-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-400"
                    >
                      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-600 dark:bg-surface-muted dark:text-link">
                        <Icon name={page.icon} className="size-5" />
                      </span>
                      <span className="min-w-0">
                        <span className="block font-semibold text-ink">{t(page.titleKey)}</span>
                        <span className="block text-sm text-ink-muted">
                          {count
                            ? t('masters.home.count', {
                                count: count.active,
                                formatted: count.active.toLocaleString(i18n.language),
                              })
                            : summary.isPending
                              ? t('common.loading')
                              : '—'}
                        </span>
                      </span>
                    </Link>
                  </li>
                )
              })}
              {group.titleKey === 'masters.home.groups.customise' ? (
                <li>
                  <Link
                    to="/modules"
                    className="flex h-full items-start gap-3 rounded-card border border-line bg-surface p-4 shadow-card transition-colors hover:border-primary-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-400"
                  >
                    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-600 dark:bg-surface-muted dark:text-link">
                      <Icon name="cog" className="size-5" />
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold text-ink">{t('pages.modules')}</span>
                      <span className="block text-sm text-ink-muted">{t('masters.home.modules')}</span>
                    </span>
                  </Link>
                </li>
              ) : null}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}
