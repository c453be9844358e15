import { and, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { loginAttempts } from '../db/schema'

/**
 * Failed sign-ins are counted per account and per address in the database (not in memory, so
 * several server instances share the count). Too many in the window answers 429.
 */
export const accountKey = (email: string) => `email:${email.toLowerCase()}`
export const addressKey = (ip: string) => `ip:${ip}`

export async function failuresSince(db: Database, keys: string[], since: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: loginAttempts.key, count: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.attemptedAt, since)))
    .groupBy(loginAttempts.key)
  return new Map(rows.map((row) => [row.key, row.count]))
}

export async function recordFailure(db: Database, keys: string[], now: Date) {
  await db.insert(loginAttempts).values(keys.map((key) => ({ key, attemptedAt: now })))
}

export async function clearFailures(db: Database, key: string) {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [key]))
}

export async function pruneAttempts(db: Database, before: Date) {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, before))
}
