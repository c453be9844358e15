import { and, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { loginAttempts, sessions } from '../db/schema'

/**
 * Attempts (sign-ins, reset and account requests) are counted per key — an account or an
 * address — in the database, so several server processes share the count.
 *
 * An attempt is written before it is counted: each insert commits before its own count runs, so
 * the k-th attempt to land sees at least k rows and, of any burst, at most `limit` attempts are let
 * through. (Checking first and counting after let 200 parallel guesses all be checked.)
 */
export const accountKey = (email: string) => `email:${email.toLowerCase()}`
export const addressKey = (ip: string) => `ip:${ip}`

export type Attempt = {
  /** The attempt's own rows, one per key. */
  ids: number[]
  /** Attempts in the window per key, this one included. */
  counts: Map<string, number>
}

export async function countAttempt(
  db: Database,
  keys: string[],
  now: Date,
  windowMs: number,
): Promise<Attempt> {
  const inserted = await db
    .insert(loginAttempts)
    .values(keys.map((key) => ({ key, attemptedAt: now })))
    .returning({ id: loginAttempts.id })
  const rows = await db
    .select({ key: loginAttempts.key, count: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(
        inArray(loginAttempts.key, keys),
        gt(loginAttempts.attemptedAt, new Date(now.getTime() - windowMs)),
      ),
    )
    .groupBy(loginAttempts.key)
  return { ids: inserted.map((row) => row.id), counts: new Map(rows.map((row) => [row.key, row.count])) }
}

export const isOver = (attempt: Attempt, key: string, limit: number) => (attempt.counts.get(key) ?? 0) > limit

/** Takes back an attempt's own rows: a refused attempt (or a successful sign-in) costs nothing later. */
export async function forgetAttempt(db: Database, attempt: Attempt) {
  if (attempt.ids.length) await db.delete(loginAttempts).where(inArray(loginAttempts.id, attempt.ids))
}

export async function clearAttempts(db: Database, key: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key))
}

/**
 * Whether this user has signed in from this address in the last 30 days. The per-address limit
 * spares such sign-ins: someone spraying guesses from an office's shared address must not lock
 * out everyone in the office (each account keeps its own limit).
 */
export async function isKnownAddress(db: Database, userId: number, ip: string, now: Date) {
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60_000)
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gte(sessions.createdAt, since)))
    .limit(1)
  return Boolean(row)
}

export async function pruneAttempts(db: Database, before: Date) {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, before))
}
