import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { savedFiltersApi } from '../../../contract/api/saved-filters'
import { savedFilterListResponseSchema, savedFilterResponseSchema } from '../../../contract/saved-filters'
import { savedFilters } from '../../db/schema'
import { giveGrant } from '../../test/grants'
import { DEMO, type Harness, okBody, refusal, test, workerDatabase } from '../../test/harness'

/*
 * Saved contract filters in Demo Studios: Rohan (Admin Manager) saves his own and shares one; Priya
 * (User, who reads contracts) sees only the shared one and cannot change it; the Moderator, who has
 * no contract access, cannot use the scope; Northwind's Admin sees and touches nothing of theirs.
 */

beforeAll(async () => {
  await workerDatabase()
})

const EXPIRING = { statuses: 'executed,expiring', ends_by: '2026-12-31', value_min: '10000000' }

async function scene(h: Harness) {
  // The User shares contract filters here: an Admin lets crew read contracts (not the default).
  await giveGrant(h, 'User', 'contract', 'GET')
  const tokens = {
    manager: await h.login(DEMO.manager),
    user: await h.login(DEMO.user),
    moderator: await h.login(DEMO.moderator),
    northwind: await h.login(DEMO.northwindAdmin),
  }
  const save = (token: string, body: Record<string, unknown>) =>
    h.call('POST', '/v2/saved-filters', { token, body: { scope: 'contracts', ...body } })
  const list = async (token: string) => {
    const answer = await h.call('GET', '/v2/saved-filters?scope=contracts', { token })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(savedFilterListResponseSchema.safeParse(answer.body).success).toBe(true)
    return okBody(savedFiltersApi.list, answer).data
  }
  return { tokens, save, list }
}

