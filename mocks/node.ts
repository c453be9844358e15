import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { setupServer } from 'msw/node'
import { inject } from 'vitest'
import type { Database } from '../server/db/client'
import * as schema from '../server/db/schema'
import { nodeSecrets } from '../server/platform/node-secrets'
import { CHEAP_SCRYPT } from '../server/platform/secrets'
import { createMockApi, serialized } from './api'
import { apiHandlers } from './handlers'

/*
 * The mock API of the web tests: the server's app on an in-memory PGlite loaded from the demo
 * snapshot (built once per run by mocks/global-setup.ts). Each test works inside a transaction that
 * is rolled back after it, so every test starts from the demo data.
 */

class Rollback extends Error {}

let base: Promise<Database> | undefined
let current: { tx: Database; end: () => Promise<void> } | undefined
const oneAtATime = serialized()

function baseDatabase(): Promise<Database> {
  base ??= (async () => {
    const snapshot = await readFile(inject('demoSnapshot'))
    const client = await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: { pg_trgm } })
    return drizzle({ client, schema }) as unknown as Database
  })()
  return base
}

/** Opens a transaction that stays open until `end`, which rolls it back. */
async function openTestTransaction(db: Database) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let opened: (tx: Database) => void = () => {}
  const tx = new Promise<Database>((resolve) => {
    opened = resolve
  })
  const finished = db
    .transaction(async (transaction) => {
      opened(transaction as unknown as Database)
      await released
      throw new Rollback()
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error
    })
  return {
    tx: await tx,
    end: async () => {
      release()
      await finished
    },
  }
}

/** Throws away what the last test wrote and starts the next test on the demo data. */
export function resetMockData(): Promise<void> {
  return oneAtATime(async () => {
    await current?.end()
    current = await openTestTransaction(await baseDatabase())
  })
}

/** The test's database (its transaction): for seeding what the demo data lacks, and for checks. */
export async function mockDatabase(): Promise<Database> {
  if (!current) await resetMockData()
  return (current as { tx: Database }).tx
}

const api = createMockApi({
  database: () => {
    if (!current) throw new Error('The mock API answers inside a test only (resetMockData first).')
    return current.tx
  },
  secrets: nodeSecrets(CHEAP_SCRYPT),
  log: (line) => console.warn(line),
  publicUrl: 'http://localhost',
})

let listening = false

/** Starts intercepting requests, once per worker: the files a worker runs share this module. */
export function listenOnce(options: Parameters<typeof mockServer.listen>[0]) {
  if (listening) return
  mockServer.listen(options)
  listening = true
}

export const mockServer = setupServer(
  ...apiHandlers({
    handle: (request) =>
      oneAtATime(async () => {
        if (!current) current = await openTestTransaction(await baseDatabase())
        return api.handle(request)
      }),
  }),
)
