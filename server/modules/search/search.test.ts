import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { contractsApi } from '../../../contract/api/contracts'
import { searchApi } from '../../../contract/api/search'
import { errorEnvelopeSchema } from '../../../contract/envelope'
import { type SearchGroup, type SearchKind, searchResponseSchema } from '../../../contract/search'
import { projectMembers, rolePermissions, roles, users, vendors } from '../../db/schema'
import { giveGrant } from '../../test/grants'
import {
  DEMO,
  DEMO_STUDIOS,
  type Harness,
  NORTHWIND,
  okBody,
  refusal,
  test,
  workerDatabase,
} from '../../test/harness'
import { contractSceneOf } from '../contracts/contract-fixtures'

/*
 * The search across the product in Demo Studios: each kind answers for whoever may read its
 * module (Asha the Admin, Rohan the Admin Manager), never for a role without it (Dev the User has
 * no vendors, budget, expenses or users; Meera the Moderator no contracts), only on the projects
 * one is on, and never across organisations (Northwind's Admin finds none of it).
 */

beforeAll(async () => {
  await workerDatabase()
})

/** A query per kind that finds one of Demo Studios' seeded (or, for contracts, drafted) records. */
const QUERIES: Record<SearchKind, { q: string; title: string | RegExp }> = {
  project: { q: 'monsoon', title: 'Monsoon Diaries' },
  budget_code: { q: '1300-01', title: '1300-01' },
  vendor: { q: 'prime lens', title: 'Prime Lens Camera Rentals Private Limited' },
  purchase_order: { q: 'camera package', title: /^MD-01\/PO\/0001 · Camera package rental/ },
  expense: { q: 'PLR/26/0311', title: /^PLR\/26\/0311/ },
  contract: { q: 'kavya', title: 'Anaya — lead, 40 shoot days' },
  person: { q: 'rohan', title: 'Rohan Iyer' },
}
const KINDS = Object.keys(QUERIES) as SearchKind[]

async function scene(h: Harness) {
  const contracts = await contractSceneOf(h)
  // The User reads contracts here: an Admin lets crew read them (not the default).
  await giveGrant(h, 'User', 'contract', 'GET')
  const drafted = await contracts.create(contracts.draft())
  expect(drafted.status, JSON.stringify(drafted.body)).toBe(200)
  const tokens = {
    admin: contracts.tokens.admin,
    manager: contracts.tokens.manager,
    user: contracts.tokens.user,
    moderator: await h.login(DEMO.moderator),
    dashboard: await h.login(DEMO.dashboard),
    northwind: await h.login(DEMO.northwindAdmin),
  }
  const find = async (token: string, q: string, extra = ''): Promise<SearchGroup[]> => {
    const answer = await h.call('GET', `/v2/search?q=${encodeURIComponent(q)}${extra}`, { token })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const parsed = searchResponseSchema.safeParse(answer.body)
    expect(parsed.success, JSON.stringify(parsed.error)).toBe(true)
    return okBody(searchApi.search, answer).data
  }
  /** The group of `kind` that the query of that kind finds, or undefined. */
  const groupOf = async (token: string, kind: SearchKind) =>
    (await find(token, QUERIES[kind].q)).find((group) => group.kind === kind)
  return { tokens, find, groupOf, contractId: okBody(contractsApi.create, drafted).data.contract_id }
}

async function userIdOf(h: Harness, email: string) {
  const [row] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return row?.id as number
}

