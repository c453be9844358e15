import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import { passwordTokens } from '../db/schema'
import type { Secrets } from '../platform/secrets'

export const INVITE_LIFETIME_MS = 72 * 3_600_000
export const RESET_LIFETIME_MS = 3_600_000

/** A single-use link token to choose a password; only its hash is kept. Older open tokens lapse. */
export async function issuePasswordToken(
  db: Database,
  secrets: Secrets,
  userId: number,
  purpose: 'reset' | 'invite',
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)))
  const token = secrets.randomToken()
  const expiresAt = new Date(now.getTime() + (purpose === 'invite' ? INVITE_LIFETIME_MS : RESET_LIFETIME_MS))
  await db
    .insert(passwordTokens)
    .values({ userId, tokenHash: secrets.hashToken(token), purpose, expiresAt, createdAt: now })
  return { token, expiresAt }
}

/** Marks a valid token used and answers its user, or null for an unknown, used or expired token. */
export async function consumePasswordToken(
  db: Database,
  secrets: Secrets,
  token: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.tokenHash, secrets.hashToken(token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordTokens.userId })
  return row?.userId ?? null
}

export const passwordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/pages/reset-password?token=${encodeURIComponent(token)}`
