import { describe, expect } from 'vitest'
import { budgetActualsApi } from '../../../contract/api/budget-actuals'
import { userRolesApi } from '../../../contract/api/user-roles'
import { remainingResponseSchema } from '../../../contract/spend/actuals'
import { DEMO, type Harness, okBody, refusal, test } from '../../test/harness'
import { projectId } from './budget-fixtures'

/*
 * GET /v2/budget/remaining/{project}: every code's figures for whoever reads the budget; for whoever
 * may only draft a document, the figures of the codes their draft books on and the picker's code
 * names without figures; nothing for anyone else.
 */

const remaining = async (h: Harness, who: keyof typeof DEMO, project: number, query: string) =>
  h.call('GET', `/v2/budget/remaining/${project}?${query}`, { token: await h.login(DEMO[who]) })

/** The figures of a 200 answer of /budget/remaining. */
const figures = (answer: Awaited<ReturnType<typeof remaining>>) =>
  okBody(budgetActualsApi.remaining, answer).data

async function takeGrant(h: Harness, roleName: string, module: string, method: string) {
  const token = await h.login(DEMO.admin)
  const role = okBody(userRolesApi.list, await h.call('GET', '/v2/userrole', { token })).data.find(
    (r) => r.name === roleName,
  )
  await h.call('PUT', `/v2/userrole/${role?.role_id}`, {
    token,
    body: { permissions: [{ module_name: module, method_name: method, permission_active: 1 }] },
  })
}

describe('remaining figures by role', () => {
  test('a budget reader searches codes with their figures', async ({ h }) => {
    const project = await projectId(h.db)
    const answer = await remaining(h, 'manager', project, 'search=2200')
    expect(answer.status).toBe(200)
    expect(remainingResponseSchema.safeParse(answer.body).success).toBe(true)
    const read = figures(answer)
    expect(read.choices.length).toBeGreaterThan(0)
    expect(read.codes).toHaveLength(read.choices.length)
    expect(read.codes[0]).toHaveProperty('remaining')
  })

  test('a PO drafter picks codes by name and sees the figures of their draft’s codes only', async ({ h }) => {
    const project = await projectId(h.db)
    const picker = await remaining(h, 'user', project, 'search=2200&document_type=po')
    expect(picker.status).toBe(200)
    expect(remainingResponseSchema.safeParse(picker.body).success).toBe(true)
    const picked = figures(picker)
    expect(picked.choices.length).toBeGreaterThan(0)
    expect(picked.choices[0]).toEqual({
      budget_code: expect.any(String),
      description: expect.anything(),
    })
    expect(picked.codes).toEqual([])
    // No search at all lists codes by name too (the first 50), never their figures.
    const all = await remaining(h, 'moderator', project, 'document_type=po')
    expect(all.status).toBe(200)
    const named = figures(all)
    expect(named.choices.length).toBeGreaterThan(0)
    expect(named.choices.length).toBeLessThanOrEqual(50)
    expect(named.codes).toEqual([])
    const draft = await remaining(h, 'user', project, 'codes=2200-01,2100-01&document_type=po')
    expect(draft.status).toBe(200)
    expect(figures(draft).codes).toEqual([
      expect.objectContaining({ budget_code: '2100-01', remaining: expect.any(Number) }),
      expect.objectContaining({ budget_code: '2200-01', remaining: expect.any(Number) }),
    ])
    // More codes than one draft holds: asked one draft at a time.
    const many = Array.from({ length: 201 }, (_, index) => `C-${index}`).join(',')
    const refused = await h.call('GET', `/v2/budget/remaining/${project}?codes=${many}&document_type=po`, {
      token: await h.login(DEMO.user),
    })
    expect([refused.status, refusal(refused).errors?.[0]?.path]).toEqual([400, 'codes'])
  })

  test('without budget GET or a draft they may write, nobody sees figures', async ({ h }) => {
    const project = await projectId(h.db)
    // No document named: the User reads no budget.
    expect((await remaining(h, 'user', project, 'search=2200')).status).toBe(403)
    expect((await remaining(h, 'user', project, 'codes=2200-01')).status).toBe(403)
    // Expenses are not the User's to draft.
    expect((await remaining(h, 'user', project, 'codes=2200-01&document_type=expense')).status).toBe(403)
    // The Dashboard User is on no team: the project is not found.
    expect((await remaining(h, 'dashboard', project, 'codes=2200-01&document_type=po')).status).toBe(404)
    // An Admin takes the PO grant from Moderators: their drafts' figures go with it.
    expect((await remaining(h, 'moderator', project, 'codes=2200-01&document_type=po')).status).toBe(200)
    await takeGrant(h, 'Moderator', 'purchase', 'POST')
    expect((await remaining(h, 'moderator', project, 'codes=2200-01&document_type=po')).status).toBe(403)
    expect((await remaining(h, 'moderator', project, 'search=22&document_type=po')).status).toBe(403)
  })

  test('an expense drafter without budget GET: their draft’s code, the picker by name', async ({ h }) => {
    const project = await projectId(h.db)
    // The Admin Manager drafts expenses; taken their budget GET, they are a drafter like any other.
    await takeGrant(h, 'Admin Manager', 'budget', 'GET')
    const picker = await remaining(h, 'manager', project, 'search=2200&document_type=expense')
    expect([picker.status, figures(picker).codes.length]).toEqual([200, 0])
    expect(figures(picker).choices.length).toBeGreaterThan(0)
    const code = await remaining(h, 'manager', project, 'codes=2200-01&document_type=expense')
    expect(figures(code).codes).toHaveLength(1)
    expect((await remaining(h, 'manager', project, 'search=2200')).status).toBe(403)
  })
})
