import { and, eq } from 'drizzle-orm'
import { isAdminRole, PERMISSION_ALLOWED, type PermissionMethod } from '../../../contract/codes'
import type { Database } from '../../db/client'
import { expenses, rolePermissions } from '../../db/schema'
import { conflict, notFound } from '../../http/errors'
import type { SessionInfo } from '../../http/route'
import { assertMember, type Caller } from '../budget/access'

/*
 * An expense is reached through its project: it must be the tenant's and (for anyone but an
 * Admin) on a project whose team the caller is on; 404 otherwise, so ids leak nothing.
 */

export type ExpenseRecord = typeof expenses.$inferSelect

/** The expense, locked for the write that follows when `forUpdate`; 404 when out of reach. */
export async function expenseFor(db: Database, caller: Caller, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(expenses)
    .where(and(eq(expenses.id, id), eq(expenses.organizationId, caller.tenantId)))
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound('This expense')
  try {
    await assertMember(db, caller, row.projectId)
  } catch {
    throw notFound('This expense')
  }
  return row
}

/** A stale row_version: someone changed the expense since the caller read it. */
export function assertFresh(row: ExpenseRecord, rowVersion: number | undefined) {
  if (rowVersion !== undefined && rowVersion !== row.rowVersion)
    throw conflict('Someone changed this expense since you opened it: reload and try again', [], 'stale')
}

/** Whether the caller's role holds an expenses permission (Admins hold every one). */
export async function holdsExpenses(db: Database, session: SessionInfo, method: PermissionMethod) {
  if (isAdminRole(session.roleType)) return true
  const [allowed] = await db
    .select({ active: rolePermissions.permissionActive })
    .from(rolePermissions)
    .where(
      and(
        eq(rolePermissions.roleId, session.roleId),
        eq(rolePermissions.moduleName, 'expenses'),
        eq(rolePermissions.methodName, method),
        eq(rolePermissions.permissionActive, PERMISSION_ALLOWED),
      ),
    )
    .limit(1)
  return Boolean(allowed)
}
