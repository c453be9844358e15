import pg from 'pg'
import { test as base } from 'vitest'
import * as z from 'zod/mini'
import { authApi } from '../../contract/api/auth'
import type { AnyEndpoint } from '../../contract/endpoint'
import { type ErrorEnvelope, errorEnvelopeSchema } from '../../contract/envelope'
import { createApp } from '../app'
import { loadConfig } from '../config'
import { type Database, type DatabaseHandle, openPglite, openPostgres } from '../db/client'
import { seedDemo } from '../db/seed'
import { afterAnswersSettled } from '../http/after-answer'
import type { Deps } from '../http/route'
import { createLogger } from '../logger'
import { nodeSecrets } from '../platform/node-secrets'
import { CHEAP_SCRYPT } from '../platform/secrets'

/** Cheap hashing: a suite with hundreds of sign-ins runs in seconds (hashes carry their cost). */
export const testSecrets = nodeSecrets(CHEAP_SCRYPT)

/**
 * One migrated, demo-seeded database per test worker: in-memory PGlite, or (project
 * server-postgres) a database of its own on the PostgreSQL of DATABASE_URL. Every test then runs
 * inside a transaction that is rolled back, so tests never see each other's writes.
 */
export const onPostgres = process.env.GREENLIGHT_TEST_DB === 'postgres'
let handle: Promise<DatabaseHandle> | undefined

async function openWorkerDatabase(): Promise<DatabaseHandle> {
  if (!onPostgres) {
    const database = await openPglite('memory://')
    await database.migrate()
    await seedDemo(database.db, testSecrets, new Date('2026-11-01T09:00:00Z'))
    return database
  }
  return openPostgresTestDatabase('')
}

/**
 * A migrated, demo-seeded database of its own on the PostgreSQL of DATABASE_URL, per worker and
 * purpose (`suffix`), dropped and made again on every run.
 */
export async function openPostgresTestDatabase(suffix: string, poolSize = 4): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('server-postgres tests need DATABASE_URL')
  const { name, url: target } = postgresTestDatabase(suffix)
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  await admin.end()
  const database = await openPostgres(target, { max: poolSize })
  await database.migrate()
  await seedDemo(database.db, testSecrets, new Date('2026-11-01T09:00:00Z'))
  return database
}

/** The name and URL of the test database of `suffix` (a second process opens it with these). */
export function postgresTestDatabase(suffix: string) {
  // GREENLIGHT_TEST_DB_TAG keeps two checkouts' runs on one PostgreSQL out of each other's databases.
  const tag = (process.env.GREENLIGHT_TEST_DB_TAG ?? '').replace(/[^a-z0-9]/g, '')
  const name = `greenlight_test_${tag ? `${tag}_` : ''}${suffix ? `${suffix}_` : ''}${process.env.VITEST_POOL_ID ?? '0'}`
  const target = new URL(process.env.DATABASE_URL ?? 'postgres://localhost/test')
  target.pathname = `/${name}`
  return { name, url: target.toString() }
}

export function workerDatabase() {
  handle ??= openWorkerDatabase()
  return handle
}

class Rollback extends Error {}

export type Clock = { now: Date; advance: (ms: number) => void }
export type LogLine = Record<string, unknown>

/** An answer of the API as a test sees it; `Body` is what the test knows of its body. */
export type Answer<Body = unknown> = { status: number; body: Body; headers: Headers }

/**
 * The body of `endpoint`'s 200 answer, parsed with the endpoint's own response schema: typed
 * for the test, and checked against the contract (a wrong shape fails here, with the path).
 */
export function okBody<E extends AnyEndpoint>(endpoint: E, answer: Answer<unknown>): z.output<E['response']> {
  if (answer.status !== 200)
    throw new Error(`${endpoint.path}: expected 200, got ${answer.status} ${JSON.stringify(answer.body)}`)
  return z.parse(endpoint.response, answer.body)
}

/** The error envelope of a refused answer, parsed (so its code, message and errors are typed). */
export function refusal(answer: Answer<unknown>): ErrorEnvelope {
  if (answer.status < 400) throw new Error(`expected a refusal, got ${answer.status}`)
  return z.parse(errorEnvelopeSchema, answer.body)
}

export type Harness = {
  db: Database
  deps: Deps
  clock: Clock
  logs: LogLine[]
  app: ReturnType<typeof createApp>
  /**
   * Calls the API in-process. The body is `unknown` until read through okBody or refusal, which
   * parse it with the contract's schemas (or typed by the test for an answer no endpoint describes).
   */
  call: <Body = unknown>(
    method: string,
    path: string,
    options?: {
      token?: string
      body?: unknown
      rawBody?: string | Uint8Array
      headers?: Record<string, string>
    },
  ) => Promise<Answer<Body>>
  /** Signs a demo user in and answers the token. */
  login: (email: string, password?: string) => Promise<string>
  /** Waits for work the server does after answering (a reset link's lookup and mail). */
  settle: () => Promise<void>
}

