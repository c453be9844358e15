import type { Database } from '../db/client'
import { outbox } from '../db/schema'

export type Mail = { organizationId?: number | null; kind: string; to: string; subject: string; body: string }

/** Queues a mail in the same transaction as the change that caused it. */
export async function queueMail(db: Database, mail: Mail) {
  await db.insert(outbox).values({
    organizationId: mail.organizationId ?? null,
    kind: mail.kind,
    toEmail: mail.to,
    subject: mail.subject,
    body: mail.body,
  })
}
