import { unzipSync } from 'fflate'

/**
 * Reads the files /v2 imports accept: CSV (comma, semicolon or tab separated, UTF-8 with or
 * without BOM) and XLSX (the first worksheet). The server and the mocks read uploads with it, so
 * both see a file the same way.
 */

export type SheetRow = {
  /** The row's number in the file as a spreadsheet shows it (the header is 1). */
  line: number
  cells: string[]
}

export class UnreadableFile extends Error {
  override name = 'UnreadableFile'
}

const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024

export function readSpreadsheet(bytes: Uint8Array): SheetRow[] {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  const rows = isZip ? readXlsx(bytes) : readCsv(new TextDecoder('utf-8').decode(bytes))
  return rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''))
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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decodeXml(text: string): string {
  return text.replace(/&(#x?[0-9a-fA-F]+|amp|lt|gt|quot|apos);/g, (_match, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16))
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10))
    return ENTITIES[entity] ?? ''
  })
}

/** Every `<t>` run of an element, joined: rich text in shared strings comes in several runs. */
const textRuns = (xml: string) =>
  Array.from(xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g), (match) => decodeXml(match[1] ?? '')).join('')

function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? 'A'
  let index = 0
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64)
  return index - 1
}

function firstSheetPath(files: Record<string, Uint8Array>, text: (path: string) => string): string {
  const workbook = text('xl/workbook.xml')
  const relations = text('xl/_rels/workbook.xml.rels')
  const sheetRelation = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1]
  if (sheetRelation) {
    const pattern = new RegExp(`<Relationship\\b[^>]*\\bId="${sheetRelation}"[^>]*\\bTarget="([^"]+)"`)
    const reversed = new RegExp(`<Relationship\\b[^>]*\\bTarget="([^"]+)"[^>]*\\bId="${sheetRelation}"`)
    const target = pattern.exec(relations)?.[1] ?? reversed.exec(relations)?.[1]
    if (target) {
      const path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`
      if (files[path]) return path
    }
  }
  const fallback = Object.keys(files)
    .filter((path) => /^xl\/worksheets\/sheet\d+\.xml$/.test(path))
    .sort()[0]
  if (!fallback) throw new UnreadableFile('The workbook has no worksheet')
  return fallback
}

export function readXlsx(bytes: Uint8Array): SheetRow[] {
  let unzipped = 0
  let files: Record<string, Uint8Array>
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        unzipped += file.originalSize
        if (unzipped > MAX_UNZIPPED_BYTES) throw new UnreadableFile('The workbook is too large once unpacked')
        return (file.name.startsWith('xl/') && file.name.endsWith('.xml')) || file.name.endsWith('.rels')
      },
    })
  } catch (error) {
    if (error instanceof UnreadableFile) throw error
    throw new UnreadableFile('This is not a readable XLSX or CSV file')
  }
  const decoder = new TextDecoder('utf-8')
  const text = (path: string) => {
    const file = files[path]
    return file ? decoder.decode(file) : ''
  }
  const shared = Array.from(text('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g), (match) =>
    textRuns(match[1] ?? ''),
  )
  const sheet = text(firstSheetPath(files, text))
  const rows: SheetRow[] = []
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const line = Number(/\br="(\d+)"/.exec(rowMatch[1] ?? '')?.[1] ?? rows.length + 1)
    const cells: string[] = []
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cellMatch[1] ?? ''
      const body = cellMatch[2] ?? ''
      const reference = /\br="([A-Z]+\d+)"/.exec(attributes)?.[1]
      const type = /\bt="([a-zA-Z]+)"/.exec(attributes)?.[1]
      const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1]
      let value = ''
      if (type === 's') value = shared[Number(raw)] ?? ''
      else if (type === 'inlineStr') value = textRuns(body)
      else if (type === 'b') value = raw === '1' ? 'TRUE' : 'FALSE'
      else value = decodeXml(raw ?? '')
      const index = reference ? columnIndex(reference) : cells.length
      while (cells.length < index) cells.push('')
      cells[index] = value
    }
    rows.push({ line, cells })
  }
  return rows
}
