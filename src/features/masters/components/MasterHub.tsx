import type { FeatureFlag } from '@contract/codes'
import { type MasterKey, masterDefinition } from '@contract/masters/definitions'
import type { MasterSummary } from '@contract/masters/schemas'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { Icon, type IconName } from '@/components/Icon'
import { PageHeader } from '@/components/Layout'
import { useSession } from '@/lib/session'
import { MASTER_PAGES } from '../registry'

export type HubGroup = {
  titleKey: string
  masters: MasterKey[]
  /** Where a list's card leads when not to its usual page (a register shown in another area). */
  paths?: Partial<Record<MasterKey, string>>
  extra?: HubCardProps[]
}

type HubCardProps = { to: string; icon: IconName; title: string; detail: string }

function HubCard({ to, icon, title, detail }: HubCardProps) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full items-start gap-3 rounded-card border border-line bg-surface p-4 shadow-card transition-colors hover:border-primary-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-400"
      >
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-600 dark:bg-surface-muted dark:text-link">
          <Icon name={icon} className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-ink">{title}</span>
          <span className="block text-sm text-ink-muted">{detail}</span>
        </span>
      </Link>
    </li>
  )
}

type MasterHubProps = {
  title: string
  description: string
  groups: HubGroup[]
  /** How many records each list holds. */
  summary: UseQueryResult<MasterSummary[]>
  children?: ReactNode
}

/** A page of master lists in groups, each card with how many records it holds (/master, /contractAllFormView). */
export function MasterHub({ title, description, groups, summary, children }: MasterHubProps) {
  const { t, i18n } = useTranslation()
  const flags = useSession((state) => state.flags)
  const counts = new Map(summary.data?.map((row) => [row.key, row]))
  const visible = (key: MasterKey) => {
    const flag = masterDefinition(key).flag as FeatureFlag | undefined
    return !flag || flags[flag]
  }
  const countOf = (key: MasterKey) => {
    const count = counts.get(key)
    if (count)
      return t('masters.home.count', {
        count: count.active,
        formatted: count.active.toLocaleString(i18n.language),
      })
    return summary.isPending ? t('common.loading') : '—'
  }
  return (
    <>
      <PageHeader title={title} description={description} />
      {summary.isError ? (
        <div className="mb-6">
          <Alert tone="warning" title={t('masters.home.countsFailed')}>
            <Button size="sm" variant="secondary" icon="refresh" onClick={() => void summary.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        </div>
      ) : null}
      {children}
      <div className="space-y-8">
        {groups.map((group) => (
          <section key={group.titleKey} aria-labelledby={group.titleKey}>
            <h2
              id={group.titleKey}
              className="mb-3 text-sm font-semibold uppercase tracking-wide text-ink-muted"
            >
              {t(group.titleKey)}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {group.masters.filter(visible).map((key) => (
                <HubCard
                  key={key}
                  to={group.paths?.[key] ?? MASTER_PAGES[key].path}
                  icon={MASTER_PAGES[key].icon}
                  title={t(MASTER_PAGES[key].titleKey)}
                  detail={countOf(key)}
                />
              ))}
              {group.extra?.map((card) => (
                <HubCard key={card.to} {...card} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}
