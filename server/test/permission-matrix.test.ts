import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import {
  MASTER_KEYS,
  MASTERS,
  type MasterDefinition,
  type MasterKey,
} from '../../contract/masters/definitions'
import type { Database } from '../db/client'
import { companies, projects, roles, users } from '../db/schema'
import { allRoutes } from '../modules'
import { DEMO, seededOnce, test } from './harness'
import { masterRecordIds, NEEDS_REFERENCE, SAMPLE_IMPORTS, sampleRecord, spareRate } from './master-fixtures'

type Ids = {
  demoUser: number
  demoCompany: number
  demoProject: number
  demoModeratorRole: number
  demoUserRole: number
  masters: Record<MasterKey, number>
  /** An exchange rate per actor, so each delete has its own. */
  rates: Record<Actor, number>
}

async function demoIds(db: Database): Promise<Ids> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.organizationId, 2))
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.code, 'MD-01'))
  const roleOf = async (roleType: string) =>
    (
      await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.organizationId, 2), eq(roles.roleType, roleType)))
    )[0]?.id
  // A Demo Studios user who is not one of the actors, so archiving them locks nobody out of the test.
  const [user] = await db
    .insert(users)
    .values({
      organizationId: 2,
      email: 'spare@demostudios.test',
      name: 'Spare Hand',
      roleId: (await roleOf('User')) as number,
    })
    .returning({ id: users.id })
  const masters = await masterRecordIds(db)
  const rates = {} as Record<Actor, number>
  for (const [index, actor] of ACTORS.entries())
    rates[actor] = await spareRate(db, 2, masters.currency, index)
  return {
    masters,
    rates,
    demoUser: user?.id as number,
    demoCompany: company?.id as number,
    demoProject: project?.id as number,
    demoModeratorRole: (await roleOf('Moderator')) as number,
    demoUserRole: (await roleOf('User')) as number,
  }
}

const ACTORS = ['anonymous', 'superAdmin', 'admin', 'manager', 'moderator', 'user', 'dashboard'] as const
type Actor = (typeof ACTORS)[number]
type Row = [number, number, number, number, number, number, number]

type Case = {
  route: string
  /** What sets this row apart when a route has several (other query, other document). */
  variant?: string
  request: (
    ids: Ids,
    actor: Actor,
  ) => { method: string; path: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }
  /** anonymous, Super Admin, Admin, Admin Manager, Moderator, User, Dashboard User */
  expected: Row
}

/*
 * The expected answer of every endpoint for every role, written out by hand from spec section 6
 * and the default grants. A Super Admin without organization_id works in the platform
 * organisation, so another organisation's records are not found there (404).
 */
