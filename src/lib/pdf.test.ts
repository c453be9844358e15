import { describe, expect, it } from 'vitest'
import { actualTexts, embeddedFonts, linesOf, readPdf } from '@/test/pdf-text'
import { PAGE_WIDTH, type PdfTable, tablePdf } from './pdf'

const table = (rows: number): PdfTable => ({
  title: 'Budget report — Monsoon Diaries',
  subtitle: 'Version 2',
  columns: [
    { header: 'Code', width: 1 },
    { header: 'Description', width: 4 },
    { header: 'Amount (INR)', width: 2, align: 'right' },
  ],
  rows: Array.from({ length: rows }, (_, index) => ({
    cells: [`C-${index + 1}`, `Line ${index + 1}`, '1,000.00'],
    style: index === rows - 1 ? 'total' : index % 10 === 0 ? 'group' : 'normal',
  })),
})

describe('tablePdf', () => {
  it('writes a PDF whose title, header, rows and page number read back', async () => {
    const bytes = await tablePdf(table(5))
    expect(new TextDecoder('latin1').decode(bytes.subarray(0, 5))).toBe('%PDF-')
    const pdf = await readPdf(bytes)
    expect(pdf.title).toBe('Budget report — Monsoon Diaries')
    expect(pdf.pages).toHaveLength(1)
    expect(linesOf(pdf.pages[0] ?? [])).toEqual([
      'Budget report — Monsoon Diaries',
      'Version 2',
      'Code Description Amount (INR)',
      'C-1 Line 1 1,000.00',
      'C-2 Line 2 1,000.00',
      'C-3 Line 3 1,000.00',
      'C-4 Line 4 1,000.00',
      'C-5 Line 5 1,000.00',
      'Budget report — Monsoon Diaries Page 1 of 1',
    ])
  })

  it('breaks pages, repeating the header and numbering them in the reader’s language', async () => {
    const pdf = await readPdf(
      await tablePdf({ ...table(80), pageLabel: (page, pages) => `Seite ${page} von ${pages}` }),
    )
    expect(pdf.pages).toHaveLength(3)
    for (const [index, page] of pdf.pages.entries()) {
      const lines = linesOf(page)
      expect(lines).toContain('Code Description Amount (INR)')
      expect(lines.at(-1)).toBe(`Budget report — Monsoon Diaries Seite ${index + 1} von 3`)
    }
    expect(linesOf(pdf.pages[2] ?? [])).toContain('C-80 Line 80 1,000.00')
    // The title stands on the first page only.
    expect(linesOf(pdf.pages[1] ?? [])[0]).toBe('Code Description Amount (INR)')
  })

  it('right-aligns amounts to the column’s edge', async () => {
    const pdf = await readPdf(await tablePdf(table(3)))
    const amounts = (pdf.pages[0] ?? []).filter((piece) => piece.text === '1,000.00')
    expect(amounts).toHaveLength(3)
    for (const amount of amounts) expect(amount.x + amount.width).toBeCloseTo(PAGE_WIDTH - 36 - 4, 0)
  })

  it('shortens a text too wide for its column with an ellipsis', async () => {
    const long = 'A very long description that cannot possibly fit into a narrow column of the table'
    const pdf = await readPdf(
      await tablePdf({
        title: 'T',
        columns: [
          { header: 'Narrow', width: 6 },
          { header: 'Wide', width: 20 },
        ],
        rows: [{ cells: [long, 'x'] }],
      }),
    )
    const row = linesOf(pdf.pages[0] ?? []).find((line) => line.startsWith('A very long'))
    expect(row).toMatch(/^A very long description\S* [^…]*… x$/)
    expect(row).not.toContain(long)
  })

  it('lets a left-aligned text run on over the empty cells after it', async () => {
    const heading = 'Insurance, legal and completion bond'
    const columns = [
      { header: 'Code', width: 1 },
      { header: 'Description', width: 1 },
      { header: 'Amount', width: 6, align: 'right' as const },
    ]
    const pdf = await readPdf(await tablePdf({ title: 'T', columns, rows: [{ cells: [heading, '', ''] }] }))
    expect(linesOf(pdf.pages[0] ?? [])).toContain(heading)
  })
})

describe('Unicode in PDFs', () => {
  const hindi: PdfTable = {
    title: 'बजट रिपोर्ट — Monsoon Diaries',
    columns: [
      { header: 'Code', width: 1 },
      { header: 'Description', width: 4 },
      { header: 'Amount (INR)', width: 2, align: 'right' },
    ],
    rows: [
      { cells: ['2100-01', 'कैमरा किराया', '₹1,25,000.00'] },
      { cells: ['2100-02', 'Café crème for the crew, Łódź', '₹2,500.50'] },
    ],
  }

  it('prints ₹ and Hindi in embedded Noto Sans, each glyph read back as its character', async () => {
    const bytes = await tablePdf(hindi)
    const lines = linesOf((await readPdf(bytes)).pages[0] ?? [])
    expect(lines).toContain('2100-02 Café crème for the crew, Łódź ₹2,500.50')
    // pdf.js reads glyphs in the order they are drawn, and ignores /ActualText: the vowel sign ि
    // is drawn before क, as Hindi is written — only a shaping engine moves it there.
    expect(lines).toContain('2100-01 कैमरा िकराया ₹1,25,000.00')
  })

  it('keeps the Hindi as written, for copying and search, in /ActualText', async () => {
    const texts = await actualTexts(await tablePdf(hindi))
    expect(texts).toContain('कैमरा किराया')
    expect(texts).toContain('बजट रिपोर्ट — Monsoon Diaries')
    // Latin text maps glyph to character one by one and needs none.
    expect(texts.some((text) => text.includes('Café'))).toBe(false)
  })

  it('embeds only the script subsets the text needs', async () => {
    // Latin, regular and bold.
    expect(await embeddedFonts(await tablePdf(table(2)))).toBe(2)
    // Latin and Devanagari in both weights (the title is bold and Hindi), Latin Extended for Ł.
    expect(await embeddedFonts(await tablePdf(hindi))).toBe(5)
    // ₹ is in Latin Extended and in Devanagari: beside Hindi, Devanagari alone serves.
    const rupees = { ...hindi, title: 'Budget', rows: hindi.rows.slice(0, 1) }
    expect(await embeddedFonts(await tablePdf(rupees))).toBe(3)
    // Without Hindi, ₹ comes from Latin Extended.
    expect(
      await embeddedFonts(await tablePdf({ ...rupees, rows: [{ cells: ['1', 'Rent', '₹5.00'] }] })),
    ).toBe(3)
  })
})
