import { http } from 'msw'
import { API, fail, guard, ok } from '../respond'
import { roleOf } from '../views'
import { world } from '../world'

const byName = <T extends { name: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.name.localeCompare(b.name))

export const directoryHandlers = [
  http.get(`${API}/company/options`, async ({ request }) => {
    const caller = guard(request, 'users', 'GET')
    if ('response' in caller) return caller.response
    return ok(
      byName(world().companies.filter((c) => c.organizationId === caller.tenantId)).map((c) => ({
        company_id: c.id,
        name: c.name,
      })),
    )
  }),
  http.get(`${API}/department/company/:id`, async ({ request, params }) => {
    const caller = guard(request, 'users', 'GET')
    if ('response' in caller) return caller.response
    if (!world().companies.some((c) => c.id === Number(params.id) && c.organizationId === caller.tenantId))
      return fail(404, 'This company was not found')
    return ok(
      byName(world().departments.filter((d) => d.companyId === Number(params.id))).map((d) => ({
        department_id: d.id,
        company_id: d.companyId,
        name: d.name,
        code: d.code,
      })),
    )
  }),
  http.get(`${API}/designation/company/:id`, async ({ request, params }) => {
    const caller = guard(request, 'users', 'GET')
    if ('response' in caller) return caller.response
    if (!world().companies.some((c) => c.id === Number(params.id) && c.organizationId === caller.tenantId))
      return fail(404, 'This company was not found')
    return ok(
      byName(world().designations.filter((d) => d.companyId === Number(params.id))).map((d) => ({
        designation_id: d.id,
        company_id: d.companyId,
        department_id: d.departmentId,
        name: d.name,
      })),
    )
  }),
  http.get(`${API}/project/users/:id`, async ({ request, params }) => {
    const caller = guard(request, 'project', 'GET')
    if ('response' in caller) return caller.response
    const project = world().projects.find(
      (p) => p.id === Number(params.id) && p.organizationId === caller.tenantId,
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
