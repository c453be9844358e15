import type { FieldError } from '@contract/envelope'
import { checkCustomValues } from '@contract/masters/custom-values'
import { MASTERS, type MasterKey } from '@contract/masters/definitions'
import { type Field, formatMoney, parseMoney, refLabelKey } from '@contract/masters/fields'
import { checkWrite, defaultsOf, hasDefault } from '@contract/masters/rules'
import {
  type AnyMasterRecord,
  type CustomFieldDefinition,
  type CustomValues,
  masterSchemas,
} from '@contract/masters/schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormActions } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/Field'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notifications'
import { createMaster, customFieldsQuery, mastersKeys, updateMaster } from '../api'
import { choiceLabel } from '../columns'
import { problemsByField } from '../messages'
import { MASTER_PAGES } from '../registry'
import { RefField } from './RefField'

type Values = Record<string, unknown>
type Problems = Record<string, string>

const fieldsOf = (key: MasterKey) => Object.entries(MASTERS[key].fields) as [string, Field][]

/** A record's values as the form edits them: text for numbers and amounts, lists as one line. */
function editableValues(key: MasterKey, record?: AnyMasterRecord, fixed: Values = {}): Values {
  const start = { ...defaultsOf(MASTERS[key]), ...(record ?? {}), ...fixed }
  const values: Values = {}
  for (const [field, descriptor] of fieldsOf(key)) {
    const value = start[field]
    if (descriptor.kind === 'boolean') values[field] = Boolean(value)
    else if (descriptor.kind === 'ref') values[field] = value ?? null
    else if (descriptor.kind === 'list') values[field] = ((value as string[] | null) ?? []).join(', ')
    else if (descriptor.kind === 'money') values[field] = value === null ? '' : formatMoney(Number(value))
    else values[field] = value === null || value === undefined ? '' : String(value)
  }
  return values
}

/** The form's values as the API takes them, and what the form itself can already refuse. */
function apiInput(key: MasterKey, values: Values, shown: (field: string) => boolean) {
  const input: Values = {}
  const local: FieldError[] = []
  const defaults = defaultsOf(MASTERS[key])
  for (const [field, descriptor] of fieldsOf(key)) {
    const value = shown(field) ? values[field] : defaults[field]
    const text = typeof value === 'string' ? value.trim() : value
    if (descriptor.kind === 'boolean' || descriptor.kind === 'ref') input[field] = value ?? null
    else if (descriptor.kind === 'list') {
      input[field] = Array.isArray(value)
        ? value
        : String(value ?? '')
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
    } else if (text === '' || text === null || text === undefined) {
      if (!(descriptor.required && hasDefault(descriptor))) input[field] = null
    } else if (descriptor.kind === 'integer') {
      if (/^-?\d+$/.test(String(text))) input[field] = Number(text)
      else local.push({ path: field, message: 'Enter a whole number', code: 'wholeNumber' })
    } else if (descriptor.kind === 'money') {
      const units = parseMoney(String(text))
      if (units === null)
        local.push({ path: field, message: 'Enter an amount like 30000.00', code: 'amount' })
      else input[field] = units
    } else input[field] = text
  }
  return { input, local }
}

function customInput(definitions: readonly CustomFieldDefinition[], values: Record<string, string>) {
  const custom: CustomValues = {}
  for (const definition of definitions) {
    const id = String(definition.custom_field_id)
    const text = (values[id] ?? '').trim()
    if (text === '') custom[id] = null
    else if (definition.kind === 'number') custom[id] = Number.isFinite(Number(text)) ? Number(text) : text
    else custom[id] = text
  }
  return custom
}

export type MasterFormProps = {
  masterKey: MasterKey
  record?: AnyMasterRecord
  /** Values the page decides (a sub-category's category): shown, not editable. */
  fixed?: Values
  onDone: (record: AnyMasterRecord) => void
  onCancel: () => void
}

