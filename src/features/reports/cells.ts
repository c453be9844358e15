import type { ReportColumn } from '@contract/reports'
import type { TFunction } from 'i18next'
import { formatDate } from '@/lib/format'

/** A cell as words: money through `money`, a coded value (a status, a kind) in the reader's language. */
export function cellText(
  column: ReportColumn,
  value: string | number | null,
  t: TFunction,
  money: (units: number) => string,
  language: string,
): string {
  if (value === null || value === '') return ''
  if (column.kind === 'money') return money(Number(value))
  if (column.kind === 'date') return formatDate(String(value), language)
  if (column.kind === 'number') return String(value)
  if (CODED.has(column.key))
    return t(`reports.values.${column.key}.${value}`, { defaultValue: String(value) })
  return String(value)
}

/** Columns holding a stored code the reader should see in words. */
const CODED = new Set(['document_type', 'kind', 'status', 'ownership', 'category', 'disposal'])

/** "1 Apr 2026 to 29 Nov 2026", or "Up to 29 Nov 2026" for everything until the period's end. */
export function periodText(report: { from: string | null; to: string }, t: TFunction, language: string) {
  const to = formatDate(report.to, language)
  return report.from === null
    ? t('reports.periodUpTo', { to })
    : t('reports.period', { from: formatDate(report.from, language), to })
}
