import { and, asc, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { directoryApi } from '../../../contract/api/directory'
import { projectsApi } from '../../../contract/api/projects'
import { projectListResponseSchema, projectResponseSchema } from '../../../contract/projects'
import { auditLog, cities, currencies, projectMembers, projects, projectTypes, users } from '../../db/schema'
import {
  type Answer,
  DEMO,
  DEMO_STUDIOS,
  type Harness,
  NORTHWIND,
  okBody,
  refusal,
  test,
} from '../../test/harness'

const idOf = async (h: Harness, code: string) =>
  (await h.db.select({ id: projects.id }).from(projects).where(eq(projects.code, code)))[0]?.id as number

const cityId = async (h: Harness, organizationId: number, name: string) =>
  (
    await h.db
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.organizationId, organizationId), eq(cities.name, name)))
  )[0]?.id as number

const typeId = async (h: Harness, organizationId: number, name: string) =>
  (
    await h.db
      .select({ id: projectTypes.id })
      .from(projectTypes)
      .where(and(eq(projectTypes.organizationId, organizationId), eq(projectTypes.name, name)))
  )[0]?.id as number

const currencyId = async (h: Harness, organizationId: number, code: string) =>
  (
    await h.db
      .select({ id: currencies.id })
      .from(currencies)
      .where(and(eq(currencies.organizationId, organizationId), eq(currencies.code, code)))
  )[0]?.id as number

const userId = async (h: Harness, email: string) =>
  (await h.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id as number

const codes = (answer: Answer) => okBody(projectsApi.list, answer).data.map((project) => project.code)

describe('projects: reading', () => {
  test('lists the organisation’s projects with names, currency, cities and team size', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const answer = await h.call('GET', '/v2/project', { token })
    expect(answer.status).toBe(200)
    expect(projectListResponseSchema.safeParse(answer.body).success).toBe(true)
    expect(codes(answer)).toEqual(['COL-S1', 'MD-01'])
    const page = okBody(projectsApi.list, answer)
    const monsoon = page.data[1]
    expect(monsoon).toMatchObject({
      name: 'Monsoon Diaries',
      status: 'shooting',
      project_type_name: 'Feature film',
      company_name: 'Demo Studios',
      currency_id: null,
      currency_code: 'INR',
      minor_units: 2,
      start_date: '2026-09-01',
      end_date: '2027-03-31',
      city_names: ['Mumbai', 'Kochi'],
      member_count: 3,
      archived: false,
    })
    expect(page.pagination).toMatchObject({ total: 2, current_page: 1, last_page: 1 })
  })

  test('searches name and code, filters by status, sorts and pages', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    expect(codes(await h.call('GET', '/v2/project?search=monsoon', { token }))).toEqual(['MD-01'])
    expect(codes(await h.call('GET', '/v2/project?search=col-s', { token }))).toEqual(['COL-S1'])
    expect(codes(await h.call('GET', '/v2/project?status=shooting', { token }))).toEqual(['MD-01'])
    // Status sorts in the order a production lives: pre-production comes before shooting.
    expect(codes(await h.call('GET', '/v2/project?sort=-status', { token }))).toEqual(['MD-01', 'COL-S1'])
    expect(codes(await h.call('GET', '/v2/project?sort=start_date', { token }))).toEqual(['MD-01', 'COL-S1'])
    const second = await h.call('GET', '/v2/project?limit=1&page_no=2&sort=code', { token })
    expect(codes(second)).toEqual(['MD-01'])
    expect(okBody(projectsApi.list, second).pagination).toMatchObject({
      current_page: 2,
      last_page: 2,
      from: 2,
      to: 2,
      total: 2,
    })
    expect((await h.call('GET', '/v2/project?sort=budget', { token })).status).toBe(400)
    expect((await h.call('GET', '/v2/project?status=wrapped', { token })).status).toBe(400)
  })

  test('one project; an unknown id is not found', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const answer = await h.call('GET', `/v2/project/${await idOf(h, 'COL-S1')}`, { token })
    expect(projectResponseSchema.safeParse(answer.body).success).toBe(true)
    expect(okBody(projectsApi.get, answer).data).toMatchObject({
      code: 'COL-S1',
      project_type_name: 'Web series',
    })
    expect((await h.call('GET', '/v2/project/999999', { token })).status).toBe(404)
  })

  test('a Moderator sees only the projects whose team they are on; an Admin sees all', async ({ h }) => {
    const colId = await idOf(h, 'COL-S1')
    await h.db
      .delete(projectMembers)
      .where(
        and(eq(projectMembers.projectId, colId), eq(projectMembers.userId, await userId(h, DEMO.moderator))),
      )
    const moderator = await h.login(DEMO.moderator)
    expect(codes(await h.call('GET', '/v2/project', { token: moderator }))).toEqual(['MD-01'])
    expect((await h.call('GET', `/v2/project/${colId}`, { token: moderator })).status).toBe(404)
    const admin = await h.login(DEMO.admin)
    expect(codes(await h.call('GET', '/v2/project', { token: admin }))).toEqual(['COL-S1', 'MD-01'])
  })

  test('another organisation’s project is not found, and never listed', async ({ h }) => {
    const token = await h.login(DEMO.northwindAdmin)
    const id = await idOf(h, 'MD-01')
    expect((await h.call('GET', `/v2/project/${id}`, { token })).status).toBe(404)
    expect((await h.call('PUT', `/v2/project/${id}`, { token, body: { name: 'Hijacked' } })).status).toBe(404)
    const add = await h.call('POST', `/v2/project/users/${id}`, {
      token,
      body: { user_id: await userId(h, DEMO.northwindManager), project_role: 'Mole' },
    })
    expect(add.status).toBe(404)
    expect(
      (await h.call('DELETE', `/v2/project/users/${id}/${await userId(h, DEMO.moderator)}`, { token }))
        .status,
    ).toBe(404)
    expect(codes(await h.call('GET', '/v2/project?search=md', { token }))).toEqual([])
    const [after] = await h.db.select().from(projects).where(eq(projects.id, id))
    expect(after?.name).toBe('Monsoon Diaries')
  })
})

