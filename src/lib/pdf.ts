import type { PdfTable } from './pdf-table'

export {
  PAGE_HEIGHT,
  PAGE_WIDTH,
  type PdfColumn,
  type PdfRow,
  type PdfRowStyle,
  type PdfTable,
} from './pdf-table'

/** A4 landscape pages: a title, a table whose header repeats on every page, and page numbers. */
export async function tablePdf(table: PdfTable): Promise<Uint8Array> {
  const { writeTablePdf } = await import('./pdf-document')
  return writeTablePdf(table)
}

export const PDF_MIME = 'application/pdf'
