import pg from 'pg'
import { test as base } from 'vitest'
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

// biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape; the contract checks them server-side
type Json = any

export type Harness = {
  db: Database
  deps: Deps
  clock: Clock
  logs: LogLine[]
  app: ReturnType<typeof createApp>
  /** Calls the API in-process. */
  call: (
    method: string,
    path: string,
    options?: {
      token?: string
      body?: unknown
      rawBody?: string | Uint8Array
      headers?: Record<string, string>
    },
  ) => Promise<{ status: number; body: Json; headers: Headers }>
  /** Signs a demo user in and answers the token. */
  login: (email: string, password?: string) => Promise<string>
  /** Waits for work the server does after answering (a reset link's lookup and mail). */
  settle: () => Promise<void>
}

export const test = base.extend<{ h: Harness }>({
  // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies as the first argument
  h: async ({}, provide) => {
    const database = await workerDatabase()
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
    })
    try {
      await database.db.transaction(async (tx) => {
        const deps: Deps = {
          db: tx as unknown as Database,
          config,
          clock: () => clock.now,
          secrets: testSecrets,
          logger: createLogger('debug', (line) => logs.push(JSON.parse(line))),
        }
        const app = createApp(deps)
        const call: Harness['call'] = async (method, path, options = {}) => {
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
          return { status: response.status, body: parsed, headers: response.headers }
        }
        const login: Harness['login'] = async (email, password = 'greenlight-demo') => {
          const answer = await call('POST', '/v2/login', { body: { email, password } })
          if (answer.status !== 200)
            throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`)
          return answer.body.data.token as string
        }
        const settle = () => afterAnswersSettled(deps)
        await provide({ db: deps.db, deps, clock, logs, app, call, login, settle })
        await settle()
        throw new Rollback()
      })
    } catch (error) {
      if (!(error instanceof Rollback)) throw error
    }
  },
})

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
