/**
 * A small PDF 1.4 writer for tabular reports, with no dependency: A4 landscape pages, the standard
 * Helvetica and Helvetica-Bold fonts (every PDF reader has them, so nothing is embedded) in
 * WinAnsi encoding, a title, a table whose header repeats on every page, and page numbers.
 * Content streams are left uncompressed: reports are small and stay greppable in tests.
 */

export type PdfColumn = {
  header: string
  /** A relative width: the columns share the page's width in proportion to these. */
  width: number
  align?: 'left' | 'right'
}

/** `group` rows (a category heading) are shaded; `total` rows are bold with a rule above. */
export type PdfRowStyle = 'normal' | 'group' | 'total'
export type PdfRow = { cells: string[]; style?: PdfRowStyle }

export type PdfTable = {
  title: string
  subtitle?: string
  columns: PdfColumn[]
  rows: PdfRow[]
  /** The footer's page number, in the reader's language: (2, 5) → "Page 2 of 5". */
  pageLabel?: (page: number, pages: number) => string
}

export const PAGE_WIDTH = 842
export const PAGE_HEIGHT = 595
const MARGIN = 36
const FONT_SIZE = 9
const ROW_HEIGHT = 16
const HEADER_HEIGHT = 18
const CELL_PADDING = 4
const FOOTER_SPACE = 24
const TITLE_SIZE = 16
const SUBTITLE_SIZE = 10

type Font = 'regular' | 'bold'
const FONT_NAME: Record<Font, string> = { regular: 'F1', bold: 'F2' }

// Glyph widths (thousandths of the font size) from Adobe's AFM files, for the WinAnsi codes
// 32–126 and 160–255; 128–159 are listed apart below.
const ASCII_WIDTHS: Record<Font, number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 584, 278, 278, 556, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
    500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
    556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
    278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 584, 278, 278, 556, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
    556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
    556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
    333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
}
const LATIN_WIDTHS: Record<Font, number[]> = {
  regular: [
    278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333,
    556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667, 1000, 722, 667, 667,
    667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667,
    611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556, 556, 556, 556,
    556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
  ],
  bold: [
    278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333,
    611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, 722, 722, 722, 722, 722, 722, 1000, 722, 667, 667,
    667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667,
    611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278, 611, 611, 611, 611,
    611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
  ],
}

/** The characters WinAnsi puts in 128–159, with their code and their width (regular, bold). */
const WIN_ANSI_EXTRA: Record<string, [code: number, regular: number, bold: number]> = {
  '€': [0x80, 556, 556],
  '‚': [0x82, 222, 278],
  ƒ: [0x83, 556, 556],
  '„': [0x84, 333, 500],
  '…': [0x85, 1000, 1000],
  '†': [0x86, 556, 556],
  '‡': [0x87, 556, 556],
  ˆ: [0x88, 333, 333],
  '‰': [0x89, 1000, 1000],
  Š: [0x8a, 667, 667],
  '‹': [0x8b, 333, 333],
  Œ: [0x8c, 1000, 1000],
  Ž: [0x8e, 611, 611],
  '‘': [0x91, 222, 278],
  '’': [0x92, 222, 278],
  '“': [0x93, 333, 500],
  '”': [0x94, 333, 500],
  '•': [0x95, 350, 350],
  '–': [0x96, 556, 556],
  '—': [0x97, 1000, 1000],
  '˜': [0x98, 333, 333],
  '™': [0x99, 1000, 1000],
  š: [0x9a, 500, 556],
  '›': [0x9b, 333, 333],
  œ: [0x9c, 944, 944],
  ž: [0x9e, 500, 500],
  Ÿ: [0x9f, 667, 667],
}
const BY_CODE = new Map(
  Object.values(WIN_ANSI_EXTRA).map(([code, regular, bold]) => [code, { regular, bold }]),
)

