import { eq, sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import type { Database } from '../db/client'
import { customFields } from '../db/schema'
import { DEMO_STUDIOS, seededOnce, test } from './harness'

/*
 * The harness's own promises, on both databases: what seededOnce made is seen by every test of the
 * file, a test's writes (and its changes to seeded rows) are gone before the next test, and the
 * app's nested transactions still work inside a test's savepoint. The tests run in file order:
 * the second reads what the first left.
 */

const labelOf = async (db: Database, id: number) =>
  (await db.select({ label: customFields.label }).from(customFields).where(eq(customFields.id, id)))[0]?.label

describe('the test harness', () => {
  const seeded = seededOnce(async (h) => {
    const [row] = await h.db
      .insert(customFields)
      .values({ organizationId: DEMO_STUDIOS, entity: 'city', label: 'Seeded once', kind: 'text' })
      .returning({ id: customFields.id })
    return { id: row?.id as number }
  })

  test('a test sees the seeded rows, changes them and writes its own; a failed nested transaction leaves it usable', async ({
    h,
  }) => {
    const { id } = seeded()
    expect(await labelOf(h.db, id)).toBe('Seeded once')
    await h.db.update(customFields).set({ label: 'Changed by a test' }).where(eq(customFields.id, id))
    await h.db
      .insert(customFields)
      .values({ organizationId: DEMO_STUDIOS, entity: 'city', label: 'Written by a test', kind: 'text' })
    await expect(
      h.db.transaction(async (tx) => {
        await tx.insert(customFields).values({
          organizationId: DEMO_STUDIOS,
          entity: 'city',
          label: 'Rolled back with its savepoint',
          kind: 'text',
        })
        await tx.execute(sql`select 1 / 0`)
      }),
    ).rejects.toThrow()
    const labels = (await h.db.select({ label: customFields.label }).from(customFields)).map(
      (row) => row.label,
    )
    expect(labels).toContain('Written by a test')
    expect(labels).not.toContain('Rolled back with its savepoint')
    expect(await labelOf(h.db, id)).toBe('Changed by a test')
  })

  test('the next test finds the seeded rows as they were made, and nothing the last one wrote', async ({
    h,
  }) => {
    const { id } = seeded()
    expect(await labelOf(h.db, id)).toBe('Seeded once')
    const labels = (await h.db.select({ label: customFields.label }).from(customFields)).map(
      (row) => row.label,
    )
    expect(labels).not.toContain('Written by a test')
  })
})
