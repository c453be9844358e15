import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { isAdminRole } from '../../../contract/codes'
import type { Database } from '../../db/client'
import { projectMembers, projects } from '../../db/schema'
import { notFound } from '../../http/errors'
import type { SessionInfo } from '../../http/route'

/*
 * Who may see and work on a project, in one place: the project must be the tenant's, and anyone
 * but an Admin (or a Super Admin working in the tenant) must be on its team. Everything reached
 * through a project (budget, POs, expenses, challans, attachments…) asks this, and answers 404
 * outside it, so ids of other teams' projects leak nothing.
 */

export type Viewer = { session: SessionInfo; tenantId: number }

/** The ids of the projects the viewer may see, as a subquery. */
function visibleProjectIds(viewer: Viewer): SQL {
  const inTenant = sql`select p.id from ${projects} p where p.organization_id = ${viewer.tenantId}`
  if (isAdminRole(viewer.session.roleType)) return inTenant
  return sql`${inTenant} and exists (select 1 from ${projectMembers} m where m.project_id = p.id and m.user_id = ${viewer.session.userId})`
}

/** A condition: `projectId` (a column holding a project id, or an id) is a project the viewer may see. */
export function projectScope(viewer: Viewer, projectId: SQLWrapper | number): SQL {
  return sql`${projectId} in (${visibleProjectIds(viewer)})`
}

/** Whether the viewer may see the project. */
export async function mayViewProject(db: Database, viewer: Viewer, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), projectScope(viewer, projects.id)))
    .limit(1)
  return Boolean(row)
}

/** 404 ("`what` was not found") unless the viewer may see the project. */
export async function assertProjectInScope(
  db: Database,
  viewer: Viewer,
  projectId: number,
  what = 'This project',
): Promise<void> {
  if (!(await mayViewProject(db, viewer, projectId))) throw notFound(what)
}
