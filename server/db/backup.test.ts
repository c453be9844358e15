import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { createApp } from '../app'
import { test } from '../test/harness'
import { dumpDatabase, RestoreError, restoreDatabase } from './backup'
import { type Database, type DatabaseHandle, openPglite } from './client'
import * as schema from './schema'
import { users } from './schema'

/*
 * A fresh database to restore into: opened and migrated once for the file (each took a PGlite of
 * its own, the most of this file's time), each test working in a transaction of it that is rolled
 * back, so the next finds it empty again.
 */
let fresh: DatabaseHandle | undefined
beforeAll(async () => {
  fresh = await openPglite('memory://')
  await fresh.migrate()
})
afterAll(() => fresh?.close())

class Rollback extends Error {}

async function inFreshDatabase(work: (db: Database) => Promise<void>) {
  if (!fresh) throw new Error('the fresh database is not open')
  try {
    await fresh.db.transaction(async (tx) => {
      await work(tx as unknown as Database)
      throw new Rollback()
    })
  } catch (error) {
    if (!(error instanceof Rollback)) throw error
  }
}

describe('backup and restore', () => {
  test('backs up every table but those the database works out from the others', () => {
    const named = (tables: readonly PgTable[]) => tables.map((table) => getTableName(table)).sort()
    const all = named(
      (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)),
    )
    expect(named([...schema.TABLES_IN_ORDER, ...schema.DERIVED_TABLES])).toEqual(all)
  })

  test('a dump restores into a fresh database with every row, and people can sign in', async ({ h }) => {
    const lines: string[] = []
    const counts = await dumpDatabase(h.db, (line) => {
      lines.push(line)
    })
    expect(counts.users).toBe(11)
    // The demo's contracts, one amending another, with their instalments and payments.
    expect(counts.contracts).toBeGreaterThanOrEqual(6)
    expect(counts.contract_payments).toBeGreaterThan(0)
    await inFreshDatabase(async (target) => {
      const restored = await restoreDatabase(target, lines)
      expect(restored).toEqual(Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0)))
      const app = createApp({ ...h.deps, db: target })
      const login = await app.request('/v2/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@northwind.test', password: 'greenlight-demo' }),
      })
      expect(login.status).toBe(200)
      // Identity sequences continue after the restored ids.
      const [next] = await target
        .insert(users)
        .values({ organizationId: 2, email: 'after@restore.test', name: 'After', roleId: 7 })
        .returning({ id: users.id })
      expect(next?.id).toBeGreaterThan(11)
      await expect(restoreDatabase(target, lines)).rejects.toThrow(RestoreError)
    })
  })

  test('refuses a file that is not a Greenlight backup', async () => {
    await inFreshDatabase(async (target) => {
      await expect(restoreDatabase(target, ['{"hello":"world"}'])).rejects.toThrow(/not a Greenlight backup/)
      const [count] = await target.select({ n: sql<number>`count(*)::int` }).from(users)
      expect(count?.n).toBe(0)
    })
  })
})
