import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { toXlsx } from '@/lib/export'
import { columnLetter, readCsv, readSpreadsheet, readXlsx, UnreadableFile } from '../spreadsheet'
import { MASTER_KEYS, MASTERS, referencesTo } from './definitions'
import { formatMoney, normalizeDecimal, parseMoney } from './fields'
import { type ImportContext, importColumns, planImport } from './import'
import { checkWrite, labelOf, uniqueKey } from './rules'
import { type MasterRecord, masterSchemas } from './schemas'

describe('exact numbers', () => {
  it.each([
    ['18', 2, '18.00'],
    ['18.5', 2, '18.50'],
    [18.5, 2, '18.50'],
    ['0.25', 2, '0.25'],
    ['1,250.50', 2, '1250.50'],
    ['007', 0, '7'],
    ['-0.00', 2, '0.00'],
    ['84.1', 6, '84.100000'],
    ['18.500', 2, '18.50'],
  ])('normalizes %s at scale %i to %s', (input, scale, expected) => {
    expect(normalizeDecimal(input, scale)).toBe(expected)
  })

  it.each(['', 'abc', '1.2.3', '18.555', '1e3'])('refuses %j', (input) => {
    expect(normalizeDecimal(input, 2)).toBeNull()
  })

  it('turns amounts into minor units and back without floating point', () => {
    expect(parseMoney('30,000.50')).toBe(3000050)
    expect(parseMoney('0.1')).toBe(10)
    expect(parseMoney(0.3)).toBe(30)
    expect(parseMoney('12.345')).toBeNull()
    expect(formatMoney(3000050)).toBe('30000.50')
    expect(formatMoney(5)).toBe('0.05')
    expect(formatMoney(-250)).toBe('-2.50')
    expect(formatMoney(7, 0)).toBe('7')
  })
})

