import { and, asc, eq } from 'drizzle-orm'
import type { ApprovalAction, ApprovalStep, DocumentType } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { approvalSteps, users } from '../../db/schema'
import type { WorkflowCaller } from './document'

/*
 * A document's trail: every step (submitted, approved or rejected at a level, auto-approved,
 * overridden, cancelled, paid) in approval_steps, and the same in the audit log. A step is taken
 * now unless `at` says when (the demo seed replays its documents' days).
 */

export async function recordStep(
  db: Database,
  caller: Pick<WorkflowCaller, 'session' | 'tenantId' | 'audit'>,
  doc: { type: DocumentType; id: number },
  action: ApprovalAction,
  levelNo: number | null,
  reason: string | null,
  at?: Date,
): Promise<void> {
  await db.insert(approvalSteps).values({
    organizationId: caller.tenantId,
    documentType: doc.type,
    documentId: doc.id,
    action,
    levelNo,
    userId: caller.session.userId,
    reason,
    at,
  })
  await caller.audit(db, {
    action: `${doc.type}.${action}`,
    entity: doc.type,
    entityId: doc.id,
    after: { level_no: levelNo, reason },
  })
}

/** Every step of a document, oldest first, with who did it. */
export async function approvalTrail(
  db: Database,
  tenantId: number,
  type: DocumentType,
  id: number,
): Promise<ApprovalStep[]> {
  const rows = await db
    .select({
      action: approvalSteps.action,
      level_no: approvalSteps.levelNo,
      user_id: approvalSteps.userId,
      user_name: users.name,
      reason: approvalSteps.reason,
      at: approvalSteps.at,
    })
    .from(approvalSteps)
    .leftJoin(users, eq(users.id, approvalSteps.userId))
    .where(
      and(
        eq(approvalSteps.organizationId, tenantId),
        eq(approvalSteps.documentType, type),
        eq(approvalSteps.documentId, id),
      ),
    )
    .orderBy(asc(approvalSteps.id))
  return rows.map((row) => ({ ...row, action: row.action as ApprovalAction, at: row.at.toISOString() }))
}
