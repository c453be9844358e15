import { Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Wordmark } from '@/components/Brand'
import { Icon } from '@/components/Icon'
import { WaitingBadge } from '@/features/verification'
import { useVisibleNavigation } from '../navigation'

/** The page whose entry shows how much waits on the user. */
const VERIFICATION_PATH = '/VerificationCards'

/** The navigation list; `collapsed` shows icons only, each still named. */
export function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation()
  const groups = useVisibleNavigation()
  return (
    <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto px-3 py-4">
      {groups.map((group) => (
        <div key={group.labelKey} className="mb-5">
          {collapsed ? (
            <hr className="mx-2 mb-3 border-line" />
          ) : (
            <h2 className="mb-1.5 px-3 text-xs font-semibold uppercase tracking-wider text-ink-muted">
              {t(group.labelKey)}
            </h2>
          )}
          <ul className="space-y-0.5">
            {group.items.map((item) => {
              const label = t(item.titleKey)
              return (
                <li key={item.path}>
                  <Link
                    to={item.path}
                    onClick={onNavigate}
                    aria-label={collapsed ? label : undefined}
                    title={collapsed ? label : undefined}
                    className={`flex items-center gap-3 rounded-control px-3 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink ${collapsed ? 'justify-center' : ''}`}
                    activeProps={{
                      className: 'bg-primary-50 !text-primary-700 dark:bg-surface-muted dark:!text-link',
                      'aria-current': 'page',
                    }}
                  >
                    <span className="relative shrink-0">
                      <Icon name={item.icon} className="size-5" />
                      {collapsed && item.path === VERIFICATION_PATH ? (
                        <Suspense fallback={null}>
                          <WaitingBadge collapsed />
                        </Suspense>
                      ) : null}
                    </span>
                    {collapsed ? null : <span className="truncate">{label}</span>}
                    {!collapsed && item.path === VERIFICATION_PATH ? (
                      <Suspense fallback={null}>
                        <WaitingBadge collapsed={false} />
                      </Suspense>
                    ) : null}
                  </Link>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </nav>
  )
}

export function Sidebar({ open }: { open: boolean }) {
  return (
    <aside
      data-state={open ? 'open' : 'collapsed'}
      className={`sticky top-0 hidden h-screen shrink-0 flex-col border-r border-line bg-surface transition-[width] lg:flex ${open ? 'w-sidebar' : 'w-sidebar-collapsed'}`}
    >
      <div className={`flex h-topbar items-center border-b border-line ${open ? 'px-6' : 'justify-center'}`}>
        <Link to="/" aria-label="Greenlight">
          <Wordmark collapsed={!open} />
        </Link>
      </div>
      <SidebarNav collapsed={!open} />
    </aside>
  )
}
