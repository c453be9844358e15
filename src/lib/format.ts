import { formatMoney } from '@contract/masters/fields'
import { moneyLocale } from '@contract/money-locale'
import { useSession } from './session'

/** The signed-in organisation's base currency; null before a profile is known. */
export const organisationCurrency = (): string | null =>
  useSession.getState().profile?.user.organization_currency ?? null

/**
 * The locale an amount's digits are grouped by: Indian for rupees and for a rupee organisation's
 * every amount, the reader's language otherwise (contract/money-locale.ts).
 */
export const amountLocale = (currency: string, language: string): string =>
  moneyLocale(currency, organisationCurrency(), language)

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
 * An amount in integer minor units, in its currency and the user's language (1234550000 INR →
 * "₹1,23,45,500.00"). Formatted from the exact decimal text, so no float ever rounds it.
 */
export function formatAmount(
  units: number,
  currency: { code: string; minor_units: number },
  language: string,
): string {
  const decimal = formatMoney(units, currency.minor_units) as `${number}`
  const locale = amountLocale(currency.code, language)
  const withSign = numberFormat(locale, currency.minor_units, currency.code)
  // A code Intl does not know (a private or retired currency): the number, then the code.
  return withSign
    ? withSign.format(decimal)
    : `${numberFormat(locale, currency.minor_units)?.format(decimal)} ${currency.code}`
}

const numberFormats = new Map<string, Intl.NumberFormat | null>()

/**
 * An Intl.NumberFormat, kept per locale and options: building one costs about as much as
 * formatting fifty amounts, and a dashboard says hundreds with a handful of them. null for a
 * currency Intl does not know.
 */
function formatterFor(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat | null {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, options)
    } catch {
      format = null
    }
    numberFormats.set(key, format)
  }
  return format
}

/** Amounts with `digits` decimals, with the currency's sign when `currency` is given. */
export const numberFormat = (locale: string, digits: number, currency?: string) =>
  formatterFor(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    ...(currency ? { style: 'currency', currency } : {}),
  })

/**
 * An amount said short, for a chart's axis: ₹5Cr, ₹15L, 1,5 Mio. $ (the table behind the chart
 * keeps every digit).
 */
export function formatCompactAmount(
  units: number,
  currency: { code: string; minor_units: number },
  language: string,
): string {
  const short = formatterFor(amountLocale(currency.code, language), {
    style: 'currency',
    currency: currency.code,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  })
  return short
    ? short.format(formatMoney(units, currency.minor_units) as `${number}`)
    : formatAmount(units, currency, language)
}

/**
 * A currency's sign as a label names it ("Rate (₹)", "Rate ($)"), or its code where Intl knows no
 * sign (AED) or no such currency.
 */
export function currencySymbol(code: string, language: string): string {
  const sign = formatterFor(amountLocale(code, language), {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  })
  return sign?.formatToParts(0).find((part) => part.type === 'currency')?.value ?? code
}

/** Today as `2026-11-24` in the user's own time zone (not UTC's: in India UTC is a day behind until 05:30). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** An ISO day `days` later (earlier when negative): `daysAfter('2026-11-22', 30)` is `2026-12-22`. */
export function daysAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
