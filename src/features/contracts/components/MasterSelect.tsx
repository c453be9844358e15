import { useQuery } from '@tanstack/react-query'
import type { ChangeEvent } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormSelectField } from '@/components/form'
import { type ChoiceTarget, choicesQuery } from '@/lib/choices'

/**
 * A select of a master's active records (GET /v2/{master}/options), "None" first. `within` narrows
 * them to one parent's (`contractcategory_id=4`); without a parent yet (`waitFor`) it is disabled.
 * A chosen record no longer offered (archived since) stays chosen, under a note saying so.
 */
export function MasterSelect({
  name,
  label,
  target,
  within = '',
  waitFor,
  onChange,
}: {
  name: string
  label: string
  target: ChoiceTarget
  within?: string
  /** What to say while the parent is not chosen; the select is disabled then. */
  waitFor?: string
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void
}) {
  const { t } = useTranslation()
  const choices = useQuery({ ...choicesQuery(target, '', within), enabled: !waitFor })
  const value = useWatch({ name }) as string
  const offered = (choices.data ?? []).map((choice) => ({ value: String(choice.id), label: choice.label }))
  const kept =
    value && choices.isSuccess && !offered.some((option) => option.value === value)
      ? [{ value, label: t('contracts.form.noLongerOffered') }]
      : []
  return (
    <FormSelectField
      name={name}
      label={label}
      disabled={Boolean(waitFor)}
      hint={waitFor}
      onChange={onChange}
      options={[{ value: '', label: t('contracts.form.none') }, ...kept, ...offered]}
    />
  )
}
