import { Link, useRouter } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { TextField } from '@/components/Field'
import { Icon } from '@/components/Icon'
import { PublicCard } from '@/components/PublicLayout'
import { safeRedirectPath } from '@/lib/access'
import { homePathOf, routerAccessOf } from '@/lib/home'
import { useSession } from '@/lib/session'
import { useSignOut } from '../hooks'
import { signInErrorMessage } from '../messages'
import { loadAuthApi } from '../queries'

/** A locked session: the user's work stays, the password opens it again. */
export default function LockScreenPage() {
  const { t } = useTranslation()
  const router = useRouter()
  const session = useSession()
  const signOut = useSignOut()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const email = session.profile?.user.email

  if (!session.accessToken || !email) {
    return (
      <PublicCard title={t('auth.lock.title')} description={t('auth.lock.noSession')}>
        <Link to="/login" className="font-medium text-link hover:underline">
          {t('auth.login.submit')}
        </Link>
      </PublicCard>
    )
  }

  const unlock = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!password) {
      setError(t('validation.required'))
      return
    }
    setBusy(true)
    setError(null)
    try {
      const answer = await (await loadAuthApi()).login({ email, password })
      // The fresh token replaces the old one; the stored profile stays as it was.
      useSession.setState({ accessToken: answer.token, locked: false })
      const to = new URLSearchParams(window.location.search).get('to')
      await router.navigate({ href: safeRedirectPath(to, homePathOf(routerAccessOf(router))), replace: true })
    } catch (failure) {
      setError(signInErrorMessage(failure, t))
    } finally {
      setBusy(false)
    }
  }

  return (
    <PublicCard title={t('auth.lock.title')} description={t('auth.lock.subtitle')}>
      <div className="mb-6 flex items-center gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-600">
          <Icon name="lock" />
        </span>
        <div>
          <p className="font-semibold text-ink">{session.userName}</p>
          <p className="text-sm text-ink-muted">{email}</p>
        </div>
      </div>
      <form noValidate onSubmit={unlock} className="space-y-4">
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" size="lg" className="w-full" loading={busy}>
          {t('auth.lock.unlock')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <button
          type="button"
          className="font-medium text-link hover:underline"
          onClick={() => signOut.mutate()}
        >
          {t('auth.lock.otherUser')}
        </button>
      </p>
    </PublicCard>
  )
}