/** Unicode text as WinAnsi codes; what the encoding lacks becomes a look-alike or "?". */
export function winAnsiCodes(text: string): number[] {
  const codes: number[] = []
  for (const char of text) {
    const point = char.codePointAt(0) ?? 63
    const extra = WIN_ANSI_EXTRA[char]
    if (extra) codes.push(extra[0])
    else if ((point >= 0x20 && point <= 0x7e) || (point >= 0xa0 && point <= 0xff)) codes.push(point)
    // Intl's group separators (thin and narrow no-break spaces) and other spaces.
    else if ((point >= 0x2000 && point <= 0x200a) || point === 0x202f || point === 0x205f || point === 0x09)
      codes.push(0x20)
    else if (point === 0x2010 || point === 0x2011 || point === 0x2212) codes.push(0x2d)
    else if (point < 0x20) codes.push(0x20)
    else codes.push(0x3f)
  }
  return codes
}

function codeWidth(code: number, font: Font): number {
  if (code >= 0x20 && code <= 0x7e) return ASCII_WIDTHS[font][code - 0x20] ?? 556
  if (code >= 0xa0 && code <= 0xff) return LATIN_WIDTHS[font][code - 0xa0] ?? 556
  return BY_CODE.get(code)?.[font] ?? 556
}

/** The width of a text in points at a font size, as a PDF reader lays it out. */
export function textWidth(text: string, font: Font, size: number): number {
  return (winAnsiCodes(text).reduce((sum, code) => sum + codeWidth(code, font), 0) * size) / 1000
}

/** A PDF literal string: brackets and backslashes escaped, anything outside ASCII as octal. */
export function pdfString(text: string): string {
  let out = '('
  for (const code of winAnsiCodes(text)) {
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${String.fromCharCode(code)}`
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`
    else out += String.fromCharCode(code)
  }
  return `${out})`
}

/**
 * A text string outside page content (the document's title): UTF-16BE with its byte order mark,
 * as hex, since PDFDocEncoding there would misread WinAnsi's dashes and quotes.
 */
export function pdfTextString(text: string): string {
  let hex = 'FEFF'
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase()
  return `<${hex}>`
}

/** Shortens a text with "…" until it fits the width. */
function truncateToWidth(text: string, font: Font, size: number, width: number): string {
  if (textWidth(text, font, size) <= width) return text
  const chars = [...text]
  while (chars.length > 0 && textWidth(`${chars.join('')}…`, font, size) > width) chars.pop()
  return chars.length ? `${chars.join('')}…` : ''
}

const n = (value: number) => String(Math.round(value * 100) / 100)

/** Drawing operators of one page. */
class PageCanvas {
  readonly ops: string[] = []

  text(text: string, x: number, y: number, font: Font, size: number, white = false) {
    if (!text) return
    this.ops.push(
      `BT ${white ? '1 g' : '0.1 g'} /${FONT_NAME[font]} ${size} Tf ${n(x)} ${n(y)} Td ${pdfString(text)} Tj ET`,
    )
  }

  rect(x: number, y: number, width: number, height: number, rgb: [number, number, number]) {
    this.ops.push(`${rgb.map(n).join(' ')} rg ${n(x)} ${n(y)} ${n(width)} ${n(height)} re f`)
  }

  rule(x1: number, x2: number, y: number, grey: number, lineWidth: number) {
    this.ops.push(`${n(grey)} G ${n(lineWidth)} w ${n(x1)} ${n(y)} m ${n(x2)} ${n(y)} l S`)
  }
}

const PRIMARY: [number, number, number] = [71 / 255, 22 / 255, 186 / 255]
const SHADE: [number, number, number] = [0.94, 0.93, 0.97]

type Layout = { x: number; width: number; align: 'left' | 'right' }[]

function columnLayout(columns: PdfColumn[]): Layout {
  const usable = PAGE_WIDTH - 2 * MARGIN
  const weights = columns.reduce((sum, column) => sum + column.width, 0) || 1
  let x = MARGIN
  return columns.map((column) => {
    const width = (usable * column.width) / weights
    const cell = { x, width, align: column.align ?? 'left' }
    x += width
    return cell
  })
}