describe('GET /v2/search', () => {
  test('finds each kind for whoever may read it, with a link to its page', async ({ h }) => {
    const { tokens, groupOf, contractId } = await scene(h)
    for (const kind of KINDS) {
      const group = await groupOf(tokens.admin, kind)
      expect(group, kind).toBeDefined()
      expect(group?.items[0]?.title, kind).toMatch(QUERIES[kind].title)
    }
    const contract = await groupOf(tokens.admin, 'contract')
    expect(contract?.items[0]).toMatchObject({
      id: contractId,
      subtitle: 'MD-01/CON/0001 · Kavya Rao',
      href: `/contractView?contract=${contractId}`,
    })
    const vendor = await groupOf(tokens.manager, 'vendor')
    expect(vendor?.items[0]).toMatchObject({
      subtitle: 'Prime Lens Rentals · 27AAKCP4821K1Z3',
      href: '/vendorView?search=Prime+Lens+Camera+Rentals+Private+Limited',
    })
    const project = await groupOf(tokens.manager, 'project')
    expect(project?.items[0]?.href).toMatch(/^\/editProjectView\/\d+$/)
    expect((await groupOf(tokens.manager, 'budget_code'))?.items[0]?.href).toMatch(
      /^\/budgetView\?project=\d+&search=1300-01$/,
    )
    expect((await groupOf(tokens.manager, 'purchase_order'))?.items[0]?.href).toMatch(
      /^\/projectPosList\/\d+\?po=\d+$/,
    )
    expect((await groupOf(tokens.manager, 'expense'))?.items[0]?.href).toMatch(
      /^\/apps\/expenseMasterView\?expense=\d+$/,
    )
    expect((await groupOf(tokens.manager, 'person'))?.items[0]).toMatchObject({
      subtitle: DEMO.manager,
      href: `/usersView?search=${encodeURIComponent(DEMO.manager)}`,
    })
  })

  test('finds by number, GSTIN, PAN and email', async ({ h }) => {
    const { tokens, find } = await scene(h)
    const titles = async (q: string, kind: SearchKind) =>
      (await find(tokens.admin, q)).find((group) => group.kind === kind)?.items.map((item) => item.title)
    expect(await titles('MD-01/PO/0001', 'purchase_order')).toEqual([
      expect.stringMatching(/^MD-01\/PO\/0001 · /),
    ])
    expect(await titles('CON/0001', 'contract')).toEqual(['Anaya — lead, 40 shoot days'])
    expect(await titles('27AAKCP4821K1Z3', 'vendor')).toEqual(['Prime Lens Camera Rentals Private Limited'])
    expect(await titles('ahkpk4412h', 'vendor')).toEqual(['Annapurna Set Caterers'])
    expect(await titles('manager@demo', 'person')).toEqual(['Rohan Iyer'])
  })

  test('leaves out the kinds of modules the caller may not read', async ({ h }) => {
    const { tokens, groupOf } = await scene(h)
    // Dev (User) reads projects, their POs and contracts, nothing else searched here.
    for (const kind of ['project', 'purchase_order', 'contract'] as const)
      expect(await groupOf(tokens.user, kind), kind).toBeDefined()
    for (const kind of ['budget_code', 'vendor', 'expense', 'person'] as const)
      expect(await groupOf(tokens.user, kind), kind).toBeUndefined()
    // Meera (Moderator) holds no contract permission.
    expect(await groupOf(tokens.moderator, 'contract')).toBeUndefined()
    expect(await groupOf(tokens.moderator, 'project')).toBeDefined()

    // Without project GET, Dev finds neither projects nor purchase orders.
    const [userRole] = await h.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.organizationId, DEMO_STUDIOS), eq(roles.roleType, 'User')))
    await h.db
      .update(rolePermissions)
      .set({ permissionActive: 0 })
      .where(
        and(eq(rolePermissions.roleId, userRole?.id as number), eq(rolePermissions.moduleName, 'project')),
      )
    expect(await groupOf(tokens.user, 'project')).toBeUndefined()
    expect(await groupOf(tokens.user, 'purchase_order')).toBeUndefined()
    expect(await groupOf(tokens.user, 'contract')).toBeDefined()
  })

  test('finds what hangs off a project only on the projects one is on', async ({ h }) => {
    const { tokens, groupOf } = await scene(h)
    // Lena (Dashboard User) reads projects but is on no team.
    expect(await groupOf(tokens.dashboard, 'project')).toBeUndefined()
    const manager = await userIdOf(h, DEMO.manager)
    await h.db.delete(projectMembers).where(eq(projectMembers.userId, manager))
    for (const kind of ['project', 'budget_code', 'purchase_order', 'expense', 'contract'] as const)
      expect(await groupOf(tokens.manager, kind), kind).toBeUndefined()
    // The organisation's vendors and people are not a project's.
    expect(await groupOf(tokens.manager, 'vendor')).toBeDefined()
    expect(await groupOf(tokens.manager, 'person')).toBeDefined()
    // Admins see every project of their organisation.
    expect(await groupOf(tokens.admin, 'expense')).toBeDefined()
  })

  test('never finds another organisation’s records', async ({ h }) => {
    const { tokens, find } = await scene(h)
    const northwindVendors = new Set(
      (await h.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.organizationId, NORTHWIND))).map(
        (row) => row.id,
      ),
    )
    const demoPeople = new Set(
      (await h.db.select({ id: users.id }).from(users).where(eq(users.organizationId, DEMO_STUDIOS))).map(
        (row) => row.id,
      ),
    )
    for (const kind of KINDS) {
      const demo = (await find(tokens.admin, QUERIES[kind].q)).flatMap((group) =>
        group.items.map((item) => `${group.kind}:${item.id}`),
      )
      const northwind = (await find(tokens.northwind, QUERIES[kind].q)).flatMap((group) =>
        group.items.map((item) => `${group.kind}:${item.id}`),
      )
      expect(
        northwind.filter((key) => demo.includes(key)),
        kind,
      ).toEqual([])
    }
    // Northwind has vendors of the same names: it finds its own, and Demo Studios' people never.
    const vendorIds = (await find(tokens.northwind, 'prime lens'))
      .find((group) => group.kind === 'vendor')
      ?.items.map((item) => item.id)
    expect(vendorIds?.length).toBeGreaterThan(0)
    for (const id of vendorIds ?? []) expect(northwindVendors.has(id)).toBe(true)
    const people = (await find(tokens.northwind, 'demostudios')).find((group) => group.kind === 'person')
    expect(people?.items.filter((item) => demoPeople.has(item.id)) ?? []).toEqual([])
    expect((await find(tokens.northwind, 'long road'))[0]?.items[0]?.title).toBe('The Long Road')
    // Nor does a Northwind user asking in Demo Studios' name.
    const asked = await h.call('GET', '/v2/search?q=monsoon&organization_id=2', { token: tokens.northwind })
    expect(asked.status).toBe(403)
  })

  test('keeps to the kinds and limit asked for, saying when there are more', async ({ h }) => {
    const { tokens, find } = await scene(h)
    const groups = await find(tokens.admin, 'demostudios', '&kinds=person&limit=2')
    expect(groups).toHaveLength(1)
    expect(groups[0]).toMatchObject({ kind: 'person', more: true })
    expect(groups[0]?.items).toHaveLength(2)
    const all = await find(tokens.admin, 'demostudios', '&kinds=person,vendor&limit=50')
    expect(all.map((group) => group.kind)).toEqual(['person'])
    expect(all[0]?.more).toBe(false)
  })

  test('refuses a query shorter than two characters, unknown kinds and a bad limit', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    for (const [path, field] of [
      ['/v2/search?q=m', 'q'],
      ['/v2/search?q=%20m%20', 'q'],
      ['/v2/search', 'q'],
      ['/v2/search?q=monsoon&kinds=planets', 'kinds'],
      ['/v2/search?q=monsoon&limit=0', 'limit'],
      ['/v2/search?q=monsoon&limit=51', 'limit'],
    ] as const) {
      const answer = await h.call('GET', path, { token })
      expect(answer.status, path).toBe(400)
      expect(errorEnvelopeSchema.safeParse(answer.body).success).toBe(true)
      const paths = refusal(answer).errors?.map((error) => error.path.split('.')[0])
      expect(paths, path).toContain(field)
    }
    const short = await h.call('GET', '/v2/search?q=m', { token })
    expect(refusal(short).errors?.[0]?.message).toBe('Type at least 2 characters to search')
  })

  test('takes % and _ as themselves', async ({ h }) => {
    const { tokens, find } = await scene(h)
    expect(await find(tokens.admin, '%%')).toEqual([])
    expect(await find(tokens.admin, '__')).toEqual([])
  })
})
