import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '@/components/Button'
import { useHomePath } from '@/lib/home'
import { useSession } from '@/lib/session'

/** "Home" for whoever is looking: their start page when signed in, the sign-in page otherwise. */
export function HomeLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation()
  const token = useSession((state) => state.accessToken)
  const home = useHomePath()
  return token ? (
    <Link to={home} className={buttonClasses(variant)}>
      {t('common.backHome')}
    </Link>
  ) : (
    <Link to="/login" className={buttonClasses(variant)}>
      {t('auth.login.submit')}
    </Link>
  )
}
