import { FEATURE_FLAGS, MODULE_CODES } from '@contract/codes'
import {
  createOrganizationRequestSchema,
  type Organization,
  updateOrganizationRequestSchema,
} from '@contract/organizations'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type * as z from 'zod/mini'
import { FormCheckboxGroup, FormDialog, FormTextField, useAppForm } from '@/components/form'
import { checkResolver, mapCheck } from '@/lib/form-resolvers'
import { validateForm } from '@/lib/forms'
import { notify } from '@/lib/notifications'
import { createOrganization, organizationsKeys, updateOrganization } from '../api'

type Request =
  | { create: z.output<typeof createOrganizationRequestSchema> }
  | { update: z.output<typeof updateOrganizationRequestSchema> }

type Values = {
  name: string
  legal_name: string
  admin: { name: string; email: string }
  enabled_modules: number[]
  flags: string[]
}

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
  const form = useAppForm<Values, Request>({
    defaultValues: {
      name: organization?.name ?? '',
      legal_name: organization?.legal_name ?? '',
      admin: { name: '', email: '' },
      enabled_modules: (organization?.enabled_modules ?? MODULE_CODES) as number[],
      flags: FEATURE_FLAGS.filter((flag) => organization?.[flag]) as string[],
    },
    resolver: checkResolver((values: Values) => {
      const common = {
        name: values.name,
        legal_name: values.legal_name.trim() || null,
        enabled_modules: values.enabled_modules,
      }
      if (organization) {
        const flags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, values.flags.includes(flag)]))
        return mapCheck(
          validateForm(updateOrganizationRequestSchema, { ...common, ...flags }, t),
          (update): Request => ({ update }),
        )
      }
      return mapCheck(
        validateForm(createOrganizationRequestSchema, { ...common, admin: values.admin }, t),
        (create): Request => ({ create }),
      )
    }),
  })

  const save = async (request: Request) => {
    const saved =
      'create' in request
        ? await createOrganization(request.create)
        : await updateOrganization(organization?.organization_id ?? 0, request.update)
    await queryClient.invalidateQueries({ queryKey: organizationsKeys.all })
    notify({
      variant: 'success',
      message: organization
        ? t('organizations.saved', { name: saved.name })
        : t('organizations.created', { name: saved.name, email: saved.admin_email }),
    })
    onClose()
  }

  return (
    <FormDialog
      form={form}
      onSubmit={save}
      onClose={onClose}
      wide
      title={
        organization ? t('organizations.editTitle', { name: organization.name }) : t('organizations.addTitle')
      }
      description={organization ? undefined : t('organizations.addDescription')}
      submitLabel={organization ? t('common.save') : t('organizations.add')}
      className="space-y-5"
      divided
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="name" label={t('organizations.fields.name')} />
        <FormTextField
          name="legal_name"
          label={t('organizations.fields.legalName')}
          hint={t('common.optional')}
        />
        {organization ? null : (
          <>
            <FormTextField name="admin.name" label={t('organizations.fields.adminName')} />
            <FormTextField name="admin.email" label={t('organizations.fields.adminEmail')} type="email" />
          </>
        )}
      </div>
      <FormCheckboxGroup<number>
        name="enabled_modules"
        legend={t('organizations.fields.modules')}
        options={MODULE_CODES.map((code) => ({ value: code as number, label: t(`modules.${code}`) }))}
      />
      {organization ? (
        <FormCheckboxGroup<string>
          name="flags"
          legend={t('organizations.fields.features')}
          options={FEATURE_FLAGS.map((flag) => ({ value: flag as string, label: t(`features.${flag}`) }))}
        />
      ) : null}
    </FormDialog>
  )
}
