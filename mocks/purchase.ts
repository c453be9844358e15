import { isAdminRole, type PermissionMethod } from '../contract/codes'
import type { ApprovalLevel, ProjectUser } from '../contract/spend/approvals'
import type { DocumentType } from '../contract/spend/common'
import { type Denied, reachProject } from './budget'
import { allowed, type Caller, fail, guard, scenarioAnswer } from './respond'
import type { MockApprovalLevel } from './spend-world'
import { roleOf } from './views'
import { type MockProject, type MockUser, world } from './world'

/*
 * What the purchase mocks share: who may do what on a project (the rules' "visible project", "on
 * the team", project PUT), the live approval levels of a project and their contract shapes.
 */

export type { Denied }

export const isAdmin = (caller: Caller) => isAdminRole(roleOf(caller.user).roleType)

/** The forced scenario answer, else the caller with project permission for the method. */
export async function admitProject(
  request: Request,
  scenarioKey: string,
  method: PermissionMethod = 'GET',
): Promise<Caller | Denied> {
  const forced = await scenarioAnswer(scenarioKey)
  if (forced) return { response: forced }
  return guard(request, 'project', method)
}

/** The project the caller may see (Admins: any of the tenant; others: their team's), else 404. */
export const visibleProject = (caller: Caller, projectId: number): MockProject | Denied =>
  reachProject(caller, projectId)

export const isMember = (userId: number, projectId: number) =>
  world().members.some((member) => member.projectId === projectId && member.userId === userId)

/** On the project's team, or an Admin: may raise and work on its purchase orders. */
export const onTeam = (caller: Caller, projectId: number) =>
  isAdmin(caller) || isMember(caller.user.id, projectId)

export const mayChangeProjects = (caller: Caller) => allowed(caller.user, 'project', 'PUT')

/**
 * Who may approve on the project: its active team members, then the organisation's Admins who are
 * not on it (they see every project), as the server offers them.
 */
export function teamOf(projectId: number): ProjectUser[] {
  const all = world()
  const organizationId = all.projects.find((project) => project.id === projectId)?.organizationId
  const view = (user: MockUser, projectRole: string): ProjectUser => ({
    user_id: user.id,
    name: user.name,
    email: user.email,
    role: roleOf(user).roleType,
    project_role: projectRole,
  })
  const team = all.members.flatMap((member) => {
    const user = all.users.find((candidate) => candidate.id === member.userId && !candidate.archivedAt)
    return member.projectId === projectId && user ? [view(user, member.projectRole)] : []
  })
  const onTeam = new Set(team.map((member) => member.user_id))
  const admins = all.users
    .filter(
      (user) =>
        user.organizationId === organizationId &&
        !user.archivedAt &&
        !onTeam.has(user.id) &&
        roleOf(user).roleType === 'Admin',
    )
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((user) => view(user, 'Admin'))
  return [...team, ...admins]
}

/** The project's live levels of a document type, in order. */
export const levelsOf = (projectId: number, type: DocumentType): MockApprovalLevel[] =>
  world()
    .spend.approvalLevels.filter(
      (level) => level.projectId === projectId && level.documentType === type && !level.archivedAt,
    )
    .sort((a, b) => a.levelNo - b.levelNo)

export const userNameOf = (id: number | null) =>
  id === null ? null : (world().users.find((user) => user.id === id)?.name ?? null)

export function levelView(level: MockApprovalLevel): ApprovalLevel {
  return {
    level_id: level.id,
    project_id: level.projectId,
    document_type: level.documentType,
    level_no: level.levelNo,
    name: level.name,
    threshold: level.threshold,
    approver_ids: level.approverIds,
    approver_names: level.approverIds.map((id) => userNameOf(id) ?? `#${id}`),
    updated_at: level.updatedAt,
  }
}

/** The live level with this id in the caller's tenant on a project they see, else 404. */
export function findLevel(caller: Caller, levelId: number) {
  const level = world().spend.approvalLevels.find(
    (candidate) =>
      candidate.id === levelId && candidate.organizationId === caller.tenantId && !candidate.archivedAt,
  )
  const project = level && visibleProject(caller, level.projectId)
  return level && project && !('response' in project)
    ? { level, project }
    : { response: fail(404, 'This approval level was not found') }
}

/** The 400 for approvers who are not on the project's team, or null when all are. */
export function strangers(projectId: number, approverIds: number[]) {
  const team = new Set(teamOf(projectId).map((member) => member.user_id))
  const errors = approverIds
    .filter((id) => !team.has(id))
    .map((id) => ({
      path: 'approver_ids',
      message: `${userNameOf(id) ?? `User ${id}`} is not on this project's team`,
      code: 'notOnTeam',
    }))
  return errors.length ? fail(400, 'Some fields need attention', errors, 'invalid') : null
}

/** A PO's number: project code, "PO" and the number: MD-01/PO/0007. */
export const poNumberOf = (project: MockProject, poNo: number) =>
  `${project.code}/PO/${String(poNo).padStart(4, '0')}`

export const projectOf = (projectId: number) =>
  world().projects.find((project) => project.id === projectId) as MockProject
