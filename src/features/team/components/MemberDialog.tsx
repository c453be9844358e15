import { formatMoney, parseMoney } from '@contract/masters/fields'
import { type CreateTeamMemberRequest, ENGAGEMENTS, RATE_BASES, type TeamMember } from '@contract/team'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Dialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { SelectField, TextField } from '@/components/Field'
import { ApiError } from '@/lib/api-error'
import { choicesQuery } from '@/lib/choices'
import { fieldErrorsFrom } from '@/lib/forms'
import { notify } from '@/lib/notifications'
import { createMember, projectPeopleQuery, teamKeys, updateMember } from '../api'

type Props = { projectId: number; member?: TeamMember; onClose: () => void }
type Form = Record<string, string>

const FIELDS = [
  'user_id',
  'name',
  'department_id',
  'designation_id',
  'engagement',
  'vendor_id',
  'rate',
  'rate_basis',
  'start_date',
  'end_date',
  'pan',
  'gstin',
  'tds_id',
  'bank_account_name',
  'bank_account_number',
  'bank_ifsc',
] as const

function formOf(member?: TeamMember): Form {
  const form: Form = {}
  for (const field of FIELDS) {
    const value = member?.[field]
    form[field] = value === null || value === undefined ? '' : String(value)
  }
  if (member?.rate !== null && member?.rate !== undefined)
    form.rate = formatMoney(member.rate, member.minor_units)
  if (!member) form.engagement = 'freelancer'
  return form
}

/** "Add a person" or "Edit": who they are, how they are engaged and paid, tax and bank details. */
export function MemberDialog({ projectId, member, onClose }: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [form, setForm] = useState<Form>(() => formOf(member))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const departments = useQuery(choicesQuery('department'))
  const designations = useQuery(choicesQuery('designation'))
  const vendors = useQuery(choicesQuery('vendor'))
  const sections = useQuery(choicesQuery('tds'))
  const people = useQuery(projectPeopleQuery(projectId))
  const set = (field: string) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [field]: event.target.value }))
  const text = (field: (typeof FIELDS)[number], type = 'text') => (
    <TextField
      label={t(`team.fields.${field}`)}
      type={type}
      value={form[field] ?? ''}
      onChange={set(field)}
      error={errors[field]}
    />
  )
  const choice = (field: (typeof FIELDS)[number], options: { value: string; label: string }[]) => (
    <SelectField
      label={t(`team.fields.${field}`)}
      value={form[field] ?? ''}
      onChange={set(field)}
      error={errors[field]}
      options={[{ value: '', label: t('team.form.none') }, ...options]}
    />
  )
  const choicesOf = (data: { id: number; label: string }[] | undefined) =>
    (data ?? []).map((option) => ({ value: String(option.id), label: option.label }))

  const save = async () => {
    const id = (value: string | undefined) => (value ? Number(value) : null)
    const optional = (value: string | undefined) => value?.trim() || null
    const rate = form.rate ? parseMoney(form.rate, member?.minor_units ?? 2) : null
    if (form.rate && rate === null) {
      setErrors({ rate: t('team.form.badAmount') })
      return
    }
    const body: CreateTeamMemberRequest = {
      project_id: projectId,
      user_id: id(form.user_id),
      name: form.name?.trim() ?? '',
      department_id: id(form.department_id),
      designation_id: id(form.designation_id),
      engagement: form.engagement as CreateTeamMemberRequest['engagement'],
      vendor_id: id(form.vendor_id),
      rate,
      rate_basis: (optional(form.rate_basis) as CreateTeamMemberRequest['rate_basis']) ?? null,
      start_date: optional(form.start_date),
      end_date: optional(form.end_date),
      pan: optional(form.pan),
      gstin: optional(form.gstin),
      tds_id: id(form.tds_id),
      bank_account_name: optional(form.bank_account_name),
      bank_ifsc: optional(form.bank_ifsc),
      // A masked number is left as it is.
      ...(form.bank_account_number?.includes('•')
        ? {}
        : { bank_account_number: optional(form.bank_account_number) }),
    }
    setSaving(true)
    setFailure(null)
    try {
      const saved = member
        ? await updateMember(member.member_id, { ...body, row_version: member.row_version })
        : await createMember(body)
      queryClient.setQueryData(teamKeys.one(saved.member_id), saved)
      void queryClient.invalidateQueries({ queryKey: teamKeys.lists() })
      notify({ variant: 'success', message: t('team.toast.saved', { name: saved.name }) })
      onClose()
    } catch (error) {
      setErrors(fieldErrorsFrom(error))
      setFailure(error instanceof ApiError ? error.message : String(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={member ? t('team.form.editTitle', { name: member.name }) : t('team.form.newTitle')}
      wide
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('team.fields.user_id')}
            hint={t('team.form.userHint')}
            value={form.user_id ?? ''}
            error={errors.user_id}
            onChange={(event) => {
              const person = people.data?.find((one) => String(one.user_id) === event.target.value)
              setForm((previous) => ({
                ...previous,
                user_id: event.target.value,
                name: previous.name || person?.name || '',
              }))
            }}
            options={[
              { value: '', label: t('team.form.noLogin') },
              ...(people.data ?? []).map((person) => ({
                value: String(person.user_id),
                label: `${person.name} · ${person.project_role}`,
              })),
            ]}
          />
          {text('name')}
          {choice(
            'engagement',
            ENGAGEMENTS.map((value) => ({ value, label: t(`team.engagement.${value}`) })),
          )}
          {choice('department_id', choicesOf(departments.data))}
          {choice('designation_id', choicesOf(designations.data))}
          {choice('vendor_id', choicesOf(vendors.data))}
          {text('rate')}
          {choice(
            'rate_basis',
            RATE_BASES.map((value) => ({ value, label: t(`team.rateBasis.${value}`) })),
          )}
          {text('start_date', 'date')}
          {text('end_date', 'date')}
          {text('pan')}
          {text('gstin')}
          {choice('tds_id', choicesOf(sections.data))}
          {text('bank_account_name')}
          {text('bank_account_number')}
          {text('bank_ifsc')}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('team.form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
