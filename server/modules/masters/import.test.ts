import { and, eq, sql } from 'drizzle-orm'
import { strToU8, zipSync } from 'fflate'
import { describe, expect } from 'vitest'
import { masterApi } from '../../../contract/api/masters'
import type { MasterKey } from '../../../contract/masters/definitions'
import { importResponseSchema } from '../../../contract/masters/schemas'
import { auditLog, cities } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, type Harness, okBody, refusal, test } from '../../test/harness'

const csv = (h: Harness, token: string, path: string, text: string | Uint8Array, type = 'text/csv') =>
  h.call('POST', path, { token, rawBody: text, headers: { 'content-type': type } })

/** The import endpoint of a master that has one. */
function importApi(key: MasterKey) {
  const endpoint = masterApi(key).import
  if (!endpoint) throw new Error(`${key} has no import`)
  return endpoint
}

const cityCount = async (h: Harness) =>
  (
    await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cities)
      .where(eq(cities.organizationId, DEMO_STUDIOS))
  )[0]?.n

/** A one-sheet workbook with shared strings, as spreadsheet programs write them. */
function workbook(rows: string[][]) {
  const strings: string[] = []
  const cell = (value: string, ref: string) => {
    strings.push(value)
    return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`
  }
  const sheet = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((value, c) => cell(value, `${'ABCDEF'[c]}${r + 1}`)).join('')}</row>`,
    )
    .join('')
  return zipSync({
    'xl/workbook.xml': strToU8(
      '<workbook><sheets><sheet name="Cities" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${sheet}</sheetData></worksheet>`),
    'xl/sharedStrings.xml': strToU8(
      `<sst>${strings.map((value) => `<si><t>${value.replace(/&/g, '&amp;')}</t></si>`).join('')}</sst>`,
    ),
  })
}

describe('importing a master list', () => {
  test('a preview says what each row would do and writes nothing', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const before = await cityCount(h)
    const answer = await csv(
      h,
      token,
      '/v2/city/import?dry_run=1',
      'name,state,country\nNashik,Maharashtra,India\nMumbai,Maharashtra,IN\nAtlantis,,Nowhere\n',
    )
    expect(answer.status).toBe(200)
    expect(importResponseSchema.safeParse(answer.body).success).toBe(true)
    expect(okBody(importApi('city'), answer).data).toEqual({
      rows: [
        { line: 2, action: 'create', label: 'Nashik, Maharashtra', errors: [] },
        { line: 3, action: 'unchanged', label: 'Mumbai, Maharashtra', errors: [] },
        {
          line: 4,
          action: 'error',
          label: 'Atlantis',
          errors: [
            {
              field: 'country',
              message: 'Nothing called “Nowhere” was found',
              code: 'notFound',
              params: { text: 'Nowhere' },
            },
          ],
        },
      ],
      created: 1,
      updated: 0,
      unchanged: 1,
      invalid: 1,
      applied: false,
    })
    expect(await cityCount(h)).toBe(before)
  })

  test('a file with any bad row writes nothing and names every bad row', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const before = await cityCount(h)
    const answer = await csv(
      h,
      token,
      '/v2/city/import',
      'name,state,country\nNashik,MH,India\n,MH,India\nNagpur,MH,Mars\n',
    )
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      Status: 0,
      err: true,
      message: '2 rows need attention; nothing was imported',
      code: 'importInvalid',
      errors: [
        { path: 'rows.3.name', message: 'This field is required', code: 'required' },
        {
          path: 'rows.4.country',
          message: 'Nothing called “Mars” was found',
          code: 'notFound',
          params: { text: 'Mars' },
        },
      ],
    })
    expect(await cityCount(h)).toBe(before)
  })

  test('a good file creates and updates, and is audited', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await csv(
      h,
      token,
      '/v2/category/import?file_name=categories.csv',
      'code,name,above_the_line,position\n5000,Contingency,no,500\n1300,Cast,yes,45\n1000,Story & Rights,yes,10\n',
    )
    expect(okBody(importApi('category'), answer).data).toMatchObject({
      created: 1,
      updated: 1,
      unchanged: 1,
      invalid: 0,
      applied: true,
    })
    const casts = await h.call('GET', '/v2/category?search=Cast', { token })
    expect(okBody(masterApi('category').list, casts).data[0]?.position).toBe(45)
    const audit = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'category'), eq(auditLog.action, 'category.update')))
    expect(audit).toHaveLength(1)
    expect(audit[0]?.before).toMatchObject({ position: 40 })
    const summary = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'category'), eq(auditLog.action, 'category.import')))
    expect(summary[0]?.after).toMatchObject({ file: 'categories.csv', created: 1, updated: 1 })
  })

  test('XLSX works like CSV', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const file = workbook([
      ['Name', 'State', 'Country'],
      ['Nashik', 'Maharashtra', 'India'],
      ['Aurangabad', 'Maharashtra', 'India'],
    ])
    const answer = await csv(
      h,
      token,
      '/v2/city/import',
      file,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(okBody(importApi('city'), answer).data).toMatchObject({ created: 2, applied: true })
    const found = await h.call('GET', '/v2/city?search=Nashik', { token })
    expect(okBody(masterApi('city').list, found).data[0]).toMatchObject({
      name: 'Nashik',
      country_name: 'India',
    })
  })

  test('rows that repeat each other or clash with an archived record are refused', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const punes = await h.call('GET', '/v2/city?search=Pune', { token })
    const pune = okBody(masterApi('city').list, punes).data[0]
    if (!pune) throw new Error('no Pune among the cities')
    await h.call('DELETE', `/v2/city/${pune.city_id}`, { token })
    const answer = await csv(
      h,
      token,
      '/v2/city/import?dry_run=1',
      'name,state,country\nNashik,MH,India\nnashik,mh,india\nPune,Maharashtra,India\n',
    )
    expect(okBody(importApi('city'), answer).data.rows.map((row) => row.errors[0]?.message)).toEqual([
      undefined,
      'Same as line 2',
      'This record is archived: restore it before importing over it',
    ])
  })

  test('sub-categories name their category by code; currencies can move the base', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const subs = await csv(
      h,
      token,
      '/v2/subcategory/import',
      'code,name,category\n2800-01,Craft services,2800\n',
    )
    expect(okBody(importApi('subcategory'), subs).data.created).toBe(1)
    const currencies = await csv(h, token, '/v2/currency/import', 'code,name,is_base\nUSD,US Dollar,yes\n')
    expect(okBody(importApi('currency'), currencies).data).toMatchObject({ updated: 1 })
    const base = okBody(masterApi('currency').list, await h.call('GET', '/v2/currency?is_base=1', { token }))
    expect(base.data.map((row) => row.code)).toEqual(['USD'])
  })

  test('files it cannot read, columns it does not know, and other content types', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const unknown = await csv(h, token, '/v2/gst/import', 'name,rate,colour\nX,5,red\n')
    expect(unknown.status).toBe(400)
    expect(refusal(unknown).message).toMatch(/^Unknown column “colour”/)
    const broken = await csv(
      h,
      token,
      '/v2/gst/import',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(refusal(broken).message).toBe('This is not a readable XLSX or CSV file')
    const json = await csv(h, token, '/v2/gst/import', '{}', 'application/json')
    expect(json.status).toBe(415)
    expect((await csv(h, token, '/v2/gst/import', '')).status).toBe(400)
  })

  test('only the lists meant for it can be imported', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    expect((await csv(h, token, '/v2/priority/import', 'name,rank\nX,9\n')).status).toBe(404)
  })
})
