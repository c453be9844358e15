import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { NumberSeries } from '../../db/numbering'
import { organizations, vendorAdvances } from '../../db/schema'
import type { Caller, WriteDeps } from '../../http/caller'
import { forbidden, notFound } from '../../http/errors'
import { projectScope } from '../projects/scope'

/*
 * An advance is reached through its project (the tenant's, one the caller may see; 404 otherwise),
 * and only while the organisation has vendor advances switched on (advance_isActive; 403
 * switchedOff otherwise, which the SPA explains).
 */

export type AdvanceRecord = typeof vendorAdvances.$inferSelect
/** What an advance's writes need: every document write's (server/http/caller.ts). */
export type AdvanceDeps = WriteDeps

/** 403 switchedOff unless the organisation uses vendor advances; answers its overdue alert days. */
export async function assertAdvancesOn(db: Database, tenantId: number): Promise<{ overdueDays: number }> {
  const [organization] = await db
    .select({ on: organizations.advanceIsActive, overdueDays: organizations.advanceOverdueDays })
    .from(organizations)
    .where(eq(organizations.id, tenantId))
    .limit(1)
  if (!organization?.on)
    throw forbidden(
      'Vendor advances are switched off for this organisation (advance_isActive)',
      'switchedOff',
    )
  return { overdueDays: organization.overdueDays }
}

/** The advance, locked for the write that follows when `forUpdate`; 404 when out of reach. */
export async function advanceFor(db: Database, caller: Caller, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(vendorAdvances)
    .where(
      and(
        eq(vendorAdvances.id, id),
        eq(vendorAdvances.organizationId, caller.tenantId),
        projectScope(caller, vendorAdvances.projectId),
      ),
    )
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound('This advance')
  return row
}

export const ADVANCE_SERIES: NumberSeries = {
  name: 'advance',
  table: vendorAdvances,
  number: vendorAdvances.advanceNo,
  project: vendorAdvances.projectId,
}

/** MD-01/ADV/0003 */
export const advanceNumber = (projectCode: string, advanceNo: number) =>
  `${projectCode}/ADV/${String(advanceNo).padStart(4, '0')}`