describe('master schemas', () => {
  it('every master has a schema for its records, writes and lists', () => {
    for (const key of MASTER_KEYS) {
      const schemas = masterSchemas(key)
      expect(schemas.create.safeParse({}).success, key).toBe(false)
      expect(schemas.update.safeParse({}).success, key).toBe(true)
      expect(schemas.listQuery.safeParse({ page_no: '2', search: 'x' }).success, key).toBe(true)
    }
  })

  it('trims text, upper-cases codes and stores an empty optional value as none', () => {
    const { create } = masterSchemas('city')
    expect(create.parse({ name: '  Mumbai ', state: '  ', country_id: 1 })).toEqual({
      name: 'Mumbai',
      state: null,
      country_id: 1,
    })
    const country = masterSchemas('country').create.parse({ name: 'India', iso_code: ' in ', dial_code: '' })
    expect(country).toMatchObject({ iso_code: 'IN', dial_code: null })
  })

  it('names the field and the reason of every refusal', () => {
    const result = checkWrite(MASTERS.company, masterSchemas('company').create, {
      name: '',
      gstin: '27AABCD1234',
      unknown: 1,
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'This field is required', code: 'required' },
        { path: 'gstin', message: 'A GSTIN has 15 characters, like 27AABCD1234E1Z5', code: 'pattern' },
        {
          path: 'body',
          message: 'Unknown field: unknown',
          code: 'unknownField',
          params: { fields: 'unknown' },
        },
      ]),
    )
  })

  it('checks the PAN against the GSTIN', () => {
    const schema = masterSchemas('company').create
    const good = checkWrite(MASTERS.company, schema, {
      name: 'A',
      gstin: '27AABCD1234E1Z5',
      pan: 'aabcd1234e',
    })
    expect(good).toMatchObject({ ok: true, data: { pan: 'AABCD1234E' } })
    const bad = checkWrite(MASTERS.company, schema, {
      name: 'A',
      gstin: '27AABCD1234E1Z5',
      pan: 'ZZZZZ9999Z',
    })
    expect(bad).toEqual({
      ok: false,
      errors: [
        { path: 'pan', message: 'The PAN must match characters 3 to 12 of the GSTIN', code: 'panInGstin' },
      ],
    })
  })

  it('keeps the GST split exact: CGST + SGST = rate = IGST', () => {
    const schema = masterSchemas('gst').create
    const base = { name: 'GST 18%', rate: '18', cgst_rate: '9', sgst_rate: '9', igst_rate: 18 }
    expect(checkWrite(MASTERS.gst, schema, base)).toMatchObject({
      ok: true,
      data: { rate: '18.00', cgst_rate: '9.00', igst_rate: '18.00' },
    })
    expect(checkWrite(MASTERS.gst, schema, { ...base, sgst_rate: '9.01' })).toEqual({
      ok: false,
      errors: [{ path: 'sgst_rate', message: 'CGST and SGST must add up to the GST rate', code: 'gstSplit' }],
    })
    expect(checkWrite(MASTERS.gst, schema, { ...base, igst_rate: '9' })).toMatchObject({
      ok: false,
      errors: [{ path: 'igst_rate' }],
    })
    expect(checkWrite(MASTERS.gst, schema, { ...base, rate: '101' })).toMatchObject({
      ok: false,
      errors: [
        {
          path: 'rate',
          message: 'Enter a number from 0 to 100',
          code: 'range',
          params: { min: 0, max: 100 },
        },
      ],
    })
  })

  it('asks a choice custom field for its options, and only a choice field', () => {
    const schema = masterSchemas('customfield').create
    const field = { entity: 'city', label: 'Film commission', kind: 'choice', options: [] }
    expect(checkWrite(MASTERS.customfield, schema, field)).toMatchObject({
      ok: false,
      errors: [{ path: 'options' }],
    })
    expect(checkWrite(MASTERS.customfield, schema, { ...field, options: ['Yes', 'No'] }).ok).toBe(true)
    expect(checkWrite(MASTERS.customfield, schema, { ...field, kind: 'text', options: ['x'] }).ok).toBe(false)
  })

  it('answers typed records', () => {
    const city: MasterRecord<'city'> = {
      city_id: 1,
      name: 'Mumbai',
      state: null,
      country_id: 2,
      country_name: 'India',
      label: 'Mumbai',
      custom: {},
      archived: false,
      archived_at: null,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
    }
    expect(masterSchemas('city').record.parse(city)).toEqual(city)
  })

  it('knows which masters point at which', () => {
    expect(referencesTo('country')).toEqual(
      expect.arrayContaining([
        { master: 'city', field: 'country_id' },
        { master: 'company', field: 'country_id' },
      ]),
    )
    expect(referencesTo('gst')).toEqual([])
  })

  it('labels records and keys unique rules the way the database does', () => {
    expect(labelOf(MASTERS.city, { name: 'Mumbai', state: 'Maharashtra' })).toBe('Mumbai, Maharashtra')
    expect(labelOf(MASTERS.city, { name: 'Mumbai', state: null })).toBe('Mumbai')
    const [cityRule] = MASTERS.city.unique
    if (!cityRule) throw new Error('city has a unique rule')
    expect(uniqueKey(cityRule, { country_id: 1, state: null, name: 'Pune' })).toBe('1\u001f\u001fpune')
    const gstinRule = MASTERS.company.unique[1]
    if (!gstinRule) throw new Error('company has a GSTIN rule')
    expect(uniqueKey(gstinRule, { gstin: null })).toBeNull()
  })
})

