import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { ApprovalAction, DocumentType } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { approvalSteps } from '../../db/schema'

/*
 * Nobody moves money alone: whoever has taken part in a document's current round (since it was
 * last submitted) — its submitter, its auditor, the approver of an earlier level — does not
 * decide it again. A rejection ends a round; the resubmission starts the next.
 */

/** The steps that make someone one of a round's hands. */
const ROUND_ACTIONS: ApprovalAction[] = ['submitted', 'audited', 'approved']

/** The id of the step that opened the document's current round (0 before any submission). */
const roundStart = (tenantId: SQL | number, type: DocumentType, documentId: SQL | number) =>
  sql`coalesce((select max(s.id) from ${approvalSteps} s where s.organization_id = ${tenantId}
    and s.document_type = ${type} and s.document_id = ${documentId} and s.action = 'submitted'), 0)`

/** The document's steps in the trail. */
const stepsOf = (tenantId: number, type: DocumentType, documentId: number) =>
  and(
    eq(approvalSteps.organizationId, tenantId),
    eq(approvalSteps.documentType, type),
    eq(approvalSteps.documentId, documentId),
  )

/** The users who submitted, audited or approved the document in its current round. */
export async function roundHands(
  db: Database,
  tenantId: number,
  type: DocumentType,
  documentId: number,
): Promise<Set<number>> {
  const rows = await db
    .select({ userId: approvalSteps.userId })
    .from(approvalSteps)
    .where(
      and(
        stepsOf(tenantId, type, documentId),
        inArray(approvalSteps.action, ROUND_ACTIONS),
        sql`${approvalSteps.id} >= ${roundStart(tenantId, type, documentId)}`,
      ),
    )
  return new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])))
}

/** The same as a condition on a document table's row: `userId` is not one of its round's hands. */
export function notARoundHand(
  type: DocumentType,
  columns: { id: SQL | unknown; organizationId: SQL | unknown },
  userId: number,
): SQL {
  const id = sql`${columns.id}`
  const tenant = sql`${columns.organizationId}`
  return sql`not exists (select 1 from ${approvalSteps} h where h.organization_id = ${tenant}
    and h.document_type = ${type} and h.document_id = ${id} and h.user_id = ${userId}
    and h.action in (${sql.join(
      ROUND_ACTIONS.map((action) => sql`${action}`),
      sql`, `,
    )}) and h.id >= ${roundStart(tenant, type, id)})`
}

/** Who submitted the document for its current round (null before any submission). */
export async function roundSubmitter(
  db: Database,
  tenantId: number,
  type: DocumentType,
  documentId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: approvalSteps.userId })
    .from(approvalSteps)
    .where(
      and(
        stepsOf(tenantId, type, documentId),
        sql`${approvalSteps.id} = ${roundStart(tenantId, type, documentId)}`,
      ),
    )
  return row?.userId ?? null
}
