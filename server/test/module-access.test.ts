import { beforeAll, describe, expect } from 'vitest'
import { floatsApi, pettyCashApi } from '../../contract/api/petty-cash'
import { MODULES } from '../../contract/codes'
import { spendIds } from '../modules/purchase/purchase-fixtures'
import { DEMO, okBody, refusal, test, workerDatabase } from './harness'

/*
 * Each user's module access is enforced by the server, from the current grants, on every endpoint
 * of the module (http/permissions.ts): the role's permission is not enough. The red team's cases:
 * an Admin Manager without petty cash created holders and floats; a User whose petty cash an Admin
 * took away still listed floats with an old token and a new one.
 */

beforeAll(async () => {
  await workerDatabase()
})

describe('module access per user', () => {
  test('without petty cash in their module access, the Admin Manager neither reads nor writes it', async ({
    h,
  }) => {
    const ids = await spendIds(h.db)
    const admin = await h.login(DEMO.admin)
    // The role's defaults, without the petty cash the demo adds for its Line Producer.
    const withoutCash = [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1008, 1009, 1010, 1014]
    expect(
      (
        await h.call('PUT', `/v2/users/${ids.people.manager}`, {
          token: admin,
          body: { module_access: withoutCash },
        })
      ).status,
    ).toBe(200)
    const manager = await h.login(DEMO.manager)
    const holder = await h.call('POST', '/v2/pettycash/holders', {
      token: manager,
      body: { project_id: ids.project, user_id: ids.people.user, float_limit: 100_000 },
    })
    expect(holder.status).toBe(403)
    expect(refusal(holder).message).toMatch(/pcr/)
    expect((await h.call('GET', '/v2/pettycash/floats', { token: manager })).status).toBe(403)
    // Given it back, the same token works on its next call.
    await h.call('PUT', `/v2/users/${ids.people.manager}`, {
      token: admin,
      body: { module_access: [...withoutCash, MODULES.PCR] },
    })
    okBody(floatsApi.list, await h.call('GET', '/v2/pettycash/floats', { token: manager }))
  })

  test('petty cash taken from a User: their old token and a new one are refused at once', async ({ h }) => {
    const ids = await spendIds(h.db)
    const admin = await h.login(DEMO.admin)
    const old = await h.login(DEMO.user)
    okBody(floatsApi.list, await h.call('GET', '/v2/pettycash/floats', { token: old }))
    okBody(pettyCashApi.holders, await h.call('GET', '/v2/pettycash/holders', { token: old }))
    await h.call('PUT', `/v2/users/${ids.people.user}`, {
      token: admin,
      body: { module_access: [MODULES.Project, MODULES.VAR] },
    })
    const fresh = await h.login(DEMO.user)
    for (const token of [old, fresh]) {
      expect((await h.call('GET', '/v2/pettycash/floats', { token })).status).toBe(403)
      expect((await h.call('GET', '/v2/pettycash/holders', { token })).status).toBe(403)
    }
    // Vendor advances, still in their module access, still answer.
    expect((await h.call('GET', '/v2/advances', { token: fresh })).status).toBe(200)
  })

  test('an Admin is never limited by module access', async ({ h }) => {
    const ids = await spendIds(h.db)
    const admin = await h.login(DEMO.admin)
    await h.call('PUT', `/v2/users/${ids.people.admin}`, { token: admin, body: { module_access: [] } })
    expect((await h.call('GET', '/v2/pettycash/floats', { token: admin })).status).toBe(200)
  })
})
