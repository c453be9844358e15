import { MASTERS, type MasterKey } from '@contract/masters/definitions'
import { type Field, formatMoney, refLabelKey } from '@contract/masters/fields'
import type { AnyMasterRecord, CustomFieldDefinition } from '@contract/masters/schemas'
import type { TFunction } from 'i18next'
import type { DataColumn } from '@/components/data-table'
import { Badge } from '@/components/Segmented'
import type { ExportType } from '@/lib/export'
import { amountLocale, formatDate, organisationCurrency } from '@/lib/format'

/*
 * A master's list columns, from its definition: each field shown as its kind calls for (a
 * reference by the name of what it points to, a flag as Yes/No, a rate with %, an amount with
 * its decimals), and the organisation's custom fields after them.
 */

const fieldsOf = (key: MasterKey) => Object.entries(MASTERS[key].fields) as [string, Field][]

/** A choice's value in the user's language. */
export function choiceLabel(field: string, value: string, t: TFunction) {
  if (field === 'entity') return t(`masters.${value}.title`)
  return t(`masters.values.${field}.${value}`)
}

function plainValue(field: string, descriptor: Field, row: AnyMasterRecord, t: TFunction, language: string) {
  const value = row[field]
  if (value === null || value === undefined) return null
  switch (descriptor.kind) {
    case 'ref':
      return (row[refLabelKey(field)] as string | null) ?? null
    case 'boolean':
      return value ? t('masters.common.yes') : t('masters.common.no')
    case 'choice':
      return choiceLabel(field, String(value), t)
    case 'decimal': {
      const number = Number(value)
      const text = number.toLocaleString(language, {
        minimumFractionDigits: Math.min(descriptor.scale, 2),
        maximumFractionDigits: descriptor.scale,
      })
      return descriptor.percent ? `${text} %` : text
    }
    case 'money':
      // Settings amounts (thresholds, limits) are in the organisation's base currency.
      return Number(formatMoney(Number(value))).toLocaleString(
        amountLocale(organisationCurrency() ?? '', language),
        {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        },
      )
    case 'list':
      return (value as string[]).join(', ')
    default:
      return String(value)
  }
}

function cellOf(field: string, descriptor: Field, t: TFunction, language: string) {
  return (row: AnyMasterRecord) => {
    const text = plainValue(field, descriptor, row, t, language)
    if (text === null) return <span className="text-ink-muted">—</span>
    if (descriptor.kind === 'boolean') return <Badge tone={row[field] ? 'primary' : 'neutral'}>{text}</Badge>
    if (descriptor.kind === 'color') {
      return (
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-4 rounded border border-line"
            style={{ background: text }}
          />
          <span className="font-mono text-xs">{text}</span>
        </span>
      )
    }
    if (descriptor.kind === 'code') return <span className="font-mono text-xs">{text}</span>
    return text
  }
}

/** How an exported file carries a field: the number as a number, the rest as text. */
const EXPORT_TYPES: Partial<Record<Field['kind'], ExportType>> = {
  integer: 'integer',
  decimal: 'number',
  money: 'money',
}
const CUSTOM_EXPORT_TYPES: Partial<Record<CustomFieldDefinition['kind'], ExportType>> = {
  number: 'number',
  date: 'date',
}

function exportOf(field: string, descriptor: Field, t: TFunction, language: string) {
  return (row: AnyMasterRecord) => {
    const value = row[field]
    if (value === null || value === undefined) return null
    if (descriptor.kind === 'integer') return Number(value)
    if (descriptor.kind === 'decimal') return String(value)
    if (descriptor.kind === 'money') return formatMoney(Number(value))
    return plainValue(field, descriptor, row, t, language)
  }
}

export function masterColumns(
  key: MasterKey,
  t: TFunction,
  language: string,
  customFields: readonly CustomFieldDefinition[] = [],
): DataColumn<AnyMasterRecord>[] {
  const columns: DataColumn<AnyMasterRecord>[] = []
  const [first] = fieldsOf(key).filter(([, descriptor]) => descriptor.column !== 'none')
  for (const [field, descriptor] of fieldsOf(key)) {
    if (descriptor.column === 'none') continue
    const alignEnd = ['integer', 'decimal', 'money'].includes(descriptor.kind)
    columns.push({
      id: descriptor.kind === 'ref' ? field.replace(/_id$/, '') : field,
      header: t(`masters.${key}.fields.${field}`),
      sortable: Boolean(descriptor.sortable),
      canHide: field !== first?.[0],
      hiddenByDefault: descriptor.column === 'hidden',
      align: alignEnd ? 'end' : 'start',
      cell: cellOf(field, descriptor, t, language),
      exportValue: exportOf(field, descriptor, t, language),
      exportType: EXPORT_TYPES[descriptor.kind],
    })
  }
  if (key === 'currency') {
    columns.push({
      id: 'current_rate',
      header: t('masters.currency.rateToday'),
      align: 'end',
      cell: (row) =>
        row.current_rate ? (
          <span
            title={
              row.rate_effective_from
                ? t('masters.currency.since', { date: formatDate(String(row.rate_effective_from), language) })
                : undefined
            }
          >
            {Number(row.current_rate).toLocaleString(language, { maximumFractionDigits: 6 })}
          </span>
        ) : (
          <span className="text-ink-muted">—</span>
        ),
      exportValue: (row) => (row.current_rate as string | null) ?? null,
      exportType: 'number',
    })
  }
  for (const custom of customFields) {
    columns.push({
      id: `custom_${custom.custom_field_id}`,
      header: custom.label,
      align: custom.kind === 'number' ? 'end' : 'start',
      cell: (row) => {
        const value = row.custom[String(custom.custom_field_id)]
        return value === undefined || value === null ? (
          <span className="text-ink-muted">—</span>
        ) : (
          String(value)
        )
      },
      exportValue: (row) => row.custom[String(custom.custom_field_id)] ?? null,
      exportType: CUSTOM_EXPORT_TYPES[custom.kind],
    })
  }
  return columns
}
