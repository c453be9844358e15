import writeXlsxFile, { type CellObject, type SheetData } from 'write-excel-file/universal'
import type { ExportColumn, ExportType, ExportValue } from './export'

/**
 * Writes export rows as an XLSX workbook through write-excel-file: numbers and amounts as numbers
 * with a number format, dates as date cells, text as text. Loaded lazily by `toXlsx`.
 */

export const XLSX_FORMATS = {
  integer: '#,##0',
  // Excel groups digits as the reader's region does: an Indian locale shows 1,25,000.00.
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

function numberCell(value: number | string, type: 'number' | 'integer' | 'money'): CellObject | undefined {
  const number = typeof value === 'number' ? value : DECIMAL.test(value.trim()) ? Number(value) : Number.NaN
  if (!Number.isFinite(number)) return undefined
  return type === 'number'
    ? { value: number, type: Number }
    : { value: number, type: Number, format: XLSX_FORMATS[type] }
}

export function cellOf(value: ExportValue, type: ExportType | undefined): CellObject | null {
  if (value === null || value === undefined || value === '') return null
  if (type === 'date' && (typeof value === 'string' || value instanceof Date)) {
    const cell = dateCell(value)
    if (cell) return cell
  }
  if ((type === 'number' || type === 'integer' || type === 'money') && typeof value !== 'boolean') {
    const cell = value instanceof Date ? undefined : numberCell(value, type)
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
  const body = rows.map((row) => columns.map((column) => cellOf(column.value(row), column.type)))
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
