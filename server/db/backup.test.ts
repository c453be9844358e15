import { sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { createApp } from '../app'
import { test } from '../test/harness'
import { dumpDatabase, RestoreError, restoreDatabase } from './backup'
import { openPglite } from './client'
import { users } from './schema'

describe('backup and restore', () => {
  test('a dump restores into a fresh database with every row, and people can sign in', async ({ h }) => {
    const lines: string[] = []
    const counts = await dumpDatabase(h.db, (line) => {
      lines.push(line)
    })
    expect(counts.users).toBe(11)
    const target = await openPglite('memory://')
    try {
      await target.migrate()
      const restored = await restoreDatabase(target.db, lines)
      expect(restored).toEqual(Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0)))
      const app = createApp({ ...h.deps, db: target.db })
      const login = await app.request('/v2/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@northwind.test', password: 'greenlight-demo' }),
      })
      expect(login.status).toBe(200)
      // Identity sequences continue after the restored ids.
      const [next] = await target.db
        .insert(users)
        .values({ organizationId: 2, email: 'after@restore.test', name: 'After', roleId: 7 })
        .returning({ id: users.id })
      expect(next?.id).toBeGreaterThan(11)
      await expect(restoreDatabase(target.db, lines)).rejects.toThrow(RestoreError)
    } finally {
      await target.close()
    }
  })

  test('refuses a file that is not a Greenlight backup', async () => {
    const target = await openPglite('memory://')
    try {
      await target.migrate()
      await expect(restoreDatabase(target.db, ['{"hello":"world"}'])).rejects.toThrow(
        /not a Greenlight backup/,
      )
      const [count] = await target.db.select({ n: sql<number>`count(*)::int` }).from(users)
      expect(count?.n).toBe(0)
    } finally {
      await target.close()
    }
  })
})
