import type { BudgetCodeOption } from '@contract/budget'
import { Combobox, Description, Field, Label } from '@headlessui/react'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SearchComboboxInput, SearchComboboxOption, SearchComboboxOptions } from '@/components/SearchCombobox'
import { budgetCodeOptionsQuery } from '../report-api'

/**
 * A budget code of the project's current version, searched on the server as the user types
 * (GET v2/budget/getBudgetCodes/{project}?search). The value is the code itself; with
 * `acceptTyped`, a typed code is kept as the value too.
 */
export function BudgetCodeCombobox({
  projectId,
  label,
  srSuffix,
  value,
  onChange,
  error,
  acceptTyped = false,
}: {
  projectId: number
  label: string
  /** Said after the label to screen readers only: which line this is. */
  srSuffix?: string
  value: string
  onChange: (code: string, option: BudgetCodeOption | null) => void
  error?: string
  /**
   * Whether what the user types is the value even when no choice matches it (a code the server
   * then checks), rather than only a search among the choices.
   */
  acceptTyped?: boolean
}) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const search = useDeferredValue(query)
  const options = useQuery(budgetCodeOptionsQuery(projectId, search))
  const choices = options.data ?? []
  return (
    <Field className="space-y-1">
      <Label className="block text-xs font-medium text-ink">
        {label}
        {srSuffix ? <span className="sr-only"> {srSuffix}</span> : null}
      </Label>
      <Combobox
        value={value || null}
        onChange={(code: string | null) =>
          onChange(code ?? '', choices.find((option) => option.budget_code === code) ?? null)
        }
        onClose={() => setQuery('')}
        immediate
      >
        <SearchComboboxInput
          placeholder={t('budgetReports.daily.codePlaceholder')}
          showChoicesLabel={t('budgetReports.daily.showCodes')}
          invalid={Boolean(error)}
          onSearch={(text) => {
            setQuery(text)
            if (acceptTyped)
              onChange(text.trim(), choices.find((option) => option.budget_code === text.trim()) ?? null)
          }}
          displayValue={(code: string | null) => code ?? ''}
          className="font-mono placeholder:font-sans"
        />
        <SearchComboboxOptions
          empty={options.isSuccess && !options.isPlaceholderData && choices.length === 0}
          noChoicesText={t('budgetReports.daily.noCodes')}
          width="w-80"
        >
          {choices.map((option) => (
            <SearchComboboxOption key={option.budget_id} value={option.budget_code}>
              <span className="font-mono">{option.budget_code}</span>
              <span className="text-ink-muted"> — {option.description}</span>
              {option.category_name ? (
                <span className="block text-xs text-ink-muted">{option.category_name}</span>
              ) : null}
            </SearchComboboxOption>
          ))}
        </SearchComboboxOptions>
      </Combobox>
      {error ? <Description className="text-xs text-danger">{error}</Description> : null}
    </Field>
  )
}
