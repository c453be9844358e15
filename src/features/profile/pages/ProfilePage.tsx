import { profileNameSchema } from '@contract/auth'
import { FEATURE_FLAGS, type FeatureFlag, isAdminRole } from '@contract/codes'
import { Field, Label, Switch } from '@headlessui/react'
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

  const switchFeature = useMutation({
    mutationFn: ({ flag, on }: { flag: FeatureFlag; on: boolean }) => updateProfile({ [flag]: on }),
    // Spec section 4: a feature flag change updates the profile and reloads the page.
    onSuccess: () => window.location.reload(),
    onError: (failure) => {
      if (failure instanceof ApiError && !failure.notified)
        notify({ variant: 'danger', title: t('profile.errorTitle'), message: failure.message })
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
        {isAdminRole(role) ? (
          <Card className="lg:col-span-2">
            <h2 className="text-base font-semibold text-ink">{t('profile.features')}</h2>
            <p className="mt-1 text-sm text-ink-muted">
              {t('profile.featuresHint', { organization: user.organization_name })}
            </p>
            <ul className="mt-4 divide-y divide-line">
              {FEATURE_FLAGS.map((flag) => (
                <li key={flag}>
                  <Field className="flex items-center justify-between gap-4 py-3">
                    <Label className="text-sm text-ink">{t(`features.${flag}`)}</Label>
                    <Switch
                      checked={profile.data[flag]}
                      disabled={switchFeature.isPending}
                      onChange={(on: boolean) => switchFeature.mutate({ flag, on })}
                      className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-line transition-colors data-[checked]:bg-primary-600 data-[disabled]:opacity-60"
                    >
                      <span className="inline-block size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-6" />
                    </Switch>
                  </Field>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
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
