import { eq, sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { attachmentsApi } from '../../contract/api/attachments'
import { budgetApi } from '../../contract/api/budget'
import { auditLog, budgetLines, categories, signupRequests, users, vendors } from '../db/schema'
import { projectId } from '../modules/budget/budget-fixtures'
import { DEMO, DEMO_STUDIOS, okBody, refusal, test } from './harness'

const count = async (db: import('../db/client').Database) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n

describe('bad input: 400 (or 413) with field messages, nothing written', () => {
  test('malformed JSON', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const before = await count(h.db)
    const answer = await h.call('POST', '/v2/users', {
      token,
      rawBody: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ Status: 0, err: true, message: 'The request body is not valid JSON' })
    expect(await count(h.db)).toBe(before)
  })

  test('wrong types, named per field', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('POST', '/v2/users', {
      token,
      body: { name: 42, email: ['a'], role_id: 'admin', module_access: 'all', contract_active: 2 },
    })
    expect(answer.status).toBe(400)
    expect(
      refusal(answer)
        .errors?.map((e) => e.path)
        .sort(),
    ).toEqual(['contract_active', 'email', 'module_access', 'name', 'role_id'].sort())
  })

  test('over-long strings', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('POST', '/v2/users', {
      token,
      body: { name: 'n'.repeat(121), email: `${'e'.repeat(250)}@x.test`, role_id: 1, phone: '9'.repeat(41) },
    })
    expect(answer.status).toBe(400)
    expect(refusal(answer).errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Use at most 120 characters', code: 'maxLength', params: { count: 120 } },
        { path: 'phone', message: 'Use at most 40 characters', code: 'maxLength', params: { count: 40 } },
        expect.objectContaining({ path: 'email' }),
      ]),
    )
  })

  test('unknown fields', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('PUT', '/v2/users/2', {
      token,
      body: { name: 'Asha', is_admin: true, password_hash: 'x' },
    })
    expect(answer.status).toBe(400)
    expect(refusal(answer).errors).toEqual([
      {
        path: 'body',
        message: 'Unknown field: is_admin, password_hash',
        code: 'unknownField',
        params: { fields: 'is_admin, password_hash' },
      },
    ])
    const [admin] = await h.db.select().from(users).where(eq(users.email, DEMO.admin))
    expect(admin?.name).toBe('Asha Menon')
  })

  test('huge bodies: 413', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('POST', '/v2/users', { token, body: { name: 'x'.repeat(2 * 1024 * 1024) } })
    expect(answer.status).toBe(413)
    expect(refusal(answer).message).toMatch(/too large/)
  })

  test('malformed ids in the path, and a malformed organization_id', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    for (const id of ['abc', '0', '-1', '1.5', '12345678901']) {
      const answer = await h.call('GET', `/v2/users/${id}`, { token })
      expect(answer.status, id).toBe(400)
      expect(refusal(answer).errors?.[0]?.path).toBe('id')
    }
    expect((await h.call('GET', '/v2/users?organization_id=two', { token })).status).toBe(400)
  })

  test('a bad page number or limit', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    for (const query of ['page_no=0', 'page_no=x', 'limit=0', 'limit=501']) {
      expect((await h.call('GET', `/v2/users?${query}`, { token })).status, query).toBe(400)
    }
  })
})

const auditCount = async (db: import('../db/client').Database) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n

const characters = (path: string) => ({
  path,
  message: 'Remove the invisible or broken character from this text',
  code: 'characters',
})

