import { forgotPasswordRequestSchema } from '@contract/auth'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { TextField } from '@/components/Field'
import { PublicCard } from '@/components/PublicLayout'
import { type FieldErrors, validateForm } from '@/lib/forms'
import { requestPasswordReset } from '../api'
import { requestErrorMessage } from '../messages'

export default function ForgotPasswordPage() {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const request = useMutation({ mutationFn: requestPasswordReset })

  if (request.isSuccess) {
    return (
      <PublicCard title={t('auth.forgot.doneTitle')} description={t('auth.forgot.doneBody', { email })}>
        <Link to="/login" className="font-medium text-link hover:underline">
          {t('auth.backToSignIn')}
        </Link>
      </PublicCard>
    )
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = validateForm(forgotPasswordRequestSchema, { email }, t)
    setErrors(checked.ok ? {} : checked.errors)
    if (checked.ok) request.mutate(checked.data)
  }

  return (
    <PublicCard title={t('auth.forgot.title')} description={t('auth.forgot.subtitle')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {request.isError ? <Alert tone="danger">{requestErrorMessage(request.error, t)}</Alert> : null}
        <TextField
          label={t('auth.fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-link hover:underline">
          {t('auth.backToSignIn')}
        </Link>
      </p>
    </PublicCard>
  )
}
