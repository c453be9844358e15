import { masterDefinition } from '@contract/masters/definitions'
import type { RefTarget } from '@contract/masters/fields'
import type { MasterOption } from '@contract/masters/schemas'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/Field'
import { SearchCombobox } from '@/components/SearchCombobox'
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
  return (
    <SearchCombobox
      label={label}
      value={selected}
      onChange={(option) => onChange(option?.id ?? null)}
      choices={options.data ?? []}
      loaded={options.isSuccess}
      onSearch={setQuery}
      placeholder={t('masters.common.typeToSearch')}
      noChoicesText={t('masters.common.noChoices')}
      showChoicesLabel={t('masters.common.showChoices', { name: label })}
      error={error}
      hint={hint}
      disabled={disabled}
    />
  )
}
