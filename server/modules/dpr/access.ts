import { and, eq } from 'drizzle-orm'
import { DPR_STANDING_STATUSES } from '../../../contract/dpr'
import type { Database } from '../../db/client'
import type { NumberSeries } from '../../db/numbering'
import { dprs } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { notFound } from '../../http/errors'
import { projectScope } from '../projects/scope'

/* A report is reached through its project: the tenant's, on a project the caller may see (404 otherwise). */

export type DprRecord = typeof dprs.$inferSelect

/** Statuses of a report no longer in force: a new report of the day may be written beside them. */
export const OUT_OF_FORCE = ['cancelled', 'superseded']
/** Statuses of the report that is the day's word: pages to date and the DCR period prefer them. */
export const STANDING: readonly string[] = DPR_STANDING_STATUSES

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

export const DPR_SERIES: NumberSeries = {
  name: 'dpr',
  table: dprs,
  number: dprs.dprNo,
  project: dprs.projectId,
}

/** DPR-0007, and DPR-0007 R1 for its first revision. */
export const dprNumber = (no: number, revision = 0) =>
  `DPR-${String(no).padStart(4, '0')}${revision > 0 ? ` R${revision}` : ''}`