describe('projects: writing', () => {
  test('an Admin sets up a project; it is audited and the Admin is not put on the team', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const body = {
      name: 'Salt and Pepper',
      code: 'SP-01',
      project_type_id: await typeId(h, DEMO_STUDIOS, 'Ad film'),
      currency_id: await currencyId(h, DEMO_STUDIOS, 'USD'),
      start_date: '2027-02-01',
      end_date: '2027-02-20',
      city_ids: [await cityId(h, DEMO_STUDIOS, 'Panaji')],
      description: '  Two days in a kitchen.  ',
    }
    const answer = await h.call('POST', '/v2/project', { token, body })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(projectResponseSchema.safeParse(answer.body).success).toBe(true)
    const created = okBody(projectsApi.create, answer).data
    expect(created).toMatchObject({
      code: 'SP-01',
      status: 'development',
      project_type_name: 'Ad film',
      currency_code: 'USD',
      city_names: ['Panaji'],
      description: 'Two days in a kitchen.',
      member_count: 0,
    })
    const id = created.project_id
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id))
    expect(entry?.action).toBe('project.create')
    expect(entry?.organizationId).toBe(DEMO_STUDIOS)
  })

  test('an Admin Manager who sets up a project joins its team as Project Manager', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const answer = await h.call('POST', '/v2/project', {
      token,
      body: { name: 'Night Shift', code: 'NS-01' },
    })
    expect(answer.status).toBe(200)
    const created = okBody(projectsApi.create, answer).data
    expect(created.member_count).toBe(1)
    const team = await h.call('GET', `/v2/project/users/${created.project_id}`, { token })
    expect(okBody(directoryApi.projectTeam, team).data).toEqual([
      expect.objectContaining({ email: DEMO.manager, project_role: 'Project Manager' }),
    ])
    expect(codes(await h.call('GET', '/v2/project?search=night', { token }))).toEqual(['NS-01'])
  })

  test('a code is unique in the organisation whatever its case, archived projects included', async ({
    h,
  }) => {
    const token = await h.login(DEMO.admin)
    const twin = await h.call('POST', '/v2/project', { token, body: { name: 'Twin', code: 'md-01' } })
    expect(twin.status).toBe(409)
    expect(refusal(twin).errors).toEqual([
      expect.objectContaining({
        path: 'code',
        code: 'unique',
        message: 'A project with this code already exists',
      }),
    ])
    const colId = await idOf(h, 'COL-S1')
    await h.call('PUT', `/v2/project/${colId}`, { token, body: { archived: true } })
    const archivedTwin = await h.call('POST', '/v2/project', {
      token,
      body: { name: 'Twin', code: 'COL-S1' },
    })
    expect(archivedTwin.status).toBe(409)
    expect(refusal(archivedTwin).errors?.[0]).toMatchObject({ path: 'code', code: 'uniqueArchived' })
    const rename = await h.call('PUT', `/v2/project/${await idOf(h, 'MD-01')}`, {
      token,
      body: { code: 'col-s1' },
    })
    expect(rename.status).toBe(409)
    // Another organisation may use the same code.
    const northwind = await h.login(DEMO.northwindAdmin)
    expect(
      (await h.call('POST', '/v2/project', { token: northwind, body: { name: 'Own', code: 'MD-01' } }))
        .status,
    ).toBe(200)
  })

  test('references must be active records of the organisation', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const foreignType = await typeId(h, NORTHWIND, 'Feature film')
    const foreignCity = await cityId(h, NORTHWIND, 'Mumbai')
    const answer = await h.call('POST', '/v2/project', {
      token,
      body: {
        name: 'Borrowed',
        code: 'BR-01',
        project_type_id: foreignType,
        currency_id: await currencyId(h, NORTHWIND, 'INR'),
        city_ids: [await cityId(h, DEMO_STUDIOS, 'Mumbai'), foreignCity],
      },
    })
    expect(answer.status).toBe(400)
    expect(refusal(answer).errors?.map((error) => `${error.path}:${error.code}`)).toEqual([
      'project_type_id:refForeign',
      'currency_id:refForeign',
      'city_ids:refForeign',
    ])
    const documentary = await typeId(h, DEMO_STUDIOS, 'Documentary')
    await h.db.update(projectTypes).set({ archivedAt: new Date() }).where(eq(projectTypes.id, documentary))
    const archived = await h.call('POST', '/v2/project', {
      token,
      body: { name: 'Old type', code: 'OT-01', project_type_id: documentary },
    })
    expect(refusal(archived).errors).toEqual([
      expect.objectContaining({ path: 'project_type_id', code: 'refArchived' }),
    ])
    expect(await h.db.select().from(projects).where(eq(projects.code, 'BR-01'))).toEqual([])
  })

  test('dates stay in order, on create and on a change of one of them', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const create = await h.call('POST', '/v2/project', {
      token,
      body: { name: 'Backwards', code: 'BW-01', start_date: '2027-05-01', end_date: '2027-04-01' },
    })
    expect(create.status).toBe(400)
    expect(refusal(create).errors?.[0]?.path).toBe('end_date')
    const change = await h.call('PUT', `/v2/project/${await idOf(h, 'MD-01')}`, {
      token,
      body: { end_date: '2026-08-01' },
    })
    expect(change.status).toBe(400)
    expect(refusal(change).errors?.[0]).toMatchObject({ path: 'end_date', code: 'dateOrder' })
    expect(
      (await h.call('POST', '/v2/project', { token, body: { name: 'X', code: 'has space' } })).status,
    ).toBe(400)
  })

  test('changes, archives and restores, each audited with before and after', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const id = await idOf(h, 'MD-01')
    const change = await h.call('PUT', `/v2/project/${id}`, {
      token,
      body: { name: 'Monsoon Diaries (2026)', status: 'post', city_ids: [], description: '' },
    })
    expect(change.status).toBe(200)
    expect(okBody(projectsApi.update, change).data).toMatchObject({
      name: 'Monsoon Diaries (2026)',
      status: 'post',
      city_names: [],
      description: null,
      code: 'MD-01',
    })
    const admin = await h.login(DEMO.admin)
    const archived = await h.call('PUT', `/v2/project/${id}`, { token: admin, body: { archived: true } })
    expect(okBody(projectsApi.update, archived).data.archived).toBe(true)
    expect(codes(await h.call('GET', '/v2/project', { token: admin }))).toEqual(['COL-S1'])
    expect(codes(await h.call('GET', '/v2/project?archive=1', { token: admin }))).toEqual(['MD-01'])
    const restored = await h.call('PUT', `/v2/project/${id}`, { token: admin, body: { archived: false } })
    expect(okBody(projectsApi.update, restored).data.archived).toBe(false)
    const actions = await h.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id))
    expect(actions.map((entry) => entry.action)).toEqual([
      'project.update',
      'project.archive',
      'project.restore',
    ])
    expect(actions[0]?.before).toMatchObject({ name: 'Monsoon Diaries' })
    expect(actions[0]?.after).toMatchObject({ name: 'Monsoon Diaries (2026)' })
  })

  test('Moderators and Users may read but not set up or change projects', async ({ h }) => {
    for (const email of [DEMO.moderator, DEMO.user]) {
      const token = await h.login(email)
      expect((await h.call('POST', '/v2/project', { token, body: { name: 'N', code: 'N-1' } })).status).toBe(
        403,
      )
      expect(
        (await h.call('PUT', `/v2/project/${await idOf(h, 'MD-01')}`, { token, body: { name: 'N' } })).status,
      ).toBe(403)
    }
  })
})

