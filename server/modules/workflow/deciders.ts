import { and, eq, or, type SQL, sql } from 'drizzle-orm'
import { isAdminRole } from '../../../contract/codes'
import type { DocumentType } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { approvalLevels, projects, roles, users } from '../../db/schema'
import type { DocumentKind, WorkflowCaller, WorkflowFacts } from './document'
import { notARoundHand, roundHands } from './hands'
import { ADMIN_ROLE_TYPES, ADMINS_LEVEL_NO, dutyException, type LevelRecord, pendingLevelAt } from './levels'
import { refusals } from './refusals'

/*
 * Who may act on a document: its requester (or an Admin) submits and cancels it where its type
 * says so; any approver of the level it waits on, never its requester nor anyone who already took
 * part in this round (hands.ts), decides it there. The
 * same rule answers the refusals, a detail's can_approve and an approver's queue.
 */

/** 403 unless the caller raised the document or is an Admin. */
export function assertRequesterOrAdmin(
  noun: string,
  caller: WorkflowCaller,
  requestedBy: number | null,
  verb: string,
) {
  if (requestedBy !== caller.session.userId && !isAdminRole(caller.session.roleType))
    throw refusals.notRequester(noun, verb)
}

/**
 * Why the user may not decide the document at `level` now, or null when they may: its requester
 * never does, nor does one of its round's hands (its submitter, auditor, an earlier level's
 * approver: hands.ts), nor anyone the level does not name.
 */
export function decisionRefusal(
  facts: Pick<WorkflowFacts, 'requestedBy'>,
  level: LevelRecord | undefined,
  userId: number,
  hands: ReadonlySet<number>,
): 'ownDocument' | 'alreadyActed' | 'notApprover' | null {
  if (facts.requestedBy !== null && facts.requestedBy === userId) return 'ownDocument'
  if (hands.has(userId)) return 'alreadyActed'
  return level?.approverIds.includes(userId) ? null : 'notApprover'
}

/** The same rule as a condition on `kind`'s table: the documents waiting on `userId` (their queue). */
export function awaitingDecisionBy(kind: DocumentKind, userId: number): SQL {
  const { columns } = kind
  return and(
    eq(columns.status, 'submitted'),
    sql`${columns.requestedBy} is distinct from ${userId}`,
    or(
      notARoundHand(kind.type, columns, userId),
      sql`exists (select 1 from ${projects} p where p.id = ${columns.projectId}
        and p.duty_exception_reason is not null)`,
    ),
    sql`(exists (select 1 from ${approvalLevels} l where l.organization_id = ${columns.organizationId}
      and l.project_id = ${columns.projectId} and l.document_type = ${kind.type}
      and l.level_no = ${columns.pendingLevelNo} and l.archived_at is null and ${userId} = any(l.approver_ids))
    or (${columns.pendingLevelNo} = ${ADMINS_LEVEL_NO} and exists (select 1 from ${users} u
      join ${roles} r on r.id = u.role_id where u.id = ${userId}
      and u.organization_id = ${columns.organizationId} and u.archived_at is null
      and r.role_type in (${sql.join(
        ADMIN_ROLE_TYPES.map((role) => sql`${role}`),
        sql`, `,
      )}))))`,
  ) as SQL
}

/** Whether the user may approve or reject the document now (a detail's can_approve). */
export async function mayDecide(
  db: Database,
  tenantId: number,
  userId: number,
  type: DocumentType,
  facts: Pick<WorkflowFacts, 'id' | 'status' | 'projectId' | 'requestedBy' | 'pendingLevelNo'>,
): Promise<boolean> {
  if (facts.status !== 'submitted' || facts.pendingLevelNo === null) return false
  const level = await pendingLevelAt(db, tenantId, facts.projectId, type, facts.pendingLevelNo)
  const hands = await roundHands(db, tenantId, type, facts.id)
  const refusal = decisionRefusal(facts, level ?? undefined, userId, hands)
  if (refusal !== 'alreadyActed') return refusal === null
  // Waived for the project: decided as if the caller had taken no step yet.
  return (
    (await dutyException(db, facts.projectId)) !== null &&
    decisionRefusal(facts, level ?? undefined, userId, new Set()) === null
  )
}
