import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormField } from '@/components/form'
import { SearchCombobox } from '@/components/SearchCombobox'
import { type ChoiceTarget, choicesQuery } from '@/lib/choices'

/**
 * A master's record searched as the user types (GET /v2/{master}/options?search), for the long
 * lists (the titles contracts are made for). The field holds the id as text, '' for none; the
 * chosen record's name comes from the first choices, else it reads as no longer offered.
 */
export function MasterCombobox({
  name,
  label,
  target,
}: {
  name: string
  label: string
  target: ChoiceTarget
}) {
  const { t } = useTranslation()
  const { value, onChange, error } = useFormField(name)
  const [typed, setTyped] = useState('')
  const search = useDeferredValue(typed)
  const choices = useQuery(choicesQuery(target, search))
  const first = useQuery({ ...choicesQuery(target), enabled: Boolean(value) })
  const id = value ? Number(value) : null
  const chosenLabel =
    id === null
      ? ''
      : ((first.data ?? []).find((choice) => choice.id === id)?.label ??
        (first.isSuccess ? t('contracts.form.noLongerOffered') : ''))
  return (
    <SearchCombobox
      label={label}
      value={id === null ? null : { id, label: chosenLabel }}
      onChange={(choice) => onChange(choice ? String(choice.id) : '')}
      choices={choices.data ?? []}
      loaded={choices.isSuccess && !choices.isPlaceholderData}
      onSearch={setTyped}
      placeholder={t('contracts.form.typeToSearch')}
      noChoicesText={t('contracts.form.noMatch')}
      showChoicesLabel={t('contracts.form.showChoices', { list: label })}
      error={error}
    />
  )
}