describe('saved filters', () => {
  test('are the owner’s, and the organisation’s once shared', async ({ h }) => {
    const { tokens, save, list } = await scene(h)
    const own = await save(tokens.manager, { name: 'Expiring this year', query: EXPIRING })
    expect(own.status, JSON.stringify(own.body)).toBe(200)
    expect(savedFilterResponseSchema.safeParse(own.body).success).toBe(true)
    expect(okBody(savedFiltersApi.create, own).data).toMatchObject({
      name: 'Expiring this year',
      query: EXPIRING,
      shared: false,
      mine: true,
    })
    const shared = await save(tokens.manager, {
      name: 'All drafts',
      query: { status: 'draft' },
      shared: true,
    })
    expect(shared.status).toBe(200)

    expect((await list(tokens.manager)).map((f) => f.name)).toEqual(['All drafts', 'Expiring this year'])
    const seen = await list(tokens.user)
    expect(seen).toEqual([
      expect.objectContaining({ name: 'All drafts', mine: false, shared: true, owner_name: 'Rohan Iyer' }),
    ])
    // The User reads it but may not change or delete it: it is not theirs.
    const id = okBody(savedFiltersApi.create, shared).data.saved_filter_id
    expect(
      (await h.call('PUT', `/v2/saved-filters/${id}`, { token: tokens.user, body: { name: 'Mine' } })).status,
    ).toBe(404)
    expect((await h.call('DELETE', `/v2/saved-filters/${id}`, { token: tokens.user })).status).toBe(404)

    const renamed = await h.call('PUT', `/v2/saved-filters/${id}`, {
      token: tokens.manager,
      body: { name: 'Drafts to chase', query: { statuses: 'draft,rejected' }, shared: false },
    })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    expect(okBody(savedFiltersApi.update, renamed).data).toMatchObject({
      name: 'Drafts to chase',
      query: { statuses: 'draft,rejected' },
      shared: false,
    })
    expect(await list(tokens.user)).toEqual([])

    const gone = await h.call('DELETE', `/v2/saved-filters/${id}`, { token: tokens.manager })
    expect(gone.status).toBe(200)
    expect(okBody(savedFiltersApi.remove, gone).data).toEqual({ saved_filter_id: id, deleted: true })
    expect((await list(tokens.manager)).map((f) => f.name)).toEqual(['Expiring this year'])
  })

  test('a name is the owner’s once per list, in any case: 409 on the name', async ({ h }) => {
    const { tokens, save } = await scene(h)
    expect((await save(tokens.manager, { name: 'Leads', query: {} })).status).toBe(200)
    const again = await save(tokens.manager, { name: 'LEADS', query: { exclusive: '1' } })
    expect(again.status).toBe(409)
    expect(refusal(again).errors).toEqual([
      expect.objectContaining({ path: 'name', message: 'You already have a saved filter with this name' }),
    ])
    // Someone else may use the same name for their own.
    expect((await save(tokens.user, { name: 'Leads', query: {} })).status).toBe(200)
    const other = await save(tokens.manager, { name: 'Other', query: {} })
    const otherId = okBody(savedFiltersApi.create, other).data.saved_filter_id
    const rename = await h.call('PUT', `/v2/saved-filters/${otherId}`, {
      token: tokens.manager,
      body: { name: 'leads' },
    })
    expect(rename.status).toBe(409)
    expect(refusal(rename).errors?.[0]?.path).toBe('name')
  })

  test('hold only what the list takes: 400 on the query’s field', async ({ h }) => {
    const { tokens, save } = await scene(h)
    const reversed = await save(tokens.manager, {
      name: 'Odd',
      query: { value_min: '500', value_max: '100' },
    })
    expect(reversed.status).toBe(400)
    expect(refusal(reversed).errors).toEqual([
      expect.objectContaining({
        path: 'query.value_max',
        message: 'The largest value cannot be below the smallest',
      }),
    ])
    const junk = await save(tokens.manager, { name: 'Junk', query: { drop_table: 'contracts' } })
    expect(junk.status).toBe(400)
    expect(refusal(junk).errors?.[0]).toMatchObject({ path: 'query', message: 'Unknown field: drop_table' })
    // The page is not part of a filter.
    expect((await save(tokens.manager, { name: 'Paged', query: { page_no: '2' } })).status).toBe(400)
    expect((await save(tokens.manager, { name: 'Nested', query: { status: { $ne: 1 } } })).status).toBe(400)
    expect(refusal(await save(tokens.manager, { name: '   ', query: {} })).errors?.[0]?.path).toBe('name')
    expect((await save(tokens.manager, { name: 'Bad scope', scope: 'payroll', query: {} })).status).toBe(400)
    const saved = await save(tokens.manager, { name: 'Fine', query: { status: 'draft' } })
    const savedId = okBody(savedFiltersApi.create, saved).data.saved_filter_id
    const update = await h.call('PUT', `/v2/saved-filters/${savedId}`, {
      token: tokens.manager,
      body: { query: { statuses: 'draft,nonsense' } },
    })
    expect(update.status).toBe(400)
    expect(refusal(update).errors?.[0]?.path).toMatch(/^query\.statuses/)
  })

  test('need the list’s own permission', async ({ h }) => {
    const { tokens, save } = await scene(h)
    expect(
      (await h.call('GET', '/v2/saved-filters?scope=contracts', { token: tokens.moderator })).status,
    ).toBe(403)
    expect((await save(tokens.moderator, { name: 'Sneaky', query: {} })).status).toBe(403)
    expect(await h.db.select().from(savedFilters).where(eq(savedFilters.name, 'Sneaky'))).toEqual([])
  })

  test('stay in their organisation, shared or not', async ({ h }) => {
    const { tokens, save, list } = await scene(h)
    const shared = await save(tokens.manager, { name: 'Shared lead deals', query: EXPIRING, shared: true })
    const id = okBody(savedFiltersApi.create, shared).data.saved_filter_id
    expect(await list(tokens.northwind)).toEqual([])
    const put = await h.call('PUT', `/v2/saved-filters/${id}`, {
      token: tokens.northwind,
      body: { name: 'Taken' },
    })
    expect(put.status).toBe(404)
    expect((await h.call('DELETE', `/v2/saved-filters/${id}`, { token: tokens.northwind })).status).toBe(404)
    expect(
      (
        await h.call('GET', '/v2/saved-filters?scope=contracts&organization_id=2', {
          token: tokens.northwind,
        })
      ).status,
    ).toBe(403)
    const [row] = await h.db.select().from(savedFilters).where(eq(savedFilters.id, id))
    expect(row?.name).toBe('Shared lead deals')
  })
})
