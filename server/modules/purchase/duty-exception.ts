import { eq } from 'drizzle-orm'
import { isAdminRole } from '../../../contract/codes'
import type { DutyException } from '../../../contract/spend/approvals'
import type { Database } from '../../db/client'
import { projects, users } from '../../db/schema'
import { forbidden } from '../../http/errors'
import { iso } from '../paging'
import { type Caller, visibleProject } from './access'

/*
 * Separation of duties waived per project (workflow/hands.ts): an organisation with one accountant
 * lets one person take more than one step of a document, with a reason the trail repeats on each
 * such step. Only an Admin waives or restores it; both are audited.
 */

async function read(db: Database, projectId: number): Promise<DutyException> {
  const [row] = await db
    .select({
      reason: projects.dutyExceptionReason,
      at: projects.dutyExceptionAt,
      by: users.name,
    })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.dutyExceptionBy))
    .where(eq(projects.id, projectId))
  return {
    project_id: projectId,
    reason: row?.reason ?? null,
    granted_by_name: row?.reason ? (row.by ?? null) : null,
    granted_at: row?.reason ? iso(row.at) : null,
  }
}

export async function getDutyException(db: Database, caller: Caller, projectId: number) {
  return read(db, (await visibleProject(db, caller, projectId)).id)
}

export async function setDutyException(
  db: Database,
  caller: Caller,
  projectId: number,
  reason: string | null,
): Promise<DutyException> {
  if (!isAdminRole(caller.session.roleType))
    throw forbidden('Only an Admin waives or restores separation of duties', 'dutyExceptionAdmins')
  return db.transaction(async (tx) => {
    const project = await visibleProject(tx, caller, projectId)
    const before = await read(tx, project.id)
    await tx
      .update(projects)
      .set({
        dutyExceptionReason: reason,
        dutyExceptionBy: reason === null ? null : caller.session.userId,
        dutyExceptionAt: reason === null ? null : caller.now,
        updatedAt: caller.now,
      })
      .where(eq(projects.id, project.id))
    await caller.audit(tx, {
      action: reason === null ? 'project.duty_exception_restored' : 'project.duty_exception',
      entity: 'project',
      entityId: project.id,
      before: { reason: before.reason },
      after: { reason },
    })
    return read(tx, project.id)
  })
}
