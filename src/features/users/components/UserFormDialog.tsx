import { isAdminRole, LANGUAGES, MODULE_CODES } from '@contract/codes'
import { DEFAULT_MODULE_ACCESS, DEFAULT_PAGE_ACCESS } from '@contract/defaults'
import { createUserRequestSchema, type User, updateUserRequestSchema } from '@contract/users'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type * as z from 'zod/mini'
import { FormCheckboxGroup, FormDialog, FormSelectField, FormTextField, useAppForm } from '@/components/form'
import { LANGUAGE_NAMES } from '@/components/LanguageSelect'
import { userRolesQuery } from '@/features/access-control'
import { companyOptionsQuery, departmentOptionsQuery, designationOptionsQuery } from '@/features/directory'
import { checkResolver, mapCheck } from '@/lib/form-resolvers'
import { validateForm } from '@/lib/forms'
import { notify } from '@/lib/notifications'
import { createUser, updateUser, usersKeys } from '../api'

type Request =
  | { create: z.output<typeof createUserRequestSchema> }
  | { update: z.output<typeof updateUserRequestSchema> }

type Values = {
  name: string
  email: string
  phone: string
  role_id: string
  company_id: string
  department_id: string
  designation_id: string
  language: string
  contract_active: string
  module_access: number[]
  page_access: number[]
  password: string
}

function valuesOf(user?: User): Values {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    role_id: user ? String(user.role_id) : '',
    company_id: user?.company_id ? String(user.company_id) : '',
    department_id: user?.department_id ? String(user.department_id) : '',
    designation_id: user?.designation_id ? String(user.designation_id) : '',
    language: user?.language ?? 'en',
    contract_active: String(user?.contract_active ?? 1),
    module_access: user?.module_access ?? [],
    page_access: user?.page_access ?? [],
    password: '',
  }
}

const idOrNull = (value: string) => (value ? Number(value) : null)

/** Adds a user or changes one: who they are, their role, where they sit, what they may open. */
export function UserFormDialog({ user, open, onClose }: { user?: User; open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const form = useAppForm<Values, Request>({
    defaultValues: valuesOf(user),
    resolver: checkResolver((values: Values) => {
      const input = {
        name: values.name,
        email: values.email,
        phone: values.phone.trim() || null,
        role_id: Number(values.role_id) || undefined,
        company_id: idOrNull(values.company_id),
        department_id: idOrNull(values.department_id),
        designation_id: idOrNull(values.designation_id),
        language: values.language,
        contract_active: Number(values.contract_active),
        module_access: values.module_access,
        page_access: values.page_access,
        ...(user || !values.password ? {} : { password: values.password }),
      }
      return user
        ? mapCheck(validateForm(updateUserRequestSchema, input, t), (update): Request => ({ update }))
        : mapCheck(validateForm(createUserRequestSchema, input, t), (create): Request => ({ create }))
    }),
  })
  // A new user starts with the usual access of the chosen role, until the Admin picks their own.
  const [accessTouched, setAccessTouched] = useState(Boolean(user))
  const [roleId, companyText] = useWatch({ control: form.control, name: ['role_id', 'company_id'] })
  const roles = useQuery(userRolesQuery())
  const companies = useQuery(companyOptionsQuery())
  const companyId = Number(companyText)
  const departments = useQuery({ ...departmentOptionsQuery(companyId), enabled: companyId > 0 })
  const designations = useQuery({ ...designationOptionsQuery(companyId), enabled: companyId > 0 })
  const chosenRole = roles.data?.find((role) => String(role.role_id) === roleId)
  const isAdmin = isAdminRole(chosenRole?.role_type)

  const save = async (request: Request) => {
    const saved =
      'create' in request
        ? await createUser(request.create)
        : await updateUser(user?.user_id ?? 0, request.update)
    await queryClient.invalidateQueries({ queryKey: usersKeys.all })
    notify({
      variant: 'success',
      message: user ? t('users.saved', { name: saved.name }) : t('users.created', { name: saved.name }),
    })
    onClose()
  }

  const none = { value: '', label: t('common.none') }
  const moduleOptions = MODULE_CODES.map((code) => ({ value: code as number, label: t(`modules.${code}`) }))

  return (
    <FormDialog
      form={form}
      onSubmit={save}
      open={open}
      onClose={onClose}
      wide
      title={user ? t('users.editTitle', { name: user.name }) : t('users.addTitle')}
      submitLabel={user ? t('common.save') : t('users.add')}
      className="space-y-5"
      divided
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="name" label={t('users.fields.name')} autoComplete="off" />
        <FormTextField name="email" label={t('users.fields.email')} type="email" autoComplete="off" />
        <FormTextField name="phone" label={t('users.fields.phone')} type="tel" hint={t('common.optional')} />
        <FormSelectField
          name="role_id"
          label={t('users.fields.role')}
          options={[
            { value: '', label: t('users.chooseRole') },
            ...(roles.data ?? []).map((role) => ({
              value: String(role.role_id),
              label:
                role.name === role.role_type
                  ? t(`roles.${role.role_type}`)
                  : `${role.name} (${t(`roles.${role.role_type}`)})`,
            })),
          ]}
          onChange={(event) => {
            const role = roles.data?.find((candidate) => String(candidate.role_id) === event.target.value)
            if (!role || accessTouched) return
            form.setValue('module_access', DEFAULT_MODULE_ACCESS[role.role_type])
            form.setValue('page_access', DEFAULT_PAGE_ACCESS[role.role_type])
          }}
        />
        <FormSelectField
          name="company_id"
          label={t('users.fields.company')}
          options={[
            none,
            ...(companies.data ?? []).map((company) => ({ value: String(company.id), label: company.label })),
          ]}
          onChange={() => {
            form.setValue('department_id', '')
            form.setValue('designation_id', '')
          }}
        />
        <FormSelectField
          name="department_id"
          label={t('users.fields.department')}
          disabled={!companyId}
          options={[
            none,
            ...(departments.data ?? []).map((department) => ({
              value: String(department.department_id),
              label: department.name,
            })),
          ]}
        />
        <FormSelectField
          name="designation_id"
          label={t('users.fields.designation')}
          disabled={!companyId}
          options={[
            none,
            ...(designations.data ?? []).map((designation) => ({
              value: String(designation.designation_id),
              label: designation.name,
            })),
          ]}
        />
        <FormSelectField
          name="language"
          label={t('users.fields.language')}
          options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
        />
        <FormSelectField
          name="contract_active"
          label={t('users.fields.contractActive')}
          options={[
            { value: '1', label: t('users.contract.1') },
            { value: '4', label: t('users.contract.4') },
          ]}
        />
        {user ? null : (
          <FormTextField
            name="password"
            label={t('users.fields.password')}
            type="password"
            autoComplete="new-password"
            hint={t('users.passwordHint')}
          />
        )}
      </div>
      <FormCheckboxGroup<number>
        name="module_access"
        legend={t('users.fields.moduleAccess')}
        hint={isAdmin ? t('users.adminsOpenAll') : t('users.moduleAccessHint')}
        disabled={isAdmin}
        options={moduleOptions}
        onChange={() => setAccessTouched(true)}
      />
      <FormCheckboxGroup<number>
        name="page_access"
        legend={t('users.fields.pageAccess')}
        hint={t('users.pageAccessHint')}
        disabled={isAdmin}
        options={moduleOptions}
        onChange={() => setAccessTouched(true)}
      />
    </FormDialog>
  )
}
