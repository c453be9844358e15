import { useQuery } from '@tanstack/react-query'
import type { ChangeEvent } from 'react'
import { SelectField } from '@/components/Field'
import { type ProjectChoice, projectChoicesQuery } from '../api'

type Props = {
  choice: ProjectChoice
  label: string
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
  /** The label of the current value: an archived record is not among the choices any more. */
  current?: { id: number | null; label: string | null }
  /** What the empty choice means here ("Not set", "The organisation's base currency"). */
  emptyLabel: string
  hint?: string
  error?: string
  disabled?: boolean
}

/** One of a short master list (project types, companies, currencies) in a plain select. */
export function ChoiceSelect({ choice, current, emptyLabel, ...field }: Props) {
  const options = useQuery(projectChoicesQuery(choice))
  const choices = options.data ?? []
  const missing =
    current?.id && !choices.some((option) => option.id === current.id)
      ? [{ value: String(current.id), label: current.label ?? String(current.id) }]
      : []
  return (
    <SelectField
      {...field}
      options={[
        { value: '', label: emptyLabel },
        ...missing,
        ...choices.map((option) => ({ value: String(option.id), label: option.label })),
      ]}
    />
  )
}
