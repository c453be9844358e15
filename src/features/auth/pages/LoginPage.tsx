import { getRouteApi, Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { TextField } from '@/components/Field'
import { PublicCard } from '@/components/PublicLayout'
import { type FieldErrors, validateForm } from '@/lib/forms'
import { useHomePath } from '@/lib/home'
import { ProviderSignIn } from '../components/ProviderSignIn'
import { useSignIn } from '../hooks'
import { signInErrorMessage } from '../messages'

const route = getRouteApi('/_public/login')

export default function LoginPage() {
  const { t } = useTranslation()
  const { to } = route.useSearch()
  const signIn = useSignIn(to)
  const home = useHomePath()
  const [values, setValues] = useState({ email: '', password: '' })
  const [errors, setErrors] = useState<FieldErrors>({})

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The contract's schema loads on submit (usually already fetched): the form paints without zod.
    const { loginRequestSchema } = await import('@contract/auth')
    const checked = validateForm(loginRequestSchema, values, t)
    setErrors(checked.ok ? {} : checked.errors)
    if (checked.ok) signIn.mutate(checked.data)
  }

  return (
    <PublicCard title={t('auth.login.title')} description={t('auth.login.subtitle')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {signIn.isError ? <Alert tone="danger">{signInErrorMessage(signIn.error, t)}</Alert> : null}
        {signIn.data === false ? (
          <Alert tone="warning" title={t('auth.login.alreadyMessage')}>
            <Link to={home} className="font-medium text-link hover:underline">
              {t('auth.login.continue')}
            </Link>
          </Alert>
        ) : null}
        <TextField
          label={t('auth.fields.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={values.email}
          error={errors.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        <div className="flex justify-end">
          <Link to="/pages/forgot-password" className="text-sm font-medium text-link hover:underline">
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={signIn.isPending}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <ProviderSignIn />
      <p className="mt-6 text-center text-sm text-ink-muted">
        {t('auth.login.newHere')}{' '}
        <Link to="/pages/register" className="font-medium text-link hover:underline">
          {t('auth.login.requestAccount')}
        </Link>
      </p>
    </PublicCard>
  )
}
