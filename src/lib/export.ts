/**
 * Exports of table rows: CSV (RFC 4180, with a BOM so Excel reads UTF-8) and XLSX. The workbook
 * writer (src/lib/xlsx.ts and its library) loads only when someone asks for a workbook.
 */

/** What a column holds, so that a workbook stores real numbers and dates with their formats. */
export type ExportType = 'text' | 'number' | 'integer' | 'money' | 'date'

export type ExportValue = string | number | boolean | Date | null | undefined

export type ExportColumn<T> = {
  header: string
  value: (row: T) => ExportValue
  /** Without a type, numbers stay numbers and everything else is text. */
  type?: ExportType
  /**
   * A money column's currency (ISO code), when it has one, or each row's (a list of several
   * projects' amounts): rupees are grouped in lakhs.
   */
  currency?: string | ((row: T) => string)
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = value instanceof Date ? value.toISOString() : String(value)
  // A leading =, +, - or @ would run as a formula in a spreadsheet: neutralise it.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value !== 'number' ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function toCsv<T>(columns: ExportColumn<T>[], rows: T[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')]
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','))
  return `\ufeff${lines.join('\r\n')}\r\n`
}

/** The rows as an XLSX workbook of one sheet, with a bold, frozen header row. */
export async function toXlsx<T>(
  columns: ExportColumn<T>[],
  rows: T[],
  sheetName = 'Export',
): Promise<Uint8Array> {
  const { workbook } = await import('./xlsx')
  return workbook(columns, rows, sheetName)
}

export function download(fileName: string, content: string | Uint8Array, type: string) {
  const blob = new Blob([content as BlobPart], { type })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export const MIME = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const
