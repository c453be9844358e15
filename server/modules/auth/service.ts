import { and, eq, isNull, sql } from 'drizzle-orm'
import type { LoginData } from '../../../contract/auth'
import { consumePasswordToken, issuePasswordToken, passwordLink } from '../../auth/password-tokens'
import { revokeUserSessions } from '../../auth/sessions'
import {
  accountKey,
  addressKey,
  clearAttempts,
  countAttempt,
  forgetAttempt,
  isKnownAddress,
  isOver,
} from '../../auth/throttle'
import { organizations, signupRequests, users } from '../../db/schema'
import { afterAnswer } from '../../http/after-answer'
import { HttpError, invalidField, unauthorized } from '../../http/errors'
import type { Deps } from '../../http/route'
import { queueMail } from '../../mail/outbox'
import { openSession } from './session-answer'

const WRONG_CREDENTIALS = 'Email or password is incorrect'

/**
 * Sign-in. The answer never says whether the email exists: unknown accounts cost the same scrypt
 * time and get the same message. Attempts are counted before the password is checked, per
 * account and per address (throttle.ts); the address limit spares an account's sign-in from an
 * address it has signed in from before.
 */
export async function signIn(
  deps: Deps,
  input: { email: string; password: string },
  client: { ip: string; userAgent: string },
): Promise<LoginData> {
  const now = deps.clock()
  const { login } = deps.config
  const account = accountKey(input.email)
  const address = addressKey(client.ip)
  const attempt = await countAttempt(deps.db, [account, address], now, login.windowMs)
  const refuse = async () => {
    await forgetAttempt(deps.db, attempt)
    deps.logger.warn('login.throttled', { ip: client.ip })
    return tooManyAttempts('sign-in', login.windowMs)
  }
  if (isOver(attempt, account, login.maxPerAccount)) throw await refuse()
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
  if (
    isOver(attempt, address, login.maxPerAddress) &&
    !(user && (await isKnownAddress(deps.db, user.id, client.ip, now)))
  )
    throw await refuse()
  const valid = await deps.secrets.verifyPassword(input.password, user?.passwordHash ?? null)
  if (!user || !valid) {
    deps.logger.info('login.failed', { ip: client.ip })
    throw unauthorized(WRONG_CREDENTIALS)
  }
  await clearAttempts(deps.db, account)
  await forgetAttempt(deps.db, attempt)
  const answer = await openSession(deps, user, client)
  deps.logger.info('login.succeeded', { userId: user.id })
  return answer
}

function tooManyAttempts(what: 'sign-in' | 'request', windowMs: number) {
  const minutes = Math.round(windowMs / 60_000)
  return new HttpError(
    429,
    what === 'sign-in'
      ? `Too many sign-in attempts. Wait ${minutes} minutes and try again.`
      : `Too many requests from here. Wait ${minutes} minutes and try again.`,
    [],
    'tooManyAttempts',
    { minutes },
  )
}

/**
 * Mails on request (reset links, account requests) are limited per email address and per client
 * address, so nobody can fill an inbox or the outbox. A refused request is not counted.
 */
async function limitMailRequests(deps: Deps, kind: string, email: string, ip: string) {
  const { mailRequests } = deps.config
  // Per email address for each kind; per client address for every kind together (README).
  const keys = [`${kind}:${accountKey(email)}`, `mail:${addressKey(ip)}`] as const
  const attempt = await countAttempt(deps.db, [...keys], deps.clock(), mailRequests.windowMs)
  if (
    isOver(attempt, keys[0], mailRequests.maxPerAccount) ||
    isOver(attempt, keys[1], mailRequests.maxPerAddress)
  ) {
    await forgetAttempt(deps.db, attempt)
    deps.logger.warn('mail_request.throttled', { kind, ip })
    throw tooManyAttempts('request', mailRequests.windowMs)
  }
}

/** A production company asks for an organisation; platform staff get a mail. */
export async function requestAccount(
  deps: Deps,
  input: { organization_name: string; name: string; email: string; phone?: string | undefined },
  client: { ip: string },
) {
  await limitMailRequests(deps, 'signup', input.email, client.ip)
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

/**
 * Sends a reset link when the account exists. The caller's answer is the same either way and
 * takes the same time: only the limit is checked before answering, the lookup runs after.
 */
export async function requestPasswordReset(deps: Deps, email: string, client: { ip: string }) {
  await limitMailRequests(deps, 'reset', email, client.ip)
  afterAnswer(deps, 'password-reset', () => sendResetLink(deps, email))
}

async function sendResetLink(deps: Deps, email: string) {
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
