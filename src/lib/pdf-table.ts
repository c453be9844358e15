/**
 * PDF exports of tables: the shape of a table here, the writer (src/lib/pdf-document.ts, with
 * pdf-lib, fontkit and Noto Sans) loaded only when a PDF is asked for.
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
