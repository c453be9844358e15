import { describe, expect, it } from 'vitest'
import { PAGE_WIDTH, type PdfTable, pdfString, pdfTextString, tablePdf, textWidth, winAnsiCodes } from './pdf'

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')

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

/** Every object the cross-reference table points to, checked against the bytes. */
function checkXref(text: string) {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1])
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n')
  const [, , countText] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? []
  const count = Number(countText)
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + count)
  expect(entries[0]).toBe('0000000000 65535 f ')
  entries.slice(1).forEach((entry, index) => {
    // Each entry is exactly 20 bytes with its end of line.
    expect(entry.length + 1).toBe(20)
    const offset = Number(entry.slice(0, 10))
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`)
  })
  expect(text).toContain(`/Size ${count}`)
  return count
}

describe('tablePdf', () => {
  it('writes a PDF 1.4 whose cross-reference offsets point at their objects', () => {
    const bytes = tablePdf(table(5))
    const text = latin1(bytes)
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(checkXref(text)).toBe(8)
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding')
    expect(text).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding')
    expect(text).toContain(`/MediaBox [0 0 ${PAGE_WIDTH} 595]`)
    expect(text).toContain('(Line 3) Tj')
    expect(text).toContain('(Page 1 of 1) Tj')
  })

  it('states each content stream’s exact length', () => {
    const text = latin1(tablePdf(table(3)))
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text)
    const start = (match?.index ?? 0) + (match?.[0].length ?? 0)
    const length = Number(match?.[1])
    expect(text.slice(start + length, start + length + 10)).toBe('\nendstream')
  })

  it('breaks pages, repeating the header and numbering them', () => {
    const text = latin1(tablePdf({ ...table(80), pageLabel: (page, pages) => `Seite ${page} von ${pages}` }))
    const pages = Number(/\/Count (\d+)/.exec(text)?.[1])
    expect(pages).toBe(3)
    expect(text.match(/\/Type \/Page /g)).toHaveLength(3)
    expect(text.match(/\(Description\) Tj/g)).toHaveLength(3)
    expect(text).toContain('(Seite 2 von 3) Tj')
    expect(text).toContain('(Line 80) Tj')
    checkXref(text)
  })

  it('right-aligns amounts to the column’s edge', () => {
    const text = latin1(tablePdf(table(1)))
    const [, x] = /([\d.]+) [\d.]+ Td \(1,000\.00\) Tj/.exec(text) ?? []
    const right = PAGE_WIDTH - 36 - 4
    expect(Number(x) + textWidth('1,000.00', 'bold', 9)).toBeCloseTo(right, 1)
  })

  it('shortens a text too wide for its column with an ellipsis', () => {
    const long = 'A very long description that cannot possibly fit into a narrow column of the table'
    const wide = tablePdf({
      title: 'T',
      columns: [
        { header: 'Narrow', width: 6 },
        { header: 'Wide', width: 20 },
      ],
      rows: [{ cells: [long, 'x'] }],
    })
    const text = latin1(wide)
    expect(text).not.toContain(long)
    expect(text).toMatch(/\(A very long[^)]*\\205\) Tj/)
  })
})

describe('WinAnsi text', () => {
  it('escapes brackets and backslashes and writes other bytes in octal', () => {
    expect(pdfString('Café (Mumbai) \\ 5 €')).toBe('(Caf\\351 \\(Mumbai\\) \\\\ 5 \\200)')
    expect(pdfString('Budget — “Day 1”')).toBe('(Budget \\227 \\223Day 1\\224)')
  })

  it('writes the document title as UTF-16 so that readers show its dashes', () => {
    expect(pdfTextString('A — ₹')).toBe('<FEFF004100202014002020B9>')
    expect(latin1(tablePdf(table(1)))).toContain(`/Title ${pdfTextString('Budget report — Monsoon Diaries')}`)
  })

  it('turns Intl’s spaces into spaces and what WinAnsi lacks into a question mark', () => {
    expect(winAnsiCodes('1\u202f234\u00a0€')).toEqual([0x31, 0x20, 0x32, 0x33, 0x34, 0xa0, 0x80])
    expect(winAnsiCodes('₹')).toEqual([0x3f])
  })

  it('measures text with the Helvetica metrics', () => {
    expect(textWidth('AAA', 'regular', 10)).toBeCloseTo(20.01)
    expect(textWidth('iii', 'bold', 10)).toBeCloseTo(8.34)
  })
})

describe('cells', () => {
  it('let a left-aligned text run on over the empty cells after it', () => {
    const heading = 'Insurance, legal and completion bond'
    const columns = [
      { header: 'Code', width: 1 },
      { header: 'Description', width: 1 },
      { header: 'Amount', width: 6, align: 'right' as const },
    ]
    const text = latin1(tablePdf({ title: 'T', columns, rows: [{ cells: [heading, '', ''] }] }))
    expect(text).toContain(`(${heading}) Tj`)
  })
})
