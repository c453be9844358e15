import { eq } from 'drizzle-orm'
import { isAdminRole } from '../../../contract/codes'
import type { PeriodLock, SetPeriodLockRequest } from '../../../contract/reports'
import type { Database } from '../../db/client'
import { organizations, periodLocks, projects, users } from '../../db/schema'
import type { Caller, WriteDeps } from '../../http/caller'
import { badRequest, conflict, forbidden } from '../../http/errors'
import { shifted, todayOf } from '../dates'
import { assertProjectInScope } from '../projects/scope'

/*
 * The period lock: a project's books closed through a date. Nothing dated on or before it is
 * written any more — a document drafted, changed, submitted or approved with such a date, a
 * payment made on it, a petty-cash bill of it (written, or posted later), an item's charge or sale
 * on it, the DPR of a shoot day in it — so a report for a closed period never changes after it was
 * sent. Each module calls assertPeriodOpen with the date its write counts from.
 *
 * The same call refuses a date too far ahead: a document dated after today is left out of today's
 * cost report and dashboard while the budget page counts it, so it may be dated at most the
 * organisation's `future_days_allowed` days ahead (0 by default: not after today).
 */

/** The date the project's books are closed through, or null while none is. */
export async function lockedThrough(db: Database, projectId: number): Promise<string | null> {
  const [row] = await db
    .select({ through: periodLocks.lockedThrough })
    .from(periodLocks)
    .where(eq(periodLocks.projectId, projectId))
  return row?.through ?? null
}

/**
 * 409 `periodLocked` when `dated` (an ISO date) falls in the project's closed period, 400
 * `futureDated` when it lies beyond the days ahead the organisation allows; each names the field
 * (`invoice_date`) so the form shows it there. Without a date, nothing to check.
 */
export async function assertPeriodOpen(
  db: Database,
  projectId: number,
  dated: string | null | undefined,
  field: string,
  now: Date,
) {
  if (!dated) return
  const [row] = await db
    .select({ through: periodLocks.lockedThrough, daysAhead: organizations.futureDaysAllowed })
    .from(projects)
    .innerJoin(organizations, eq(organizations.id, projects.organizationId))
    .leftJoin(periodLocks, eq(periodLocks.projectId, projects.id))
    .where(eq(projects.id, projectId))
  const through = row?.through ?? null
  if (through !== null && dated <= through) {
    const message = `The books are closed through ${through}: choose a later date`
    throw conflict(message, [{ path: field, message }], 'periodLocked', { through })
  }
  const latest = shifted(todayOf(now), row?.daysAhead ?? 0)
  if (dated > latest) {
    const message = `A document can be dated up to ${latest}: this date is too far ahead`
    throw badRequest(message, [{ path: field, message, code: 'futureDated' }], 'futureDated', { latest })
  }
}

export async function periodLockOf(db: Database, caller: Caller, projectId: number): Promise<PeriodLock> {
  await assertProjectInScope(db, caller, projectId)
  const [row] = await db
    .select({ lock: periodLocks, by: users.name })
    .from(periodLocks)
    .leftJoin(users, eq(users.id, periodLocks.lockedBy))
    .where(eq(periodLocks.projectId, projectId))
  return {
    project_id: projectId,
    locked_through: row?.lock.lockedThrough ?? null,
    reason: row?.lock.reason ?? null,
    locked_by_name: row?.by ?? null,
    locked_at: row?.lock.lockedAt.toISOString() ?? null,
    can_reopen: isAdminRole(caller.session.roleType),
  }
}

/**
 * Closes the books through a date (moved on or back, with a reason), or opens them (null). Budget
 * editors close them and move the lock on; only an Admin opens them or moves the lock back, since
 * that lets back-dated documents be written into a period already reported.
 */
export async function setPeriodLock(deps: WriteDeps, projectId: number, input: SetPeriodLockRequest) {
  const { db, caller } = deps
  await db.transaction(async (tx) => {
    await assertProjectInScope(tx, caller, projectId)
    const before = await lockedThrough(tx, projectId)
    const reopening = before !== null && (input.locked_through === null || input.locked_through < before)
    if (reopening && !isAdminRole(caller.session.roleType))
      throw forbidden(`Only an Admin reopens books closed through ${before}`)
    if (input.locked_through === null)
      await tx.delete(periodLocks).where(eq(periodLocks.projectId, projectId))
    else {
      const values = {
        lockedThrough: input.locked_through,
        reason: input.reason,
        lockedBy: caller.session.userId,
        lockedAt: deps.now,
      }
      await tx
        .insert(periodLocks)
        .values({ projectId, organizationId: caller.tenantId, ...values })
        .onConflictDoUpdate({ target: periodLocks.projectId, set: values })
    }
    await deps.audit(tx, {
      action: 'project.period_lock',
      entity: 'project',
      entityId: projectId,
      before: { locked_through: before },
      after: input,
    })
  })
  return periodLockOf(db, caller, projectId)
}
