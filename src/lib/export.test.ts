import type { Profile } from '@contract/auth'
import { strFromU8, unzipSync } from 'fflate'
import { afterEach, describe, expect, it } from 'vitest'
import { readSpreadsheet } from '../../contract/spreadsheet'
import { type ExportColumn, toCsv, toXlsx } from './export'
import { useSession } from './session'
import { indianMoneyFormat } from './xlsx'

type Row = { name: string; amount: number; note?: string | null }
const columns = [
  { header: 'Name', value: (row: Row) => row.name },
  { header: 'Amount', value: (row: Row) => row.amount },
  { header: 'Note', value: (row: Row) => row.note },
]

/** A written sheet's cells by reference: value, type attribute, and the number format applied. */
function sheetCells(bytes: Uint8Array) {
  const files = unzipSync(bytes)
  const text = (path: string) => strFromU8(files[path] as Uint8Array)
  const styles = text('xl/styles.xml')
  const formats = new Map(
    Array.from(styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g), (m) => [m[1], m[2]]),
  )
  const xfs = Array.from(
    (/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf\b([^>]*)>/g),
    (m) => m[1] ?? '',
  )
  const cells = new Map<string, { value: string; type?: string; format?: string; bold: boolean }>()
  for (const m of text('xl/worksheets/sheet1.xml').matchAll(/<c r="([A-Z]+\d+)"([^>]*)>([\s\S]*?)<\/c>/g)) {
    const attributes = m[2] ?? ''
    const xf = xfs[Number(/\bs="(\d+)"/.exec(attributes)?.[1] ?? 0)] ?? ''
    const fontId = /\bfontId="(\d+)"/.exec(xf)?.[1]
    cells.set(m[1] ?? '', {
      value: /<v>([^<]*)<\/v>/.exec(m[3] ?? '')?.[1] ?? '',
      type: /\bt="(\w+)"/.exec(attributes)?.[1],
      format: formats.get(/\bnumFmtId="(\d+)"/.exec(xf)?.[1] ?? ''),
      bold:
        fontId !== undefined && /<b\/>/.test(styles.match(/<font>[\s\S]*?<\/font>/g)?.[Number(fontId)] ?? ''),
    })
  }
  return { cells, sheet: text('xl/worksheets/sheet1.xml'), workbook: text('xl/workbook.xml') }
}

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
})

describe('XLSX exports', () => {
  type Expense = { vendor: string; amount: number | string; quantity: number; paid: string; at: string }
  const typed: ExportColumn<Expense>[] = [
    { header: 'Vendor', value: (row) => row.vendor },
    { header: 'Amount (INR)', value: (row) => row.amount, type: 'money' },
    { header: 'Quantity', value: (row) => row.quantity, type: 'integer' },
    { header: 'Paid on', value: (row) => row.paid, type: 'date' },
    { header: 'Entered', value: (row) => row.at, type: 'date' },
  ]
  const rows: Expense[] = [
    { vendor: 'Grip <truck>', amount: 125000.5, quantity: 3, paid: '2026-11-05', at: '2026-11-05T09:30:00' },
    { vendor: '=HYPERLINK("evil")', amount: 'n/a', quantity: 1, paid: 'soon', at: '' },
  ]

  it('store amounts as numbers with two decimals, dates as dates, text as text', async () => {
    const { cells } = sheetCells(await toXlsx(typed, rows, 'Expenses'))
    expect(cells.get('B2')).toEqual({ value: '125000.5', type: undefined, format: '#,##0.00', bold: false })
    expect(cells.get('C2')).toMatchObject({ value: '3', type: undefined, format: '#,##0' })
    // Excel counts days from 1899-12-30: 2026-11-05 is day 46331.
    expect(cells.get('D2')).toMatchObject({ value: '46331', type: undefined, format: 'yyyy-mm-dd' })
    expect(Number(cells.get('E2')?.value)).toBeCloseTo(46331 + 9.5 / 24, 8)
    expect(cells.get('E2')?.format).toBe('yyyy-mm-dd hh:mm')
    // Text, and values that are not what the column says, stay text; a formula stays a string.
    for (const text of ['A2', 'A3', 'B3', 'D3']) expect(cells.get(text)?.type).toBe('s')
    expect(cells.has('E3')).toBe(false)
  })

  it('make the header row bold and keep it in view', async () => {
    const { cells, sheet, workbook } = sheetCells(await toXlsx(typed, rows, 'Expenses: [Nov]'))
    expect(['A1', 'B1', 'E1'].map((ref) => cells.get(ref)?.bold)).toEqual([true, true, true])
    expect(cells.get('A2')?.bold).toBe(false)
    expect(sheet).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/)
    // Excel refuses [ ] : in a sheet's name.
    expect(workbook).toContain('name="Expenses Nov"')
  })

  it('keep numbers of an untyped column numbers, as before', async () => {
    const { cells } = sheetCells(await toXlsx(columns, [{ name: 'Grip', amount: 42 }], 'Vendors'))
    expect(cells.get('B2')).toEqual({ value: '42', type: undefined, format: undefined, bold: false })
  })

  it('read back as the upload reader sees them', async () => {
    expect(await readSpreadsheet(await toXlsx(typed, rows, 'Expenses'))).toEqual([
      { line: 1, cells: ['Vendor', 'Amount (INR)', 'Quantity', 'Paid on', 'Entered'] },
      { line: 2, cells: ['Grip <truck>', '125000.5', '3', '2026-11-05', '2026-11-05T09:30:00'] },
      { line: 3, cells: ['=HYPERLINK("evil")', 'n/a', '1', 'soon'] },
    ])
  })
})