describe('spreadsheets', () => {
  it('reads CSV with quotes, separators, BOM and CRLF', () => {
    const rows = readCsv('\ufeffname;state\r\n"Mumbai";"Maha; ""MH"""\r\nPune;\r\n')
    expect(rows).toEqual([
      { line: 1, cells: ['name', 'state'] },
      { line: 2, cells: ['Mumbai', 'Maha; "MH"'] },
      { line: 3, cells: ['Pune', ''] },
    ])
    expect(() => readCsv('a\n"open')).toThrow(UnreadableFile)
  })

  it('refuses a file with text that cannot be stored, naming each cell by row and column', async () => {
    const csv = 'name,state\nMumbai,Maha\u0000rashtra\n\nPune,MH\nGoa\u0000,GA\n'
    const refused = await readSpreadsheet(new TextEncoder().encode(csv)).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(UnreadableFile)
    expect(refused).toMatchObject({
      code: 'fileCharacters',
      params: { line: 2, column: 'B (state)' },
      message:
        'Row 2, column B (state) holds an invisible or broken character that cannot be stored (and 1 more cells): fix the file and upload it again',
      cells: [
        { path: 'rows.2.B', code: 'characters' },
        { path: 'rows.5.A', code: 'characters' },
      ],
    })
    expect([0, 25, 26, 51, 52].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA'])
  })

  it('reads the XLSX files the product exports', async () => {
    const bytes = await toXlsx(
      [
        { header: 'name', value: (row: { name: string; rank: number }) => row.name },
        { header: 'rank', value: (row) => row.rank },
      ],
      [
        { name: 'Urgent & now', rank: 1 },
        { name: 'Low', rank: 4 },
      ],
    )
    expect(await readSpreadsheet(bytes)).toEqual([
      { line: 1, cells: ['name', 'rank'] },
      { line: 2, cells: ['Urgent & now', '1'] },
      { line: 3, cells: ['Low', '4'] },
    ])
  })

  /** A workbook as other spreadsheet programs write it: shared strings, styles, a sheet not called sheet1. */
  function foreignWorkbook(sheetRows: string, strings: string[]) {
    const relationship = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
    const si = strings.map((text) => `<si>${text}</si>`).join('')
    return zipSync({
      'xl/workbook.xml': strToU8(
        `<workbook xmlns:r="${relationship}"><sheets><sheet name="S" sheetId="1" r:id="rId7"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `<Relationships><Relationship Id="rId7" Type="${relationship}/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rId8" Type="${relationship}/styles" Target="styles.xml"/></Relationships>`,
      ),
      'xl/worksheets/sheet2.xml': strToU8(`<worksheet><sheetData>${sheetRows}</sheetData></worksheet>`),
      'xl/sharedStrings.xml': strToU8(`<sst>${si}</sst>`),
      // Style 1: the built-in short date (14); 2: a date format of its own; 3: an amount.
      'xl/styles.xml': strToU8(
        '<styleSheet><numFmts><numFmt numFmtId="170" formatCode="dd/mm/yyyy"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="170" applyNumberFormat="1"/><xf numFmtId="4" applyNumberFormat="1"/></cellXfs></styleSheet>',
      ),
    })
  }

  it('reads shared strings, gaps between cells and booleans from other spreadsheet programs', async () => {
    const bytes = foreignWorkbook(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row><row r="3"><c r="A3" t="s"><v>2</v></c><c r="C3" t="b"><v>1</v></c></row>',
      ['<t>name</t>', '<r><t>above_</t></r><r><t>the_line</t></r>', '<t>Cast &amp; crew</t>'],
    )
    expect(await readXlsx(bytes)).toEqual([
      { line: 1, cells: ['name', '', 'above_the_line'] },
      { line: 2, cells: [] },
      { line: 3, cells: ['Cast & crew', '', 'TRUE'] },
    ])
    expect(await readSpreadsheet(bytes)).toEqual([
      { line: 1, cells: ['name', '', 'above_the_line'] },
      { line: 3, cells: ['Cast & crew', '', 'TRUE'] },
    ])
  })

  it('reads a date cell as an ISO date and a number cell as its number', async () => {
    const bytes = foreignWorkbook(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>' +
        '<row r="2"><c r="A2" s="1"><v>46331</v></c><c r="B2" s="2"><v>46332</v></c><c r="C2" s="3"><v>125000.5</v></c></row>' +
        '<row r="3"><c r="A3"><v>46331</v></c><c r="C3" s="3"><v>-42</v></c></row>',
      ['<t>paid_on</t>', '<t>due_on</t>', '<t>amount</t>'],
    )
    expect(await readSpreadsheet(bytes)).toEqual([
      { line: 1, cells: ['paid_on', 'due_on', 'amount'] },
      { line: 2, cells: ['2026-11-05', '2026-11-06', '125000.5'] },
      // Without a date format the same number is just a number.
      { line: 3, cells: ['46331', '', '-42'] },
    ])
  })

  it('refuses a file that is neither, and a zip bomb before unpacking it', async () => {
    await expect(readSpreadsheet(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toThrow(
      'This is not a readable XLSX or CSV file',
    )
    const bytes = foreignWorkbook('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', ['<t>name</t>'])
    // Each entry of the central directory (signature 50 4B 01 02) states its unpacked size at +24.
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    for (let at = 0; at < bytes.length - 4; at++)
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 40 * 1024 * 1024, true)
    await expect(readSpreadsheet(bytes)).rejects.toThrow(
      new UnreadableFile('The workbook is too large once unpacked'),
    )
  })

  it('refuses a zip bomb whose archive lies about its unpacked sizes, without unpacking it all', async () => {
    // 80 MB of sheet in well under 1 MB, every declared size rewritten to 1 KB.
    const row = `<row r="1"><c r="A1" t="inlineStr"><is><t>${'A'.repeat(1000)}</t></is></c></row>`
    const bytes = foreignWorkbook(row.repeat(80_000), [])
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    for (let at = 0; at < bytes.length - 4; at++) {
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 1024, true)
      if (view.getUint32(at, true) === 0x04034b50) view.setUint32(at + 22, 1024, true)
    }
    expect(bytes.length).toBeLessThan(1024 * 1024)
    const before = process.memoryUsage().rss
    await expect(readSpreadsheet(bytes)).rejects.toThrow(
      new UnreadableFile('This is not a readable XLSX or CSV file'),
    )
    // Unpacked into the declared sizes only: nowhere near the 80 MB it holds.
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024)
  })
})

describe('import plans', () => {
  const countries = new Map([
    ['india', 1],
    ['in', 1],
    ['germany', 2],
  ])
  const existingMumbai = {
    id: 10,
    values: { name: 'Mumbai', state: 'Maharashtra', country_id: 1 },
    archived: false,
  }
  const context: ImportContext = {
    resolveRef: (target, text) => (target === 'country' ? (countries.get(text.toLowerCase()) ?? null) : null),
    existing: (rule, key) =>
      rule === 0 && key === '1\u001fmaharashtra\u001fmumbai' ? existingMumbai : undefined,
  }
  const plan = (csv: string) => planImport(MASTERS.city, masterSchemas('city'), readCsv(csv), context)

  it('offers the columns of a template', () => {
    expect(importColumns(MASTERS.city).map((column) => column.header)).toEqual(['name', 'state', 'country'])
  })

  it('creates new rows, updates changed ones and leaves equal ones alone', () => {
    const result = plan(
      'Name,State,Country\nPune,Maharashtra,India\nMumbai,Maharashtra,IN\nBerlin,,germany\n',
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.rows.map((row) => [row.line, row.action, row.label])).toEqual([
      [2, 'create', 'Pune, Maharashtra'],
      [3, 'unchanged', 'Mumbai, Maharashtra'],
      [4, 'create', 'Berlin'],
    ])
    expect(result.rows[0]?.values).toEqual({ name: 'Pune', state: 'Maharashtra', country_id: 1 })
  })

  it('reports every bad row with its line, column and reason', () => {
    const result = plan('name,state,country\n,Goa,India\nPanaji,Goa,Atlantis\nPune,MH,India\npune,mh,india\n')
    if (!result.ok) throw new Error(result.message)
    expect(result.rows.filter((row) => row.action === 'error')).toEqual([
      {
        line: 2,
        action: 'error',
        label: 'Goa',
        errors: [{ field: 'name', message: 'This field is required', code: 'required' }],
      },
      {
        line: 3,
        action: 'error',
        label: 'Panaji',
        errors: [
          {
            field: 'country',
            message: 'Nothing called “Atlantis” was found',
            code: 'notFound',
            params: { text: 'Atlantis' },
          },
        ],
      },
      {
        line: 5,
        action: 'error',
        label: 'pune, mh',
        errors: [{ field: 'name', message: 'Same as line 4', code: 'sameAs', params: { line: 4 } }],
      },
    ])
  })

  it('refuses files whose columns it does not know or that lack a required one', () => {
    expect(plan('name,planet\nPune,Earth\n')).toEqual({
      ok: false,
      message: 'Unknown column “planet”. The columns are: name, state, country',
      code: 'unknownColumns',
      params: { columns: '“planet”', expected: 'name, state, country' },
    })
    expect(plan('name,state\nPune,MH\n')).toMatchObject({
      message: 'The file needs the column country',
      code: 'missingColumns',
    })
    expect(plan('name,country\n')).toMatchObject({ code: 'noRecords' })
  })

  it('reads flags, amounts and choices the way people write them', () => {
    const categories = planImport(
      MASTERS.category,
      masterSchemas('category'),
      readCsv('code,name,above_the_line,position\n1300,Cast,yes,40\n2100,Camera,no,x\n'),
      context,
    )
    if (!categories.ok) throw new Error(categories.message)
    expect(categories.rows[0]).toMatchObject({
      action: 'create',
      values: { above_the_line: true, position: 40 },
    })
    expect(categories.rows[1]).toMatchObject({ action: 'error', errors: [{ field: 'position' }] })
    const tds = planImport(
      MASTERS.tds,
      masterSchemas('tds'),
      readCsv('section,description,rate,threshold\n194c,Contractors,1%,"₹30,000"\n'),
      context,
    )
    if (!tds.ok) throw new Error(tds.message)
    expect(tds.rows[0]).toMatchObject({
      action: 'create',
      values: { section: '194C', rate: '1.00', threshold: 3000000 },
    })
  })
})
