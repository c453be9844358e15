import {
  type Color,
  grayscale,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  rgb,
} from '@cantoo/pdf-lib'
import * as fontkit from 'fontkit'
import { FontSet, runWidth, type Weight } from './pdf-fonts'
import { PAGE_HEIGHT, PAGE_WIDTH, type PdfColumn, type PdfRow, type PdfTable } from './pdf-table'

/**
 * Lays a PdfTable out on A4 landscape pages with pdf-lib, in Noto Sans embedded as subsets (so ₹
 * and Hindi print). Loaded lazily by `tablePdf`, with its fonts.
 */

const MARGIN = 36
const FONT_SIZE = 9
const ROW_HEIGHT = 16
const HEADER_HEIGHT = 18
const CELL_PADDING = 4
const FOOTER_SPACE = 24
const FOOTER_SIZE = 8
const TITLE_SIZE = 16
const SUBTITLE_SIZE = 10

const INK = grayscale(0.1)
const WHITE = grayscale(1)
const PRIMARY = rgb(71 / 255, 22 / 255, 186 / 255)
const SHADE = rgb(0.94, 0.93, 0.97)

type PlacedRow = { row: PdfRow; top: number }
type PageLayout = { tableTop: number; rows: PlacedRow[] }
type Layout = { x: number; width: number; align: 'left' | 'right' }[]

/** Which rows go on which page: rows have one height, so this is known before anything is drawn. */
function paginate(table: PdfTable): PageLayout[] {
  const bottom = MARGIN + FOOTER_SPACE
  const firstTop = PAGE_HEIGHT - MARGIN - (TITLE_SIZE + 6) - (table.subtitle ? SUBTITLE_SIZE + 6 : 0) - 8
  const pages: PageLayout[] = [{ tableTop: firstTop, rows: [] }]
  let y = firstTop - HEADER_HEIGHT
  for (const row of table.rows) {
    if (y - ROW_HEIGHT < bottom) {
      pages.push({ tableTop: PAGE_HEIGHT - MARGIN, rows: [] })
      y = PAGE_HEIGHT - MARGIN - HEADER_HEIGHT
    }
    pages.at(-1)?.rows.push({ row, top: y })
    y -= ROW_HEIGHT
  }
  return pages
}

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

// Line breaks and tabs would print as nothing or as a missing glyph: a cell is one line.
const oneLine = (text: string) => text.replace(/[\t\n\v\f\r]+/g, ' ')

const rowWeight = (row: PdfRow): Weight => ((row.style ?? 'normal') === 'normal' ? 'regular' : 'bold')

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

class Painter {
  constructor(
    private readonly fonts: FontSet,
    private readonly page: PDFPage,
  ) {}

  width(text: string, weight: Weight, size: number) {
    return this.fonts.width(text, weight, size)
  }

  /** Shortens a text with "…" until it fits; cuts between graphemes, never inside a Hindi syllable. */
  fit(text: string, weight: Weight, size: number, room: number): string {
    if (this.width(text, weight, size) <= room) return text
    const parts = Array.from(graphemes.segment(text), (part) => part.segment)
    let [fits, tooLong] = [0, parts.length]
    while (tooLong - fits > 1) {
      const middle = Math.floor((fits + tooLong) / 2)
      if (this.width(`${parts.slice(0, middle).join('')}…`, weight, size) <= room) fits = middle
      else tooLong = middle
    }
    return fits ? `${parts.slice(0, fits).join('').trimEnd()}…` : ''
  }