describe('what PostgreSQL cannot take: 400 with the field named, never a 500', () => {
  test('a NUL or half a surrogate pair in any text of a body, however deep', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const before = await auditCount(h.db)
    const project = await projectId(h.db)
    const answer = await h.call('POST', `/v2/purchase/project/${project}`, {
      token,
      body: {
        title: 'Lenses\u0000',
        lines: [{ description: 'Prime lens \ud800', quantity: '1', rate: 100 }],
      },
    })
    expect(answer.status).toBe(400)
    expect(refusal(answer).errors).toEqual([characters('title'), characters('lines.0.description')])
    // A whole emoji is fine: only a broken one is refused.
    const renamed = await h.call('POST', '/v2/updateprofileinfo', { token, body: { name: 'Asha 🎬' } })
    expect(renamed.status).toBe(200)
    expect(await auditCount(h.db)).toBe((before ?? 0) + 1)
  })

  test('a NUL in a query parameter, a path parameter or an object key', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const search = await h.call('GET', '/v2/users?search=asha%00', { token })
    expect(search.status).toBe(400)
    expect(refusal(search).errors).toEqual([characters('search')])
    const path = await h.call('GET', '/v2/customfield/entity/city%00', { token })
    expect(path.status).toBe(400)
    expect(refusal(path).errors).toEqual([characters('entity')])
    const key = await h.call('POST', '/v2/userrole', { token, body: { name: 'Grips', 'x\u0000': 1 } })
    expect(key.status).toBe(400)
    expect(refusal(key).errors).toEqual([characters('x\ufffd')])
  })

  test('signing up with a NUL: refused, and no request is recorded', async ({ h }) => {
    const before = await h.db.select({ n: sql<number>`count(*)::int` }).from(signupRequests)
    const answer = await h.call('POST', '/v2/register', {
      body: { organization_name: 'Night\u0000 Owl Films', name: 'Mira', email: 'mira@nightowl.test' },
    })
    expect(answer.status).toBe(400)
    expect(refusal(answer).errors).toEqual([characters('organization_name')])
    expect(await h.db.select({ n: sql<number>`count(*)::int` }).from(signupRequests)).toEqual(before)
  })

  test('ids past what an id can be, in paths, queries and bodies', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    for (const id of ['2147483648', '9999999999']) {
      const answer = await h.call('GET', `/v2/users/${id}`, { token })
      expect(answer.status, id).toBe(400)
      expect(refusal(answer).errors).toEqual([
        { path: 'id', message: 'No record has this id', code: 'invalid' },
      ])
    }
    expect((await h.call('GET', '/v2/users/2147483647', { token })).status).toBe(404)
    // organization_id, which the pipeline itself reads: a Super Admin may name any organisation.
    const superAdmin = await h.login(DEMO.superAdmin)
    const tenant = await h.call('GET', '/v2/users?organization_id=9999999999', { token: superAdmin })
    expect(tenant.status).toBe(400)
    expect(refusal(tenant).message).toBe('organization_id must be a numeric id')
    const query = await h.call('GET', '/v2/city?country_id=2147483648', { token })
    expect(query.status).toBe(400)
    expect(refusal(query).errors?.[0]?.path).toBe('country_id')
    const before = await auditCount(h.db)
    const body = await h.call('POST', '/v2/project', {
      token,
      body: { name: 'Big ids', code: 'BIG-1', company_id: 2147483648, city_ids: [9999999999999] },
    })
    expect(body.status).toBe(400)
    expect(refusal(body).errors).toEqual([
      { path: 'company_id', message: 'No record has this id', code: 'max', params: { max: 2147483647 } },
      { path: 'city_ids.0', message: 'No record has this id', code: 'max', params: { max: 2147483647 } },
    ])
    expect(await auditCount(h.db)).toBe(before)
  })

  test('a day that is not in the calendar', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('POST', '/v2/project', {
      token,
      body: { name: 'Leap', code: 'LEAP-1', start_date: '2026-02-30', end_date: '2026-13-01' },
    })
    expect(answer.status).toBe(400)
    expect(refusal(answer).errors).toEqual([
      { path: 'start_date', message: 'This date does not exist', code: 'date' },
      { path: 'end_date', message: 'Enter a date like 2026-11-22', code: 'pattern' },
    ])
  })

  test("null for a master's flag or list: refused, the record unchanged", async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const [category] = await h.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.organizationId, DEMO_STUDIOS))
      .limit(1)
    const flag = await h.call('PUT', `/v2/category/${category?.id}`, {
      token,
      body: { above_the_line: null },
    })
    expect(flag.status).toBe(400)
    expect(refusal(flag).errors).toEqual([
      { path: 'above_the_line', message: 'This field is required', code: 'required' },
    ])
    const list = await h.call('POST', '/v2/customfield', {
      token,
      body: { entity: 'city', label: 'Permit', kind: 'choice', options: null },
    })
    expect(list.status).toBe(400)
    expect(refusal(list).errors?.map((error) => error.path)).toEqual(['options'])
  })
})

describe('uploads: a NUL in a cell is named by row and column, binary files may hold NUL bytes', () => {
  test('a master import', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('POST', '/v2/city/import', {
      token,
      rawBody: 'name,state,country\nPune,Maharashtra,India\nNa\u0000gpur,Maharashtra,India\n',
      headers: { 'content-type': 'text/csv' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      code: 'fileCharacters',
      params: { line: 3, column: 'A (name)' },
      errors: [
        {
          path: 'rows.3.A',
          message: 'Row 3, column A (name) holds an invisible or broken character that cannot be stored',
          code: 'characters',
        },
      ],
    })
  })

  test('a budget upload: refused, kept in the upload history', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const project = await projectId(h.db)
    const lines = await h.db.select({ n: sql<number>`count(*)::int` }).from(budgetLines)
    const answer = await h.call('POST', `/v2/budget?project_id=${project}&file_name=v9.csv`, {
      token,
      rawBody:
        'Budget Code,Category,Description,Amount\n5000-01,Cast,Lead actor,100\n5000-02,Cast,Support\u0000 actor,50\n',
      headers: { 'content-type': 'text/csv' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      code: 'fileCharacters',
      params: { line: 3, column: 'C (Description)' },
    })
    expect(await h.db.select({ n: sql<number>`count(*)::int` }).from(budgetLines)).toEqual(lines)
    const history = await h.call('GET', `/v2/budget/budgetUploadHistory?project_id=${project}`, { token })
    expect(okBody(budgetApi.uploadHistory, history).data[0]).toMatchObject({
      file_name: 'v9.csv',
      result: 'rejected',
    })
  })

  test('an attachment is binary: NUL bytes in a PDF are fine', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const [vendor] = await h.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.organizationId, DEMO_STUDIOS))
      .limit(1)
    const answer = await h.call('POST', `/v2/attachments/vendor/${vendor?.id}?file_name=quote.pdf`, {
      token,
      rawBody: new TextEncoder().encode('%PDF-1.4\n\u0000\u0000\u0001\n%%EOF\n'),
      headers: { 'content-type': 'application/pdf' },
    })
    expect(answer.status).toBe(200)
    expect(okBody(attachmentsApi.upload, answer).data).toMatchObject({
      file_name: 'quote.pdf',
      content_type: 'application/pdf',
    })
  })
})
