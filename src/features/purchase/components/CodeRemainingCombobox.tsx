import { Combobox, Description, Field, Label } from '@headlessui/react'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SearchComboboxInput, SearchComboboxOption, SearchComboboxOptions } from '@/components/SearchCombobox'
import { remainingQuery } from '@/lib/budget-remaining'
import { useMoney } from '@/lib/money'

/**
 * A budget code of the project's current version, searched on the server (GET
 * v2/budget/remaining/{project}?search&document_type=po): whoever drafts a PO picks codes by name;
 * what remains on each shows here only to budget readers (the draft's own codes' figures show in
 * LiveRemaining).
 */
export function CodeRemainingCombobox({
  className = '',
  projectId,
  label,
  srSuffix,
  value,
  onChange,
  error,
}: {
  className?: string
  projectId: number
  label: string
  srSuffix: string
  value: string
  onChange: (code: string, description: string | null) => void
  error?: string
}) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const search = useDeferredValue(query)
  const options = useQuery({ ...remainingQuery(projectId, search, 'po'), staleTime: 15_000 })
  const money = useMoney(options.data?.currency ?? { code: 'INR', minor_units: 2 })
  const choices = options.data?.choices ?? []
  const figuresOf = new Map((options.data?.codes ?? []).map((figures) => [figures.budget_code, figures]))
  return (
    <Field className={`space-y-1 ${className}`}>
      <Label className="block text-xs font-medium text-ink">
        {label}
        <span className="sr-only"> {srSuffix}</span>
      </Label>
      <Combobox
        value={value || null}
        onChange={(code: string | null) =>
          onChange(code ?? '', choices.find((option) => option.budget_code === code)?.description ?? null)
        }
        onClose={() => setQuery('')}
        immediate
      >
        <SearchComboboxInput
          placeholder={t('purchase.form.codePlaceholder')}
          showChoicesLabel={t('purchase.form.showCodes')}
          invalid={Boolean(error)}
          onSearch={setQuery}
          displayValue={(code: string | null) => code ?? ''}
          className="font-mono placeholder:font-sans"
        />
        <SearchComboboxOptions
          empty={options.isSuccess && !options.isPlaceholderData && choices.length === 0}
          noChoicesText={options.isError ? t('purchase.form.codesFailed') : t('purchase.form.noCodes')}
          width="w-96"
        >
          {choices.map((option) => {
            const figures = figuresOf.get(option.budget_code)
            return (
              <SearchComboboxOption key={option.budget_code} value={option.budget_code}>
                <span className="font-mono">{option.budget_code}</span>
                <span className="text-ink-muted"> — {option.description}</span>
                {figures ? (
                  <span className={`block text-xs ${figures.over_budget ? 'text-danger' : 'text-ink-muted'}`}>
                    {t('purchase.form.remainingOption', { amount: money(figures.remaining) })}
                  </span>
                ) : null}
              </SearchComboboxOption>
            )
          })}
        </SearchComboboxOptions>
      </Combobox>
      {error ? <Description className="text-xs text-danger">{error}</Description> : null}
    </Field>
  )
}
