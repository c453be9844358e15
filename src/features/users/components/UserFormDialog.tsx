import { isAdminRole, LANGUAGES, MODULE_CODES } from '@contract/codes'
import { DEFAULT_MODULE_ACCESS, DEFAULT_PAGE_ACCESS } from '@contract/defaults'
import { createUserRequestSchema, type User, updateUserRequestSchema } from '@contract/users'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, FormActions } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { CheckboxGroup, SelectField, TextField } from '@/components/Field'
import { LANGUAGE_NAMES } from '@/components/LanguageSelect'
import { userRolesQuery } from '@/features/access-control'
import { companyOptionsQuery, departmentOptionsQuery, designationOptionsQuery } from '@/features/directory'
import { ApiError } from '@/lib/api-error'
import { type FieldErrors, fieldErrorsFrom, parseForm } from '@/lib/forms'
import { notify } from '@/lib/notifications'
import { createUser, updateUser, usersKeys } from '../api'

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
  const [values, setValues] = useState<Values>(() => valuesOf(user))
  const [errors, setErrors] = useState<FieldErrors>({})
  // A new user starts with the usual access of the chosen role, until the Admin picks their own.
  const [accessTouched, setAccessTouched] = useState(Boolean(user))
  const roles = useQuery(userRolesQuery())
  const companies = useQuery(companyOptionsQuery())
  const companyId = Number(values.company_id)
  const departments = useQuery({ ...departmentOptionsQuery(companyId), enabled: companyId > 0 })
  const designations = useQuery({ ...designationOptionsQuery(companyId), enabled: companyId > 0 })
  const chosenRole = roles.data?.find((role) => String(role.role_id) === values.role_id)
  const isAdmin = isAdminRole(chosenRole?.role_type)

  const save = useMutation({
    mutationFn: async () => {
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
        ? updateUser(user.user_id, parseForm(updateUserRequestSchema, input, t))
        : createUser(parseForm(createUserRequestSchema, input, t))
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: usersKeys.all })
      notify({
        variant: 'success',
        message: user ? t('users.saved', { name: saved.name }) : t('users.created', { name: saved.name }),
      })
      onClose()
    },
    onError: (failure) => setErrors(fieldErrorsFrom(failure)),
  })

  const field = (name: keyof Values) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    save.mutate()
  }
  const none = { value: '', label: t('common.none') }
  const moduleOptions = MODULE_CODES.map((code) => ({ value: code as number, label: t(`modules.${code}`) }))
  const serverMessage =
    save.error instanceof ApiError && Object.keys(fieldErrorsFrom(save.error)).length === 0
      ? save.error.message
      : null

  return (
    <Dialog
      open={open}
      onClose={onClose}
      wide
      title={user ? t('users.editTitle', { name: user.name }) : t('users.addTitle')}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        {serverMessage ? <Alert tone="danger">{serverMessage}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('users.fields.name')} autoComplete="off" {...field('name')} />
          <TextField label={t('users.fields.email')} type="email" autoComplete="off" {...field('email')} />
          <TextField
            label={t('users.fields.phone')}
            type="tel"
            hint={t('common.optional')}
            {...field('phone')}
          />
          <SelectField
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
            {...field('role_id')}
            onChange={(event) => {
              const role = roles.data?.find((candidate) => String(candidate.role_id) === event.target.value)
              setValues({
                ...values,
                role_id: event.target.value,
                ...(role && !accessTouched
                  ? {
                      module_access: DEFAULT_MODULE_ACCESS[role.role_type],
                      page_access: DEFAULT_PAGE_ACCESS[role.role_type],
                    }
                  : {}),
              })
            }}
          />
          <SelectField
            label={t('users.fields.company')}
            options={[
              none,
              ...(companies.data ?? []).map((company) => ({
                value: String(company.id),
                label: company.label,
              })),
            ]}
            {...field('company_id')}
            onChange={(event) =>
              setValues({ ...values, company_id: event.target.value, department_id: '', designation_id: '' })
            }
          />
          <SelectField
            label={t('users.fields.department')}
            disabled={!companyId}
            options={[
              none,
              ...(departments.data ?? []).map((department) => ({
                value: String(department.department_id),
                label: department.name,
              })),
            ]}
            {...field('department_id')}
          />
          <SelectField
            label={t('users.fields.designation')}
            disabled={!companyId}
            options={[
              none,
              ...(designations.data ?? []).map((designation) => ({
                value: String(designation.designation_id),
                label: designation.name,
              })),
            ]}
            {...field('designation_id')}
          />
          <SelectField
            label={t('users.fields.language')}
            options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
            {...field('language')}
          />
          <SelectField
            label={t('users.fields.contractActive')}
            options={[
              { value: '1', label: t('users.contract.1') },
              { value: '4', label: t('users.contract.4') },
            ]}
            {...field('contract_active')}
          />
          {user ? null : (
            <TextField
              label={t('users.fields.password')}
              type="password"
              autoComplete="new-password"
              hint={t('users.passwordHint')}
              {...field('password')}
            />
          )}
        </div>
        <CheckboxGroup
          legend={t('users.fields.moduleAccess')}
          hint={isAdmin ? t('users.adminsOpenAll') : t('users.moduleAccessHint')}
          disabled={isAdmin}
          options={moduleOptions}
          value={values.module_access}
          onChange={(module_access) => {
            setAccessTouched(true)
            setValues({ ...values, module_access })
          }}
        />
        <CheckboxGroup
          legend={t('users.fields.pageAccess')}
          hint={t('users.pageAccessHint')}
          disabled={isAdmin}
          options={moduleOptions}
          value={values.page_access}
          onChange={(page_access) => {
            setAccessTouched(true)
            setValues({ ...values, page_access })
          }}
        />
        {errors.module_access ? <p className="text-sm text-danger">{errors.module_access}</p> : null}
        <FormActions
          onCancel={onClose}
          submitLabel={user ? t('common.save') : t('users.add')}
          busy={save.isPending}
          divided
        />
      </form>
    </Dialog>
  )
}
