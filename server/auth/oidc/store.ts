import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { oidcFlows, organizations, passwordTokens, userIdentities, users } from '../../db/schema'

/** How long a sign-in may stay at the provider: the callback must come back within it. */
export const FLOW_LIFETIME_MS = 10 * 60_000

export type FlowRecord = typeof oidcFlows.$inferSelect

/** Keeps a sign-in under way; flows that expired meanwhile are dropped on the way. */
export async function saveFlow(
  db: Database,
  flow: Omit<typeof oidcFlows.$inferInsert, 'id' | 'expiresAt' | 'createdAt'>,
  now: Date,
) {
  await db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, now))
  await db
    .insert(oidcFlows)
    .values({ ...flow, createdAt: now, expiresAt: new Date(now.getTime() + FLOW_LIFETIME_MS) })
}

/**
 * Takes the flow a state names, once: it is deleted as it is read, so a second callback with the
 * same state (replay, double submit, another server process) finds nothing. Null for an unknown,
 * used or expired state.
 */
export async function takeFlow(db: Database, stateHash: string, now: Date): Promise<FlowRecord | null> {
  const [flow] = await db.delete(oidcFlows).where(eq(oidcFlows.stateHash, stateHash)).returning()
  return flow && flow.expiresAt > now ? flow : null
}

const openInvitationWhere = (tokenHash: string, now: Date) =>
  and(
    eq(passwordTokens.tokenHash, tokenHash),
    eq(passwordTokens.purpose, 'invite'),
    isNull(passwordTokens.usedAt),
    gt(passwordTokens.expiresAt, now),
  )

/**
 * What an open link token is: an Admin's invitation (which may link a sign-in), a password reset
 * link (which may not), or nothing usable (unknown, used or expired).
 */
export async function openLinkPurpose(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<'invite' | 'reset' | null> {
  const [row] = await db
    .select({ purpose: passwordTokens.purpose })
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .limit(1)
  return row?.purpose === 'invite' ? 'invite' : row ? 'reset' : null
}

/** Spends an open invitation link and answers its user, or null when it is no longer open. */
export async function spendInvitation(db: Database, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(openInvitationWhere(tokenHash, now))
    .returning({ userId: passwordTokens.userId })
  return row?.userId ?? null
}

/**
 * Links a provider's identity (issuer + subject) to a user. 'elsewhere': that identity belongs to
 * another user already, and stays theirs.
 */
export async function linkIdentity(
  db: Database,
  identity: { userId: number; issuer: string; subject: string; email: string | null },
  now: Date,
): Promise<'linked' | 'already' | 'elsewhere'> {
  const [inserted] = await db
    .insert(userIdentities)
    .values({ ...identity, createdAt: now })
    .onConflictDoNothing({ target: [userIdentities.issuer, userIdentities.subject] })
    .returning({ id: userIdentities.id })
  if (inserted) return 'linked'
  const [existing] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)))
  return existing?.userId === identity.userId ? 'already' : 'elsewhere'
}

/**
 * The active user an identity is linked to: by issuer and subject, exactly. Never by email: a
 * provider's email claim is whatever that provider says, and proves nothing about our accounts.
 */
export async function userOfIdentity(
  db: Database,
  issuer: string,
  subject: string,
  now: Date,
): Promise<{ id: number; organizationId: number } | null> {
  const [user] = await db
    .update(userIdentities)
    .set({ lastUsedAt: now })
    .from(users)
    .where(
      and(
        eq(userIdentities.issuer, issuer),
        eq(userIdentities.subject, subject),
        eq(users.id, userIdentities.userId),
        isNull(users.archivedAt),
        sql`exists (select 1 from ${organizations} where ${organizations.id} = ${users.organizationId} and ${organizations.archivedAt} is null)`,
      ),
    )
    .returning({ id: users.id, organizationId: users.organizationId })
  return user ?? null
}
