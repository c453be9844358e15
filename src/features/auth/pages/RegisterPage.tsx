import { registerRequestSchema } from '@contract/auth'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { TextField } from '@/components/Field'
import { PublicCard } from '@/components/PublicLayout'
import { type FieldErrors, fieldErrorsFrom, validateForm } from '@/lib/forms'
import { register } from '../api'
import { requestErrorMessage } from '../messages'

const EMPTY = { organization_name: '', name: '', email: '', phone: '' }

/** A production company asks for a Greenlight organisation; platform staff follow up. */
export default function RegisterPage() {
  const { t } = useTranslation()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const request = useMutation({ mutationFn: register, onError: (error) => setErrors(fieldErrorsFrom(error)) })

  if (request.isSuccess) {
    return (
      <PublicCard
        title={t('auth.register.doneTitle')}
        description={t('auth.register.doneBody', { email: values.email })}
      >
        <Link to="/login" className="font-medium text-link hover:underline">
          {t('auth.backToSignIn')}
        </Link>
      </PublicCard>
    )
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = { ...values, phone: values.phone.trim() || undefined }
    const checked = validateForm(registerRequestSchema, input, t)
    setErrors(checked.ok ? {} : checked.errors)
    if (checked.ok) request.mutate(checked.data)
  }
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  })

  return (
    <PublicCard title={t('auth.register.title')} description={t('auth.register.subtitle')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {request.isError ? <Alert tone="danger">{requestErrorMessage(request.error, t)}</Alert> : null}
        <TextField
          label={t('auth.fields.company')}
          autoComplete="organization"
          {...field('organization_name')}
        />
        <TextField label={t('auth.fields.name')} autoComplete="name" {...field('name')} />
        <TextField label={t('auth.fields.workEmail')} type="email" autoComplete="email" {...field('email')} />
        <TextField
          label={t('auth.fields.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('common.optional')}
          {...field('phone')}
        />
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          {t('auth.register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-muted">
        {t('auth.register.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-link hover:underline">
          {t('auth.login.submit')}
        </Link>
      </p>
    </PublicCard>
  )
}
