import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/Icon'
import { useVisibleNavigation } from '@/features/shell'
import { useSession } from '@/lib/session'
import { HomeLink } from '../HomeLink'
import { StatusCard } from '../StatusCard'

/** Where a user lands when the module they asked for is not among the modules they were given. */
export default function LandingPage() {
  const { t } = useTranslation()
  const signedIn = useSession((state) => Boolean(state.accessToken))
  const pages = useVisibleNavigation().flatMap((group) => group.items)
  return (
    <StatusCard icon="info" title={t('status.landing.title')} actions={signedIn ? null : <HomeLink />}>
      <p>{t('status.landing.body')}</p>
      {signedIn && pages.length > 0 ? (
        <>
          <p className="mt-5 font-medium text-ink">{t('status.landing.youCanOpen')}</p>
          <ul className="mt-3 grid gap-2 text-left sm:grid-cols-2">
            {pages.map((page) => (
              <li key={page.path}>
                <Link
                  to={page.path}
                  className="flex items-center gap-2 rounded-control border border-line px-3 py-2 text-sm text-ink hover:border-primary-300 hover:text-link"
                >
                  <Icon name={page.icon} className="size-4" /> {t(page.titleKey)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </StatusCard>
  )
}
