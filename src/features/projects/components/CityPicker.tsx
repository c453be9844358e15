import type { MasterOption } from '@contract/masters/schemas'
import { Combobox, ComboboxOption } from '@headlessui/react'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/Icon'
import { SearchComboboxField, SearchComboboxInput, SearchComboboxOptions } from '@/components/SearchCombobox'
import { projectChoicesQuery } from '../api'

type Props = {
  label: string
  value: MasterOption[]
  onChange: (value: MasterOption[]) => void
  hint?: string
  error?: string
  disabled?: boolean
}

/**
 * Several cities chosen from the organisation's (a long list, so searched as the user types);
 * the chosen ones show as chips, each with its own remove button.
 */
export function CityPicker({ label, value, onChange, hint, error, disabled }: Props) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const search = useDeferredValue(query)
  const choices = useQuery({ ...projectChoicesQuery('city', search), enabled: !disabled })
  const remove = (id: number) => onChange(value.filter((city) => city.id !== id))
  return (
    <SearchComboboxField label={label} hint={hint} error={error} disabled={disabled}>
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((city) => (
            <li
              key={city.id}
              className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-0.5 pl-2.5 pr-1 text-sm text-primary-700 dark:bg-surface-muted dark:text-link"
            >
              {city.label}
              {disabled ? null : (
                <button
                  type="button"
                  onClick={() => remove(city.id)}
                  aria-label={t('projects.form.removeCity', { name: city.label })}
                  className="inline-flex size-5 items-center justify-center rounded-full hover:bg-primary-100 dark:hover:bg-surface"
                >
                  <Icon name="close" className="size-3.5" />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <Combobox
        multiple
        value={value}
        by="id"
        onChange={(chosen: MasterOption[]) => {
          onChange(chosen)
          setQuery('')
        }}
        onClose={() => setQuery('')}
        immediate
      >
        <SearchComboboxInput
          placeholder={t('projects.form.typeToSearch')}
          showChoicesLabel={t('projects.form.showCities')}
          invalid={Boolean(error)}
          onSearch={setQuery}
          value={query}
        />
        <SearchComboboxOptions
          empty={choices.isSuccess && choices.data.length === 0}
          noChoicesText={t('projects.form.noCities')}
        >
          {(choices.data ?? []).map((city) => (
            <ComboboxOption
              key={city.id}
              value={city}
              className="group flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-ink data-[focus]:bg-surface-muted"
            >
              <Icon
                name="check"
                className="invisible size-4 text-primary-600 group-data-[selected]:visible"
              />
              {city.label}
            </ComboboxOption>
          ))}
        </SearchComboboxOptions>
      </Combobox>
    </SearchComboboxField>
  )
}
