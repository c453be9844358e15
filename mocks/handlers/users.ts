import { http } from 'msw'
import { isAdminRole } from '../../contract/codes'
import { DEFAULT_MODULE_ACCESS } from '../../contract/defaults'
import { createUserRequestSchema, updateUserRequestSchema } from '../../contract/users'
import {
  API,
  badRequest,
  fail,
  guard,
  matches,
  ok,
  okList,
  paginate,
  scenarioAnswer,
  sortBy,
} from '../respond'
import { roleOf, userView } from '../views'
import { change, type MockUser, nextId, now, world } from '../world'
import { readBody } from './body'

function list(url: URL, tenantId: number, extra: (user: MockUser) => boolean = () => true) {
  const archived = url.searchParams.get('archive') === '1'
  const contract = url.searchParams.get('contract_active')
  const search = url.searchParams.get('search')
  const rows = world().users.filter(
    (user) =>
      user.organizationId === tenantId &&
      Boolean(user.archivedAt) === archived &&
      (!contract || user.contractActive === Number(contract)) &&
      matches(search, user.name, user.email) &&
      extra(user),
  )
  const sorted = sortBy(
    rows,
    url.searchParams.get('sort'),
    {
      name: (u) => u.name,
      email: (u) => u.email,
      role: (u) => roleOf(u).name,
      created_at: (u) => u.createdAt,
      last_login_at: (u) => u.lastLoginAt,
    },
    'name',
  )
  const { page, pagination } = paginate(sorted, url)
  return okList(page.map(userView), pagination)
}

function findUser(id: string | readonly string[] | undefined, tenantId: number) {
  return world().users.find((user) => user.id === Number(id) && user.organizationId === tenantId)
}

function roleProblem(roleId: number | undefined, tenantId: number, actor: MockUser) {
  if (roleId === undefined) return undefined
  const role = world().roles.find((r) => r.id === roleId && r.organizationId === tenantId && !r.archivedAt)
  if (!role) {
    return fail(400, 'Some fields need attention', [
      { path: 'role_id', message: 'Choose one of the organisation’s roles' },
    ])
  }
  if (isAdminRole(role.roleType) && !isAdminRole(roleOf(actor).roleType))
    return fail(403, 'Only an Admin can give the Admin role')
  return undefined
}

export const userHandlers = [
  http.get(`${API}/users/page/:page`, async ({ request, params }) => {
    const forced = await scenarioAnswer('GET /v2/users/page')
    if (forced) return forced
    const caller = guard(request, 'users', 'GET')
    if ('response' in caller) return caller.response
    const url = new URL(request.url)
    url.searchParams.set('page_no', String(params.page))
    return list(url, caller.tenantId)
  }),
  http.get(`${API}/users/company/:id`, async ({ request, params }) => {
    const caller = guard(request, 'users', 'GET')
    if ('response' in caller) return caller.response
    return list(new URL(request.url), caller.tenantId, (user) => user.companyId === Number(params.id))
  }),
  http.get(`${API}/users/:id`, async ({ request, params }) => {
    const caller = guard(request, 'users', 'GET')
    if ('response' in caller) return caller.response
    const user = findUser(params.id, caller.tenantId)
    return user ? ok(userView(user)) : fail(404, 'This user was not found')
  }),
  http.get(`${API}/users`, async ({ request }) => {
    const forced = await scenarioAnswer('GET /v2/users')
    if (forced) return forced
    const caller = guard(request, 'users', 'GET')
    if ('response' in caller) return caller.response
    return list(new URL(request.url), caller.tenantId)
  }),
  http.post(`${API}/users`, async ({ request }) => {
    const forced = await scenarioAnswer('POST /v2/users')
    if (forced) return forced
    const caller = guard(request, 'users', 'POST')
    if ('response' in caller) return caller.response
    const parsed = createUserRequestSchema.safeParse(await readBody(request))
    if (!parsed.success) return badRequest(parsed.error.issues)
    const input = parsed.data
    const problem = roleProblem(input.role_id, caller.tenantId, caller.user)
    if (problem) return problem
    if (world().users.some((user) => user.email === input.email.toLowerCase())) {
      return fail(409, 'A user with this email already exists', [
        { path: 'email', message: 'A user with this email already exists' },
      ])
    }
    const created = change((all) => {
      const role = all.roles.find((r) => r.id === input.role_id)
      const user: MockUser = {
        id: nextId(all, 'users'),
        organizationId: caller.tenantId,
        email: input.email.toLowerCase(),
        name: input.name,
        phone: input.phone ?? null,
        password: input.password ?? null,
        roleId: input.role_id,
        companyId: input.company_id ?? null,
        departmentId: input.department_id ?? null,
        designationId: input.designation_id ?? null,
        language: input.language ?? 'en',
        contractActive: input.contract_active ?? 1,
        moduleAccess: input.module_access ?? (role ? DEFAULT_MODULE_ACCESS[role.roleType] : []),
        pageAccess: input.page_access ?? [],
        lastLoginAt: null,
        archivedAt: null,
        createdAt: now(),
        updatedAt: now(),
      }
      all.users.push(user)
      return user
    })
    return ok(userView(created))
  }),
  http.put(`${API}/users/:id`, async ({ request, params }) => {
    const forced = await scenarioAnswer('PUT /v2/users')
    if (forced) return forced
    const caller = guard(request, 'users', 'PUT')
    if ('response' in caller) return caller.response
    const user = findUser(params.id, caller.tenantId)
    if (!user) return fail(404, 'This user was not found')
    const parsed = updateUserRequestSchema.safeParse(await readBody(request))
    if (!parsed.success) return badRequest(parsed.error.issues)
    const input = parsed.data
    if (isAdminRole(roleOf(user).roleType) && !isAdminRole(roleOf(caller.user).roleType))
      return fail(403, 'Only an Admin can change an Admin')
    const problem = roleProblem(input.role_id, caller.tenantId, caller.user)
    if (problem) return problem
    if (
      input.email &&
      world().users.some((other) => other.email === input.email?.toLowerCase() && other.id !== user.id)
    ) {
      return fail(409, 'A user with this email already exists', [
        { path: 'email', message: 'A user with this email already exists' },
      ])
    }
    change(() => {
      Object.assign(user, {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.email !== undefined && { email: input.email.toLowerCase() }),
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.role_id !== undefined && { roleId: input.role_id }),
        ...(input.company_id !== undefined && { companyId: input.company_id }),
        ...(input.department_id !== undefined && { departmentId: input.department_id }),
        ...(input.designation_id !== undefined && { designationId: input.designation_id }),
        ...(input.language !== undefined && { language: input.language }),
        ...(input.contract_active !== undefined && { contractActive: input.contract_active }),
        ...(input.module_access !== undefined && { moduleAccess: input.module_access }),
        ...(input.page_access !== undefined && { pageAccess: input.page_access }),
        ...(input.archived === false && { archivedAt: null }),
        updatedAt: now(),
      })
    })
    return ok(userView(user))
  }),
  http.delete(`${API}/users/:id`, async ({ request, params }) => {
    const forced = await scenarioAnswer('DELETE /v2/users')
    if (forced) return forced
    const caller = guard(request, 'users', 'DELETE')
    if ('response' in caller) return caller.response
    const user = findUser(params.id, caller.tenantId)
    if (!user) return fail(404, 'This user was not found')
    if (user.id === caller.user.id) return fail(409, 'You cannot archive yourself')
    change(() => {
      user.archivedAt ??= now()
    })
    return ok(userView(user))
  }),
]
