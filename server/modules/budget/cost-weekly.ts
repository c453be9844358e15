import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import type { Caller } from '../../http/caller'
import { HttpError } from '../../http/errors'
import { dayBefore, todayOf } from '../dates'
import { mondayOf } from './cost-report'
import { takeSnapshot } from './cost-snapshots'

/*
 * The weekly cost report is kept without anyone remembering to: the hourly job keeps, for every live
 * project with a budget, the week that ended last Sunday, unless it is kept already (by a person
 * during the week, or by another process: the unique index lets one through).
 */

/** The organisation itself, as the job reads a project's report: every project, no person. */
const systemCaller = (tenantId: number): Caller => ({
  tenantId,
  session: {
    sessionId: 0,
    userId: 0,
    organizationId: tenantId,
    roleId: 0,
    roleType: 'Admin',
    name: 'Greenlight',
    email: '',
  },
})

/** Keeps last week's cost report of each project that has none yet; answers how many it kept. */
export async function keepEndedWeeks(db: Database, now: Date): Promise<number> {
  const weekEnding = dayBefore(mondayOf(todayOf(now)))
  const projects = rowsOf<{ id: number; organization_id: number }>(
    await db.execute(sql`
      select p.id, p.organization_id from projects p
      where p.archived_at is null
        and exists (select 1 from budget_versions v where v.project_id = p.id and v.is_current and v.archived_at is null)
        and not exists (select 1 from cost_snapshots s where s.project_id = p.id and s.week_ending = ${weekEnding}::date)
      order by p.id`),
  )
  let kept = 0
  for (const project of projects) {
    try {
      await takeSnapshot(
        db,
        systemCaller(project.organization_id),
        project.id,
        { week_ending: weekEnding },
        now,
        null,
      )
      kept += 1
    } catch (error) {
      // Kept meanwhile by someone else: that one stands.
      if (!(error instanceof HttpError && error.status === 409)) throw error
    }
  }
  return kept
}
