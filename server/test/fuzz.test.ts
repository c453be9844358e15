import { sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import * as z from 'zod/mini'
import { defineEndpoint } from '../../contract/endpoint'
import { okEnvelope } from '../../contract/envelope'
import { createApp } from '../app'
import { implement } from '../http/route'
import { allRoutes } from '../modules'
import { fuzzFixtures, fuzzRoutes, isolatedSender } from './fuzz/run'
import { DEMO, type Harness, seededOnce, test } from './harness'

/*
 * The fuzz pass: every registered route × hostile inputs derived from its contract schemas (a NUL
 * or a lone surrogate in each query parameter and body text, ids past PostgreSQL's integer range
 * in paths, queries and bodies, impossible dates, null flags and lists, a NUL in an uploaded
 * file). No answer may be a 5xx, none of those inputs may be accepted, and a refused request must
 * not write anything. A new route is fuzzed as soon as it is registered.
 */

const groupOf = (tag: string) => tag.split(':')[0] as string
const groups = [...new Set(allRoutes.map(({ endpoint }) => groupOf(endpoint.tag)))]

describe('fuzz: every route × hostile input is refused, never a 5xx, and writes nothing', () => {
  // Two sign-ins and the candidate ids (a query per table) once for the file, not per group.
  const fixtures = seededOnce(fuzzFixtures)
  test.for(groups)('%s', { timeout: 300_000 }, async (group, { h }) => {
    const routes = allRoutes.filter(({ endpoint }) => groupOf(endpoint.tag) === group)
    const { sent, findings } = await fuzzRoutes(h, routes, { fixtures: fixtures() })
    console.info(`fuzz ${group}: ${routes.length} routes, ${sent} requests, ${findings.length} findings`)
    expect(findings).toEqual([])
  })
})

/** A route written the way the fuzz must catch: numbers and dates handed to PostgreSQL unchecked. */
const careless = implement(
  defineEndpoint({
    method: 'post',
    path: '/careless/:id',
    summary: 'Casts what it is sent',
    tag: 'Test',
    access: { kind: 'signed-in' },
    params: z.object({ id: z.string().check(z.regex(/^\d+$/)) }),
    body: z.object({
      count: z.int(),
      day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
      note: z.string(),
    }),
    response: okEnvelope(z.object({ ok: z.boolean() })),
  }),
  async ({ params, body, deps }) => {
    await deps.db.execute(
      sql`select ${params.id}::int, ${body.count}::int, ${body.day}::date, ${body.note}::text`,
    )
    return { data: { ok: true } }
  },
)

/** Calls an app of its own, as the harness calls the real one. */
function caller(app: ReturnType<typeof createApp>): Harness['call'] {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const response = await app.request(path, { method, headers, body: options.rawBody as BodyInit })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
  }
}

describe('the fuzz itself', () => {
  test('finds a route that hands out-of-range numbers and impossible dates to the database', async ({
    h,
  }) => {
    const { findings } = await fuzzRoutes(h, [careless], {
      call: caller(createApp(h.deps, { routes: [careless] })),
    })
    expect(findings).toEqual([
      'POST /careless/:id × path.id = id 2147483648 → 500 Something went wrong on our side',
      'POST /careless/:id × path.id = id 9999999999999 → 500 Something went wrong on our side',
      'POST /careless/:id × body.count = number 2147483648 → 500 Something went wrong on our side',
      'POST /careless/:id × body.count = number 9999999999999 → 500 Something went wrong on our side',
      'POST /careless/:id × body.day = date 2026-02-30 → 500 Something went wrong on our side',
    ])
  })

  test('sees what a request wrote, even once its savepoint is rolled back', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const { send } = isolatedSender(h)
    const role = allRoutes.find(({ endpoint }) => endpoint.method === 'post' && endpoint.path === '/userrole')
    if (!role) throw new Error('no POST /userrole')
    const created = await send(
      role.endpoint,
      { params: {}, query: {}, body: { name: 'Fuzz grips', role_type: 'User' } },
      token,
    )
    expect(created.status).toBe(200)
    expect(created.written).toEqual(expect.arrayContaining(['roles', 'audit_log']))
    const refused = await send(role.endpoint, { params: {}, query: {}, body: { name: '' } }, token)
    expect(refused).toMatchObject({ status: 400, written: [] })
  })
})
