import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { attachmentsApi } from '../../../contract/api/attachments'
import { authApi } from '../../../contract/api/auth'
import { contractsApi } from '../../../contract/api/contracts'
import { createApp } from '../../app'
import { loadConfig } from '../../config'
import type { DatabaseHandle } from '../../db/client'
import { createLogger } from '../../logger'
import { type Answer, okBody, onPostgres, openPostgresTestDatabase, testSecrets } from '../../test/harness'
import { contractScene } from '../contracts/contract-fixtures'
import { PDF } from './fixtures'

/*
 * Uploads of one document name at the same moment, each on a connection of its own (the usual
 * harness runs inside one rolled-back transaction and cannot show this): they take the next
 * versions, no number twice.
 */
describe.runIf(onPostgres)('attachment versions under concurrent uploads', () => {
  let database: DatabaseHandle

  beforeAll(async () => {
    database = await openPostgresTestDatabase('attachments')
  })
  afterAll(async () => {
    await database?.close()
  })

  test('six uploads of "Agreement.pdf" at once are versions 1 to 6', async () => {
    const app = createApp({
      db: database.db,
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', TRUST_PROXY: '1' }),
      clock: () => new Date('2026-11-22T10:00:00Z'),
      secrets: testSecrets,
      logger: createLogger('error', () => {}),
    })
    const request = async (method: string, path: string, token: string | undefined, body?: unknown) => {
      const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.61' }
      if (token) headers.authorization = `Bearer ${token}`
      const raw = body instanceof Uint8Array
      if (!raw) headers['content-type'] = 'application/json'
      else headers['content-type'] = 'application/pdf'
      const response = await app.request(path, {
        method,
        headers,
        body: body === undefined ? undefined : raw ? (body as BodyInit) : JSON.stringify(body),
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
        await request('POST', '/v2/login', undefined, { email, password: 'greenlight-demo' }),
      ).data.token
    const scene = await contractScene(database.db, request, login)
    const created = await scene.create(scene.draft({ title: 'Documents race' }))
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const path = `/v2/attachments/contract/${okBody(contractsApi.create, created).data.contract_id}?file_name=Agreement.pdf`
    const tokens = [scene.tokens.manager, scene.tokens.admin]
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => request('POST', path, tokens[index % 2], PDF)),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(answers.map((answer) => okBody(attachmentsApi.upload, answer).data.version).sort()).toEqual([
      1, 2, 3, 4, 5, 6,
    ])
  })
})
