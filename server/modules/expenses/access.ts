import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { expenses } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { notFound } from '../../http/errors'
import { projectScope } from '../projects/scope'

/*
 * An expense is reached through its project: it must be the tenant's and on a project the caller
 * may see (projects/scope.ts); 404 otherwise, so ids leak nothing.
 */

export type ExpenseRecord = typeof expenses.$inferSelect

/** The expense, locked for the write that follows when `forUpdate`; 404 when out of reach. */
export async function expenseFor(db: Database, caller: Caller, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(expenses)
    .where(
      and(
        eq(expenses.id, id),
        eq(expenses.organizationId, caller.tenantId),
        projectScope(caller, expenses.projectId),
      ),
    )
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound('This expense')
  return row
}
