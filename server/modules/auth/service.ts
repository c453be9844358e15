import { and, eq, isNull, sql } from 'drizzle-orm'
import type { LoginData } from '../../../contract/auth'
import { consumePasswordToken, issuePasswordToken, passwordLink } from '../../auth/password-tokens'
import { revokeUserSessions } from '../../auth/sessions'
import { accountKey, addressKey, clearFailures, failuresSince, recordFailure } from '../../auth/throttle'
import { organizations, signupRequests, users } from '../../db/schema'
import { HttpError, invalidField, unauthorized } from '../../http/errors'
import type { Deps } from '../../http/route'
import { queueMail } from '../../mail/outbox'
import { openSession } from './session-answer'

const WRONG_CREDENTIALS = 'Email or password is incorrect'

/**
 * Sign-in. The answer never says whether the email exists: unknown accounts cost the same scrypt
 * time and get the same message. Failures are throttled per account and per address.
 */
export async function signIn(
  deps: Deps,
  input: { email: string; password: string },
  client: { ip: string; userAgent: string },
): Promise<LoginData> {
  const now = deps.clock()
  const keys = [accountKey(input.email), addressKey(client.ip)]
  const failures = await failuresSince(deps.db, keys, new Date(now.getTime() - deps.config.login.windowMs))
  if (
    (failures.get(keys[0] as string) ?? 0) >= deps.config.login.maxPerAccount ||
    (failures.get(keys[1] as string) ?? 0) >= deps.config.login.maxPerAddress
  ) {
    deps.logger.warn('login.throttled', { ip: client.ip })
    throw new HttpError(
      429,
      `Too many sign-in attempts. Wait ${Math.round(deps.config.login.windowMs / 60_000)} minutes and try again.`,
    )
  }
  const [user] = await deps.db
    .select({ id: users.id, organizationId: users.organizationId, passwordHash: users.passwordHash })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(
        sql`lower(${users.email}) = ${input.email.toLowerCase()}`,
        eq(users.invitationBlocked, false),
        isNull(users.archivedAt),
        isNull(organizations.archivedAt),
      ),
    )
    .limit(1)
  const valid = await deps.secrets.verifyPassword(input.password, user?.passwordHash ?? null)
  if (!user || !valid) {
    await recordFailure(deps.db, keys, now)
    deps.logger.info('login.failed', { ip: client.ip })
    throw unauthorized(WRONG_CREDENTIALS)
  }
  await clearFailures(deps.db, keys[0] as string)
  const answer = await openSession(deps, user, client)
  deps.logger.info('login.succeeded', { userId: user.id })
  return answer
}

/** A production company asks for an organisation; platform staff get a mail. */
export async function requestAccount(
  deps: Deps,
  input: { organization_name: string; name: string; email: string; phone?: string | undefined },
) {
  await deps.db.transaction(async (tx) => {
    await tx.insert(signupRequests).values({
      organizationName: input.organization_name,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
    })
    await queueMail(tx, {
      kind: 'signup-request',
      to: 'platform@greenlight.test',
      subject: `Account request: ${input.organization_name}`,
      body: `${input.name} <${input.email}>${input.phone ? `, ${input.phone}` : ''} asks for a Greenlight organisation for ${input.organization_name}.`,
    })
  })
}

/** Sends a reset link when the account exists; the caller's answer is the same either way. */
export async function requestPasswordReset(deps: Deps, email: string) {
  const now = deps.clock()
  const [user] = await deps.db
    .select({ id: users.id, organizationId: users.organizationId, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        eq(users.invitationBlocked, false),
        isNull(users.archivedAt),
      ),
    )
    .limit(1)
  if (!user) return
  await deps.db.transaction(async (tx) => {
    const { token } = await issuePasswordToken(tx, deps.secrets, user.id, 'reset', now)
    await queueMail(tx, {
      organizationId: user.organizationId,
      kind: 'password-reset',
      to: user.email,
      subject: 'Reset your Greenlight password',
      body: `Hello ${user.name},\n\nChoose a new password here (the link works once, for one hour):\n${passwordLink(deps.config.publicUrl, token)}\n\nIf you did not ask for this, ignore this mail.`,
    })
  })
}

/** Sets the password behind a single-use link and ends every session the user had. */
export async function resetPassword(deps: Deps, token: string, password: string) {
  const now = deps.clock()
  const passwordHash = await deps.secrets.hashPassword(password)
  await deps.db.transaction(async (tx) => {
    const userId = await consumePasswordToken(tx, deps.secrets, token, now)
    if (!userId)
      throw invalidField('token', 'This reset link has expired or was already used. Ask for a new one.')
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId))
    await revokeUserSessions(tx, [userId], 'password-reset', now)
  })
}
