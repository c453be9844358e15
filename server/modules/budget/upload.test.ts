import { and, asc, eq, isNull } from 'drizzle-orm'
import { strToU8, zipSync } from 'fflate'
import { describe, expect } from 'vitest'
import { budgetApi } from '../../../contract/api/budget'
import { budgetUploadHistoryResponseSchema, budgetUploadResponseSchema } from '../../../contract/budget'
import { auditLog, budgetLines, budgetUploads, budgetVersions } from '../../db/schema'
import { DEMO, type Harness, okBody, refusal, test } from '../../test/harness'
import { csvOf, lineCount, projectId } from './budget-fixtures'

const HEADER = [
  'Budget Code',
  'Category',
  'Sub-category',
  'Description',
  'City',
  'ATL',
  'Qty',
  'Unit',
  'Rate',
  'Amount',
]
const GOOD = [
  HEADER,
  ['5000-01', 'Cast', 'Lead cast', 'Lead actor — Anaya', 'Mumbai', '', '1', 'flat', '9500000', ''],
  [
    '5000-02',
    'camera',
    'camera crew',
    'Director of photography',
    'mumbai',
    'N',
    '30',
    'day',
    '62,000.50',
    '',
  ],
  [
    '5000-03',
    '2600',
    '',
    'Location fees, Goa "church" {west} \\ NULL',
    'Panaji',
    'n',
    '2.5',
    'day',
    '',
    '250000',
  ],
]

function upload(h: Harness, token: string, query: string, body: string | Uint8Array, type = 'text/csv') {
  return h.call('POST', `/v2/budget?${query}`, { token, rawBody: body, headers: { 'content-type': type } })
}

/** A one-sheet workbook with shared strings, as spreadsheet programs write them. */
function workbook(rows: string[][]) {
  const strings: string[] = []
  const column = (index: number) => String.fromCharCode(65 + index)
  const sheet = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map((value, c) => {
            strings.push(value)
            return `<c r="${column(c)}${r + 1}" t="s"><v>${strings.length - 1}</v></c>`
          })
          .join('')}</row>`,
    )
    .join('')
  const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return zipSync({
    'xl/workbook.xml': strToU8(
      '<workbook><sheets><sheet name="Budget" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${sheet}</sheetData></worksheet>`),
    'xl/sharedStrings.xml': strToU8(
      `<sst>${strings.map((value) => `<si><t>${xmlText(value)}</t></si>`).join('')}</sst>`,
    ),
  })
}

async function versionsOf(h: Harness, project: number) {
  return h.db
    .select()
    .from(budgetVersions)
    .where(eq(budgetVersions.projectId, project))
    .orderBy(asc(budgetVersions.versionNo))
}

