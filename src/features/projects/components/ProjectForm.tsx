import type { FieldError } from '@contract/envelope'
import type { MasterOption } from '@contract/masters/schemas'
import {
  createProjectRequestSchema,
  PROJECT_STATUSES,
  type Project,
  updateProjectRequestSchema,
} from '@contract/projects'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { SelectField, TextAreaField, TextField } from '@/components/Field'
import { ApiError } from '@/lib/api-error'
import { type FieldErrors, InvalidForm } from '@/lib/forms'
import { createProject, updateProject } from '../api'
import { checkProjectForm, problemsByField } from '../messages'
import { ChoiceSelect } from './ChoiceSelect'
import { CityPicker } from './CityPicker'

type Values = {
  name: string
  code: string
  status: string
  project_type_id: string
  company_id: string
  currency_id: string
  start_date: string
  end_date: string
  cities: MasterOption[]
  description: string
}

function valuesOf(project?: Project): Values {
  return {
    name: project?.name ?? '',
    code: project?.code ?? '',
    status: project?.status ?? 'development',
    project_type_id: project?.project_type_id ? String(project.project_type_id) : '',
    company_id: project?.company_id ? String(project.company_id) : '',
    currency_id: project?.currency_id ? String(project.currency_id) : '',
    start_date: project?.start_date ?? '',
    end_date: project?.end_date ?? '',
    cities: (project?.city_ids ?? []).map((id, index) => ({
      id,
      label: project?.city_names[index] ?? String(id),
    })),
    description: project?.description ?? '',
  }
}

const idOrNull = (value: string) => (value ? Number(value) : null)

function requestOf(values: Values) {
  return {
    name: values.name,
    code: values.code,
    status: values.status,
    project_type_id: idOrNull(values.project_type_id),
    company_id: idOrNull(values.company_id),
    currency_id: idOrNull(values.currency_id),
    start_date: values.start_date || null,
    end_date: values.end_date || null,
    city_ids: values.cities.map((city) => city.id),
    description: values.description.trim() || null,
  }
}

type Props = {
  /** The project to change; without it the form sets up a new one. */
  project?: Project
  /** Shown, not changeable (no permission, or archived). */
  readOnly?: boolean
  onSaved: (project: Project) => void
  /** Extra buttons beside the submit button (Cancel). */
  secondaryAction?: ReactNode
}

/**
 * A project's details: what it is, when and where it shoots, and the currency its budget is kept
 * in. Checked against the contract before sending; the server's answers show on their fields.
 */
export function ProjectForm({ project, readOnly = false, onSaved, secondaryAction }: Props) {
  const { t } = useTranslation()
  const [values, setValues] = useState<Values>(() => valuesOf(project))
  const [errors, setErrors] = useState<FieldErrors>({})
  const formId = useId()

  const save = useMutation({
    mutationFn: async () => {
      const request = requestOf(values)
      if (project) {
        const checked = checkProjectForm(updateProjectRequestSchema, request, t)
        if (!checked.ok) throw new InvalidForm(checked.errors)
        return updateProject(project.project_id, checked.data)
      }
      const checked = checkProjectForm(createProjectRequestSchema, request, t)
      if (!checked.ok) throw new InvalidForm(checked.errors)
      return createProject(checked.data)
    },
    onSuccess: onSaved,
    onError: (failure) => {
      if (failure instanceof InvalidForm) setErrors(failure.errors)
      else if (failure instanceof ApiError) setErrors(problemsByField(failure.fieldErrors as FieldError[], t))
    },
  })

  /** A changed field loses its old message: it is checked again on the next submit. */
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues({ ...values, [name]: value })
    const field = name === 'cities' ? 'city_ids' : name
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest)
  }
  const text = (name: Exclude<keyof Values, 'cities'>) => ({
    name,
    value: values[name],
    error: errors[name],
    disabled: readOnly,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    save.mutate()
  }
  // A refusal of the whole request (a 404 or 409 without fields) shows above the form.
  const refusal =
    save.error instanceof ApiError && save.error.fieldErrors.length === 0 && !save.error.notified
      ? save.error.message
      : null
  const invalid = Object.keys(errors).length > 0

  return (
    <form noValidate onSubmit={submit} aria-label={t('projects.form.label')} className="space-y-6">
      {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
      {invalid ? <Alert tone="danger">{t('projects.form.checkFields')}</Alert> : null}
      <section aria-labelledby={`${formId}-details`} className="space-y-4">
        <h2 id={`${formId}-details`} className="text-base font-semibold text-ink">
          {t('projects.form.details')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('projects.fields.name')} autoComplete="off" {...text('name')} />
          <TextField
            label={t('projects.fields.code')}
            autoComplete="off"
            hint={t('projects.form.codeHint')}
            {...text('code')}
          />
          <ChoiceSelect
            choice="projecttype"
            label={t('projects.fields.projectType')}
            current={project ? { id: project.project_type_id, label: project.project_type_name } : undefined}
            emptyLabel={t('projects.form.notSet')}
            {...text('project_type_id')}
          />
          <SelectField
            label={t('projects.fields.status')}
            options={PROJECT_STATUSES.map((status) => ({
              value: status,
              label: t(`projects.status.${status}`),
            }))}
            {...text('status')}
          />
          <ChoiceSelect
            choice="company"
            label={t('projects.fields.company')}
            current={project ? { id: project.company_id, label: project.company_name } : undefined}
            emptyLabel={t('projects.form.notSet')}
            {...text('company_id')}
          />
          <ChoiceSelect
            choice="currency"
            label={t('projects.fields.currency')}
            hint={t('projects.form.currencyHint')}
            current={project ? { id: project.currency_id, label: project.currency_code } : undefined}
            emptyLabel={t('projects.form.baseCurrency')}
            {...text('currency_id')}
          />
        </div>
      </section>
      <section aria-labelledby={`${formId}-schedule`} className="space-y-4 border-t border-line pt-5">
        <h2 id={`${formId}-schedule`} className="text-base font-semibold text-ink">
          {t('projects.form.schedule')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('projects.fields.startDate')} type="date" {...text('start_date')} />
          <TextField label={t('projects.fields.endDate')} type="date" {...text('end_date')} />
        </div>
        <CityPicker
          label={t('projects.fields.cities')}
          hint={t('projects.form.citiesHint')}
          value={values.cities}
          error={errors.city_ids}
          disabled={readOnly}
          onChange={(cities) => set('cities', cities)}
        />
        <TextAreaField label={t('projects.fields.description')} rows={4} {...text('description')} />
      </section>
      {readOnly ? null : (
        <div className="flex justify-end gap-2 border-t border-line pt-4">
          {secondaryAction}
          <Button type="submit" loading={save.isPending}>
            {project ? t('projects.form.save') : t('projects.form.create')}
          </Button>
        </div>
      )}
    </form>
  )
}
