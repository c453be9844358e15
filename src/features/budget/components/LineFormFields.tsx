import { lineAmount } from '@contract/budget-upload'
import { parseMoney } from '@contract/masters/fields'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/Field'
import { SearchCombobox } from '@/components/SearchCombobox'
import type { FieldErrors } from '@/lib/forms'
import { type BudgetCurrency, useMoney } from '@/lib/money'
import { lineChoicesQuery } from '../api'
import type { LineFormValues } from './line-form'

/** Names of the chosen references, for showing them before their choices have loaded. */
export type ChoiceLabels = { category: string | null; subCategory: string | null; city: string | null }

type Props = {
  values: LineFormValues
  onChange: (patch: Partial<LineFormValues>) => void
  labels: ChoiceLabels
  onLabels: (patch: Partial<ChoiceLabels>) => void
  errors: FieldErrors
  currency: BudgetCurrency
  disabled?: boolean
}

/** The inputs of a budget line, each with its visible label and its error. */
export function LineFormFields({ values, onChange, labels, onLabels, errors, currency, disabled }: Props) {
  const { t } = useTranslation()
  const money = useMoney(currency)
  const categories = useQuery(lineChoicesQuery('category'))
  const subCategories = useQuery({
    ...lineChoicesQuery('subcategory', '', `category_id=${values.category_id ?? 0}`),
    enabled: values.category_id !== null,
  })
  const [citySearch, setCitySearch] = useState('')
  const deferredCitySearch = useDeferredValue(citySearch)
  const cities = useQuery(lineChoicesQuery('city', deferredCitySearch))

  const rate = parseMoney(values.rate.trim(), currency.minor_units)
  const quantityOk = /^\d{1,9}(\.\d{1,3})?$/.test(values.quantity.trim())
  const amount = rate !== null && quantityOk ? money(lineAmount(values.quantity.trim(), rate)) : '—'

  const withCurrent = (
    choices: { id: number; label: string }[] | undefined,
    id: number | null,
    label: string | null,
  ) => [
    ...(id !== null && !choices?.some((choice) => choice.id === id)
      ? [{ value: String(id), label: label ?? String(id) }]
      : []),
    ...(choices ?? []).map((choice) => ({ value: String(choice.id), label: choice.label })),
  ]
  const text = (field: 'budget_code' | 'description' | 'quantity' | 'unit' | 'rate') => ({
    value: values[field],
    error: errors[field],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
  })

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('budget.fields.code')} required maxLength={40} {...text('budget_code')} />
      <SelectField
        label={t('budget.fields.category')}
        error={errors.category_id}
        disabled={disabled}
        value={values.category_id === null ? '' : String(values.category_id)}
        onChange={(event) => {
          const id = event.target.value ? Number(event.target.value) : null
          const label = categories.data?.find((choice) => choice.id === id)?.label ?? null
          // Sub-categories belong to a category: a new category clears the old one's.
          onChange({ category_id: id, sub_category_id: null })
          onLabels({ category: label, subCategory: null })
        }}
        options={[
          { value: '', label: t('budget.line.noneChosen') },
          ...withCurrent(categories.data, values.category_id, labels.category),
        ]}
      />
      <div className="sm:col-span-2">
        <TextField label={t('budget.fields.description')} required maxLength={500} {...text('description')} />
      </div>
      <SelectField
        label={t('budget.fields.subCategory')}
        error={errors.sub_category_id}
        disabled={disabled || values.category_id === null}
        value={values.sub_category_id === null ? '' : String(values.sub_category_id)}
        onChange={(event) => {
          const id = event.target.value ? Number(event.target.value) : null
          onChange({ sub_category_id: id })
          onLabels({ subCategory: subCategories.data?.find((choice) => choice.id === id)?.label ?? null })
        }}
        options={[
          { value: '', label: t('budget.line.noneChosen') },
          ...withCurrent(subCategories.data, values.sub_category_id, labels.subCategory),
        ]}
      />
      <SearchCombobox
        label={t('budget.fields.city')}
        value={values.city_id === null ? null : { id: values.city_id, label: labels.city ?? '' }}
        onChange={(choice) => {
          onChange({ city_id: choice?.id ?? null })
          onLabels({ city: choice?.label ?? null })
        }}
        choices={cities.data ?? []}
        loaded={cities.isSuccess && !cities.isPlaceholderData}
        onSearch={setCitySearch}
        placeholder={t('budget.line.typeToSearch')}
        noChoicesText={t('budget.line.noChoices')}
        showChoicesLabel={t('budget.line.showChoices', { name: t('budget.fields.city') })}
        error={errors.city_id}
        disabled={disabled}
      />
      <TextField
        label={t('budget.fields.quantity')}
        inputMode="decimal"
        hint={t('budget.line.quantityHint')}
        {...text('quantity')}
      />
      <TextField
        label={t('budget.fields.unit')}
        maxLength={20}
        hint={t('budget.line.unitHint')}
        {...text('unit')}
      />
      <TextField
        label={t('budget.fields.rate')}
        inputMode="decimal"
        hint={t('budget.line.rateHint', { currency: currency.code })}
        {...text('rate')}
      />
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-ink">{t('budget.fields.amount')}</p>
        <output className="flex h-10 items-center font-semibold tabular-nums text-ink" aria-live="polite">
          {amount}
        </output>
        <p className="text-xs text-ink-muted">{t('budget.line.amountHint')}</p>
      </div>
      <div className="sm:col-span-2">
        <CheckboxField
          label={t('budget.line.atlLabel')}
          hint={t('budget.line.atlHint')}
          checked={values.is_atl}
          disabled={disabled}
          onChange={(checked) => onChange({ is_atl: checked })}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label={t('budget.fields.notes')}
          maxLength={2000}
          value={values.notes}
          error={errors.notes}
          disabled={disabled}
          onChange={(event) => onChange({ notes: event.target.value })}
        />
      </div>
    </div>
  )
}
