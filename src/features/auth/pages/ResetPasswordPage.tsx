import { resetPasswordRequestSchema } from '@contract/auth'
import { useMutation } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { TextField } from '@/components/Field'
import { PublicCard } from '@/components/PublicLayout'
import { type FieldErrors, fieldErrorsFrom, validateForm } from '@/lib/forms'
import { resetPassword } from '../api'
import { ProviderSignIn } from '../components/ProviderSignIn'
import { requestErrorMessage } from '../messages'

const route = getRouteApi('/_public/pages/reset-password')

export default function ResetPasswordPage() {
  const { t } = useTranslation()
  const { token } = route.useSearch()
  const [values, setValues] = useState({ password: '', confirm: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const request = useMutation({
    mutationFn: resetPassword,
    onError: (error) => setErrors(fieldErrorsFrom(error)),
  })

  if (!token) {
    return (
      <PublicCard title={t('auth.reset.title')}>
        <Alert tone="warning">{t('auth.reset.missingToken')}</Alert>
        <p className="mt-4 text-sm">
          <Link to="/pages/forgot-password" className="font-medium text-link hover:underline">
            {t('auth.reset.requestNew')}
          </Link>
        </p>
      </PublicCard>
    )
  }
  if (request.isSuccess) {
    return (
      <PublicCard title={t('auth.reset.doneTitle')} description={t('auth.reset.doneBody')}>
        <Link to="/login" className="font-medium text-link hover:underline">
          {t('auth.login.submit')}
        </Link>
      </PublicCard>
    )
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = validateForm(resetPasswordRequestSchema, { token, password: values.password }, t)
    const next: FieldErrors = checked.ok ? {} : { ...checked.errors }
    if (values.confirm !== values.password) next.confirm = t('auth.reset.mismatch')
    setErrors(next)
    if (checked.ok && !next.confirm) request.mutate(checked.data)
  }

  return (
    <PublicCard title={t('auth.reset.title')} description={t('auth.reset.subtitle')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {errors.token ? (
          <Alert tone="danger">{errors.token}</Alert>
        ) : request.isError ? (
          <Alert tone="danger">{requestErrorMessage(request.error, t)}</Alert>
        ) : null}
        <TextField
          label={t('auth.fields.newPassword')}
          type="password"
          name="password"
          autoComplete="new-password"
          hint={t('auth.reset.rule')}
          value={values.password}
          error={errors.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        <TextField
          label={t('auth.fields.confirmPassword')}
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={values.confirm}
          error={errors.confirm}
          onChange={(event) => setValues({ ...values, confirm: event.target.value })}
        />
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </form>
      {/* An invitation may be answered with the organisation's sign-in; a reset link is refused. */}
      <ProviderSignIn invitation={token} divider={t('auth.reset.orProvider')} />
    </PublicCard>
  )
}
