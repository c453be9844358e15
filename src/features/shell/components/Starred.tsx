import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { IconButton } from '@/components/Button'
import { Icon } from '@/components/Icon'
import { notify } from '@/lib/notifications'
import { MAX_STARRED_PAGES, useUi } from '@/stores/ui'
import { useCurrentPage } from '../current-page'

export function StarToggle() {
  const { t } = useTranslation()
  const { path, titleKey } = useCurrentPage()
  const starred = useUi((state) => state.starred.some((page) => page.path === path))
  const star = useUi((state) => state.star)
  const unstar = useUi((state) => state.unstar)
  if (!titleKey) return null
  const toggle = () => {
    if (starred) return unstar(path)
    if (!star({ path, titleKey })) {
      notify({ variant: 'warning', message: t('starred.limit', { count: MAX_STARRED_PAGES }) })
    }
  }
  return (
    <IconButton
      icon="star"
      label={starred ? t('starred.remove', { page: t(titleKey) }) : t('starred.add', { page: t(titleKey) })}
      aria-pressed={starred}
      onClick={toggle}
      className={starred ? '!text-spinner [&_svg]:fill-current' : ''}
    />
  )
}

/** The starred-pages bar under the top bar: at most ten shortcuts, kept across sessions. */
export function StarredBar() {
  const { t } = useTranslation()
  const pages = useUi((state) => state.starred)
  const unstar = useUi((state) => state.unstar)
  return (
    <nav aria-label={t('starred.label')} className="border-b border-line bg-surface px-4 py-2 lg:px-8">
      {pages.length === 0 ? (
        <p className="flex items-center gap-2 text-xs text-ink-muted">
          <Icon name="star" className="size-4" /> {t('starred.empty')}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {pages.map((page) => (
            <li
              key={page.path}
              className="flex items-center rounded-full border border-line bg-surface-muted pl-3 text-xs font-medium"
            >
              <Link to={page.path} className="py-1 text-ink hover:text-link">
                {t(page.titleKey)}
              </Link>
              <button
                type="button"
                onClick={() => unstar(page.path)}
                aria-label={t('starred.remove', { page: t(page.titleKey) })}
                className="ml-1 inline-flex size-6 items-center justify-center rounded-full text-ink-muted hover:text-ink"
              >
                <Icon name="close" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