/**
 * A harness whose every request and read runs on `db`: a test's savepoint, a file's transaction,
 * or (race tests) a pool, where each request has a connection of its own.
 */
export function harnessOn(db: Database, env: Record<string, string> = {}): Harness {
  const clock: Clock = {
    now: new Date('2026-11-22T10:00:00Z'),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms)
    },
  }
  const logs: LogLine[] = []
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    TRUST_PROXY: '1',
    PUBLIC_URL: 'https://greenlight.test',
    ...env,
  })
  const deps: Deps = {
    db,
    config,
    clock: () => clock.now,
    secrets: testSecrets,
    logger: createLogger('debug', (line) => logs.push(JSON.parse(line))),
  }
  const app = createApp(deps)
  const call: Harness['call'] = async <Body = unknown>(
    method: string,
    path: string,
    options: Parameters<Harness['call']>[2] = {},
  ): Promise<Answer<Body>> => {
    const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.7', ...options.headers }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    let body: string | Uint8Array | undefined = options.rawBody
    if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      headers['content-type'] = 'application/json'
    }
    const response = await app.request(path, { method, headers, body: body as BodyInit | undefined })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // not JSON (HTML pages)
    }
    // Unknown unless the test names the body's type; okBody and refusal parse it with the contract.
    return { status: response.status, body: parsed as Body, headers: response.headers }
  }
  const login: Harness['login'] = async (email, password = 'greenlight-demo') => {
    const answer = await call('POST', '/v2/login', { body: { email, password } })
    if (answer.status !== 200)
      throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`)
    return okBody(authApi.login, answer).data.token
  }
  const settle = () => afterAnswersSettled(deps)
  return { db, deps, clock, logs, app, call, login, settle }
}

/**
 * Runs `work` in a transaction of `db` (a savepoint when `db` is a transaction already) and rolls
 * it back afterwards, whatever `work` wrote.
 */
async function rolledBack(db: Database, work: (tx: Database) => Promise<void>) {
  try {
    await db.transaction(async (tx) => {
      // A test that timed out or failed early may still have requests running. Once its savepoint
      // is rolled back their statements would land in the file's transaction and be seen by the
      // next tests, so the handle refuses any use after the end.
      let ended = false
      const guarded = new Proxy(tx as unknown as Database, {
        get(target, property, receiver) {
          if (ended) throw new Error('this test has ended: its database handle is closed')
          return Reflect.get(target, property, receiver)
        },
      })
      try {
        await work(guarded)
      } finally {
        ended = true
      }
      throw new Rollback()
    })
  } catch (error) {
    if (!(error instanceof Rollback)) throw error
  }
}

/** The transaction a test file runs in; what seededOnce writes lives in it until the file ends. */
type FileScope = { db: Database }

/*
 * Each test file that uses the harness opens one transaction on the worker database (on
 * PostgreSQL it holds one pooled connection for the file), and each test runs in a savepoint of
 * it that is rolled back after the test: tests never see each other's writes, and what a file
 * seeded once (seededOnce) is seen by all its tests and gone with the file. The app's own
 * transactions inside a test are savepoints nested further in.
 */
export const test = base
  .extend<{ fileScope: FileScope }>({
    fileScope: [
      // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies as the first argument
      async ({}, provide) => {
        const database = await workerDatabase()
        await rolledBack(database.db, (db) => provide({ db }))
      },
      { scope: 'file' },
    ],
  })
  .extend<{ h: Harness }>({
    h: async ({ fileScope }, provide) => {
      await rolledBack(fileScope.db, async (db) => {
        const h = harnessOn(db)
        await provide(h)
        await h.settle()
      })
    },
  })

/**
 * Expensive fixtures a test file makes once: `setup` runs before the file's (or the describe
 * block's) first test, in the file's transaction, so every test after it sees what it wrote and
 * its writes are gone when the file ends. Tests still run in savepoints of their own: what one
 * test changes of the seeded rows is put back before the next. Answers a reader of what `setup`
 * returned, for use inside tests.
 */
export function seededOnce<T>(setup: (h: Harness) => Promise<T>): () => T {
  let seeded: { value: T } | undefined
  test.beforeAll(async ({ fileScope }) => {
    const h = harnessOn(fileScope.db)
    seeded = { value: await setup(h) }
    await h.settle()
  })
  test.afterAll(() => {
    seeded = undefined
  })
  return () => {
    if (!seeded)
      throw new Error('seededOnce: read only inside the tests of the file (or block) that seeds it')
    return seeded.value
  }
}

export const DEMO = {
  superAdmin: 'superadmin@greenlight.test',
  admin: 'admin@demostudios.test',
  manager: 'manager@demostudios.test',
  moderator: 'moderator@demostudios.test',
  user: 'user@demostudios.test',
  dashboard: 'dashboard@demostudios.test',
  northwindAdmin: 'admin@northwind.test',
  northwindManager: 'manager@northwind.test',
} as const

export const DEMO_STUDIOS = 2
export const NORTHWIND = 3
