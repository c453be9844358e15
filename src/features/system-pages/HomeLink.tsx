import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '@/components/Button'
import { homePathFor } from '@/lib/access'
import { useSession } from '@/lib/session'

/** "Home" for whoever is looking: their start page when signed in, the sign-in page otherwise. */
export function HomeLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation()
  const token = useSession((state) => state.accessToken)
  const role = useSession((state) => state.role)
  return token ? (
    <Link to={homePathFor(role)} className={buttonClasses(variant)}>
      {t('common.backHome')}
    </Link>
  ) : (
    <Link to="/login" className={buttonClasses(variant)}>
      {t('auth.login.submit')}
    </Link>
  )
}
