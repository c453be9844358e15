import type { ReportColumn } from '@contract/reports'
import type { TFunction } from 'i18next'

/** A cell as words: money through `money`, a coded value (a status, a kind) in the reader's language. */
export function cellText(
  column: ReportColumn,
  value: string | number | null,
  t: TFunction,
  money: (units: number) => string,
): string {
  if (value === null || value === '') return ''
  if (column.kind === 'money') return money(Number(value))
  if (column.kind === 'number') return String(value)
  if (CODED.has(column.key))
    return t(`reports.values.${column.key}.${value}`, { defaultValue: String(value) })
  return String(value)
}

/** Columns holding a stored code the reader should see in words. */
const CODED = new Set(['document_type', 'kind', 'status', 'ownership', 'category', 'disposal'])
