import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { and, asc, eq, isNull, lt } from 'drizzle-orm'
import type { Database } from '../db/client'
import { loggableError } from '../db/failure'
import { outbox } from '../db/schema'
import type { Logger } from '../logger'

/**
 * The mail sender reads the outbox. Without an SMTP relay configured it "delivers" by writing each
 * message to MAIL_DIR (a developer's mailbox) or, without one, only logs that it went out.
 * Once sent, the body (which may hold a single-use link) is cleared from the database.
 */
export async function sendPendingMail(db: Database, logger: Logger, mailDir: string | undefined, now: Date) {
  // Claimed with FOR UPDATE SKIP LOCKED: servers sharing one database never send a mail twice.
  return db.transaction(async (tx) => {
    const pending = await tx
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lt(outbox.attempts, 5)))
      .orderBy(asc(outbox.id))
      .limit(20)
      .for('update', { skipLocked: true })
    for (const mail of pending) {
      try {
        if (mailDir) {
          mkdirSync(mailDir, { recursive: true })
          writeFileSync(
            join(mailDir, `${mail.id}-${mail.kind}.eml`),
            `To: ${mail.toEmail}\nSubject: ${mail.subject}\nDate: ${now.toUTCString()}\n\n${mail.body ?? ''}\n`,
            { mode: 0o600 },
          )
        }
        await tx.update(outbox).set({ sentAt: now, body: null }).where(eq(outbox.id, mail.id))
        logger.info('mail.sent', { id: mail.id, kind: mail.kind, to: mail.toEmail })
      } catch (error) {
        await tx
          .update(outbox)
          .set({ attempts: mail.attempts + 1 })
          .where(eq(outbox.id, mail.id))
        logger.error('mail.failed', {
          id: mail.id,
          error: loggableError(error).error,
        })
      }
    }
    return pending.length
  })
}
