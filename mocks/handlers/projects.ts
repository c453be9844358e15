import { http } from 'msw'
import { isAdminRole } from '../../contract/codes'
import type { FieldError } from '../../contract/envelope'
import { DEFAULT_BASE_CURRENCY } from '../../contract/masters/defaults'
import type { MasterKey } from '../../contract/masters/definitions'
import {
  addProjectMemberRequestSchema,
  createProjectRequestSchema,
  PROJECT_STATUSES,
  type Project,
  type ProjectStatus,
  updateProjectRequestSchema,
} from '../../contract/projects'
import { findRow } from '../masters'
import {
  API,
  badRequest,
  type Caller,
  fail,
  guard,
  matches,
  ok,
  okList,
  paginate,
  scenarioAnswer,
  sortBy,
} from '../respond'
import { currentScenario } from '../scenario'
import { roleOf } from '../views'
import { change, type MockProject, nextId, now, world } from '../world'
import { readBody } from './body'

/*
 * Projects as the server answers them: names beside ids, the budget's currency (the project's or
 * the organisation's base), the team size; others than Admins see only projects they are on, and
 * only Admins change a team. Registered after the directory's handlers, which answer
 * /project/options and GET /project/users/:id.
 */

const isAdmin = (caller: Caller) => isAdminRole(roleOf(caller.user).roleType)

const nameOf = (key: MasterKey, id: number | null | undefined) =>
  id ? ((world().masters[key].find((row) => row.id === id)?.values.name as string | undefined) ?? null) : null

function currencyOf(project: MockProject) {
  const rows = world().masters.currency
  const own = project.currencyId ? rows.find((row) => row.id === project.currencyId) : undefined
  const base = rows.find(
    (row) => row.organizationId === project.organizationId && row.values.is_base === true && !row.archivedAt,
  )
  const chosen = own ?? base
  return {
    code: (chosen?.values.code as string | undefined) ?? DEFAULT_BASE_CURRENCY,
    minorUnits: Number(chosen?.values.minor_units ?? 2),
  }
}

const activeMembers = (projectId: number) =>
  world().members.filter(
    (member) =>
      member.projectId === projectId &&
      world().users.some((user) => user.id === member.userId && !user.archivedAt),
  )

export function projectView(project: MockProject): Project {
  const currency = currencyOf(project)
  const cityIds = project.cityIds ?? []
  return {
    project_id: project.id,
    name: project.name,
    code: project.code,
    status: (PROJECT_STATUSES as readonly string[]).includes(project.status)
      ? (project.status as ProjectStatus)
      : 'development',
    project_type_id: project.projectTypeId ?? null,
    project_type_name: nameOf('projecttype', project.projectTypeId),
    company_id: project.companyId,
    company_name: nameOf('company', project.companyId),
    currency_id: project.currencyId ?? null,
    currency_code: currency.code,
    minor_units: currency.minorUnits,
    start_date: project.startDate ?? null,
    end_date: project.endDate ?? null,
    city_ids: cityIds,
    city_names: cityIds.flatMap((id) => nameOf('city', id) ?? []),
    description: project.description ?? null,
    member_count: activeMembers(project.id).length,
    archived: Boolean(project.archivedAt),
    created_at: project.createdAt ?? now(),
    updated_at: project.updatedAt ?? now(),
  }
}

/** A project of the caller's organisation that they may see (Admins: all; others: their team's). */
export function visibleProject(caller: Caller, id: unknown) {
  const project = world().projects.find(
    (candidate) => candidate.id === Number(id) && candidate.organizationId === caller.tenantId,
  )
  if (!project) return undefined
  if (isAdmin(caller)) return project
  return world().members.some((member) => member.projectId === project.id && member.userId === caller.user.id)
    ? project
    : undefined
}

const STATUS_ORDER = (project: MockProject) => PROJECT_STATUSES.indexOf(project.status as ProjectStatus)

function list(url: URL, caller: Caller) {
  const archived = url.searchParams.get('archive') === '1'
  const status = url.searchParams.get('status')
  const search = url.searchParams.get('search')
  const rows = world().projects.filter(
    (project) =>
      !currentScenario().empty &&
      project.organizationId === caller.tenantId &&
      Boolean(project.archivedAt) === archived &&
      (!status || project.status === status) &&
      matches(search, project.name, project.code) &&
      visibleProject(caller, project.id) !== undefined,
  )
  const sorted = sortBy(
    rows,
    url.searchParams.get('sort'),
    {
      name: (project) => project.name.toLowerCase(),
      code: (project) => project.code.toLowerCase(),
      status: STATUS_ORDER,
      start_date: (project) => project.startDate ?? null,
      created_at: (project) => project.createdAt ?? null,
    },
    'name',
  )
  const { page, pagination } = paginate(sorted, url)
  return okList(page.map(projectView), pagination)
}

