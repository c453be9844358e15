import type { SignInProvider } from '@contract/auth'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { providerErrorMessage } from '../messages'
import { beginProviderSignIn } from '../oidc'
import { domainConfigQuery } from '../queries'

/**
 * A "Sign in with …" button per third-party (OpenID Connect) provider the server offers. On an
 * invitation link (`invitation`: its token) the sign-in links the provider's account to the
 * invited one, instead of a password.
 */
export function ProviderSignIn({ invitation, divider }: { invitation?: string; divider?: string }) {
  const { t } = useTranslation()
  const { data } = useQuery(domainConfigQuery())
  const start = useMutation({
    mutationFn: (provider: SignInProvider) => beginProviderSignIn(provider, invitation),
  })
  const providers = data?.sign_in.providers ?? []
  if (providers.length === 0) return null
  return (
    <div className="mt-6">
      <div className="relative mb-4 text-center text-xs uppercase tracking-wide text-ink-muted">
        <span className="relative z-10 bg-surface px-2">{divider ?? t('auth.login.or')}</span>
        <span className="absolute inset-x-0 top-1/2 border-t border-line" aria-hidden="true" />
      </div>
      {start.isError ? (
        <div className="mb-4">
          <Alert tone="danger">{providerErrorMessage(start.error, t)}</Alert>
        </div>
      ) : null}
      <div className="space-y-2">
        {providers.map((provider) => (
          <Button
            key={provider.id}
            variant="secondary"
            className="w-full"
            // Stays busy until the browser has left for the provider.
            loading={!start.isIdle && !start.isError && start.variables?.id === provider.id}
            disabled={start.isPending || start.isSuccess}
            onClick={() => start.mutate(provider)}
          >
            {t('auth.login.withProvider', { provider: provider.name })}
          </Button>
        ))}
      </div>
    </div>
  )
}