describe('uploading a budget', () => {
  test('a good CSV becomes version 3, current, its lines in file order', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const project = await projectId(h.db)
    const answer = await upload(
      h,
      token,
      `project_id=${project}&note=After%20table%20read&file_name=v3.csv`,
      csvOf(GOOD),
    )
    expect(answer.status).toBe(200)
    expect(budgetUploadResponseSchema.safeParse(answer.body).success).toBe(true)
    const uploaded = okBody(budgetApi.upload, answer).data
    expect(uploaded).toMatchObject({
      budgetV: 3,
      rows: 3,
      total: 950_000_000 + 186_001_500 + 25_000_000,
    })
    const versions = await versionsOf(h, project)
    expect(versions.map((v) => [v.versionNo, v.isCurrent, v.isOriginal])).toEqual([
      [1, false, true],
      [2, false, false],
      [3, true, false],
    ])
    expect(versions[2]).toMatchObject({ note: 'After table read', source: 'upload', lineCount: 3 })
    const lines = await h.db
      .select()
      .from(budgetLines)
      .where(eq(budgetLines.versionId, versions[2]?.id as number))
      .orderBy(asc(budgetLines.position))
    expect(
      lines.map((line) => [
        line.budgetCode,
        line.isAtl,
        line.quantity,
        Number(line.rate),
        Number(line.amount),
      ]),
    ).toEqual([
      ['5000-01', true, '1.000', 950_000_000, 950_000_000],
      ['5000-02', false, '30.000', 6_200_050, 186_001_500],
      ['5000-03', false, '2.500', 10_000_000, 25_000_000],
    ])
    const list = await h.call('GET', `/v2/budget/project/${project}`, { token })
    const page = okBody(budgetApi.list, list)
    expect(page.budgetV).toBe(3)
    expect(page.data[2]?.description).toBe('Location fees, Goa "church" {west} \\ NULL')
    expect(page.data[1]).toMatchObject({
      category_name: 'Camera',
      sub_category_name: 'Camera crew',
      city_name: 'Mumbai',
    })
    const [history] = await h.db.select().from(budgetUploads).where(eq(budgetUploads.id, uploaded.upload_id))
    expect(history).toMatchObject({
      result: 'applied',
      rows: 3,
      versionNo: 3,
      fileName: 'v3.csv',
      errorCount: 0,
    })
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'budget_version'), eq(auditLog.entityId, String(versions[2]?.id))))
    expect(audits.map((entry) => entry.action)).toEqual(['budget_version.upload'])
    // Each line's log starts with the upload that made it.
    const log = await h.call('GET', `/v2/budget/logs/${lines[0]?.id}`, { token })
    expect(okBody(budgetApi.logs, log).data).toEqual([
      expect.objectContaining({ action: 'created', user_name: 'Rohan Iyer' }),
    ])
  })

  test('a file with three bad rows lists each by line, writes no version or line, and is in the history', async ({
    h,
  }) => {
    const token = await h.login(DEMO.admin)
    const project = await projectId(h.db)
    const linesBefore = await lineCount(h.db, project)
    const bad = [
      ...GOOD,
      ['5000-04', 'Catering', '', 'Lunch', 'Atlantis', '', '1', 'day', '100', ''],
      ['5000-01', 'Sound', '', 'Boom operator', '', '', '1', 'day', '100', ''],
      ['5000-06', 'Nope', '', '', '', '', '1', 'day', 'lots', ''],
    ]
    const answer = await upload(h, token, `project_id=${project}&file_name=bad.csv`, csvOf(bad))
    expect(answer.status).toBe(400)
    const refused = refusal(answer)
    expect(refused.code).toBe('rowsInvalid')
    expect(refused.message).toBe('3 rows need attention; nothing was uploaded')
    expect(refused.errors?.map((error) => error.path)).toEqual([
      'rows.5.city',
      'rows.6.budget_code',
      'rows.7.category',
      'rows.7.description',
      'rows.7.rate',
    ])
    expect(refused.errors?.[0]?.message).toBe('Line 5: there is no city “Atlantis”')
    expect((await versionsOf(h, project)).map((v) => v.versionNo)).toEqual([1, 2])
    expect(await lineCount(h.db, project)).toBe(linesBefore)
    const history = await h.call('GET', `/v2/budget/budgetUploadHistory?project_id=${project}`, { token })
    expect(budgetUploadHistoryResponseSchema.safeParse(history.body).success).toBe(true)
    const uploads = okBody(budgetApi.uploadHistory, history).data
    expect(uploads[0]).toMatchObject({
      file_name: 'bad.csv',
      user_name: 'Asha Menon',
      rows: 6,
      budgetV: null,
      result: 'rejected',
      error_count: 5,
    })
    expect(uploads[0]?.message).toContain('Line 5: there is no city “Atlantis”')
    expect(uploads.slice(1).map((row) => row.budgetV)).toEqual([2, 1])
  })

  test('an XLSX file works like CSV', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const project = await projectId(h.db, 'COL-S1')
    const answer = await upload(
      h,
      token,
      `project_id=${project}`,
      workbook(GOOD),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(answer.status).toBe(200)
    expect(okBody(budgetApi.upload, answer).data).toMatchObject({ budgetV: 1, rows: 3 })
    const list = await h.call('GET', `/v2/budget/project/${project}`, { token })
    const page = okBody(budgetApi.list, list)
    expect(page.data.map((line) => line.budget_code)).toEqual(['5000-01', '5000-02', '5000-03'])
    expect(page.versions).toEqual([
      expect.objectContaining({ budgetV: 1, is_current: true, is_original: false }),
    ])
    const [history] = okBody(
      budgetApi.uploadHistory,
      await h.call('GET', `/v2/budget/budgetUploadHistory?project_id=${project}`, { token }),
    ).data
    expect(history).toMatchObject({ file_name: 'budget.xlsx', result: 'applied', budgetV: 1 })
  })

  test('refusals: too large (413), wrong type (415), unreadable (400), not a member’s or tenant’s project', async ({
    h,
  }) => {
    const token = await h.login(DEMO.admin)
    const project = await projectId(h.db)
    const huge = new Uint8Array(10 * 1024 * 1024 + 1).fill(65)
    expect((await upload(h, token, `project_id=${project}`, huge)).status).toBe(413)
    expect((await upload(h, token, `project_id=${project}`, csvOf(GOOD), 'application/json')).status).toBe(
      415,
    )
    const broken = await upload(
      h,
      token,
      `project_id=${project}`,
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
    )
    expect(broken.status).toBe(400)
    expect(refusal(broken).code).toBe('unreadableFile')
    const [rejected] = await h.db
      .select()
      .from(budgetUploads)
      .where(and(eq(budgetUploads.projectId, project), eq(budgetUploads.result, 'rejected')))
    expect(rejected).toMatchObject({ fileName: 'budget.xlsx', errorCount: 1, versionNo: null })
    const noColumns = await upload(h, token, `project_id=${project}`, 'Code,Thing\n1,2\n')
    expect(refusal(noColumns).code).toBe('missingColumns')
    expect(
      (await upload(h, await h.login(DEMO.moderator), `project_id=${project}`, csvOf(GOOD))).status,
    ).toBe(403)
    expect(
      (await upload(h, await h.login(DEMO.northwindAdmin), `project_id=${project}`, csvOf(GOOD))).status,
    ).toBe(404)
    expect((await upload(h, token, 'project_id=abc', csvOf(GOOD))).status).toBe(400)
    expect(
      await h.db
        .select()
        .from(budgetVersions)
        .where(and(eq(budgetVersions.projectId, project), isNull(budgetVersions.archivedAt))),
    ).toHaveLength(2)
  })
})
