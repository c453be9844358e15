import { unzipSync } from 'fflate'
import { readSheet } from 'read-excel-file/universal'
import { hasUnstorableCharacter, markUnstorable } from './common'
import type { FieldError } from './envelope'

/**
 * Reads the files /v2 imports accept: CSV (comma, semicolon or tab separated, UTF-8 with or
 * without BOM) and XLSX (the first worksheet, through read-excel-file). The server and the mocks
 * read uploads with it, so both see a file the same way; it needs no Node built-in, so it runs in
 * a page too.
 */

export type SheetRow = {
  /** The row's number in the file as a spreadsheet shows it (the header is 1). */
  line: number
  cells: string[]
}

export class UnreadableFile extends Error {
  override name = 'UnreadableFile'
  constructor(
    message: string,
    /** The cells at fault, where it is some cells rather than the whole file. */
    readonly cells: FieldError[] = [],
    readonly code: 'unreadableFile' | 'fileCharacters' = 'unreadableFile',
    readonly params?: Record<string, string | number>,
  ) {
    super(message)
  }
}

const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024

export async function readSpreadsheet(bytes: Uint8Array): Promise<SheetRow[]> {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  const rows = isZip ? await readXlsx(bytes) : readCsv(new TextDecoder('utf-8').decode(bytes))
  const filled = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''))
  refuseUnstorableCells(filled)
  return filled
}

/** A column as a spreadsheet names it, from its index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let name = ''
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name
  return name
}

const MAX_CELLS_REPORTED = 20

/**
 * A NUL (a CSV saved by some tools, or a binary file renamed) or a broken surrogate pair cannot be
 * stored as text: the file is refused, naming each such cell by its row and column.
 */
function refuseUnstorableCells(rows: SheetRow[]) {
  const header = rows[0]?.cells ?? []
  const found: { line: number; column: string; error: FieldError }[] = []
  for (const row of rows) {
    for (const [index, cell] of row.cells.entries()) {
      if (found.length >= MAX_CELLS_REPORTED || !hasUnstorableCharacter(cell)) continue
      const heading = row === rows[0] ? '' : markUnstorable(header[index] ?? '').trim()
      const column = heading ? `${columnLetter(index)} (${heading})` : columnLetter(index)
      found.push({
        line: row.line,
        column,
        error: {
          path: `rows.${row.line}.${columnLetter(index)}`,
          message: `Row ${row.line}, column ${column} holds an invisible or broken character that cannot be stored`,
          code: 'characters',
        },
      })
    }
  }
  const [first] = found
  if (!first) return
  const more = found.length > 1 ? ` (and ${found.length - 1} more cells)` : ''
  throw new UnreadableFile(
    `${first.error.message}${more}: fix the file and upload it again`,
    found.map((cell) => cell.error),
    'fileCharacters',
    { line: first.line, column: first.column },
  )
}

export function readCsv(text: string): SheetRow[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const firstLine = source.slice(0, source.search(/\r?\n|$/))
  const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  )
  const rows: SheetRow[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  for (let index = 0; index < source.length; index++) {
    const char = source[index]
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') {
        quoted = false
      } else {
        if (char === '\n') line++
        cell += char
      }
    } else if (char === '"' && cell === '') {
      quoted = true
    } else if (char === delimiter) {
      cells.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++
      cells.push(cell)
      rows.push({ line: rowLine, cells })
      cells = []
      cell = ''
      line++
      rowLine = line
    } else {
      cell += char
    }
  }
  if (quoted) throw new UnreadableFile(`A quoted value that starts on line ${rowLine} is never closed`)
  if (cell !== '' || cells.length > 0) {
    cells.push(cell)
    rows.push({ line: rowLine, cells })
  }
  return rows
}

const NOT_READABLE = 'This is not a readable XLSX or CSV file'

/** Refuses a zip bomb from the sizes the archive declares, before anything is unpacked. */
function checkUnpackedSize(bytes: Uint8Array) {
  let unpacked = 0
  try {
    unzipSync(bytes, {
      filter: (file) => {
        unpacked += file.originalSize
        if (unpacked > MAX_UNZIPPED_BYTES) throw new UnreadableFile('The workbook is too large once unpacked')
        return false
      },
    })
  } catch (error) {
    if (error instanceof UnreadableFile) throw error
    throw new UnreadableFile(NOT_READABLE)
  }
}

/** A cell as text: a date cell as an ISO date (with its time, if it has one), a boolean as Excel shows it. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) {
    // A day fraction in binary is a hair off: round to the second the spreadsheet shows.
    const iso = new Date(Math.round(value.getTime() / 1000) * 1000).toISOString()
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19)
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  return String(value)
}

function withoutTrailingBlanks(cells: string[]): string[] {
  let end = cells.length
  while (end > 0 && cells[end - 1] === '') end--
  return cells.slice(0, end)
}

/** The first worksheet; its rows are numbered from the sheet's first row, as a spreadsheet shows them. */
export async function readXlsx(bytes: Uint8Array): Promise<SheetRow[]> {
  checkUnpackedSize(bytes)
  // The library takes a whole ArrayBuffer: a view into a larger one (a Node Buffer) is copied out.
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
  const buffer = (whole ? bytes : new Uint8Array(bytes)).buffer as ArrayBuffer
  let data: unknown[][]
  try {
    data = await readSheet(buffer, { trim: false })
  } catch {
    throw new UnreadableFile(NOT_READABLE)
  }
  return data.map((cells, index) => ({ line: index + 1, cells: withoutTrailingBlanks(cells.map(cellText)) }))
}
