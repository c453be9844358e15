import { and, asc, eq, isNull } from 'drizzle-orm'
import { isAdminRole } from '../../../contract/codes'
import type { ProjectMember } from '../../../contract/directory'
import type { Database } from '../../db/client'
import { projectMembers, roles, users } from '../../db/schema'
import { conflict, forbidden, invalidField, notFound } from '../../http/errors'
import type { AuditWriter, Deps, SessionInfo } from '../../http/route'
import { getProject } from './service'

/*
 * A project's team: who is on it and as what. Only Admins change it, because being on a team is
 * what lets others than Admins see a project and its budget.
 */

function onlyAdmins(session: SessionInfo) {
  if (!isAdminRole(session.roleType))
    throw forbidden('Only an Admin can change a project’s team', 'teamAdmins')
}

/**
 * Whether the user is on the project's team: a member, of the tenant, not archived. The one test
 * of "a member of this project's team" (a petty-cash holder, a crew member, an item's custodian).
 */
export async function isOnTeam(db: Database, tenantId: number, projectId: number, userId: number) {
  const [member] = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.userId, userId),
        eq(users.organizationId, tenantId),
        isNull(users.archivedAt),
      ),
    )
    .limit(1)
  return member !== undefined
}

/** The team as GET /v2/project/users/{id} lists it: active users, by name. */
export async function teamOf(db: Database, projectId: number): Promise<ProjectMember[]> {
  const rows = await db
    .select({
      user_id: users.id,
      name: users.name,
      email: users.email,
      role_type: roles.roleType,
      project_role: projectMembers.projectRole,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(projectMembers.projectId, projectId), isNull(users.archivedAt)))
    .orderBy(asc(users.name))
  return rows
}

export async function addMember(
  deps: Deps,
  session: SessionInfo,
  tenantId: number,
  projectId: number,
  input: { user_id: number; project_role: string },
  audit: AuditWriter,
) {
  onlyAdmins(session)
  return deps.db.transaction(async (tx) => {
    await getProject(tx, session, tenantId, projectId)
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.user_id), eq(users.organizationId, tenantId), isNull(users.archivedAt)))
    if (!user) throw invalidField('user_id', 'Choose an active user of this organisation')
    const [existing] = await tx
      .select({ userId: projectMembers.userId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, input.user_id)))
    if (existing) {
      const message = 'This user is already on the project’s team'
      throw conflict(message, [{ path: 'user_id', message, code: 'alreadyMember' }], 'alreadyMember')
    }
    await tx.insert(projectMembers).values({
      projectId,
      userId: input.user_id,
      projectRole: input.project_role,
      createdAt: deps.clock(),
    })
    await audit(tx, {
      action: 'project.member.add',
      entity: 'project',
      entityId: projectId,
      after: { user_id: input.user_id, project_role: input.project_role },
    })
    return teamOf(tx, projectId)
  })
}

export async function removeMember(
  deps: Deps,
  session: SessionInfo,
  tenantId: number,
  projectId: number,
  userId: number,
  audit: AuditWriter,
) {
  onlyAdmins(session)
  return deps.db.transaction(async (tx) => {
    await getProject(tx, session, tenantId, projectId)
    const [removed] = await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
      .returning({ projectRole: projectMembers.projectRole })
    if (!removed) throw notFound('This team member')
    await audit(tx, {
      action: 'project.member.remove',
      entity: 'project',
      entityId: projectId,
      before: { user_id: userId, project_role: removed.projectRole },
    })
    return teamOf(tx, projectId)
  })
}