type References = {
  project_type_id?: number | null
  company_id?: number | null
  currency_id?: number | null
  city_ids?: number[]
}

const REFERENCES = [
  ['project_type_id', 'projecttype', 'project type'],
  ['company_id', 'company', 'company'],
  ['currency_id', 'currency', 'currency'],
] as const

function referenceErrors(input: References, tenantId: number): FieldError[] {
  const errors: FieldError[] = []
  for (const [field, key, noun] of REFERENCES) {
    const id = input[field]
    if (!id) continue
    const row = findRow(key, tenantId, id)
    if (!row)
      errors.push({ path: field, message: `Choose a ${noun} of this organisation`, code: 'refForeign' })
    else if (row.archivedAt)
      errors.push({
        path: field,
        message: `This ${noun} is archived: choose an active one`,
        code: 'refArchived',
      })
  }
  const cities = (input.city_ids ?? []).map((id) => findRow('city', tenantId, id))
  if (cities.some((city) => !city))
    errors.push({ path: 'city_ids', message: 'Choose cities of this organisation', code: 'refForeign' })
  else if (cities.some((city) => city?.archivedAt))
    errors.push({ path: 'city_ids', message: 'A city is archived: choose active ones', code: 'refArchived' })
  return errors
}

function codeClash(code: string, tenantId: number, exceptId?: number) {
  const clash = world().projects.find(
    (project) =>
      project.organizationId === tenantId &&
      project.code.toLowerCase() === code.toLowerCase() &&
      project.id !== exceptId,
  )
  if (!clash) return undefined
  const archived = Boolean(clash.archivedAt)
  const message = archived
    ? 'An archived project has this code: restore it or choose another code'
    : 'A project with this code already exists'
  const code_ = archived ? 'uniqueArchived' : 'unique'
  return fail(409, message, [{ path: 'code', message, code: code_ }], code_)
}

