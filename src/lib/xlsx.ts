import { INDIAN_GROUPING, moneyLocale } from '@contract/money-locale'
import writeXlsxFile, { type CellObject, type SheetData } from 'write-excel-file/universal'
import type { ExportColumn, ExportType, ExportValue } from './export'
import { organisationCurrency } from './format'

/**
 * Writes export rows as an XLSX workbook through write-excel-file: numbers and amounts as numbers
 * with a number format, dates as date cells, text as text. Loaded lazily by `toXlsx`.
 */

export const XLSX_FORMATS = {
  integer: '#,##0',
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
  dateTime: 'yyyy-mm-dd hh:mm',
} as const

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DECIMAL = /^-?\d+(\.\d+)?$/

/**
 * A spreadsheet has no time zones: a day is stored as that day, and an instant (a timestamp) as
 * the wall-clock time the reader sees in the app.
 */
function dateCell(value: string | Date): CellObject | undefined {
  const day = typeof value === 'string' ? ISO_DATE.exec(value) : null
  if (day) {
    const [, year, month, date] = day.map(Number) as [number, number, number, number]
    return { value: new Date(Date.UTC(year, month - 1, date)), type: Date, format: XLSX_FORMATS.date }
  }
  const instant = new Date(value)
  if (Number.isNaN(instant.getTime())) return undefined
  const wallClock = Date.UTC(
    instant.getFullYear(),
    instant.getMonth(),
    instant.getDate(),
    instant.getHours(),
    instant.getMinutes(),
    instant.getSeconds(),
  )
  const midnight = wallClock % 86_400_000 === 0
  return {
    value: new Date(wallClock),
    type: Date,
    format: midnight ? XLSX_FORMATS.date : XLSX_FORMATS.dateTime,
  }
}

/**
 * Excel's format for an amount in lakhs and crores (1,23,45,678.00). Excel's `,` only groups by
 * thousands, so the groups are written out for as many digits as this amount has; up to five
 * digits both ways of grouping read alike.
 */
export function indianMoneyFormat(value: number): string {
  const digits = Math.trunc(Math.abs(value)).toString().length
  if (digits <= 5) return XLSX_FORMATS.money
  const beforeThousands = digits - 3
  const lead = beforeThousands % 2 || 2
  return `${'0'.repeat(lead)}${'\\,00'.repeat((beforeThousands - lead) / 2)}\\,000.00`
}

function numberCell(
  value: number | string,
  type: 'number' | 'integer' | 'money',
  indian: boolean,
): CellObject | undefined {
  const number = typeof value === 'number' ? value : DECIMAL.test(value.trim()) ? Number(value) : Number.NaN
  if (!Number.isFinite(number)) return undefined
  if (type === 'number') return { value: number, type: Number }
  const format = type === 'money' && indian ? indianMoneyFormat(number) : XLSX_FORMATS[type]
  return { value: number, type: Number, format }
}

/** `indian`: amounts grouped in lakhs and crores (contract/money-locale.ts). */
export function cellOf(value: ExportValue, type: ExportType | undefined, indian = false): CellObject | null {
  if (value === null || value === undefined || value === '') return null
  if (type === 'date' && (typeof value === 'string' || value instanceof Date)) {
    const cell = dateCell(value)
    if (cell) return cell
  }
  if ((type === 'number' || type === 'integer' || type === 'money') && typeof value !== 'boolean') {
    const cell = value instanceof Date ? undefined : numberCell(value, type, indian)
    if (cell) return cell
  }
  if (value instanceof Date) return dateCell(value) ?? null
  if (type === undefined && typeof value === 'number') return { value, type: Number }
  if (type === undefined && typeof value === 'boolean') return { value, type: Boolean }
  return { value: String(value), type: String }
}

/** Roughly how many characters a cell shows, to size its column. */
function shownLength(cell: CellObject | null | undefined): number {
  if (!cell) return 0
  if (cell.type === Date) return cell.format === XLSX_FORMATS.date ? 10 : 16
  if (typeof cell.value === 'number') return Math.abs(cell.value).toFixed(2).length + 4
  return String(cell.value ?? '').length
}

/** Excel refuses a sheet name over 31 characters or with any of []:*?/\ in it. */
export function sheetNameOf(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\\s]+/g, ' ')
      .trim()
      .slice(0, 31)
      .trim() || 'Sheet1'
  )
}

export async function workbook<T>(
  columns: ExportColumn<T>[],
  rows: T[],
  sheetName: string,
): Promise<Uint8Array> {
  const header: CellObject[] = columns.map((column) => ({
    value: column.header,
    type: String,
    fontWeight: 'bold',
  }))
  const organisation = organisationCurrency()
  const indianFor = (currency: string | undefined) =>
    moneyLocale(currency ?? '', organisation, 'en') === INDIAN_GROUPING
  const body = rows.map((row) =>
    columns.map((column) => {
      const currency = typeof column.currency === 'function' ? column.currency(row) : column.currency
      return cellOf(column.value(row), column.type, indianFor(currency))
    }),
  )
  const data: (CellObject | null)[][] = [header, ...body]
  const widths = columns.map((_, index) =>
    Math.min(
      60,
      data.reduce((widest, cells) => Math.max(widest, shownLength(cells[index]) + 2), 8),
    ),
  )
  const blob = await writeXlsxFile(data as SheetData, {
    sheet: sheetNameOf(sheetName),
    stickyRowsCount: 1,
    columns: widths.map((width) => ({ width })),
  }).toBlob()
  return new Uint8Array(await blob.arrayBuffer())
}
