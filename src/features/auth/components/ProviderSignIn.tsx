import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { beginProviderSignIn } from '../oidc'
import { domainConfigQuery } from '../queries'

/** "Sign in with …" when the organisation's domain offers a third-party (OpenID Connect) provider. */
export function ProviderSignIn() {
  const { t } = useTranslation()
  const { data } = useQuery(domainConfigQuery())
  const oidc = data?.sign_in.oidc
  if (!oidc) return null
  return (
    <div className="mt-6">
      <div className="relative mb-4 text-center text-xs uppercase tracking-wide text-ink-muted">
        <span className="relative z-10 bg-surface px-2">{t('auth.login.or')}</span>
        <span className="absolute inset-x-0 top-1/2 border-t border-line" aria-hidden="true" />
      </div>
      <Button variant="secondary" className="w-full" onClick={() => beginProviderSignIn(oidc)}>
        {t('auth.login.withProvider', { provider: oidc.provider_name })}
      </Button>
    </div>
  )
}
