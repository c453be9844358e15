import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { dprs } from '../../db/schema'
import { notFound } from '../../http/errors'
import type { Caller } from '../budget/access'
import { projectScope } from '../projects/scope'

/* A report is reached through its project: the tenant's, on a project the caller may see (404 otherwise). */

export type DprRecord = typeof dprs.$inferSelect

export async function dprFor(
  db: Database,
  caller: Caller,
  id: number,
  forUpdate = false,
): Promise<DprRecord> {
  const query = db
    .select()
    .from(dprs)
    .where(
      and(eq(dprs.id, id), eq(dprs.organizationId, caller.tenantId), projectScope(caller, dprs.projectId)),
    )
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound('This daily production report')
  return row
}

/** DPR-0007, and DPR-0007 R1 for its first revision. */
export const dprNumber = (no: number, revision = 0) =>
  `DPR-${String(no).padStart(4, '0')}${revision > 0 ? ` R${revision}` : ''}`