const CASES: Case[] = [
  {
    route: 'POST /logout',
    request: () => ({ method: 'POST', path: '/v2/logout' }),
    expected: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'GET /getprofileinfo',
    request: () => ({ method: 'GET', path: '/v2/getprofileinfo' }),
    expected: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'POST /updateprofileinfo',
    request: () => ({ method: 'POST', path: '/v2/updateprofileinfo', body: { language: 'de' } }),
    expected: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'GET /getdomainconfig',
    request: () => ({ method: 'GET', path: '/v2/getdomainconfig' }),
    expected: [200, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'POST /login',
    request: () => ({
      method: 'POST',
      path: '/v2/login',
      body: { email: DEMO.admin, password: 'greenlight-demo' },
    }),
    expected: [200, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'POST /register',
    request: (_ids, actor) => ({
      method: 'POST',
      path: '/v2/register',
      body: { organization_name: `Co ${actor}`, name: 'N', email: `${actor}@co.test` },
    }),
    expected: [200, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'POST /forgot-password',
    // One address per actor: reset links are limited to three an hour per address.
    request: (_ids, actor) => ({
      method: 'POST',
      path: '/v2/forgot-password',
      body: { email: `nobody-${actor}@nowhere.test` },
    }),
    expected: [200, 200, 200, 200, 200, 200, 200],
  },
  {
    // Public; with no provider configured here, everyone hears the same 400.
    route: 'POST /oidc/start',
    request: () => ({
      method: 'POST',
      path: '/v2/oidc/start',
      body: { provider: 'none-here', redirect_uri: 'https://greenlight.test/callback' },
    }),
    expected: [400, 400, 400, 400, 400, 400, 400],
  },
  {
    route: 'POST /reset-password',
    request: () => ({
      method: 'POST',
      path: '/v2/reset-password',
      body: { token: 'x'.repeat(43), password: 'long enough passphrase' },
    }),
    expected: [400, 400, 400, 400, 400, 400, 400],
  },
  {
    route: 'GET /organization',
    request: () => ({ method: 'GET', path: '/v2/organization' }),
    expected: [401, 200, 403, 403, 403, 403, 403],
  },
  {
    route: 'GET /organization/:id',
    request: () => ({ method: 'GET', path: '/v2/organization/2' }),
    expected: [401, 200, 403, 403, 403, 403, 403],
  },
  {
    route: 'POST /organization',
    request: (_ids, actor) => ({
      method: 'POST',
      path: '/v2/organization',
      body: { name: `Org ${actor}`, admin: { name: 'A', email: `${actor}@org.test` } },
    }),
    expected: [401, 200, 403, 403, 403, 403, 403],
  },
  {
    route: 'PUT /organization/:id',
    request: () => ({
      method: 'PUT',
      path: '/v2/organization/3',
      body: { legal_name: 'Northwind Films LLP' },
    }),
    expected: [401, 200, 403, 403, 403, 403, 403],
  },
  {
    route: 'POST /organization/resend',
    request: () => ({ method: 'POST', path: '/v2/organization/resend', body: { organization_id: 3 } }),
    expected: [401, 200, 403, 403, 403, 403, 403],
  },
  {
    route: 'GET /users',
    request: () => ({ method: 'GET', path: '/v2/users' }),
    expected: [401, 200, 200, 200, 403, 403, 403],
  },
  {
    route: 'GET /users/page/:page',
    request: () => ({ method: 'GET', path: '/v2/users/page/1?contract_active=1' }),
    expected: [401, 200, 200, 200, 403, 403, 403],
  },
  {
    route: 'GET /users/company/:id',
    request: (ids) => ({ method: 'GET', path: `/v2/users/company/${ids.demoCompany}` }),
    expected: [401, 200, 200, 200, 403, 403, 403],
  },
  {
    route: 'GET /users/:id',
    request: (ids) => ({ method: 'GET', path: `/v2/users/${ids.demoUser}` }),
    expected: [401, 404, 200, 200, 403, 403, 403],
  },
  {
    route: 'POST /users',
    request: (ids, actor) => ({
      method: 'POST',
      path: '/v2/users',
      body: { name: 'New', email: `new-${actor}@demostudios.test`, role_id: ids.demoUserRole },
    }),
    expected: [401, 400, 200, 200, 403, 403, 403],
  },
  {
    route: 'PUT /users/:id',
    request: (ids) => ({
      method: 'PUT',
      path: `/v2/users/${ids.demoUser}`,
      body: { phone: '+91 98200 00000' },
    }),
    expected: [401, 404, 200, 200, 403, 403, 403],
  },
  {
    route: 'DELETE /users/:id',
    request: (ids) => ({ method: 'DELETE', path: `/v2/users/${ids.demoUser}` }),
    expected: [401, 404, 200, 403, 403, 403, 403],
  },
  {
    route: 'GET /userrole',
    request: () => ({ method: 'GET', path: '/v2/userrole' }),
    expected: [401, 200, 200, 200, 403, 403, 403],
  },
  {
    route: 'GET /userrole/:id',
    request: (ids) => ({ method: 'GET', path: `/v2/userrole/${ids.demoModeratorRole}` }),
    expected: [401, 404, 200, 200, 403, 403, 403],
  },
  {
    route: 'POST /userrole',
    request: (_ids, actor) => ({
      method: 'POST',
      path: '/v2/userrole',
      body: { name: `Crew ${actor}`, role_type: 'User' },
    }),
    expected: [401, 200, 200, 403, 403, 403, 403],
  },
  {
    route: 'PUT /userrole/:id',
    request: (ids) => ({
      method: 'PUT',
      path: `/v2/userrole/${ids.demoModeratorRole}`,
      body: { description: 'Runs the floor' },
    }),
    expected: [401, 404, 200, 403, 403, 403, 403],
  },
  {
    route: 'DELETE /userrole/:id',
    request: (ids) => ({ method: 'DELETE', path: `/v2/userrole/${ids.demoModeratorRole}` }),
    expected: [401, 404, 409, 403, 403, 403, 403],
  },
  {
    route: 'GET /department/company/:id',
    request: (ids) => ({ method: 'GET', path: `/v2/department/company/${ids.demoCompany}` }),
    expected: [401, 404, 200, 200, 403, 403, 403],
  },
  {
    route: 'GET /designation/company/:id',
    request: (ids) => ({ method: 'GET', path: `/v2/designation/company/${ids.demoCompany}` }),
    expected: [401, 404, 200, 200, 403, 403, 403],
  },
  {
    route: 'GET /project/options',
    request: () => ({ method: 'GET', path: '/v2/project/options?search=a' }),
    expected: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'GET /project/users/:id',
    request: (ids) => ({ method: 'GET', path: `/v2/project/users/${ids.demoProject}` }),
    expected: [401, 404, 200, 200, 200, 200, 404],
  },
  // Projects: others than Admins see only projects whose team they are on (the Dashboard User is
  // on none); only Admins change a team. The spare user is on no team, so removing them is 404.
  {
    route: 'GET /project',
    request: () => ({ method: 'GET', path: '/v2/project?search=a&sort=-start_date' }),
    expected: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    route: 'GET /project/:id',
    request: (ids) => ({ method: 'GET', path: `/v2/project/${ids.demoProject}` }),
    expected: [401, 404, 200, 200, 200, 200, 404],
  },
  {
    route: 'POST /project',
    request: (_ids, actor) => ({
      method: 'POST',
      path: '/v2/project',
      body: { name: `Project ${actor}`, code: `P-${actor}` },
    }),
    expected: [401, 200, 200, 200, 403, 403, 403],
  },
  {
    route: 'PUT /project/:id',
    request: (ids) => ({
      method: 'PUT',
      path: `/v2/project/${ids.demoProject}`,
      body: { description: 'Shot in the rain' },
    }),
    expected: [401, 404, 200, 200, 403, 403, 403],
  },
  {
    route: 'POST /project/users/:id',
    request: (ids) => ({
      method: 'POST',
      path: `/v2/project/users/${ids.demoProject}`,
      body: { user_id: ids.demoUser, project_role: 'Grip' },
    }),
    expected: [401, 404, 200, 403, 403, 403, 403],
  },
  {
    route: 'DELETE /project/users/:id/:userId',
    request: (ids) => ({ method: 'DELETE', path: `/v2/project/users/${ids.demoProject}/${ids.demoUser}` }),
    expected: [401, 404, 404, 403, 403, 403, 403],
  },
  // Budget and daily budget (permission module 'budget'), on the seeded demo budget's ids.
  ...(await (await import('../modules/budget/permission-cases')).budgetPermissionCases()),
  ...(await (await import('../modules/purchase/permission-cases')).purchasePermissionCases()),
  ...(await (await import('../modules/attachments/permission-cases')).attachmentPermissionCases()),
  ...(await import('../modules/expenses/permission-cases')).expensePermissionCases(),
  ...(await import('../modules/petty-cash/permission-cases')).pettyCashPermissionCases(),
  ...(await import('../modules/credit-notes/permission-cases')).creditNotePermissionCases(),
  ...(await import('../modules/contracts/permission-cases')).contractPermissionCases(),
  ...(await import('../modules/advances/permission-cases')).advancePermissionCases(),
  ...(await import('../modules/dpr/permission-cases')).dprPermissionCases(),
  ...(await import('../modules/inventory/permission-cases')).inventoryPermissionCases(),
  ...(await import('../modules/books/permission-cases')).booksPermissionCases(),
  ...(await import('../modules/saved-filters/permission-cases')).savedFilterPermissionCases(),
  ...(await import('../modules/search/permission-cases')).searchPermissionCases(),
  ...(await import('../modules/reports/permission-cases')).reportPermissionCases(),
  ...(await import('../modules/dashboard/permission-cases')).dashboardPermissionCases(),
  ...(await import('../modules/team/permission-cases')).teamPermissionCases(),
]

/*
 * Every master gets the same routes from the engine, guarded by the settings permission (Admin
 * Manager may read, add and change but not archive); choices are open to every signed-in user.
 * A Super Admin works in the platform organisation: Demo Studios' records are not found there,
 * and new records pointing at them are refused (400).
 */
const SETTINGS_READ: Row = [401, 200, 200, 200, 403, 403, 403]
const OTHER_TENANT_READ: Row = [401, 404, 200, 200, 403, 403, 403]
const EVERYONE: Row = [401, 200, 200, 200, 200, 200, 200]

/**
 * The contract area's lists follow the contract grants instead (by default the same people as the
 * settings lists: crew do not read contracts).
 */
const CONTRACT_READ: Row = [401, 200, 200, 200, 403, 403, 403]
const CONTRACT_OTHER_TENANT_READ: Row = [401, 404, 200, 200, 403, 403, 403]

function masterCases(key: MasterKey): Case[] {
  // The platform organisation has no feature flags on: a flagged master is switched off there.
  const flagged = (MASTERS[key] as MasterDefinition).flag !== undefined
  const withSuperAdmin = (row: Row): Row => (flagged ? [row[0], 403, ...row.slice(2)] : row) as Row
  const contract = (MASTERS[key] as MasterDefinition).permission === 'contract'
  const created: Row = [401, NEEDS_REFERENCE.includes(key) ? 400 : 200, 200, 200, 403, 403, 403]
  const cases: Case[] = [
    {
      route: `GET /${key}/options`,
      request: () => ({ method: 'GET', path: `/v2/${key}/options?search=a` }),
      expected: withSuperAdmin(EVERYONE),
    },
    {
      route: `GET /${key}`,
      request: () => ({ method: 'GET', path: `/v2/${key}?search=a` }),
      expected: withSuperAdmin(contract ? CONTRACT_READ : SETTINGS_READ),
    },
    {
      route: `GET /${key}/:id`,
      request: (ids) => ({ method: 'GET', path: `/v2/${key}/${ids.masters[key]}` }),
      expected: withSuperAdmin(contract ? CONTRACT_OTHER_TENANT_READ : OTHER_TENANT_READ),
    },
    {
      route: `POST /${key}`,
      request: (ids, actor) => ({
        method: 'POST',
        path: `/v2/${key}`,
        body: sampleRecord(key, { ...ids.masters, company: ids.demoCompany }, actor, ACTORS.indexOf(actor)),
      }),
      expected: withSuperAdmin(created),
    },
    {
      route: `PUT /${key}/:id`,
      request: (ids) => ({ method: 'PUT', path: `/v2/${key}/${ids.masters[key]}`, body: {} }),
      expected: withSuperAdmin(OTHER_TENANT_READ),
    },
    {
      route: `DELETE /${key}/:id`,
      request: (ids) => ({ method: 'DELETE', path: `/v2/${key}/${ids.masters[key]}` }),
      expected: withSuperAdmin([401, 404, 200, 403, 403, 403, 403]),
    },
  ]
  const file = SAMPLE_IMPORTS[key]
  if (file) {
    cases.push({
      route: `POST /${key}/import`,
      request: () => ({
        method: 'POST',
        path: `/v2/${key}/import?dry_run=1`,
        rawBody: file,
        headers: { 'content-type': 'text/csv' },
      }),
      expected: SETTINGS_READ,
    })
  }
  return cases
}

CASES.push(
  ...MASTER_KEYS.flatMap(masterCases),
  {
    route: 'GET /master/summary',
    request: () => ({ method: 'GET', path: '/v2/master/summary' }),
    expected: SETTINGS_READ,
  },
  {
    route: 'GET /contract/lists/summary',
    request: () => ({ method: 'GET', path: '/v2/contract/lists/summary' }),
    expected: CONTRACT_READ,
  },
  {
    route: 'GET /modules',
    request: () => ({ method: 'GET', path: '/v2/modules' }),
    expected: SETTINGS_READ,
  },
  {
    route: 'GET /customfield/entity/:entity',
    request: () => ({ method: 'GET', path: '/v2/customfield/entity/city' }),
    expected: EVERYONE,
  },
  {
    route: 'GET /currency/rate',
    request: () => ({ method: 'GET', path: '/v2/currency/rate?code=USD&date=2026-11-22' }),
    expected: EVERYONE,
  },
  {
    route: 'GET /currency/:id/rates',
    request: (ids) => ({ method: 'GET', path: `/v2/currency/${ids.masters.currency}/rates` }),
    expected: OTHER_TENANT_READ,
  },
  {
    route: 'POST /currency/:id/rates',
    request: (ids, actor) => ({
      method: 'POST',
      path: `/v2/currency/${ids.masters.currency}/rates`,
      body: { effective_from: `2026-10-0${ACTORS.indexOf(actor) + 1}`, rate: '83.5' },
    }),
    expected: OTHER_TENANT_READ,
  },
  {
    route: 'DELETE /currency/:id/rates/:rateId',
    request: (ids, actor) => ({
      method: 'DELETE',
      path: `/v2/currency/${ids.masters.currency}/rates/${ids.rates[actor]}`,
    }),
    expected: OTHER_TENANT_READ,
  },
)

describe('permission matrix: every endpoint × every role', () => {
  test('covers every registered route', () => {
    const registered = allRoutes
      .map(({ endpoint }) => `${endpoint.method.toUpperCase()} ${endpoint.path}`)
      .sort()
    expect([...new Set(CASES.map((c) => c.route))].sort()).toEqual(registered)
    // Every other row of a route says what sets it apart.
    const unnamed = CASES.filter((c) => !c.variant).map((c) => c.route)
    expect(unnamed.length).toBe(new Set(unnamed).size)
  })

  // The fixtures and the six sign-ins are made once for the file (they were made again for each of
  // the 400-odd cases); each case still runs in a savepoint of its own, rolled back after it, so
  // a case that signs out, archives or changes a role leaves the next case the same rows.
  const seeded = seededOnce(async (h) => {
    const ids = await demoIds(h.db)
    const tokens: Partial<Record<Actor, string>> = {}
    for (const actor of ACTORS) if (actor !== 'anonymous') tokens[actor] = await h.login(DEMO[actor])
    return { ids, tokens }
  })

  for (const entry of CASES) {
    test(entry.variant ? `${entry.route} (${entry.variant})` : entry.route, async ({ h }) => {
      const { ids, tokens } = seeded()
      const answers: number[] = []
      for (const actor of ACTORS) {
        const token = tokens[actor]
        const { method, path, body, rawBody, headers } = entry.request(ids, actor)
        answers.push((await h.call(method, path, { token, body, rawBody, headers })).status)
      }
      expect(answers).toEqual(entry.expected)
    })
  }
})
