import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/Icon'
import { useVisibleNavigation } from '@/features/shell'

/** Every part of Greenlight the user can open, by the sidebar's groups. */
export function ModuleTiles() {
  const { t } = useTranslation()
  const groups = useVisibleNavigation()
  return (
    <>
      {groups.map((group) => (
        <section key={group.labelKey} className="mb-8" aria-labelledby={`dash-${group.labelKey}`}>
          <h2
            id={`dash-${group.labelKey}`}
            className="mb-3 text-sm font-semibold uppercase tracking-wider text-ink-muted"
          >
            {t(group.labelKey)}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {group.items.map((item) => (
              <li key={item.path}>
                <Link
                  to={item.path}
                  className="flex h-full items-center gap-3 rounded-card border border-line bg-surface p-4 shadow-card transition-colors hover:border-primary-300"
                >
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-primary-50 text-primary-600 dark:bg-surface-muted dark:text-link">
                    <Icon name={item.icon} />
                  </span>
                  <span className="text-sm font-medium text-ink">{t(item.titleKey)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}