function drawCells(
  canvas: PageCanvas,
  layout: Layout,
  cells: string[],
  y: number,
  font: Font,
  white = false,
) {
  layout.forEach((column, index) => {
    // Like a spreadsheet, a left-aligned text runs on over the empty cells after it.
    let span = column.width
    for (let next = index + 1; column.align === 'left' && next < layout.length && !cells[next]; next++)
      span += layout[next]?.width ?? 0
    const room = span - 2 * CELL_PADDING
    const text = truncateToWidth(cells[index] ?? '', font, FONT_SIZE, room)
    const x =
      column.align === 'right'
        ? column.x + column.width - CELL_PADDING - textWidth(text, font, FONT_SIZE)
        : column.x + CELL_PADDING
    canvas.text(text, x, y, font, FONT_SIZE, white)
  })
}

/** Lays the table out over as many pages as it needs; answers each page's drawing operators. */
function layOut(table: PdfTable): string[][] {
  const layout = columnLayout(table.columns)
  const left = MARGIN
  const right = PAGE_WIDTH - MARGIN
  const bottom = MARGIN + FOOTER_SPACE
  const pages: PageCanvas[] = []
  let canvas = new PageCanvas()
  let y = PAGE_HEIGHT - MARGIN

  const startTable = () => {
    canvas.rect(left, y - HEADER_HEIGHT, right - left, HEADER_HEIGHT, PRIMARY)
    drawCells(
      canvas,
      layout,
      table.columns.map((column) => column.header),
      y - HEADER_HEIGHT + 6,
      'bold',
      true,
    )
    y -= HEADER_HEIGHT
  }
  const newPage = () => {
    pages.push(canvas)
    canvas = new PageCanvas()
    y = PAGE_HEIGHT - MARGIN
    startTable()
  }

  canvas.text(table.title, left, y - TITLE_SIZE, 'bold', TITLE_SIZE)
  y -= TITLE_SIZE + 6
  if (table.subtitle) {
    canvas.text(table.subtitle, left, y - SUBTITLE_SIZE, 'regular', SUBTITLE_SIZE)
    y -= SUBTITLE_SIZE + 6
  }
  y -= 8
  startTable()
  for (const row of table.rows) {
    if (y - ROW_HEIGHT < bottom) newPage()
    const style = row.style ?? 'normal'
    if (style === 'group') canvas.rect(left, y - ROW_HEIGHT, right - left, ROW_HEIGHT, SHADE)
    if (style === 'total') canvas.rule(left, right, y, 0.2, 0.8)
    drawCells(canvas, layout, row.cells, y - ROW_HEIGHT + 5, style === 'normal' ? 'regular' : 'bold')
    y -= ROW_HEIGHT
    if (style === 'normal') canvas.rule(left, right, y, 0.85, 0.4)
  }
  pages.push(canvas)

  const label = table.pageLabel ?? ((page, count) => `Page ${page} of ${count}`)
  return pages.map((page, index) => {
    page.text(truncateToWidth(table.title, 'regular', 8, 500), left, MARGIN, 'regular', 8)
    const text = label(index + 1, pages.length)
    page.text(text, right - textWidth(text, 'regular', 8), MARGIN, 'regular', 8)
    return page.ops
  })
}

/** The bytes of a PDF holding the table; every byte is ASCII except the binary marker comment. */
export function tablePdf(table: PdfTable): Uint8Array {
  const pages = layOut(table)
  const objects: string[] = []
  const add = (body: string) => objects.push(body)
  const firstPage = 6
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add(
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${firstPage + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  )
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  add(`<< /Title ${pdfTextString(table.title)} /Producer (Greenlight) >>`)
  pages.forEach((ops, index) => {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + 2 * index + 1} 0 R >>`,
    )
    const stream = ops.join('\n')
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`)
  })

  // A binary comment after the header tells transfer tools the file is not text.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(out.length)
    out += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`

  const bytes = new Uint8Array(out.length)
  for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i)
  return bytes
}

export const PDF_MIME = 'application/pdf'
