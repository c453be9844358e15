import { FEATURE_FLAGS, MODULE_CODES } from '@contract/codes'
import {
  createOrganizationRequestSchema,
  type Organization,
  updateOrganizationRequestSchema,
} from '@contract/organizations'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, FormActions } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { CheckboxGroup, TextField } from '@/components/Field'
import { ApiError } from '@/lib/api-error'
import { type FieldErrors, fieldErrorsFrom, parseForm } from '@/lib/forms'
import { notify } from '@/lib/notifications'
import { createOrganization, organizationsKeys, updateOrganization } from '../api'

/** Creates a production company's organisation (with its first Admin) or changes one. */
export function OrganizationFormDialog({
  organization,
  onClose,
}: {
  organization?: Organization
  onClose: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [values, setValues] = useState({
    name: organization?.name ?? '',
    legal_name: organization?.legal_name ?? '',
    admin_name: '',
    admin_email: '',
    enabled_modules: (organization?.enabled_modules ?? MODULE_CODES) as number[],
    flags: FEATURE_FLAGS.filter((flag) => organization?.[flag]) as string[],
  })
  const [errors, setErrors] = useState<FieldErrors>({})

  const save = useMutation({
    mutationFn: async () => {
      const common = {
        name: values.name,
        legal_name: values.legal_name.trim() || null,
        enabled_modules: values.enabled_modules,
      }
      if (organization) {
        const flags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, values.flags.includes(flag)]))
        return updateOrganization(
          organization.organization_id,
          parseForm(updateOrganizationRequestSchema, { ...common, ...flags }, t),
        )
      }
      const input = { ...common, admin: { name: values.admin_name, email: values.admin_email } }
      return createOrganization(parseForm(createOrganizationRequestSchema, input, t))
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: organizationsKeys.all })
      notify({
        variant: 'success',
        message: organization
          ? t('organizations.saved', { name: saved.name })
          : t('organizations.created', { name: saved.name, email: saved.admin_email }),
      })
      onClose()
    },
    onError: (failure) => setErrors(fieldErrorsFrom(failure)),
  })

  const text = (name: 'name' | 'legal_name' | 'admin_name' | 'admin_email') => ({
    name,
    value: values[name],
    error: errors[name] ?? (name.startsWith('admin_') ? errors.admin : undefined),
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    save.mutate()
  }
  const serverMessage =
    save.error instanceof ApiError && Object.keys(fieldErrorsFrom(save.error)).length === 0
      ? save.error.message
      : null

  return (
    <Dialog
      open
      onClose={onClose}
      wide
      title={
        organization ? t('organizations.editTitle', { name: organization.name }) : t('organizations.addTitle')
      }
      description={organization ? undefined : t('organizations.addDescription')}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        {serverMessage ? <Alert tone="danger">{serverMessage}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('organizations.fields.name')} {...text('name')} />
          <TextField
            label={t('organizations.fields.legalName')}
            hint={t('common.optional')}
            {...text('legal_name')}
          />
          {organization ? null : (
            <>
              <TextField label={t('organizations.fields.adminName')} {...text('admin_name')} />
              <TextField label={t('organizations.fields.adminEmail')} type="email" {...text('admin_email')} />
            </>
          )}
        </div>
        <CheckboxGroup
          legend={t('organizations.fields.modules')}
          options={MODULE_CODES.map((code) => ({ value: code as number, label: t(`modules.${code}`) }))}
          value={values.enabled_modules}
          onChange={(enabled_modules) => setValues({ ...values, enabled_modules })}
        />
        {organization ? (
          <CheckboxGroup
            legend={t('organizations.fields.features')}
            options={FEATURE_FLAGS.map((flag) => ({ value: flag as string, label: t(`features.${flag}`) }))}
            value={values.flags}
            onChange={(flags) => setValues({ ...values, flags })}
          />
        ) : null}
        <FormActions
          onCancel={onClose}
          submitLabel={organization ? t('common.save') : t('organizations.add')}
          busy={save.isPending}
          divided
        />
      </form>
    </Dialog>
  )
}
