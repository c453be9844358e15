import { and, eq } from 'drizzle-orm'
import type { Role } from '../../contract/codes'
import type { AuditEntry } from '../http/route'
import type { WriteDeps } from '../modules/workflow/write-deps'
import type { Database } from './client'
import { auditLog, roles, users } from './schema'

/*
 * What a module's write function needs when the demo seed calls it in a demo person's name: their
 * session (id 0: the seed signs nobody in), an audit writer that dates its entries with the step's
 * time and the time itself, so the demo's documents come from the services' own rules.
 */

/** The write dependencies of one person of the organisation at a given time; null if there is no such user. */
export async function demoWriter(tx: Database, organizationId: number, userId: number | undefined) {
  if (userId === undefined) return null
  const [user] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      roleId: users.roleId,
      roleType: roles.roleType,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)))
  if (!user) return null
  const session = {
    sessionId: 0,
    userId: user.id,
    organizationId,
    roleId: user.roleId,
    roleType: user.roleType as Role,
    name: user.name,
    email: user.email,
  }
  return (now: Date): WriteDeps => ({
    db: tx,
    caller: { session, tenantId: organizationId },
    audit: async (db, entries) => {
      const list: readonly AuditEntry[] = Array.isArray(entries) ? entries : [entries as AuditEntry]
      if (list.length === 0) return
      await db.insert(auditLog).values(
        list.map((entry) => ({
          organizationId: entry.organizationId === undefined ? organizationId : entry.organizationId,
          actorUserId: user.id,
          action: entry.action,
          entity: entry.entity,
          entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
          before: entry.before ?? null,
          after: entry.after ?? null,
          at: now,
        })),
      )
    },
    now,
    // The seed mails nobody: no link is ever made from it.
    publicUrl: '',
  })
}

/** A demo day's time of day in India (IST, UTC+05:30) as a Date: `istTime('2026-11-17', '19:30')`. */
export const istTime = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`)

/** The ISO day after `day`. */
export const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
