import type { ReactNode } from 'react'
import type { ExportType } from '@/lib/export'

/** A column of the shared DataTable: how it shows, sorts (on the server) and exports. */
export type DataColumn<T> = {
  /** Also the server's sort key when `sortable`. */
  id: string
  header: string
  cell: (row: T) => ReactNode
  sortable?: boolean
  /** What goes into CSV/XLSX exports; leave out for columns that are not data (actions). */
  exportValue?: (row: T) => string | number | boolean | null | undefined
  /** What the exported value is, so a workbook keeps amounts and dates as numbers and dates. */
  exportType?: ExportType
  /** A money column's currency (ISO code) per row: a workbook groups rupees in lakhs. */
  exportCurrency?: (row: T) => string
  canHide?: boolean
  /** Starts hidden (the user can show it from the Columns menu). */
  hiddenByDefault?: boolean
  align?: 'start' | 'end'
}

export type SortValue = string | undefined

export function sortingOf(sort: SortValue) {
  if (!sort) return []
  return [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }]
}

export function sortOf(sorting: { id: string; desc: boolean }[]): SortValue {
  const first = sorting[0]
  return first ? `${first.desc ? '-' : ''}${first.id}` : undefined
}
