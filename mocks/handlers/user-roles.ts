import { http } from 'msw'
import { isAdminRole } from '../../contract/codes'
import { DEFAULT_GRANTS, permissionMatrix } from '../../contract/defaults'
import { createUserRoleRequestSchema, updateUserRoleRequestSchema } from '../../contract/user-roles'
import { API, badRequest, fail, guard, ok } from '../respond'
import { roleView } from '../views'
import { change, type MockRole, nextId, now, world } from '../world'
import { readBody } from './body'

const find = (id: unknown, tenantId: number) =>
  world().roles.find((role) => role.id === Number(id) && role.organizationId === tenantId)

function applyChanges(
  role: MockRole,
  changes: { module_name: string; method_name: string; permission_active: number }[],
) {
  for (const item of changes) {
    const record = role.permissions.find(
      (p) => p.module_name === item.module_name && p.method_name === item.method_name,
    )
    if (record) record.permission_active = item.permission_active
  }
}

export const userRoleHandlers = [
  http.get(`${API}/userrole`, async ({ request }) => {
    const caller = guard(request, 'userrole', 'GET')
    if ('response' in caller) return caller.response
    const archived = new URL(request.url).searchParams.get('archive') === '1'
    return ok(
      world()
        .roles.filter(
          (role) => role.organizationId === caller.tenantId && Boolean(role.archivedAt) === archived,
        )
        .map(roleView),
    )
  }),
  http.get(`${API}/userrole/:id`, async ({ request, params }) => {
    const caller = guard(request, 'userrole', 'GET')
    if ('response' in caller) return caller.response
    const role = find(params.id, caller.tenantId)
    return role ? ok(roleView(role)) : fail(404, 'This role was not found')
  }),
  http.post(`${API}/userrole`, async ({ request }) => {
    const caller = guard(request, 'userrole', 'POST')
    if ('response' in caller) return caller.response
    const parsed = createUserRoleRequestSchema.safeParse(await readBody(request))
    if (!parsed.success) return badRequest(parsed.error.issues)
    const input = parsed.data
    if (
      world().roles.some(
        (r) => r.organizationId === caller.tenantId && r.name.toLowerCase() === input.name.toLowerCase(),
      )
    ) {
      return fail(409, 'A role with this name already exists', [
        { path: 'name', message: 'A role with this name already exists' },
      ])
    }
    const role = change((all) => {
      const created: MockRole = {
        id: nextId(all, 'roles'),
        organizationId: caller.tenantId,
        name: input.name,
        roleType: input.role_type,
        description: input.description ?? null,
        isSystem: false,
        permissions: permissionMatrix(DEFAULT_GRANTS[input.role_type]),
        archivedAt: null,
        updatedAt: now(),
      }
      if (input.permissions) applyChanges(created, input.permissions)
      all.roles.push(created)
      return created
    })
    return ok(roleView(role))
  }),
  http.put(`${API}/userrole/:id`, async ({ request, params }) => {
    const caller = guard(request, 'userrole', 'PUT')
    if ('response' in caller) return caller.response
    const role = find(params.id, caller.tenantId)
    if (!role) return fail(404, 'This role was not found')
    const parsed = updateUserRoleRequestSchema.safeParse(await readBody(request))
    if (!parsed.success) return badRequest(parsed.error.issues)
    if (parsed.data.permissions && isAdminRole(role.roleType))
      return fail(400, 'Admins always hold every permission; their permissions cannot be changed')
    change(() => {
      if (parsed.data.name !== undefined) role.name = parsed.data.name
      if (parsed.data.description !== undefined) role.description = parsed.data.description
      if (parsed.data.permissions) applyChanges(role, parsed.data.permissions)
      role.updatedAt = now()
    })
    return ok(roleView(role))
  }),
  http.delete(`${API}/userrole/:id`, async ({ request, params }) => {
    const caller = guard(request, 'userrole', 'DELETE')
    if ('response' in caller) return caller.response
    const role = find(params.id, caller.tenantId)
    if (!role) return fail(404, 'This role was not found')
    if (role.isSystem) return fail(409, 'The built-in roles cannot be archived')
    if (roleView(role).user_count > 0) return fail(409, "Move this role's users to another role first")
    change(() => {
      role.archivedAt = now()
    })
    return ok(roleView(role))
  }),
]
