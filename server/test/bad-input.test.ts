import { eq, sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { users } from '../db/schema'
import { DEMO, test } from './harness'

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
    expect(answer.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(
      ['contract_active', 'email', 'module_access', 'name', 'role_id'].sort(),
    )
  })

  test('over-long strings', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('POST', '/v2/users', {
      token,
      body: { name: 'n'.repeat(121), email: `${'e'.repeat(250)}@x.test`, role_id: 1, phone: '9'.repeat(41) },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual(
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
    expect(answer.body.errors).toEqual([
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
    expect(answer.body.message).toMatch(/too large/)
  })

  test('malformed ids in the path, and a malformed organization_id', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    for (const id of ['abc', '0', '-1', '1.5', '12345678901']) {
      const answer = await h.call('GET', `/v2/users/${id}`, { token })
      expect(answer.status, id).toBe(400)
      expect(answer.body.errors[0].path).toBe('id')
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
