import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { authApi } from '../../contract/api/auth'
import { createApp } from '../app'
import { loadConfig } from '../config'
import type { DatabaseHandle } from '../db/client'
import { roles, users } from '../db/schema'
import { createLogger } from '../logger'
import {
  type Answer,
  DEMO,
  DEMO_STUDIOS,
  type LogLine,
  okBody,
  onPostgres,
  openPostgresTestDatabase,
  testSecrets,
} from './harness'

/**
 * Races the rolled-back transaction of the usual harness cannot show: here every request has a
 * connection of its own from a pool, as on a production PostgreSQL with several server processes.
 */
describe.runIf(onPostgres)('on PostgreSQL, with a connection per request', () => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createApp>
  const logs: LogLine[] = []

  beforeAll(async () => {
    database = await openPostgresTestDatabase('races', 25)
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug', TRUST_PROXY: '1' })
    app = createApp({
      db: database.db,
      config,
      clock: () => new Date(),
      secrets: testSecrets,
      logger: createLogger('debug', (line) => logs.push(JSON.parse(line))),
    })
  })
  afterAll(() => database?.close())

  const call = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50', ...headers },
      body: JSON.stringify(body),
    })
    const answer: Answer = { status: response.status, body: await response.json(), headers: response.headers }
    return answer
  }

  test('20 simultaneous guesses at one account: at most five are checked, the rest answer 429', async () => {
    const guess = () => call('/v2/login', { email: DEMO.moderator, password: 'not the password' })
    const burst = await Promise.all(Array.from({ length: 20 }, guess))
    const statuses = burst.map((answer) => answer.status)
    const checked = statuses.filter((status) => status === 401).length
    expect(checked).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - checked)
    // The right password, after the burst, is refused too once five guesses were checked.
    let later = 0
    for (let attempt = 0; attempt < 10; attempt++) if ((await guess()).status === 401) later++
    expect(checked + later).toBe(5)
    expect((await call('/v2/login', { email: DEMO.moderator, password: 'greenlight-demo' })).status).toBe(429)
  })

  test('50 simultaneous creations of one user: one is saved, the others answer 409, none 500', async () => {
    const signIn = await call('/v2/login', { email: DEMO.admin, password: 'greenlight-demo' })
    const token = okBody(authApi.login, signIn).data.token
    const [role] = await database.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.organizationId, DEMO_STUDIOS), eq(roles.roleType, 'User')))
    const create = () =>
      call(
        '/v2/users',
        {
          name: 'Ravi Menon',
          email: 'ravi.menon@demostudios.test',
          role_id: role?.id,
          password: 'ravi first passphrase',
        },
        { authorization: `Bearer ${token}` },
      )
    const statuses = (await Promise.all(Array.from({ length: 50 }, create))).map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
    expect(
      await database.db.select().from(users).where(eq(users.email, 'ravi.menon@demostudios.test')),
    ).toHaveLength(1)
    // Whatever failed along the way, no statement's parameters (a password hash) reached the log.
    expect(JSON.stringify(logs)).not.toMatch(/scrypt\$/)
  })
})
