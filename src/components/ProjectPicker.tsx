import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { choicesQuery } from '@/lib/choices'
import { type ComboboxChoice, SearchCombobox } from './SearchCombobox'

type Props = {
  value: number | null
  onChange: (projectId: number | null) => void
  /** Defaults to "Project". */
  label?: string
  /** Why the choice was refused (a form's message); the picker says its own loading failure. */
  error?: string
  className?: string
}

/** Chooses one of the user's projects: a labelled combobox searched by code and name. */
export function ProjectPicker({ value, onChange, label, error, className }: Props) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const search = useDeferredValue(query)
  const options = useQuery(choicesQuery('project', search))
  // The chosen project's label comes from the unsearched choices (cached once loaded).
  const everyProject = useQuery(choicesQuery('project'))
  const name = label ?? t('budget.picker.label')
  const chosen: ComboboxChoice | null =
    value === null
      ? null
      : (everyProject.data?.find((option) => option.id === value) ?? {
          id: value,
          label: everyProject.isPending ? '' : t('budget.picker.unknown', { id: value }),
        })
  return (
    <SearchCombobox
      label={name}
      value={chosen}
      onChange={(choice) => onChange(choice?.id ?? null)}
      choices={options.data ?? []}
      loaded={options.isSuccess && !options.isPlaceholderData}
      onSearch={setQuery}
      placeholder={t('budget.picker.placeholder')}
      noChoicesText={t('budget.picker.none')}
      showChoicesLabel={t('budget.picker.show', { name })}
      error={error ?? (options.isError ? t('budget.picker.failed') : undefined)}
      className={className}
    />
  )
}
