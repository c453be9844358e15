import { and, asc, eq, isNull } from 'drizzle-orm'
import type { ApprovalMap, ProjectUser, WaitingDocument } from '../../../contract/spend/approvals'
import type { Database } from '../../db/client'
import { expenses, purchaseOrders, roles, users } from '../../db/schema'
import { teamOf } from '../projects/members'
import { awaitingDecisionBy } from '../workflow/deciders'
import { levelsOf } from '../workflow/levels'
import { documentKind } from '../workflow/registry'
import { type Caller, poNumber, visibleProject } from './access'
import { levelViews } from './levels'
import { poDocument } from './po-document'

/*
 * The spec's approver calls: where a user approves, whom to offer as approvers, and the approval
 * map of a project with what waits on the signed-in user.
 */

export async function approverOf(db: Database, caller: Caller, projectId: number, userId?: number) {
  const project = await visibleProject(db, caller, projectId)
  const who = userId ?? caller.session.userId
  const levels = [
    ...(await levelsOf(db, caller.tenantId, project.id, 'po')),
    ...(await levelsOf(db, caller.tenantId, project.id, 'expense')),
  ].filter((level) => level.approverIds.includes(who))
  return {
    project_id: project.id,
    user_id: who,
    is_approver: levels.length > 0,
    levels: await levelViews(db, levels),
  }
}

/**
 * Who may be offered as an approver: the project's team and the organisation's Admins (who see
 * every project), less `userId` (the requester, who never approves their own documents).
 */
export async function projectUsers(
  db: Database,
  caller: Caller,
  projectId: number,
  userId?: number,
): Promise<ProjectUser[]> {
  const project = await visibleProject(db, caller, projectId)
  const team = (await teamOf(db, project.id)).map((member) => ({
    user_id: member.user_id,
    name: member.name,
    email: member.email,
    role: member.role_type,
    project_role: member.project_role,
  }))
  const onTeam = new Set(team.map((member) => member.user_id))
  const admins = (
    await db
      .select({ user_id: users.id, name: users.name, email: users.email, role: roles.roleType })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(
        and(eq(users.organizationId, caller.tenantId), eq(roles.roleType, 'Admin'), isNull(users.archivedAt)),
      )
      .orderBy(asc(users.name))
  )
    .filter((admin) => !onTeam.has(admin.user_id))
    .map((admin) => ({ ...admin, project_role: 'Admin' }))
  return [...team, ...admins].filter((user) => user.user_id !== userId)
}

/** POs and expenses of the project that wait on the user: submitted, at a level they approve, not theirs. */
export async function waitingOn(
  db: Database,
  tenantId: number,
  project: { id: number; code: string },
  userId: number,
): Promise<WaitingDocument[]> {
  const pos = await db
    .select({
      id: purchaseOrders.id,
      poNo: purchaseOrders.poNo,
      title: purchaseOrders.title,
      amount: purchaseOrders.total,
      levelNo: purchaseOrders.pendingLevelNo,
      requester: users.name,
      submittedAt: purchaseOrders.submittedAt,
    })
    .from(purchaseOrders)
    .leftJoin(users, eq(users.id, purchaseOrders.requestedBy))
    .where(
      and(
        eq(purchaseOrders.organizationId, tenantId),
        eq(purchaseOrders.projectId, project.id),
        awaitingDecisionBy(poDocument, userId),
      ),
    )
    .orderBy(purchaseOrders.submittedAt, purchaseOrders.id)
  const bills = await db
    .select({
      id: expenses.id,
      invoiceNo: expenses.invoiceNo,
      description: expenses.description,
      amount: expenses.amountProject,
      levelNo: expenses.pendingLevelNo,
      requester: users.name,
      submittedAt: expenses.submittedAt,
    })
    .from(expenses)
    .leftJoin(users, eq(users.id, expenses.submittedBy))
    .where(
      and(
        eq(expenses.organizationId, tenantId),
        eq(expenses.projectId, project.id),
        awaitingDecisionBy(documentKind('expense'), userId),
      ),
    )
    .orderBy(expenses.submittedAt, expenses.id)
  return [
    ...pos.map(
      (po): WaitingDocument => ({
        document_type: 'po',
        document_id: po.id,
        number: poNumber(project.code, po.poNo),
        title: po.title,
        amount: po.amount,
        level_no: po.levelNo ?? 0,
        requested_by_name: po.requester,
        submitted_at: po.submittedAt?.toISOString() ?? null,
      }),
    ),
    ...bills.map(
      (bill): WaitingDocument => ({
        document_type: 'expense',
        document_id: bill.id,
        number: bill.invoiceNo,
        title: bill.description ?? bill.invoiceNo,
        amount: bill.amount,
        level_no: bill.levelNo ?? 0,
        requested_by_name: bill.requester,
        submitted_at: bill.submittedAt?.toISOString() ?? null,
      }),
    ),
  ]
}

export async function mapList(
  db: Database,
  caller: Caller,
  projectId: number,
  isDashboard: boolean,
): Promise<ApprovalMap> {
  const project = await visibleProject(db, caller, projectId)
  return {
    project_id: project.id,
    currency: project.currency,
    po: await levelViews(db, await levelsOf(db, caller.tenantId, project.id, 'po')),
    expense: await levelViews(db, await levelsOf(db, caller.tenantId, project.id, 'expense')),
    waiting: isDashboard ? await waitingOn(db, caller.tenantId, project, caller.session.userId) : [],
  }
}
