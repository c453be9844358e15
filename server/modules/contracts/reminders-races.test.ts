import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { authApi } from '../../../contract/api/auth'
import { createApp } from '../../app'
import { loadConfig } from '../../config'
import { type DatabaseHandle, openPostgres } from '../../db/client'
import { contractRemindersSent, outbox } from '../../db/schema'
import { createLogger } from '../../logger'
import {
  type Answer,
  okBody,
  onPostgres,
  openPostgresTestDatabase,
  postgresTestDatabase,
  testSecrets,
} from '../../test/harness'
import { contractScene } from './contract-fixtures'
import { sendContractReminders } from './reminders'

/*
 * Two server processes running the reminder job at the same moment, as production may: each with
 * a pool of its own on one PostgreSQL (the usual harness runs inside one rolled-back transaction
 * and cannot show this). Every reminder is sent once between them.
 */
describe.runIf(onPostgres)('contract reminders with two server processes', () => {
  let first: DatabaseHandle
  let second: DatabaseHandle

  beforeAll(async () => {
    first = await openPostgresTestDatabase('reminders')
    second = await openPostgres(postgresTestDatabase('reminders').url, { max: 4 })
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
  })

  test('race to send the same reminders: each goes out once', async () => {
    const app = createApp({
      db: first.db,
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', TRUST_PROXY: '1' }),
      clock: () => new Date('2026-11-22T10:00:00Z'),
      secrets: testSecrets,
      logger: createLogger('error', () => {}),
    })
    const call = async (method: string, path: string, token: string | undefined, body?: unknown) => {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.60',
      }
      if (token) headers.authorization = `Bearer ${token}`
      const response = await app.request(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const answer: Answer = {
        status: response.status,
        body: await response.json(),
        headers: response.headers,
      }
      return answer
    }
    const login = async (email: string) =>
      okBody(
        authApi.login,
        await call('POST', '/v2/login', undefined, { email, password: 'greenlight-demo' }),
      ).data.token
    const scene = await contractScene(first.db, call, login)
    for (const index of [1, 2, 3])
      await scene.executed({
        title: `Race ${index}`,
        start_date: '2026-11-20',
        end_date: '2026-12-15',
        notice_days: 10,
        value: 100_000_00,
        instalments: [
          { label: 'All', trigger: 'date', due_date: '2026-11-28', percent: '100', budget_code: '1300-04' },
        ],
      })
    const now = new Date('2026-11-22T06:00:00Z')
    const runs = await Promise.all([
      sendContractReminders(first.db, 'https://greenlight.test', now),
      sendContractReminders(second.db, 'https://greenlight.test', now),
      sendContractReminders(second.db, 'https://greenlight.test', now),
    ])
    // Three contracts × (instalment, notice deadline, expiry): nine, however the runs shared them.
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(9)
    const sent = await first.db.select({ id: contractRemindersSent.id }).from(contractRemindersSent)
    expect(sent).toHaveLength(9)
    const mails = await first.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.kind, 'contract-reminder'))
    expect(mails).toHaveLength(9)
  })
})
