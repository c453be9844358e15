import { masterDefinition } from '@contract/masters/definitions'
import type { RefTarget } from '@contract/masters/fields'
import type { MasterOption } from '@contract/masters/schemas'
import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/Field'
import { Icon } from '@/components/Icon'
import { masterOptionsQuery } from '../api'

type Props = {
  target: RefTarget
  label: string
  value: number | null
  /** The label of the current value, which may not be among the first choices. */
  currentLabel?: string | null
  onChange: (value: number | null) => void
  error?: string
  hint?: string
  required?: boolean
  disabled?: boolean
  /** Only records of one parent: `company_id=4`. */
  within?: string
}

/** Large lists (cities) are searched as the user types; the others fit in a plain select. */
const searchable = (target: RefTarget) => target !== 'project' && Boolean(masterDefinition(target).large)

/** A reference to another record, chosen among the organisation's active ones. */
export function RefField(props: Props) {
  return searchable(props.target) ? <RefCombobox {...props} /> : <RefSelect {...props} />
}

function RefSelect({
  target,
  label,
  value,
  currentLabel,
  onChange,
  error,
  hint,
  required,
  disabled,
  within,
}: Props) {
  const { t } = useTranslation()
  const options = useQuery({ ...masterOptionsQuery(target, '', within), enabled: !disabled })
  const choices = options.data ?? []
  const missing = value !== null && !choices.some((option) => option.id === value)
  return (
    <SelectField
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      options={[
        { value: '', label: required ? t('masters.common.choose') : t('common.none') },
        ...(missing ? [{ value: String(value), label: currentLabel ?? String(value) }] : []),
        ...choices.map((option) => ({ value: String(option.id), label: option.label })),
      ]}
    />
  )
}

function RefCombobox({ target, label, value, currentLabel, onChange, error, hint, disabled, within }: Props) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const search = useDeferredValue(query)
  const options = useQuery({ ...masterOptionsQuery(target, search, within), enabled: !disabled })
  const selected: MasterOption | null = value === null ? null : { id: value, label: currentLabel ?? '' }
  const [chosen, setChosen] = useState<MasterOption | null>(selected)
  const described = error ? 'error' : hint ? 'hint' : undefined
  return (
    <Field disabled={disabled} className="space-y-1.5">
      <Label className="block text-sm font-medium text-ink">{label}</Label>
      <Combobox
        value={chosen}
        by="id"
        onChange={(option: MasterOption | null) => {
          setChosen(option)
          onChange(option?.id ?? null)
        }}
        onClose={() => setQuery('')}
        immediate
      >
        <div className="relative">
          <ComboboxInput
            aria-invalid={error ? true : undefined}
            placeholder={t('masters.common.typeToSearch')}
            displayValue={(option: MasterOption | null) => option?.label ?? ''}
            onChange={(event) => setQuery(event.target.value)}
            className={`block h-10 w-full rounded-control border bg-surface px-3 pr-9 text-sm text-ink placeholder:text-ink-muted focus:outline-none focus:ring-2 focus:ring-primary-400 ${error ? 'border-danger' : 'border-line'}`}
          />
          <ComboboxButton
            aria-label={t('masters.common.showChoices', { name: label })}
            className="absolute inset-y-0 right-0 flex items-center px-2 text-ink-muted"
          >
            <Icon name="chevronDown" className="size-4" />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 mt-1 max-h-64 w-[var(--input-width)] overflow-auto rounded-control border border-line bg-surface-raised p-1 shadow-pop empty:invisible"
        >
          {(options.data ?? []).map((option) => (
            <ComboboxOption
              key={option.id}
              value={option}
              className="cursor-pointer rounded px-3 py-2 text-sm text-ink data-[focus]:bg-surface-muted data-[selected]:font-semibold"
            >
              {option.label}
            </ComboboxOption>
          ))}
          {options.isSuccess && options.data.length === 0 ? (
            <div className="px-3 py-2 text-sm text-ink-muted">{t('masters.common.noChoices')}</div>
          ) : null}
        </ComboboxOptions>
      </Combobox>
      {described === 'hint' ? <Description className="text-xs text-ink-muted">{hint}</Description> : null}
      {described === 'error' ? <Description className="text-sm text-danger">{error}</Description> : null}
    </Field>
  )
}
