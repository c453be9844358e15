import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Role } from '../../contract/codes'
import type { Database } from '../db/client'
import { prepared } from '../db/prepared'
import { organizations, roles, sessions, users } from '../db/schema'
import type { Deps, SessionInfo } from '../http/route'

/** Refresh `last_seen_at` at most this often: idle expiry stays accurate without a write per request. */
const TOUCH_EVERY_MS = 60_000

export async function createSession(
  deps: Deps,
  user: { id: number; organizationId: number },
  client: { ip: string; userAgent: string },
  // The mock API puts back a session a saved browser state holds (mocks/api.ts); never the API.
  token = deps.secrets.randomToken(),
): Promise<{ token: string; expiresAt: Date }> {
  const now = deps.clock()
  const expiresAt = new Date(now.getTime() + deps.config.tokenAbsoluteMs)
  await deps.db.insert(sessions).values({
    tokenHash: deps.secrets.hashToken(token),
    userId: user.id,
    organizationId: user.organizationId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent.slice(0, 256),
  })
  return { token, expiresAt }
}

/**
 * The session behind a bearer token: not revoked, within its absolute lifetime and its idle
 * window, its user and organisation not archived. Anything else is no session at all.
 */
export async function resolveSession(deps: Deps, token: string): Promise<SessionInfo | null> {
  const now = deps.clock()
  const idleSince = new Date(now.getTime() - deps.config.tokenIdleMs)
  const lookup = prepared(deps.db, 'session_by_token', (db) =>
    db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        userId: users.id,
        organizationId: users.organizationId,
        roleId: users.roleId,
        roleType: roles.roleType,
        name: users.name,
        email: users.email,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
          isNull(users.archivedAt),
          isNull(organizations.archivedAt),
        ),
      )
      .limit(1)
      .prepare('session_by_token'),
  )
  const [row] = await lookup.execute({ tokenHash: deps.secrets.hashToken(token), now, idleSince })
  if (!row) return null
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId))
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    organizationId: row.organizationId,
    roleId: row.roleId,
    roleType: row.roleType as Role,
    name: row.name,
    email: row.email,
  }
}

export async function revokeSession(db: Database, sessionId: number, reason: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Ends every open session of the given users (archived, role changed, password reset…). */
export async function revokeUserSessions(db: Database, userIds: number[], reason: string, now: Date) {
  if (userIds.length === 0) return
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(sql`${sessions.userId} = any(${sql.param(userIds)}::int[])`, isNull(sessions.revokedAt)))
}

/** Old sessions are kept a while for the audit trail, then dropped. */
export async function pruneSessions(db: Database, now: Date) {
  const cutoff = new Date(now.getTime() - 30 * 24 * 3_600_000)
  await db.delete(sessions).where(lt(sessions.expiresAt, cutoff))
}