function teamOf(projectId: number) {
  return activeMembers(projectId)
    .flatMap((member) => {
      const user = world().users.find((candidate) => candidate.id === member.userId)
      return user
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
    .sort((a, b) => a.name.localeCompare(b.name))
}

const onlyAdmins = (caller: Caller) =>
  isAdmin(caller)
    ? undefined
    : fail(403, 'Only an Admin can change a project’s team', undefined, 'teamAdmins')

export const projectHandlers = [
  http.get(`${API}/project`, async ({ request }) => {
    const forced = await scenarioAnswer('GET /v2/project')
    if (forced) return forced
    const caller = guard(request, 'project', 'GET')
    if ('response' in caller) return caller.response
    const url = new URL(request.url)
    const status = url.searchParams.get('status')
    if (status && !(PROJECT_STATUSES as readonly string[]).includes(status))
      return fail(400, 'Some fields need attention', [{ path: 'status', message: 'Choose a project status' }])
    return list(url, caller)
  }),
  http.get(`${API}/project/:id`, async ({ request, params }) => {
    const forced = await scenarioAnswer('GET /v2/project/:id')
    if (forced) return forced
    const caller = guard(request, 'project', 'GET')
    if ('response' in caller) return caller.response
    const project = visibleProject(caller, params.id)
    return project ? ok(projectView(project)) : fail(404, 'This project was not found')
  }),
  http.post(`${API}/project`, async ({ request }) => {
    const forced = await scenarioAnswer('POST /v2/project')
    if (forced) return forced
    const caller = guard(request, 'project', 'POST')
    if ('response' in caller) return caller.response
    const parsed = createProjectRequestSchema.safeParse(await readBody(request))
    if (!parsed.success) return badRequest(parsed.error.issues)
    const input = parsed.data
    const errors = referenceErrors(input, caller.tenantId)
    if (errors.length) return fail(400, 'Some fields need attention', errors)
    const clash = codeClash(input.code, caller.tenantId)
    if (clash) return clash
    const created = change((all) => {
      const project: MockProject = {
        id: nextId(all, 'projects'),
        organizationId: caller.tenantId,
        companyId: input.company_id ?? null,
        name: input.name,
        code: input.code,
        status: input.status,
        projectTypeId: input.project_type_id ?? null,
        currencyId: input.currency_id ?? null,
        startDate: input.start_date ?? null,
        endDate: input.end_date ?? null,
        cityIds: [...new Set(input.city_ids ?? [])],
        description: input.description || null,
        archivedAt: null,
        createdAt: now(),
        updatedAt: now(),
      }
      all.projects.push(project)
      if (!isAdmin(caller))
        all.members.push({ projectId: project.id, userId: caller.user.id, projectRole: 'Project Manager' })
      return project
    })
    return ok(projectView(created))
  }),
  http.put(`${API}/project/:id`, async ({ request, params }) => {
    const forced = await scenarioAnswer('PUT /v2/project/:id')
    if (forced) return forced
    const caller = guard(request, 'project', 'PUT')
    if ('response' in caller) return caller.response
    const project = visibleProject(caller, params.id)
    if (!project) return fail(404, 'This project was not found')
    const parsed = updateProjectRequestSchema.safeParse(await readBody(request))
    if (!parsed.success) return badRequest(parsed.error.issues)
    const input = parsed.data
    const start = input.start_date === undefined ? (project.startDate ?? null) : input.start_date
    const end = input.end_date === undefined ? (project.endDate ?? null) : input.end_date
    if (start && end && end < start) {
      const message = 'The end date cannot be before the start date'
      return fail(400, 'Some fields need attention', [{ path: 'end_date', message, code: 'dateOrder' }])
    }
    const errors = referenceErrors(input, caller.tenantId)
    if (errors.length) return fail(400, 'Some fields need attention', errors)
    const clash = input.code === undefined ? undefined : codeClash(input.code, caller.tenantId, project.id)
    if (clash) return clash
    change(() => {
      Object.assign(project, {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.code !== undefined && { code: input.code }),
        ...(input.status !== undefined && { status: input.status }),
        ...(input.project_type_id !== undefined && { projectTypeId: input.project_type_id }),
        ...(input.company_id !== undefined && { companyId: input.company_id }),
        ...(input.currency_id !== undefined && { currencyId: input.currency_id }),
        ...(input.start_date !== undefined && { startDate: input.start_date }),
        ...(input.end_date !== undefined && { endDate: input.end_date }),
        ...(input.city_ids !== undefined && { cityIds: [...new Set(input.city_ids)] }),
        ...(input.description !== undefined && { description: input.description || null }),
        ...(input.archived === true && !project.archivedAt && { archivedAt: now() }),
        ...(input.archived === false && { archivedAt: null }),
        updatedAt: now(),
      })
    })
    return ok(projectView(project))
  }),
  http.post(`${API}/project/users/:id`, async ({ request, params }) => {
    const forced = await scenarioAnswer('POST /v2/project/users/:id')
    if (forced) return forced
    const caller = guard(request, 'project', 'POST')
    if ('response' in caller) return caller.response
    const refused = onlyAdmins(caller)
    if (refused) return refused
    const project = visibleProject(caller, params.id)
    if (!project) return fail(404, 'This project was not found')
    const parsed = addProjectMemberRequestSchema.safeParse(await readBody(request))
    if (!parsed.success) return badRequest(parsed.error.issues)
    const input = parsed.data
    const user = world().users.find(
      (candidate) =>
        candidate.id === input.user_id &&
        candidate.organizationId === caller.tenantId &&
        !candidate.archivedAt,
    )
    if (!user) {
      return fail(400, 'Some fields need attention', [
        { path: 'user_id', message: 'Choose an active user of this organisation' },
      ])
    }
    if (world().members.some((member) => member.projectId === project.id && member.userId === user.id)) {
      const message = 'This user is already on the project’s team'
      return fail(409, message, [{ path: 'user_id', message, code: 'alreadyMember' }], 'alreadyMember')
    }
    change((all) => {
      all.members.push({ projectId: project.id, userId: user.id, projectRole: input.project_role })
    })
    return ok(teamOf(project.id))
  }),
  http.delete(`${API}/project/users/:id/:userId`, async ({ request, params }) => {
    const forced = await scenarioAnswer('DELETE /v2/project/users/:id/:userId')
    if (forced) return forced
    const caller = guard(request, 'project', 'DELETE')
    if ('response' in caller) return caller.response
    const refused = onlyAdmins(caller)
    if (refused) return refused
    const project = visibleProject(caller, params.id)
    if (!project) return fail(404, 'This project was not found')
    const userId = Number(params.userId)
    if (!world().members.some((member) => member.projectId === project.id && member.userId === userId))
      return fail(404, 'This team member was not found')
    change((all) => {
      all.members = all.members.filter(
        (member) => !(member.projectId === project.id && member.userId === userId),
      )
    })
    return ok(teamOf(project.id))
  }),
]