describe('projects: the team', () => {
  test('an Admin adds a member, who then sees the project, and removes them again', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const id = await idOf(h, 'MD-01')
    const dashboardUser = await userId(h, DEMO.dashboard)
    const added = await h.call('POST', `/v2/project/users/${id}`, {
      token,
      body: { user_id: dashboardUser, project_role: '  Producer ' },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(okBody(projectsApi.addMember, added).data.map((m) => `${m.name}: ${m.project_role}`)).toEqual([
      'Dev Patel: Production Accountant',
      'Lena Fischer: Producer',
      'Meera Kapoor: Production Manager',
      'Rohan Iyer: Line Producer',
    ])
    const viewer = await h.login(DEMO.dashboard)
    expect(codes(await h.call('GET', '/v2/project', { token: viewer }))).toEqual(['MD-01'])

    const twice = await h.call('POST', `/v2/project/users/${id}`, {
      token,
      body: { user_id: dashboardUser, project_role: 'Producer' },
    })
    expect(twice.status).toBe(409)
    expect(refusal(twice).errors?.[0]).toMatchObject({ path: 'user_id', code: 'alreadyMember' })

    const removed = await h.call('DELETE', `/v2/project/users/${id}/${dashboardUser}`, { token })
    expect(removed.status).toBe(200)
    expect(okBody(projectsApi.removeMember, removed).data).toHaveLength(3)
    expect((await h.call('GET', `/v2/project/${id}`, { token: viewer })).status).toBe(404)
    expect((await h.call('DELETE', `/v2/project/users/${id}/${dashboardUser}`, { token })).status).toBe(404)
    const entries = await h.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id))
    expect(entries.map((entry) => entry.action)).toEqual(['project.member.add', 'project.member.remove'])
  })

  test('only active users of the same organisation can join', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const id = await idOf(h, 'MD-01')
    const outsider = await h.call('POST', `/v2/project/users/${id}`, {
      token,
      body: { user_id: await userId(h, DEMO.northwindManager), project_role: 'Spy' },
    })
    expect(outsider.status).toBe(400)
    expect(refusal(outsider).errors?.[0]?.path).toBe('user_id')
    const dashboardUser = await userId(h, DEMO.dashboard)
    await h.db.update(users).set({ archivedAt: new Date() }).where(eq(users.id, dashboardUser))
    const archived = await h.call('POST', `/v2/project/users/${id}`, {
      token,
      body: { user_id: dashboardUser, project_role: 'Producer' },
    })
    expect(archived.status).toBe(400)
    const noRole = await h.call('POST', `/v2/project/users/${id}`, {
      token,
      body: { user_id: await userId(h, DEMO.admin), project_role: ' ' },
    })
    expect(noRole.status).toBe(400)
  })

  test('only Admins change a team, with a message that says so', async ({ h }) => {
    const token = await h.login(DEMO.manager)
    const id = await idOf(h, 'MD-01')
    const add = await h.call('POST', `/v2/project/users/${id}`, {
      token,
      body: { user_id: await userId(h, DEMO.dashboard), project_role: 'Producer' },
    })
    expect(add.status).toBe(403)
    expect(refusal(add).message).toBe('Only an Admin can change a project’s team')
    const remove = await h.call('DELETE', `/v2/project/users/${id}/${await userId(h, DEMO.user)}`, { token })
    expect(remove.status).toBe(403)
  })
})
