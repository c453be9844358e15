import { http } from 'msw'
import { isAdminRole } from '../../contract/codes'
import { findRow } from '../masters'
import { API, fail, guard, matches, ok } from '../respond'
import { roleOf } from '../views'
import { world } from '../world'

const byName = <T extends { name: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.name.localeCompare(b.name))

/** A company's active departments or designations, with their fields. */
const activeOf = (key: 'department' | 'designation', companyId: number) =>
  world()
    .masters[key].filter((row) => row.values.company_id === companyId && !row.archivedAt)
    .map((row) => ({ values: row.values, id: row.id, name: String(row.values.name), company_id: companyId }))

export const directoryHandlers = [
  http.get(`${API}/department/company/:id`, async ({ request, params }) => {
    const caller = guard(request, 'users', 'GET')
    if ('response' in caller) return caller.response
    if (!findRow('company', caller.tenantId, Number(params.id)))
      return fail(404, 'This company was not found')
    return ok(
      byName(activeOf('department', Number(params.id))).map((d) => ({
        department_id: d.id,
        company_id: d.company_id,
        name: d.name,
        code: (d.values.code as string | null) ?? null,
      })),
    )
  }),
  http.get(`${API}/designation/company/:id`, async ({ request, params }) => {
    const caller = guard(request, 'users', 'GET')
    if ('response' in caller) return caller.response
    if (!findRow('company', caller.tenantId, Number(params.id)))
      return fail(404, 'This company was not found')
    return ok(
      byName(activeOf('designation', Number(params.id))).map((d) => ({
        designation_id: d.id,
        company_id: d.company_id,
        department_id: (d.values.department_id as number | null) ?? null,
        name: d.name,
      })),
    )
  }),
  http.get(`${API}/project/options`, async ({ request }) => {
    const caller = guard(request, 'signed-in')
    if ('response' in caller) return caller.response
    const url = new URL(request.url)
    const search = url.searchParams.get('search')
    const admin = isAdminRole(roleOf(caller.user).roleType)
    const isMember = (projectId: number) =>
      world().members.some((member) => member.projectId === projectId && member.userId === caller.user.id)
    const options = world()
      .projects.filter((project) => project.organizationId === caller.tenantId && !project.archivedAt)
      .filter((project) => admin || isMember(project.id))
      .map((project) => ({ id: project.id, label: `${project.code} — ${project.name}` }))
      .filter((option) => matches(search, option.label))
      .sort((a, b) => a.label.localeCompare(b.label))
      .slice(0, Math.min(Number(url.searchParams.get('limit') ?? 50) || 50, 100))
    return ok(options)
  }),
  http.get(`${API}/project/users/:id`, async ({ request, params }) => {
    const caller = guard(request, 'project', 'GET')
    if ('response' in caller) return caller.response
    const admin = isAdminRole(roleOf(caller.user).roleType)
    // Only those on the project (and Admins) see who else is.
    const project = world().projects.find(
      (p) =>
        p.id === Number(params.id) &&
        p.organizationId === caller.tenantId &&
        (admin || world().members.some((m) => m.projectId === p.id && m.userId === caller.user.id)),
    )
    if (!project) return fail(404, 'This project was not found')
    const members = world().members.flatMap((member) => {
      const user = world().users.find((u) => u.id === member.userId && !u.archivedAt)
      return member.projectId === project.id && user
        ? [
            {
              user_id: user.id,
              name: user.name,
              email: user.email,
              role_type: roleOf(user).roleType,
              project_role: member.projectRole,
            },
          ]
        : []
    })
    return ok(byName(members))
  }),
]
