import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/Field'
import { FormCheckboxField, FormField, FormTextAreaField, FormTextField } from '@/components/form'
import { SearchCombobox } from '@/components/SearchCombobox'
import { type BudgetCurrency, useMoney } from '@/lib/money'
import { lineChoicesQuery } from '../api'
import { type LineFormValues, lineAmountOf } from './line-form'

/** Names of the chosen references, for showing them before their choices have loaded. */
export type ChoiceLabels = { category: string | null; subCategory: string | null; city: string | null }

type Props = {
  labels: ChoiceLabels
  onLabels: (patch: Partial<ChoiceLabels>) => void
  currency: BudgetCurrency
  disabled?: boolean
}

/** The inputs of a budget line in the surrounding Form, each with its visible label and its error. */
export function LineFormFields({ labels, onLabels, currency, disabled }: Props) {
  const { t } = useTranslation()
  const money = useMoney(currency)
  const { control, setValue } = useFormContext<LineFormValues>()
  const [categoryId, quantity, rateText] = useWatch({ control, name: ['category_id', 'quantity', 'rate'] })
  const categories = useQuery(lineChoicesQuery('category'))
  const subCategories = useQuery({
    ...lineChoicesQuery('subcategory', '', `category_id=${categoryId ?? 0}`),
    enabled: categoryId !== null,
  })
  const [citySearch, setCitySearch] = useState('')
  const deferredCitySearch = useDeferredValue(citySearch)
  const cities = useQuery(lineChoicesQuery('city', deferredCitySearch))

  const units = lineAmountOf({ quantity, rate: rateText }, currency.minor_units)
  const amount = units === null ? '—' : money(units)

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
  const idOf = (text: string) => (text ? Number(text) : null)

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        name="budget_code"
        label={t('budget.fields.code')}
        required
        maxLength={40}
        disabled={disabled}
      />
      <FormField
        name="category_id"
        render={({ value, onChange, error }) => (
          <SelectField
            label={t('budget.fields.category')}
            error={error}
            disabled={disabled}
            value={value === null ? '' : String(value)}
            onChange={(event) => {
              const id = idOf(event.target.value)
              // Sub-categories belong to a category: a new category clears the old one's.
              onChange(id)
              setValue('sub_category_id', null)
              onLabels({
                category: categories.data?.find((choice) => choice.id === id)?.label ?? null,
                subCategory: null,
              })
            }}
            options={[
              { value: '', label: t('budget.line.noneChosen') },
              ...withCurrent(categories.data, value, labels.category),
            ]}
          />
        )}
      />
      <div className="sm:col-span-2">
        <FormTextField
          name="description"
          label={t('budget.fields.description')}
          required
          maxLength={500}
          disabled={disabled}
        />
      </div>
      <FormField
        name="sub_category_id"
        render={({ value, onChange, error }) => (
          <SelectField
            label={t('budget.fields.subCategory')}
            error={error}
            disabled={disabled || categoryId === null}
            value={value === null ? '' : String(value)}
            onChange={(event) => {
              const id = idOf(event.target.value)
              onChange(id)
              onLabels({ subCategory: subCategories.data?.find((choice) => choice.id === id)?.label ?? null })
            }}
            options={[
              { value: '', label: t('budget.line.noneChosen') },
              ...withCurrent(subCategories.data, value, labels.subCategory),
            ]}
          />
        )}
      />
      <FormField
        name="city_id"
        render={({ value, onChange, error }) => (
          <SearchCombobox
            label={t('budget.fields.city')}
            value={value === null ? null : { id: value, label: labels.city ?? '' }}
            onChange={(choice) => {
              onChange(choice?.id ?? null)
              onLabels({ city: choice?.label ?? null })
            }}
            choices={cities.data ?? []}
            loaded={cities.isSuccess && !cities.isPlaceholderData}
            onSearch={setCitySearch}
            placeholder={t('budget.line.typeToSearch')}
            noChoicesText={t('budget.line.noChoices')}
            showChoicesLabel={t('budget.line.showChoices', { name: t('budget.fields.city') })}
            error={error}
            disabled={disabled}
          />
        )}
      />
      <FormTextField
        name="quantity"
        label={t('budget.fields.quantity')}
        inputMode="decimal"
        hint={t('budget.line.quantityHint')}
        disabled={disabled}
      />
      <FormTextField
        name="unit"
        label={t('budget.fields.unit')}
        maxLength={20}
        hint={t('budget.line.unitHint')}
        disabled={disabled}
      />
      <FormTextField
        name="rate"
        label={t('budget.fields.rate')}
        inputMode="decimal"
        hint={t('budget.line.rateHint', { currency: currency.code })}
        disabled={disabled}
      />
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-ink">{t('budget.fields.amount')}</p>
        <output className="flex h-10 items-center font-semibold tabular-nums text-ink" aria-live="polite">
          {amount}
        </output>
        <p className="text-xs text-ink-muted">{t('budget.line.amountHint')}</p>
      </div>
      <div className="sm:col-span-2">
        <FormCheckboxField
          name="is_atl"
          label={t('budget.line.atlLabel')}
          hint={t('budget.line.atlHint')}
          disabled={disabled}
        />
      </div>
      <div className="sm:col-span-2">
        <FormTextAreaField
          name="notes"
          label={t('budget.fields.notes')}
          maxLength={2000}
          disabled={disabled}
        />
      </div>
    </div>
  )
}
