import { http } from 'msw'
import { FEATURE_FLAGS, MODULE_CODES } from '../../contract/codes'
import {
  createOrganizationRequestSchema,
  resendCredentialsRequestSchema,
  updateOrganizationRequestSchema,
} from '../../contract/organizations'
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
import { organizationView } from '../views'
import { addOrganization, change, nextId, now, seedDefaultMasters, world } from '../world'
import { readBody } from './body'

const find = (id: unknown) => world().organizations.find((organization) => organization.id === Number(id))

export const organizationHandlers = [
  http.get(`${API}/organization`, async ({ request }) => {
    const forced = await scenarioAnswer('GET /v2/organization')
    if (forced) return forced
    const caller = guard(request, 'super-admin')
    if ('response' in caller) return caller.response
    const url = new URL(request.url)
    const archived = url.searchParams.get('archive') === '1'
    const rows = world().organizations.filter(
      (organization) =>
        Boolean(organization.archivedAt) === archived &&
        matches(url.searchParams.get('search'), organization.name),
    )
    const sorted = sortBy(
      rows,
      url.searchParams.get('sort'),
      { name: (o) => o.name, created_at: (o) => o.createdAt },
      'name',
    )
    const { page, pagination } = paginate(sorted, url)
    return okList(page.map(organizationView), pagination)
  }),
  http.post(`${API}/organization/resend`, async ({ request }) => {
    const caller = guard(request, 'super-admin')
    if ('response' in caller) return caller.response
    const parsed = resendCredentialsRequestSchema.safeParse(await readBody(request))
    if (!parsed.success) return badRequest(parsed.error.issues)
    const organization = find(parsed.data.organization_id)
    if (!organization) return fail(404, 'This organisation was not found')
    const admin = organizationView(organization).admin_email
    if (!admin) return fail(409, `${organization.name} has no active Admin to send credentials to`)
    return ok({ sent_to: admin, expires_at: new Date(Date.now() + 72 * 3_600_000).toISOString() })
  }),
  http.get(`${API}/organization/:id`, async ({ request, params }) => {
    const caller = guard(request, 'super-admin')
    if ('response' in caller) return caller.response
    const organization = find(params.id)
    return organization ? ok(organizationView(organization)) : fail(404, 'This organisation was not found')
  }),
  http.post(`${API}/organization`, async ({ request }) => {
    const caller = guard(request, 'super-admin')
    if ('response' in caller) return caller.response
    const parsed = createOrganizationRequestSchema.safeParse(await readBody(request))
    if (!parsed.success) return badRequest(parsed.error.issues)
    const input = parsed.data
    if (world().organizations.some((o) => o.name.toLowerCase() === input.name.toLowerCase())) {
      return fail(409, 'An organisation with this name already exists', [
        { path: 'name', message: 'An organisation with this name already exists' },
      ])
    }
    if (world().users.some((user) => user.email === input.admin.email.toLowerCase())) {
      return fail(409, 'A user with this email already exists', [
        { path: 'admin.email', message: 'A user with this email already exists' },
      ])
    }
    const created = change((all) => {
      all.clock = now()
      const organization = addOrganization(all, input.name, false, {})
      organization.legalName = input.legal_name ?? null
      organization.enabledModules = input.enabled_modules ?? [...MODULE_CODES]
      seedDefaultMasters(all, organization.id)
      all.clock = undefined
      const adminRole = all.roles.find((r) => r.organizationId === organization.id && r.roleType === 'Admin')
      all.users.push({
        id: nextId(all, 'users'),
        organizationId: organization.id,
        email: input.admin.email.toLowerCase(),
        name: input.admin.name,
        phone: null,
        password: null,
        roleId: adminRole?.id ?? 0,
        companyId: null,
        departmentId: null,
        designationId: null,
        language: 'en',
        contractActive: 1,
        moduleAccess: [],
        pageAccess: [],
        lastLoginAt: null,
        archivedAt: null,
        createdAt: now(),
        updatedAt: now(),
      })
      return organization
    })
    return ok(organizationView(created))
  }),
  http.put(`${API}/organization/:id`, async ({ request, params }) => {
    const caller = guard(request, 'super-admin')
    if ('response' in caller) return caller.response
    const organization = find(params.id)
    if (!organization) return fail(404, 'This organisation was not found')
    const parsed = updateOrganizationRequestSchema.safeParse(await readBody(request))
    if (!parsed.success) return badRequest(parsed.error.issues)
    const input = parsed.data
    if (input.archived && organization.isPlatform)
      return fail(409, 'The platform organisation cannot be archived')
    change(() => {
      if (input.name !== undefined) organization.name = input.name
      if (input.legal_name !== undefined) organization.legalName = input.legal_name
      if (input.enabled_modules !== undefined) organization.enabledModules = input.enabled_modules
      if (input.archived !== undefined) organization.archivedAt = input.archived ? now() : null
      for (const flag of FEATURE_FLAGS)
        if (input[flag] !== undefined) organization.flags[flag] = input[flag] as boolean
    })
    return ok(organizationView(organization))
  }),
]
