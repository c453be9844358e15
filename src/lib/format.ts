import { formatMoney } from '@contract/masters/fields'

/**
 * A calendar day (`2026-11-22`, no time of day) in the user's language. Read as UTC so that no
 * time zone moves it to the day before.
 */
export function formatDate(day: string, language: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return date.toLocaleDateString(language, { dateStyle: 'medium', timeZone: 'UTC' })
}

/**
 * An amount in integer minor units, in its currency and the user's language (1234550 INR →
 * "₹12,345.50"). Formatted from the exact decimal text, so no float ever rounds it.
 */
export function formatAmount(
  units: number,
  currency: { code: string; minor_units: number },
  language: string,
): string {
  const decimal = formatMoney(units, currency.minor_units) as `${number}`
  const options = {
    minimumFractionDigits: currency.minor_units,
    maximumFractionDigits: currency.minor_units,
  }
  try {
    return new Intl.NumberFormat(language, { ...options, style: 'currency', currency: currency.code }).format(
      decimal,
    )
  } catch {
    // A code Intl does not know (a private or retired currency): the number, then the code.
    return `${new Intl.NumberFormat(language, options).format(decimal)} ${currency.code}`
  }
}
