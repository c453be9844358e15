import { describe, expect } from 'vitest'
import { masterApi, mastersApi } from '../../../contract/api/masters'
import { giveGrant } from '../../test/grants'
import { DEMO, okBody, refusal, test } from '../../test/harness'

/*
 * The contract area's lists (module 1010) on the masters engine: what a new organisation starts
 * with, the demo's productions as contract titles, and who may keep them (the contract grants:
 * the Admin keeps them, the Admin Manager reads them, and the User once an Admin lets crew read
 * contracts; a Moderator does not see them).
 */
describe('contract lists', () => {
  test('start with an Indian office’s defaults, each demo production a title', async ({ h }) => {
    await giveGrant(h, 'User', 'contract', 'GET')
    const token = await h.login(DEMO.user)
    const agreements = await h.call('GET', '/v2/agreement?limit=50', { token })
    expect(agreements.status).toBe(200)
    expect(
      okBody(masterApi('agreement').list, agreements)
        .data.map((row) => row.agreement_kind)
        .sort(),
    ).toEqual([
      'co_production',
      'commission',
      'crew',
      'location',
      'music',
      'platform_licence',
      'talent',
      'vendor',
    ])
    const reminders = await h.call('GET', '/v2/remindertype?search=expiry', { token })
    expect(okBody(masterApi('remindertype').list, reminders).data).toEqual([
      expect.objectContaining({ name: 'Contract expiry', event: 'expiry', days_before: 30 }),
    ])
    const hindi = await h.call('GET', '/v2/language?search=hindi', { token })
    const languages = okBody(masterApi('language').list, hindi).data
    expect(languages).toEqual([expect.objectContaining({ iso_code: 'hi' })])

    const titles = await h.call('GET', '/v2/contractproject?search=monsoon', { token })
    const titleRows = okBody(masterApi('contractproject').list, titles).data
    expect(titleRows).toHaveLength(1)
    const [title] = titleRows
    expect(title).toMatchObject({ name: 'Monsoon Diaries', release_year: 2027 })
    expect(title?.project_id).toEqual(expect.any(Number))
    expect(title?.language_id).toBe(languages[0]?.language_id)

    const cast = await h.call('GET', '/v2/contractcategory?search=cast', { token })
    const castRow = okBody(masterApi('contractcategory').list, cast).data[0]
    if (!castRow) throw new Error('no cast contract category')
    const castId = castRow.contract_category_id
    const subs = await h.call('GET', `/v2/contractsubcategory?contractcategory_id=${castId}`, { token })
    expect(
      okBody(masterApi('contractsubcategory').list, subs)
        .data.map((row) => row.name)
        .sort(),
    ).toEqual(['Lead cast', 'Supporting cast'])
  })

  test('the Admins add to them; the User only reads; a Moderator neither', async ({ h }) => {
    const platform = { name: 'Regional satellite channel', platform_kind: 'broadcast' }
    const user = await h.login(DEMO.user)
    // By default crew do not read contracts or their lists; an Admin may let them.
    expect((await h.call('GET', '/v2/platform', { token: user })).status).toBe(403)
    await giveGrant(h, 'User', 'contract', 'GET')
    expect((await h.call('GET', '/v2/platform', { token: user })).status).toBe(200)
    expect((await h.call('POST', '/v2/platform', { token: user, body: platform })).status).toBe(403)
    const moderator = await h.login(DEMO.moderator)
    expect((await h.call('GET', '/v2/platform', { token: moderator })).status).toBe(403)
    const admin = await h.login(DEMO.admin)
    const added = await h.call('POST', '/v2/platform', { token: admin, body: platform })
    expect(added.status).toBe(200)
    expect(okBody(masterApi('platform').create, added).data).toMatchObject(platform)
    const wrongKind = await h.call('POST', '/v2/platform', {
      token: admin,
      body: { name: 'Pirate site', platform_kind: 'pirate' },
    })
    expect(wrongKind.status).toBe(400)
    expect(refusal(wrongKind).errors).toEqual([expect.objectContaining({ path: 'platform_kind' })])
  })
})

test('the contract lists page counts its lists and the registers it shares, not the settings ones', async ({
  h,
}) => {
  await giveGrant(h, 'User', 'contract', 'GET')
  const token = await h.login(DEMO.user)
  const summary = await h.call('GET', '/v2/contract/lists/summary', { token })
  expect(summary.status).toBe(200)
  const counts = Object.fromEntries(
    okBody(mastersApi.contractSummary, summary).data.map((row) => [row.key, row.active]),
  )
  expect(counts).toMatchObject({ agreement: 8, remindertype: 5, language: 10, contractproject: 2 })
  expect(counts.vendor).toBeGreaterThan(0)
  expect(counts).not.toHaveProperty('city')
})
