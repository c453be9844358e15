import type { BudgetCurrency } from '@contract/budget'
import { formatMoney } from '@contract/masters/fields'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { amountLocale, formatAmount, formatCompactAmount, numberFormat } from '@/lib/format'

export type { BudgetCurrency }

/** Formats minor units in the project's currency and the user's language. */
export function useMoney(currency: BudgetCurrency) {
  const { i18n } = useTranslation()
  const { code, minor_units } = currency
  const language = i18n.language
  return useCallback(
    (units: number) => formatAmount(units, { code, minor_units }, language),
    [code, minor_units, language],
  )
}

/** Says amounts short (₹5Cr), for a chart's axis, in the project's currency and the user's language. */
export function useCompactMoney(currency: BudgetCurrency) {
  const { i18n } = useTranslation()
  const { code, minor_units } = currency
  const language = i18n.language
  return useCallback(
    (units: number) => formatCompactAmount(units, { code, minor_units }, language),
    [code, minor_units, language],
  )
}

/** A moment (ISO date-time) in the user's language, to the minute. */
export function useDateTime() {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useCallback(
    (at: string) => {
      const date = new Date(at)
      return Number.isNaN(date.getTime())
        ? at
        : date.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })
    },
    [language],
  )
}

/** The amount without its symbol, for exports whose column header names the currency. */
export function plainAmount(units: number, currency: BudgetCurrency, language: string): string {
  const format = numberFormat(amountLocale(currency.code, language), currency.minor_units)
  return format?.format(formatMoney(units, currency.minor_units) as `${number}`) ?? ''
}

/** The amount as a spreadsheet number in major units (12.5 for 1250 paise): exact, being short decimal text. */
export function sheetAmount(units: number, currency: BudgetCurrency): number {
  return Number(formatMoney(units, currency.minor_units))
}
