import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { queueMail } from '../../mail/outbox'
import { type DocumentKind, describeOne, type WorkflowCaller } from './document'
import { ADMINS_LEVEL_NO, type LevelRecord } from './levels'

/**
 * A document now waits on `level`: each of its approvers (never the requester) gets a mail
 * through the outbox, in the same transaction as the step, with the link that opens it.
 */
export async function mailApprovers(
  db: Database,
  caller: Pick<WorkflowCaller, 'tenantId' | 'publicUrl'>,
  kind: DocumentKind,
  doc: { id: number; requestedBy: number | null },
  level: LevelRecord,
) {
  const approverIds = level.approverIds.filter((id) => id !== doc.requestedBy)
  if (approverIds.length === 0) return
  const people = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.id, approverIds),
        eq(users.organizationId, caller.tenantId),
        eq(users.invitationBlocked, false),
        isNull(users.archivedAt),
      ),
    )
  if (people.length === 0) return
  const { label, path } = await describeOne(kind, db, doc.id)
  const where =
    level.levelNo === ADMINS_LEVEL_NO
      ? 'as an Admin (its project has no approval levels for it)'
      : `at level ${level.levelNo} (${level.name})`
  for (const person of people)
    await queueMail(db, {
      organizationId: caller.tenantId,
      kind: 'approval-waiting',
      to: person.email,
      subject: `Waiting on your approval: ${label}`,
      body: `Hello ${person.name},\n\nThe ${kind.noun} ${label} waits on your approval ${where}.\n\nOpen it: ${caller.publicUrl}${path}\n\nYou get this mail because you approve it in Greenlight.`,
    })
}
