import { Combobox, ComboboxOption } from '@headlessui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormField } from '@/components/form'
import { Icon } from '@/components/Icon'
import { SearchComboboxField, SearchComboboxInput, SearchComboboxOptions } from '@/components/SearchCombobox'
import { useCan } from '@/lib/permissions'
import { reminderPeopleQuery } from '../api'

type Person = { id: number; label: string; email: string }

/**
 * Who gets the contract's reminders: up to 10 people of the organisation, chosen as chips. The
 * list of people needs the users permission; without it the form says the drafter gets them.
 */
export function ReminderPicker() {
  const { t } = useTranslation()
  const mayList = useCan('users', 'GET')
  const { value, onChange, error } = useFormField('reminder_user_ids')
  const chosenIds = (value as number[] | undefined) ?? []
  const people = useQuery({ ...reminderPeopleQuery(), enabled: mayList })
  const [query, setQuery] = useState('')
  if (!mayList) return <p className="text-sm text-ink-muted">{t('contracts.form.remindersNoAccess')}</p>
  const all = people.data ?? []
  const nameOf = (id: number) => all.find((person) => person.id === id)?.label ?? `#${id}`
  const chosen = chosenIds.map(
    (id) => all.find((person) => person.id === id) ?? { id, label: `#${id}`, email: '' },
  )
  const typed = query.trim().toLowerCase()
  const matches = all
    .filter((person) => !typed || `${person.label} ${person.email}`.toLowerCase().includes(typed))
    .slice(0, 50)
  return (
    <SearchComboboxField
      label={t('contracts.fields.reminderUsers')}
      hint={t('contracts.form.remindersHint')}
      error={error}
    >
      {chosen.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('contracts.form.remindersChosen')}>
          {chosen.map((person) => (
            <li
              key={person.id}
              className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-0.5 pl-2.5 pr-1 text-sm text-primary-700 dark:bg-surface-muted dark:text-link"
            >
              {nameOf(person.id)}
              <button
                type="button"
                onClick={() => onChange(chosenIds.filter((id) => id !== person.id))}
                aria-label={t('contracts.form.removeReminder', { name: nameOf(person.id) })}
                className="inline-flex size-5 items-center justify-center rounded-full hover:bg-primary-100 dark:hover:bg-surface"
              >
                <Icon name="close" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Combobox
        multiple
        value={chosen}
        by="id"
        onChange={(next: Person[]) => {
          onChange(next.map((person) => person.id))
          setQuery('')
        }}
        onClose={() => setQuery('')}
        immediate
      >
        <SearchComboboxInput
          placeholder={t('contracts.form.typeToSearch')}
          showChoicesLabel={t('contracts.form.showPeople')}
          invalid={Boolean(error)}
          onSearch={setQuery}
          value={query}
        />
        <SearchComboboxOptions
          empty={people.isSuccess && matches.length === 0}
          noChoicesText={t('contracts.form.noPeople')}
        >
          {matches.map((person) => (
            <ComboboxOption
              key={person.id}
              value={person}
              className="group flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-ink data-[focus]:bg-surface-muted"
            >
              <Icon
                name="check"
                className="invisible size-4 text-primary-600 group-data-[selected]:visible"
              />
              <span>
                {person.label}
                <span className="block text-xs text-ink-muted">{person.email}</span>
              </span>
            </ComboboxOption>
          ))}
        </SearchComboboxOptions>
      </Combobox>
    </SearchComboboxField>
  )
}