  /**
   * Draws a text run by run, each in the font that has it. Shaped text (Hindi) is wrapped in a span
   * whose /ActualText holds the characters in order, for copying and search.
   */
  text(text: string, x: number, y: number, weight: Weight, size: number, color: Color = INK) {
    if (!text) return
    const runs = this.fonts.runs(text, weight)
    const shaped = runs.some((run) => run.shaped)
    if (shaped)
      this.page.pushOperators(
        PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
          PDFName.of('Span'),
          // The operator takes any PDF object; its type only lists the common ones.
          this.page.doc.context.obj({ ActualText: PDFHexString.fromText(text) }) as unknown as PDFName,
        ]),
      )
    let at = x
    for (const run of runs) {
      this.page.drawText(run.text, { x: at, y, size, font: run.font, color })
      at += runWidth(run, size)
    }
    if (shaped) this.page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent))
  }

  /** Like a spreadsheet, a left-aligned text runs on over the empty cells after it. */
  cells(layout: Layout, cells: string[], y: number, weight: Weight, color: Color = INK) {
    layout.forEach((column, index) => {
      let span = column.width
      for (let next = index + 1; column.align === 'left' && next < layout.length && !cells[next]; next++)
        span += layout[next]?.width ?? 0
      const text = this.fit(oneLine(cells[index] ?? ''), weight, FONT_SIZE, span - 2 * CELL_PADDING)
      const x =
        column.align === 'right'
          ? column.x + column.width - CELL_PADDING - this.width(text, weight, FONT_SIZE)
          : column.x + CELL_PADDING
      this.text(text, x, y, weight, FONT_SIZE, color)
    })
  }
}

/** The bytes of a PDF holding the table: title, a header repeated on every page, page numbers. */
export async function writeTablePdf(table: PdfTable): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0])
  doc.setTitle(table.title)
  doc.setProducer('Greenlight')
  doc.setCreator('Greenlight')

  const pages = paginate(table)
  const pageLabel = table.pageLabel ?? ((page, count) => `Page ${page} of ${count}`)
  const labels = pages.map((_, index) => pageLabel(index + 1, pages.length))
  const headers = table.columns.map((column) => column.header)
  const fonts = await FontSet.embed(doc, {
    regular: [
      table.title,
      table.subtitle ?? '',
      ...labels,
      ...table.rows.filter((row) => rowWeight(row) === 'regular').flatMap((row) => row.cells),
    ],
    bold: [
      table.title,
      ...headers,
      ...table.rows.filter((row) => rowWeight(row) === 'bold').flatMap((row) => row.cells),
    ],
  })

  const layout = columnLayout(table.columns)
  const left = MARGIN
  const right = PAGE_WIDTH - MARGIN
  pages.forEach((planned, index) => {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
    const painter = new Painter(fonts, page)
    if (index === 0) {
      let y = PAGE_HEIGHT - MARGIN - TITLE_SIZE
      painter.text(oneLine(table.title), left, y, 'bold', TITLE_SIZE)
      if (table.subtitle) {
        y -= 6 + SUBTITLE_SIZE
        painter.text(oneLine(table.subtitle), left, y, 'regular', SUBTITLE_SIZE)
      }
    }
    const headerBottom = planned.tableTop - HEADER_HEIGHT
    page.drawRectangle({
      x: left,
      y: headerBottom,
      width: right - left,
      height: HEADER_HEIGHT,
      color: PRIMARY,
    })
    painter.cells(layout, headers, headerBottom + 6, 'bold', WHITE)
    for (const { row, top } of planned.rows) {
      const style = row.style ?? 'normal'
      const bottom = top - ROW_HEIGHT
      if (style === 'group')
        page.drawRectangle({ x: left, y: bottom, width: right - left, height: ROW_HEIGHT, color: SHADE })
      if (style === 'total') rule(page, left, right, top, 0.2, 0.8)
      painter.cells(layout, row.cells, bottom + 5, rowWeight(row))
      if (style === 'normal') rule(page, left, right, bottom, 0.85, 0.4)
    }
    painter.text(
      painter.fit(oneLine(table.title), 'regular', FOOTER_SIZE, 500),
      left,
      MARGIN,
      'regular',
      FOOTER_SIZE,
    )
    const label = labels[index] ?? ''
    painter.text(label, right - painter.width(label, 'regular', FOOTER_SIZE), MARGIN, 'regular', FOOTER_SIZE)
  })
  return doc.save()
}

function rule(page: PDFPage, from: number, to: number, y: number, grey: number, thickness: number) {
  page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color: grayscale(grey) })
}
