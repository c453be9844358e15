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
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/Field'
import { Form, FormField, useAppForm } from '@/components/form'
import { checkResolver } from '@/lib/form-resolvers'
import type { FieldErrors } from '@/lib/forms'
import { notify } from '@/lib/notifications'
import { createMaster, customFieldsQuery, mastersKeys, updateMaster } from '../api'
import { choiceLabel } from '../columns'
import { problemsByField } from '../messages'
import { MASTER_PAGES } from '../registry'
import { RefField } from './RefField'

type Values = Record<string, unknown>
/** The record's fields, then the organisation's custom fields keyed `f<custom_field_id>`. */
type FormValues = Values & { custom: Record<string, string> }

/** A custom field's form name: a bare number would make react-hook-form hold a list. */
const customName = (id: string | number) => `custom.f${id}`

/** Problems keyed by the API's paths (`custom.12`, `body`), keyed by the form's names. */
function formKeys(problems: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(problems).map(([path, message]) => [
      path === 'body' ? 'form' : path.startsWith('custom.') ? customName(path.slice('custom.'.length)) : path,
      message,
    ]),
  )
}

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
    const text = (values[`f${id}`] ?? '').trim()
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
  const customFields = useQuery({
    ...customFieldsQuery(masterKey),
    enabled: Boolean(definition.customFields),
  })
  const shownWhen = MASTER_PAGES[masterKey].shownWhen ?? {}
  const form = useAppForm<FormValues, Values>({
    defaultValues: {
      ...editableValues(masterKey, record, fixed),
      custom: Object.fromEntries(
        Object.entries(record?.custom ?? {}).map(([id, value]) => [
          `f${id}`,
          value === null ? '' : String(value),
        ]),
      ),
    },
    resolver: checkResolver((typed: FormValues) => {
      const isShown = (field: string) => shownWhen[field]?.(typed) ?? true
      const { input, local } = apiInput(masterKey, typed, isShown)
      const checked = checkWrite(definition, masterSchemas(masterKey).create, input)
      const customValues = customInput(customFields.data ?? [], typed.custom)
      const customCheck = checkCustomValues(customFields.data ?? [], record?.custom ?? {}, customValues)
      const found = [...local, ...(checked.ok ? [] : checked.errors), ...customCheck.errors]
      if (found.length) return { ok: false, errors: formKeys(problemsByField(masterKey, found, t)) }
      return { ok: true, data: definition.customFields ? { ...input, custom: customValues } : input }
    }),
  })
  const values = useWatch({ control: form.control }) as FormValues
  const shown = (field: string) => shownWhen[field]?.(values) ?? true

  const save = async (body: Values) => {
    const saved = record
      ? await updateMaster(masterKey, Number(record[definition.idField]), body)
      : await createMaster(masterKey, body)
    await queryClient.invalidateQueries({ queryKey: mastersKeys.all })
    notify({
      variant: 'success',
      message: t(record ? 'masters.common.saved' : 'masters.common.created', { name: saved.label }),
    })
    onDone(saved)
  }

  /** A reference chosen within a field (a department within a company) starts again when it changes. */
  const clearDependents = (field: string, value: unknown) => {
    if (values[field] === value) return
    for (const [other, descriptor] of fieldsOf(masterKey))
      if (descriptor.kind === 'ref' && descriptor.within === field) form.setValue(other, null)
  }
  const label = (field: string) => t(`masters.${masterKey}.fields.${field}`)
  const optional = (descriptor: Field) => (descriptor.required ? undefined : t('common.optional'))

  const control = (field: string, descriptor: Field) => (
    <FormField
      key={field}
      name={field}
      render={({ value, onChange, error }) => {
        const set = (next: unknown) => {
          clearDependents(field, next)
          onChange(next)
        }
        return fieldControl(field, descriptor, value, set, error)
      }}
    />
  )

  const fieldControl = (
    field: string,
    descriptor: Field,
    value: unknown,
    set: (value: unknown) => void,
    error: string | undefined,
  ) => {
    const common = { label: label(field), error }
    const isFixed = field in fixed
    switch (descriptor.kind) {
      case 'boolean':
        return (
          <CheckboxField
            {...common}
            name={field}
            checked={Boolean(value)}
            disabled={isFixed}
            onChange={(checked) => set(checked)}
          />
        )
      case 'choice':
        return (
          <SelectField
            {...common}
            name={field}
            disabled={isFixed}
            value={String(value ?? '')}
            onChange={(event) => set(event.target.value)}
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
            {...common}
            target={descriptor.target}
            value={(value as number | null) ?? null}
            currentLabel={(record?.[refLabelKey(field)] as string | null | undefined) ?? null}
            hint={optional(descriptor)}
            required={descriptor.required}
            disabled={isFixed || (within !== undefined && !parent)}
            within={within && parent ? `${within}=${parent}` : undefined}
            onChange={(id) => set(id)}
          />
        )
      }
      default: {
        const text = String(value ?? '')
        if (descriptor.kind === 'text' && descriptor.multiline) {
          return (
            <div className="sm:col-span-2">
              <TextAreaField
                {...common}
                name={field}
                hint={optional(descriptor)}
                value={text}
                onChange={(event) => set(event.target.value)}
              />
            </div>
          )
        }
        const numeric =
          descriptor.kind === 'integer' || descriptor.kind === 'decimal' || descriptor.kind === 'money'
        return (
          <TextField
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
            onChange={(event) => set(event.target.value)}
          />
        )
      }
    }
  }

  const customControl = (custom: CustomFieldDefinition) => {
    const name = customName(custom.custom_field_id)
    return (
      <FormField
        key={name}
        name={name}
        render={({ value, onChange, error }) => {
          const common = {
            label: custom.label,
            error,
            hint: custom.required ? undefined : t('common.optional'),
            name,
            value: value ?? '',
          }
          if (custom.kind === 'choice')
            return (
              <SelectField
                {...common}
                onChange={(event) => onChange(event.target.value)}
                options={[
                  { value: '', label: t('common.none') },
                  ...custom.options.map((option) => ({ value: option, label: option })),
                ]}
              />
            )
          return (
            <TextField
              {...common}
              type={custom.kind === 'date' ? 'date' : 'text'}
              inputMode={custom.kind === 'number' ? 'decimal' : undefined}
              onChange={(event) => onChange(event.target.value)}
            />
          )
        }}
      />
    )
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      onCancel={onCancel}
      serverErrors={(error) => formKeys(problemsByField(masterKey, error.fieldErrors, t))}
      submitLabel={record ? t('common.save') : t(`masters.${masterKey}.add`)}
      className="space-y-5"
      divided
    >
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
    </Form>
  )
}
