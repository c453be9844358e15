import { and, eq } from 'drizzle-orm'
import type { Role } from '../../contract/codes'
import type { AuditEntry } from '../http/route'
import { checkBudget } from '../modules/spend/budget-check'
import type { DocumentAdapter } from '../modules/workflow/document'
import { levelsRequiredFor } from '../modules/workflow/levels'
import { recordStep } from '../modules/workflow/steps'
import { type WriteDeps, workflowCallerOf } from '../modules/workflow/write-deps'
import type { Database } from './client'
import { auditLog, roles, users } from './schema'

/*
 * What a module's write function needs when the demo seed calls it in a demo person's name: their
 * session (id 0: the seed signs nobody in), an audit writer that dates its entries with the step's
 * time and the time itself, so the demo's documents come from the services' own rules.
 */

/** The write dependencies of one person of the organisation at a given time; null if there is no such user. */
export async function demoWriter(tx: Database, organizationId: number, userId: number | undefined) {
  if (userId === undefined) return null
  const [user] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      roleId: users.roleId,
      roleType: roles.roleType,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)))
  if (!user) return null
  const session = {
    sessionId: 0,
    userId: user.id,
    organizationId,
    roleId: user.roleId,
    roleType: user.roleType as Role,
    name: user.name,
    email: user.email,
  }
  return (now: Date): WriteDeps => ({
    db: tx,
    caller: { session, tenantId: organizationId },
    audit: async (db, entries) => {
      const list: readonly AuditEntry[] = Array.isArray(entries) ? entries : [entries as AuditEntry]
      if (list.length === 0) return
      await db.insert(auditLog).values(
        list.map((entry) => ({
          organizationId: entry.organizationId === undefined ? organizationId : entry.organizationId,
          actorUserId: user.id,
          action: entry.action,
          entity: entry.entity,
          entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
          before: entry.before ?? null,
          after: entry.after ?? null,
          at: now,
        })),
      )
    },
    now,
    // The seed mails nobody: no link is ever made from it.
    publicUrl: '',
  })
}

/** A demo day's time of day in India (IST, UTC+05:30) as a Date: `istTime('2026-11-17', '19:30')`. */
export const istTime = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`)

/** The ISO day after `day`. */
export { dayAfter } from '../modules/dates'

/**
 * A document's approval trail as the workflow's submit and approve record it (workflow/lifecycle.ts:
 * checked against the budget, waiting on the first level it needs, approved at once when it needs
 * none), written without the mail those send to the approvers: the demo mails nobody. Submitted in
 * `filer`'s name at its time; then, when `approver` is given, approved at each level it needs by
 * the approver (at the time it answers for the row), while they may decide there.
 */
export async function seedApprovalTrail<Row>(
  adapter: DocumentAdapter<Row>,
  filer: WriteDeps,
  id: number,
  approver: ((row: Row) => WriteDeps) | null,
) {
  const { db, caller, now } = filer
  const row = await adapter.load(db, workflowCallerOf(filer), id)
  const facts = adapter.facts(row)
  const check = await checkBudget(
    { db, tenantId: caller.tenantId, userId: caller.session.userId, role: caller.session.roleType },
    adapter.type,
    facts.projectId,
    await adapter.contributions(db, caller.tenantId, row),
  )
  const levels = await levelsRequiredFor(db, caller.tenantId, facts.projectId, adapter.type, facts.amount)
  const target = { type: adapter.type, id }
  await recordStep(db, workflowCallerOf(filer), target, 'submitted', null, null, now)
  if (levels.length === 0)
    await recordStep(db, workflowCallerOf(filer), target, 'auto_approved', null, null, now)
  await adapter.save(
    db,
    id,
    {
      status: levels.length ? 'submitted' : 'approved',
      pendingLevelNo: levels[0]?.levelNo ?? null,
      rejectionReason: null,
      budgetCheck: check,
      submittedBy: caller.session.userId,
      submittedAt: now,
      approvedBy: null,
      approvedAt: levels.length ? null : now,
    },
    now,
  )
  if (!approver) return
  const decider = approver(row)
  const approverId = decider.caller.session.userId
  for (const [index, level] of levels.entries()) {
    if (approverId === caller.session.userId || !level.approverIds.includes(approverId)) return
    const next = levels[index + 1]
    await recordStep(db, workflowCallerOf(decider), target, 'approved', level.levelNo, null, decider.now)
    await adapter.save(
      db,
      id,
      next
        ? { status: 'submitted', pendingLevelNo: next.levelNo, budgetCheck: check }
        : {
            status: 'approved',
            pendingLevelNo: null,
            budgetCheck: check,
            approvedBy: approverId,
            approvedAt: decider.now,
          },
      decider.now,
    )
  }
}
