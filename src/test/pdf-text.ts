import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * Reads a PDF back the way a viewer does, for tests: pdf.js (Firefox's reader) turns each page's
 * glyphs back into text through the fonts' Unicode maps, with where each piece stands.
 */

export type PdfText = { text: string; x: number; y: number; width: number; font: string }
export type ReadPdf = { title: string | undefined; pages: PdfText[][] }

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdf.js takes the buffer over, and refuses a Node Buffer: hand it a plain copy.
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise
  const info = (await document.getMetadata()).info as { Title?: string }
  const pages: PdfText[][] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    pages.push(
      content.items.flatMap((item) =>
        'str' in item && item.str.trim() !== ''
          ? [
              {
                text: item.str,
                x: item.transform[4],
                y: item.transform[5],
                width: item.width,
                font: item.fontName,
              },
            ]
          : [],
      ),
    )
  }
  await document.destroy()
  return { title: info.Title, pages }
}

/** A page's lines, top to bottom: pieces on one baseline joined, a gap between cells as a space. */
export function linesOf(page: PdfText[]): string[] {
  const byBaseline = new Map<number, PdfText[]>()
  for (const piece of page) {
    const baseline = Math.round(piece.y)
    byBaseline.set(baseline, [...(byBaseline.get(baseline) ?? []), piece])
  }
  return [...byBaseline.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, pieces]) =>
      pieces
        .sort((a, b) => a.x - b.x)
        .reduce((line, piece, index) => {
          const previous = pieces[index - 1]
          const touching = previous && piece.x - (previous.x + previous.width) < 0.5
          return index === 0 ? piece.text : `${line}${touching ? '' : ' '}${piece.text}`
        }, ''),
    )
}

/**
 * The /ActualText of every marked-content span, page by page: the characters a reader that
 * honours it (Acrobat, Poppler's pdftotext) copies and searches instead of the drawn glyphs.
 */
export async function actualTexts(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes)
  const texts: string[] = []
  for (const page of document.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'))
    const resolved = contents ? page.doc.context.lookup(contents) : undefined
    const streams =
      resolved instanceof PDFArray
        ? resolved.asArray().map((ref) => page.doc.context.lookup(ref))
        : [resolved]
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue
      const operators = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode())
      for (const match of operators.matchAll(/\/ActualText\s*<FEFF([0-9A-Fa-f]*)>/g))
        texts.push(utf16(match[1] ?? ''))
    }
  }
  return texts
}

function utf16(hex: string): string {
  const units = hex.match(/.{4}/g) ?? []
  return String.fromCharCode(...units.map((unit) => Number.parseInt(unit, 16)))
}

/** How many fonts the file embeds (each script subset of each weight is one). */
export async function embeddedFonts(bytes: Uint8Array): Promise<number> {
  const document = await PDFDocument.load(bytes)
  return document.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) => object instanceof PDFDict && object.get(PDFName.of('Subtype')) === PDFName.of('Type0'),
    ).length
}
