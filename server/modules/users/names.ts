import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'

/** Names of users by id (unknown ids are left out). */
export async function userNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]))
  return new Map(rows.map((row) => [row.id, row.name]))
}
