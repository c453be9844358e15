import type { BudgetCurrency } from '@contract/budget'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '@/lib/format'

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
