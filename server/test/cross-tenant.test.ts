import { and, eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { budgetApi } from '../../contract/api/budget'
import { directoryApi } from '../../contract/api/directory'
import { masterApi } from '../../contract/api/masters'
import { envelopesApi, floatsApi, pettyCashApi } from '../../contract/api/petty-cash'
import { projectsApi } from '../../contract/api/projects'
import { usersApi } from '../../contract/api/users'
import { MASTER_KEYS, MASTERS } from '../../contract/masters/definitions'
import { projects, roles, users } from '../db/schema'
import { MASTER_TABLES } from '../modules/masters/tables'
import { DEMO, okBody, test } from './harness'
import { masterRecordIds } from './master-fixtures'

/** A row the test goes on with: a missing one fails here, not later as a request for `/undefined`. */
function present<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('expected a row, found none')
  return row
}

/** A Northwind Films Admin against Demo Studios' records: nothing readable, nothing changes. */
describe('tenant boundaries', () => {
  test('another organisation’s user by id: 404 to read, change or archive, and nothing changes', async ({
    h,
  }) => {
    const token = await h.login(DEMO.northwindAdmin)
    const [target] = await h.db.select().from(users).where(eq(users.email, DEMO.user))
    const id = target?.id
    expect((await h.call('GET', `/v2/users/${id}`, { token })).status).toBe(404)
    expect((await h.call('PUT', `/v2/users/${id}`, { token, body: { name: 'Hijacked' } })).status).toBe(404)
    expect((await h.call('DELETE', `/v2/users/${id}`, { token })).status).toBe(404)
    const [after] = await h.db
      .select()
      .from(users)
      .where(eq(users.id, id as number))
    expect(after).toEqual(target)
  })

  test('another organisation by organization_id: 403, and nothing is created', async ({ h }) => {
    const token = await h.login(DEMO.northwindAdmin)
    expect((await h.call('GET', '/v2/users?organization_id=2', { token })).status).toBe(403)
    const [demoRole] = await h.db
      .select()
      .from(roles)
      .where(and(eq(roles.organizationId, 2), eq(roles.roleType, 'User')))
    const create = await h.call('POST', '/v2/users?organization_id=2', {
      token,
      body: { name: 'Mole', email: 'mole@demostudios.test', role_id: demoRole?.id },
    })
    expect(create.status).toBe(403)
    expect(await h.db.select().from(users).where(eq(users.email, 'mole@demostudios.test'))).toEqual([])
    expect(
      (
        await h.call('POST', '/v2/updateprofileinfo?organization_id=2', {
          token,
          body: { tally_isActive: false },
        })
      ).status,
    ).toBe(403)
  })

  test('another organisation’s role: 404, unchanged', async ({ h }) => {
    const token = await h.login(DEMO.northwindAdmin)
    const [demoRole] = await h.db
      .select()
      .from(roles)
      .where(and(eq(roles.organizationId, 2), eq(roles.roleType, 'Moderator')))
    expect((await h.call('GET', `/v2/userrole/${demoRole?.id}`, { token })).status).toBe(404)
    const put = await h.call('PUT', `/v2/userrole/${demoRole?.id}`, {
      token,
      body: { permissions: [{ module_name: 'users', method_name: 'GET', permission_active: 2 }] },
    })
    expect(put.status).toBe(404)
    expect((await h.call('GET', '/v2/users', { token: await h.login(DEMO.moderator) })).status).toBe(403)
  })

  test('lists show only the caller’s organisation', async ({ h }) => {
    const token = await h.login(DEMO.northwindManager)
    const list = await h.call('GET', '/v2/users?limit=100', { token })
    expect(okBody(usersApi.list, list).data.map((u) => u.email.split('@')[1])).toEqual(
      Array(5).fill('northwind.test'),
    )
    const search = await h.call('GET', '/v2/users?search=demostudios', { token })
    expect(okBody(usersApi.list, search).data).toEqual([])
  })

  test('a role borrowed from another organisation is refused when creating a user', async ({ h }) => {
    const token = await h.login(DEMO.northwindAdmin)
    const [demoAdminRole] = await h.db
      .select()
      .from(roles)
      .where(and(eq(roles.organizationId, 2), eq(roles.roleType, 'Admin')))
    const answer = await h.call('POST', '/v2/users', {
      token,
      body: { name: 'X', email: 'x@northwind.test', role_id: demoAdminRole?.id },
    })
    expect(answer.status).toBe(400)
  })

  test('another organisation’s master records: not found to read, change, archive or delete; never listed', async ({
    h,
  }) => {
    const token = await h.login(DEMO.northwindAdmin)
    const demo = await masterRecordIds(h.db)
    for (const key of MASTER_KEYS) {
      const table = MASTER_TABLES[key]
      const [before] = await h.db.select().from(table).where(eq(table.id, demo[key]))
      // Northwind has shoot locations switched off: that list answers 403 before looking.
      const expected = key === 'shootlocation' ? 403 : 404
      const path = `/v2/${key}/${demo[key]}`
      expect((await h.call('GET', path, { token })).status, key).toBe(expected)
      expect((await h.call('PUT', path, { token, body: { archived: false } })).status, key).toBe(expected)
      expect((await h.call('DELETE', path, { token })).status, key).toBe(expected)
      expect((await h.call('DELETE', `${path}?permanent=1`, { token })).status, key).toBe(expected)
      const [after] = await h.db.select().from(table).where(eq(table.id, demo[key]))
      expect(after, key).toEqual(before)
      if (expected === 404) {
        const idField = MASTERS[key].idField
        const list = await h.call('GET', `/v2/${key}?limit=500`, { token })
        expect(
          okBody(masterApi(key).list, list).data.map((row) => row[idField]),
          key,
        ).not.toContain(demo[key])
        const options = await h.call('GET', `/v2/${key}/options?limit=100`, { token })
        expect(
          okBody(masterApi(key).options, options).data.map((row) => row.id),
          key,
        ).not.toContain(demo[key])
      }
    }
    const rates = `/v2/currency/${demo.currency}/rates`
    expect((await h.call('GET', rates, { token })).status).toBe(404)
    expect(
      (await h.call('POST', rates, { token, body: { effective_from: '2026-11-20', rate: '1' } })).status,
    ).toBe(404)
  })

  test('an import resolves names only within the caller’s organisation', async ({ h }) => {
    const token = await h.login(DEMO.northwindAdmin)
    const demoAdmin = await h.login(DEMO.admin)
    await h.call('POST', '/v2/category', { token: demoAdmin, body: { code: '7777', name: 'Demo only' } })
    const answer = await h.call('POST', '/v2/subcategory/import?dry_run=1', {
      token,
      rawBody: 'code,name,category\n7777-01,Borrowed,7777\n',
      headers: { 'content-type': 'text/csv' },
    })
    const subcategoryImport = masterApi('subcategory').import
    if (!subcategoryImport) throw new Error('sub-categories have no import')
    expect(okBody(subcategoryImport, answer).data.rows[0]?.errors).toEqual([
      {
        field: 'category',
        message: 'Nothing called “7777” was found',
        code: 'notFound',
        params: { text: '7777' },
      },
    ])
  })

  test('another organisation’s project: 404 to read, change or change its team; never listed', async ({
    h,
  }) => {
    const token = await h.login(DEMO.northwindAdmin)
    const [project] = await h.db.select().from(projects).where(eq(projects.code, 'MD-01'))
    const [northwindUser] = await h.db.select().from(users).where(eq(users.email, DEMO.northwindManager))
    const [demoMember] = await h.db.select().from(users).where(eq(users.email, DEMO.moderator))
    const path = `/v2/project/${project?.id}`
    expect((await h.call('GET', path, { token })).status).toBe(404)
    expect((await h.call('PUT', path, { token, body: { archived: true } })).status).toBe(404)
    const team = `/v2/project/users/${project?.id}`
    const join = { user_id: northwindUser?.id, project_role: 'Mole' }
    expect((await h.call('POST', team, { token, body: join })).status).toBe(404)
    expect((await h.call('DELETE', `${team}/${demoMember?.id}`, { token })).status).toBe(404)
    const list = await h.call('GET', '/v2/project?limit=500', { token })
    expect(okBody(projectsApi.list, list).data.map((row) => row.code)).toEqual(['NW-01'])
    const [after] = await h.db
      .select()
      .from(projects)
      .where(eq(projects.id, project?.id as number))
    expect(after).toEqual(project)
    // Nor can a Demo Studios project borrow Northwind's records.
    const [northwindProject] = await h.db.select().from(projects).where(eq(projects.code, 'NW-01'))
    const borrow = await h.call('PUT', path, {
      token: await h.login(DEMO.admin),
      body: { city_ids: northwindProject?.cityIds },
    })
    expect(borrow.status).toBe(400)
  })

  test('another organisation’s budget: every budget route answers 404, and nothing changes', async ({
    h,
  }) => {
    const demo = await h.login(DEMO.admin)
    const token = await h.login(DEMO.northwindAdmin)
    const options = await h.call('GET', '/v2/project/options?search=MD-01', { token: demo })
    const project = present(okBody(directoryApi.projectOptions, options).data[0]).id
    const snapshot = async () => ({
      list: (await h.call('GET', `/v2/budget/project/${project}?limit=500`, { token: demo })).body,
      days: (await h.call('GET', `/v2/dailybudget?project_id=${project}`, { token: demo })).body,
      history: (await h.call('GET', `/v2/budget/budgetUploadHistory?project_id=${project}`, { token: demo }))
        .body,
    })
    const before = await snapshot()
    // The snapshot keeps the answers as sent; the ids are read through the contract's schemas.
    const line = present(budgetApi.list.response.parse(before.list).data.find((row) => row.is_atl)).budget_id
    const day = present(budgetApi.daily.response.parse(before.days).data[0]).dailybudget_id
    const csv = 'Budget Code,Category,Description,Rate\n1,Cast,Mole,1\n'
    const attempts: [
      string,
      string,
      { body?: unknown; rawBody?: string; headers?: Record<string, string> }?,
    ][] = [
      ['GET', `/v2/budget/project/${project}`],
      ['GET', `/v2/budget/project/${project}/atl`],
      ['GET', `/v2/budget/budgetUploadHistory?project_id=${project}`],
      ['GET', `/v2/budget/${line}`],
      ['PUT', `/v2/budget/${line}`, { body: { row_version: 1, rate: 1 } }],
      ['GET', `/v2/budget/logs/${line}`],
      ['GET', `/v2/budget/code/${project}`],
      ['GET', `/v2/budget/getBudgetCodes/${project}`],
      ['GET', `/v2/budget/getCitywiseSummary/${project}`],
      ['GET', `/v2/budget/compare/${project}?from=1&to=2`],
      ['POST', `/v2/budget/project/${project}/versions`, { body: { from_version: 1, note: 'Mole' } }],
      ['PUT', `/v2/budget/project/${project}/versions/1`, { body: { action: 'make_current' } }],
      ['PUT', '/v2/budget/delete/atl', { body: { project_id: project, budgetV: 2, budget_ids: [line] } }],
      ['DELETE', `/v2/budget/${project}?budgetV=2`],
      ['POST', `/v2/budget?project_id=${project}`, { rawBody: csv, headers: { 'content-type': 'text/csv' } }],
      ['GET', `/v2/dailybudget?project_id=${project}`],
      [
        'POST',
        '/v2/dailybudget',
        { body: { project_id: project, dailybudget_date: '2026-12-24', title: 'Mole', lines: [] } },
      ],
      ['PUT', `/v2/dailybudget/dailybudget_id=${day}`, { body: { row_version: 1, title: 'Mole' } }],
    ]
    for (const [method, path, options] of attempts)
      expect((await h.call(method, path, { token, ...options })).status, `${method} ${path}`).toBe(404)
    expect(await snapshot()).toEqual(before)
  })

  test('another organisation’s petty cash: 404 for every holder, float and envelope route, nothing changes', async ({
    h,
  }) => {
    const { pettyCashSetup, bill } = await import('../modules/petty-cash/petty-cash-fixtures')
    const { holderId, approvedFloat, disburse, tokens, ids } = await pettyCashSetup(h)
    const floatId = await approvedFloat(1_000_000)
    okBody(floatsApi.disburse, await disburse(floatId))
    const envelope = okBody(
      envelopesApi.create,
      await h.call('POST', '/v2/pettycash/envelopes', {
        token: tokens.user,
        body: { float_id: floatId, lines: [bill(10_000)] },
      }),
    ).data
    const envelopeId = envelope.envelope_id
    const snapshot = async () => ({
      float: (await h.call('GET', `/v2/pettycash/floats/${floatId}`, { token: tokens.admin })).body,
      envelope: (await h.call('GET', `/v2/pettycash/envelopes/${envelopeId}`, { token: tokens.admin })).body,
    })
    const before = await snapshot()
    const token = await h.login(DEMO.northwindAdmin)
    const payment = { paid_on: '2026-11-22', payment_mode_id: 1 }
    const attempts: [string, string, unknown?][] = [
      [
        'POST',
        '/v2/pettycash/holders',
        { project_id: ids.project, user_id: ids.people.user, float_limit: 1 },
      ],
      ['PUT', `/v2/pettycash/holders/${holderId}`, { float_limit: 1, row_version: 1 }],
      ['POST', '/v2/pettycash/floats', { holder_id: holderId, amount: 1, purpose: 'Mole' }],
      ['GET', `/v2/pettycash/floats/${floatId}`],
      ['PUT', `/v2/pettycash/floats/${floatId}`, { purpose: 'Mole', row_version: 1 }],
      ['POST', `/v2/pettycash/floats/${floatId}/return`, { amount: 1, returned_on: '2026-11-22' }],
      ['POST', `/v2/pettycash/floats/${floatId}/close`, {}],
      ['POST', `/v2/pettycash/floats/${floatId}/cancel`, {}],
      ['POST', '/v2/pettycash/envelopes', { float_id: floatId, lines: [bill(1)] }],
      ['GET', `/v2/pettycash/envelopes/${envelopeId}`],
      ['PUT', `/v2/pettycash/envelopes/${envelopeId}`, { lines: [bill(1)], row_version: 1 }],
      ['POST', `/v2/pettycash/envelopes/${envelopeId}/submit`, {}],
      ['POST', `/v2/pettycash/envelopes/${envelopeId}/audit`, {}],
      ['POST', `/v2/pettycash/envelopes/${envelopeId}/settle`, { ...payment, settlement: 'topped_up' }],
    ]
    for (const [method, path, body] of attempts)
      expect((await h.call(method, path, { token, body })).status, `${method} ${path}`).toBe(404)
    for (const [list, endpoint] of [
      ['holders', pettyCashApi.holders],
      ['floats', floatsApi.list],
      ['envelopes', envelopesApi.list],
    ] as const)
      expect(okBody(endpoint, await h.call('GET', `/v2/pettycash/${list}`, { token })).data).toEqual([])
    expect(await snapshot()).toEqual(before)
  })
})
