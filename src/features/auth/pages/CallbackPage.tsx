import { getRouteApi, Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/Feedback'
import { PublicCard } from '@/components/PublicLayout'
import { Spinner } from '@/components/Spinner'
import { useCompleteSignIn } from '../hooks'
import { providerErrorMessage } from '../messages'
import { consumeProviderState } from '../oidc'
import { loadAuthApi } from '../queries'

const route = getRouteApi('/_public/callback')

/** Where a third-party sign-in returns; its errors are shown to the user (spec section 8). */
export default function CallbackPage() {
  const { t } = useTranslation()
  const search = route.useSearch()
  const finish = useCompleteSignIn(undefined)
  const [problem, setProblem] = useState<string | null>(() =>
    search.error ? (search.error_description ?? search.error) : null,
  )
  const started = useRef(false)

  useEffect(() => {
    if (started.current || problem) return
    started.current = true
    if (!search.code) {
      setProblem(t('auth.callback.noCode'))
      return
    }
    if (!consumeProviderState(search.state)) {
      setProblem(t('auth.callback.badState'))
      return
    }
    loadAuthApi()
      .then((api) =>
        api.loginWithProvider({
          code: search.code ?? '',
          state: search.state ?? '',
          ...(search.iss ? { iss: search.iss } : {}),
        }),
      )
      .then(finish)
      .catch((error: unknown) => setProblem(providerErrorMessage(error, t)))
  }, [finish, problem, search.code, search.state, search.iss, t])

  return (
    <PublicCard title={t('auth.callback.title')}>
      {problem ? (
        <>
          <Alert tone="danger" title={t('auth.callback.failed')}>
            {problem}
          </Alert>
          <p className="mt-4 text-sm">
            <Link to="/login" className="font-medium text-link hover:underline">
              {t('auth.backToSignIn')}
            </Link>
          </p>
        </>
      ) : (
        <div className="flex items-center gap-3 text-sm text-ink-muted">
          <Spinner /> {t('auth.callback.working')}
        </div>
      )}
    </PublicCard>
  )
}
