import { profileNameSchema } from '@contract/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { TextField } from '@/components/Field'
import { Card, PageHeader } from '@/components/Layout'
import { PageSpinner } from '@/components/Spinner'
import { authKeys, updateProfile, useProfile } from '@/features/auth'
import { ApiError } from '@/lib/api-error'
import { validateForm } from '@/lib/forms'
import { notify, PROFILE_ERROR_NOTIFICATION_MS } from '@/lib/notifications'
import { useSession } from '@/lib/session'

const nameForm = profileNameSchema

export default function ProfilePage() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const profile = useProfile()
  const applyProfile = useSession((state) => state.applyProfile)
  const [name, setName] = useState('')
  const [error, setError] = useState<string | undefined>()
  useEffect(() => {
    if (profile.data) setName(profile.data.user.name)
  }, [profile.data])

  const save = useMutation({
    mutationFn: (newName: string) => updateProfile({ name: newName }),
    onSuccess: (updated) => {
      queryClient.setQueryData(authKeys.profile, updated)
      applyProfile(updated)
      notify({ variant: 'success', message: t('profile.saved') })
    },
    // Spec section 8: a failed name update is a danger notification titled "Error", shown 8.8 s.
    onError: (failure) => {
      notify({
        variant: 'danger',
        title: t('profile.errorTitle'),
        message: failure instanceof ApiError ? failure.message : t('errors.network'),
        durationMs: PROFILE_ERROR_NOTIFICATION_MS,
      })
    },
  })

  if (profile.isPending) return <PageSpinner />
  if (!profile.data) return null
  const { user, role } = profile.data

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = validateForm(nameForm, name, t)
    setError(checked.ok ? undefined : checked.errors.form)
    if (checked.ok) save.mutate(checked.data)
  }

  return (
    <>
      <PageHeader title={t('pages.profile')} description={t('profile.description')} />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <h2 className="text-base font-semibold text-ink">{t('profile.personal')}</h2>
          <form noValidate onSubmit={submit} className="mt-4 max-w-md space-y-4">
            <TextField
              label={t('profile.name')}
              name="name"
              autoComplete="name"
              value={name}
              error={error}
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </form>
        </Card>
        <Card>
          <h2 className="text-base font-semibold text-ink">{t('profile.account')}</h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-ink-muted">{t('auth.fields.email')}</dt>
              <dd className="font-medium text-ink">{user.email}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">{t('profile.role')}</dt>
              <dd className="font-medium text-ink">{t(`roles.${role}`)}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">{t('profile.organization')}</dt>
              <dd className="font-medium text-ink">{user.organization_name}</dd>
            </div>
          </dl>
        </Card>
      </div>
    </>
  )
}
