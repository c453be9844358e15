import { describe, expect } from 'vitest'
import { budgetActualsApi } from '../../../contract/api/budget-actuals'
import { remainingResponseSchema } from '../../../contract/spend/actuals'
import { takeGrant } from '../../test/grants'
import { DEMO, type Harness, okBody, test } from '../../test/harness'
import { projectId } from './budget-fixtures'

/*
 * GET /v2/budget/remaining/{project}: every code's figures for whoever reads the budget; for whoever
 * may only draft a document, the picker's code names and never a figure; nothing for anyone else.
 */

const remaining = async (h: Harness, who: keyof typeof DEMO, project: number, query: string) =>
  h.call('GET', `/v2/budget/remaining/${project}?${query}`, { token: await h.login(DEMO[who]) })

/** The figures of a 200 answer of /budget/remaining. */
const figures = (answer: Awaited<ReturnType<typeof remaining>>) =>
  okBody(budgetActualsApi.remaining, answer).data

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

  test('a PO drafter picks codes by name and never sees their figures', async ({ h }) => {
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
    // Their draft's codes' figures too are the budget's: whether the draft fits is the preview's.
    const draft = await remaining(h, 'user', project, 'codes=2200-01,2100-01&document_type=po')
    expect(draft.status).toBe(403)
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
    // A drafter never gets figures; an Admin takes the PO grant from Moderators: the picker goes with it.
    expect((await remaining(h, 'moderator', project, 'codes=2200-01&document_type=po')).status).toBe(403)
    expect((await remaining(h, 'moderator', project, 'search=22&document_type=po')).status).toBe(200)
    await takeGrant(h, 'Moderator', 'purchase', 'POST')
    expect((await remaining(h, 'moderator', project, 'search=22&document_type=po')).status).toBe(403)
  })

  test('an expense drafter without budget GET: the picker by name, no figures', async ({ h }) => {
    const project = await projectId(h.db)
    // The Admin Manager drafts expenses; taken their budget GET, they are a drafter like any other.
    await takeGrant(h, 'Admin Manager', 'budget', 'GET')
    const picker = await remaining(h, 'manager', project, 'search=2200&document_type=expense')
    expect([picker.status, figures(picker).codes.length]).toEqual([200, 0])
    expect(figures(picker).choices.length).toBeGreaterThan(0)
    const code = await remaining(h, 'manager', project, 'codes=2200-01&document_type=expense')
    expect(code.status).toBe(403)
    expect((await remaining(h, 'manager', project, 'search=2200')).status).toBe(403)
  })
})