/** Adds or changes a record of any master: its fields, then the organisation's custom fields. */
export function MasterForm({ masterKey, record, fixed = {}, onDone, onCancel }: MasterFormProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const definition = MASTERS[masterKey]
  const [values, setValues] = useState<Values>(() => editableValues(masterKey, record, fixed))
  const [custom, setCustom] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.entries(record?.custom ?? {}).map(([id, value]) => [id, value === null ? '' : String(value)]),
    ),
  )
  const [problems, setProblems] = useState<Problems>({})
  const customFields = useQuery({
    ...customFieldsQuery(masterKey),
    enabled: Boolean(definition.customFields),
  })
  const shownWhen = MASTER_PAGES[masterKey].shownWhen ?? {}
  const shown = (field: string) => shownWhen[field]?.(values) ?? true

  const save = useMutation({
    mutationFn: async () => {
      const { input, local } = apiInput(masterKey, values, shown)
      const checked = checkWrite(definition, masterSchemas(masterKey).create, input)
      const customValues = customInput(customFields.data ?? [], custom)
      const customCheck = checkCustomValues(customFields.data ?? [], record?.custom ?? {}, customValues)
      const found = [...local, ...(checked.ok ? [] : checked.errors), ...customCheck.errors]
      if (found.length) throw new FormProblems(found)
      const body = definition.customFields ? { ...input, custom: customValues } : input
      return record
        ? updateMaster(masterKey, Number(record[definition.idField]), body)
        : createMaster(masterKey, body)
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: mastersKeys.all })
      notify({
        variant: 'success',
        message: t(record ? 'masters.common.saved' : 'masters.common.created', { name: saved.label }),
      })
      onDone(saved)
    },
    onError: (failure) => {
      const fieldProblems =
        failure instanceof FormProblems
          ? failure.problems
          : failure instanceof ApiError
            ? failure.fieldErrors
            : []
      setProblems(problemsByField(masterKey, fieldProblems, t))
    },
  })

  const refusal =
    save.error instanceof ApiError && save.error.fieldErrors.length === 0 && !save.error.notified
      ? save.error.message
      : null

  /** Sets a field; a reference chosen within it (a department within a company) starts again. */
  const set = (field: string, value: unknown) => {
    setProblems(({ [field]: _fixed, ...others }) => others)
    setValues((previous) => {
      const next = { ...previous, [field]: value }
      for (const [other, descriptor] of fieldsOf(masterKey)) {
        if (descriptor.kind === 'ref' && descriptor.within === field && previous[field] !== value)
          next[other] = null
      }
      return next
    })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setProblems({})
    save.mutate()
  }
  const label = (field: string) => t(`masters.${masterKey}.fields.${field}`)
  const optional = (descriptor: Field) => (descriptor.required ? undefined : t('common.optional'))

  const control = (field: string, descriptor: Field) => {
    const common = { label: label(field), error: problems[field] }
    const value = values[field]
    const isFixed = field in fixed
    switch (descriptor.kind) {
      case 'boolean':
        return (
          <CheckboxField
            key={field}
            {...common}
            name={field}
            checked={Boolean(value)}
            disabled={isFixed}
            onChange={(checked) => set(field, checked)}
          />
        )
      case 'choice':
        return (
          <SelectField
            key={field}
            {...common}
            name={field}
            disabled={isFixed}
            value={String(value ?? '')}
            onChange={(event) => set(field, event.target.value)}
            options={[
              ...(descriptor.required && descriptor.default !== undefined
                ? []
                : [
                    { value: '', label: descriptor.required ? t('masters.common.choose') : t('common.none') },
                  ]),
              ...descriptor.values.map((choice) => ({ value: choice, label: choiceLabel(field, choice, t) })),
            ]}
          />
        )
      case 'ref': {
        const within = descriptor.within
        const parent = within ? values[within] : undefined
        return (
          <RefField
            key={field}
            {...common}
            target={descriptor.target}
            value={(value as number | null) ?? null}
            currentLabel={(record?.[refLabelKey(field)] as string | null | undefined) ?? null}
            hint={optional(descriptor)}
            required={descriptor.required}
            disabled={isFixed || (within !== undefined && !parent)}
            within={within && parent ? `${within}=${parent}` : undefined}
            onChange={(id) => set(field, id)}
          />
        )
      }
      default: {
        const text = String(value ?? '')
        if (descriptor.kind === 'text' && descriptor.multiline) {
          return (
            <div key={field} className="sm:col-span-2">
              <TextAreaField
                label={common.label}
                error={common.error}
                name={field}
                hint={optional(descriptor)}
                value={text}
                onChange={(event) => set(field, event.target.value)}
              />
            </div>
          )
        }
        const numeric =
          descriptor.kind === 'integer' || descriptor.kind === 'decimal' || descriptor.kind === 'money'
        return (
          <TextField
            key={field}
            {...common}
            name={field}
            type={descriptor.kind === 'color' ? 'color' : 'text'}
            inputMode={numeric ? (descriptor.kind === 'integer' ? 'numeric' : 'decimal') : undefined}
            autoComplete="off"
            disabled={isFixed}
            hint={
              descriptor.kind === 'decimal' && descriptor.percent
                ? t('masters.common.percentHint')
                : descriptor.kind === 'money'
                  ? t('masters.common.amountHint')
                  : descriptor.kind === 'list'
                    ? t('masters.common.listHint')
                    : optional(descriptor)
            }
            className={
              descriptor.kind === 'code' ? 'font-mono uppercase' : descriptor.kind === 'color' ? 'p-1' : ''
            }
            value={descriptor.kind === 'color' && !text ? '#4716ba' : text}
            onChange={(event) => set(field, event.target.value)}
          />
        )
      }
    }
  }

  const customControl = (definition: CustomFieldDefinition) => {
    const id = String(definition.custom_field_id)
    const common = {
      label: definition.label,
      error: problems[`custom.${id}`],
      hint: definition.required ? undefined : t('common.optional'),
      name: `custom.${id}`,
      value: custom[id] ?? '',
    }
    const change = (value: string) => {
      setProblems(({ [`custom.${id}`]: _fixed, ...others }) => others)
      setCustom((previous) => ({ ...previous, [id]: value }))
    }
    if (definition.kind === 'choice') {
      return (
        <SelectField
          key={id}
          {...common}
          onChange={(event) => change(event.target.value)}
          options={[
            { value: '', label: t('common.none') },
            ...definition.options.map((option) => ({ value: option, label: option })),
          ]}
        />
      )
    }
    return (
      <TextField
        key={id}
        {...common}
        type={definition.kind === 'date' ? 'date' : 'text'}
        inputMode={definition.kind === 'number' ? 'decimal' : undefined}
        onChange={(event) => change(event.target.value)}
      />
    )
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
      {problems.body ? <Alert tone="danger">{problems.body}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {fieldsOf(masterKey)
          .filter(([field]) => shown(field))
          .map(([field, descriptor]) => control(field, descriptor))}
      </div>
      {customFields.data?.length ? (
        <fieldset className="space-y-3 border-t border-line pt-4">
          <legend className="text-sm font-semibold text-ink">{t('masters.common.customFields')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">{customFields.data.map(customControl)}</div>
        </fieldset>
      ) : null}
      <FormActions
        onCancel={onCancel}
        submitLabel={record ? t('common.save') : t(`masters.${masterKey}.add`)}
        busy={save.isPending}
        divided
      />
    </form>
  )
}

/** Problems the form found before sending anything. */
class FormProblems extends Error {
  override name = 'FormProblems'
  constructor(readonly problems: FieldError[]) {
    super('The form has problems')
  }
}