describe('XLSX amounts in lakhs and crores', () => {
  type Line = { amount: number }
  const amounts: Line[] = [
    { amount: 12345.5 },
    { amount: 125000.5 },
    { amount: 8390500 },
    { amount: 83905000 },
    { amount: -2250000 },
  ]
  const column = (currency?: string): ExportColumn<Line>[] => [
    { header: 'Amount', value: (row) => row.amount, type: 'money', currency },
  ]
  const formatsOf = async (columns: ExportColumn<Line>[]) => {
    const { cells } = sheetCells(await toXlsx(columns, amounts, 'Amounts'))
    return amounts.map((_, index) => cells.get(`A${index + 2}`)?.format)
  }
  afterEach(() => useSession.setState({ profile: null }))

  it('group rupees in lakhs and crores whatever the reader’s Excel is set to', async () => {
    expect(await formatsOf(column('INR'))).toEqual([
      '#,##0.00',
      '0\\,00\\,000.00',
      '00\\,00\\,000.00',
      '0\\,00\\,00\\,000.00',
      '00\\,00\\,000.00',
    ])
  })

  it('keep other currencies of other organisations as they are; an Indian organisation’s are in lakhs', async () => {
    expect(await formatsOf(column('USD'))).toEqual(Array(5).fill('#,##0.00'))
    useSession.setState({ profile: { user: { organization_currency: 'INR' } } as Profile })
    expect((await formatsOf(column('USD')))[3]).toBe('0\\,00\\,00\\,000.00')
  })

  it('follow each row’s currency in a list of several projects’ amounts', async () => {
    const perRow: ExportColumn<Line>[] = [
      {
        header: 'Amount',
        value: (row) => row.amount,
        type: 'money',
        currency: (row) => (row.amount === 8390500 ? 'INR' : 'USD'),
      },
    ]
    expect(await formatsOf(perRow)).toEqual([
      '#,##0.00',
      '#,##0.00',
      '00\\,00\\,000.00',
      '#,##0.00',
      '#,##0.00',
    ])
  })

  it('write each format for the digits it has', () => {
    expect(indianMoneyFormat(99999.99)).toBe('#,##0.00')
    expect(indianMoneyFormat(100000)).toBe('0\\,00\\,000.00')
    expect(indianMoneyFormat(-1234567890)).toBe('0\\,00\\,00\\,00\\,000.00')
  })
})
