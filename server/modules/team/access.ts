import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { teamMembers } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { notFound } from '../../http/errors'
import { projectScope } from '../projects/scope'

/*
 * A team member is reached through their project (the tenant's, one the caller may see; 404
 * otherwise), like every document of a project.
 */

export type MemberRecord = typeof teamMembers.$inferSelect

/** The member, locked for the write that follows when `forUpdate`; 404 when out of reach. */
export async function memberFor(db: Database, caller: Caller, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.id, id),
        eq(teamMembers.organizationId, caller.tenantId),
        projectScope(caller, teamMembers.projectId),
      ),
    )
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound('This team member')
  return row
}
