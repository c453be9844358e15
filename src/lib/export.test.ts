import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { toCsv, toXlsx } from './export'

type Row = { name: string; amount: number; note?: string | null }
const columns = [
  { header: 'Name', value: (row: Row) => row.name },
  { header: 'Amount', value: (row: Row) => row.amount },
  { header: 'Note', value: (row: Row) => row.note },
]

describe('exports', () => {
  it('write CSV that spreadsheets read safely', () => {
    const csv = toCsv(columns, [
      { name: 'Camera, lenses', amount: 1250, note: 'He said "rent"' },
      { name: '=HYPERLINK("evil")', amount: -5, note: null },
    ])
    expect(csv.startsWith('\ufeff')).toBe(true)
    expect(csv.split('\r\n')).toEqual([
      '\ufeffName,Amount,Note',
      '"Camera, lenses",1250,"He said ""rent"""',
      `"'=HYPERLINK(""evil"")",-5,`,
      '',
    ])
  })

  it('write an XLSX workbook with numbers as numbers', () => {
    const files = unzipSync(toXlsx(columns, [{ name: 'Grip <truck>', amount: 42 }], 'Vendors'))
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ])
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array)
    expect(sheet).toContain('<c r="B2"><v>42</v></c>')
    expect(sheet).toContain('Grip &lt;truck&gt;')
    expect(strFromU8(files['xl/workbook.xml'] as Uint8Array)).toContain('name="Vendors"')
  })
})
