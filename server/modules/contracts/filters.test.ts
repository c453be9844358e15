import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { contractsApi } from '../../../contract/api/contracts'
import { contractListResponseSchema } from '../../../contract/contracts'
import { contractLanguages, contractPlatforms, vendors } from '../../db/schema'
import { giveGrant } from '../../test/grants'
import { DEMO, DEMO_STUDIOS, type Harness, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { contractScene, present } from './contract-fixtures'

/*
 * GET /v2/contracts by any combination of a contract's fields, on three deals of MD-01:
 * - Kavya's lead (executed, ₹30,00,000, exclusive, OTT and theatrical rights in India and SAARC,
 *   on the first platform, in the first language; nothing paid yet),
 * - a camera rental from Prime Lens (a draft of ₹5,00,000 per day, no GST, on the second platform),
 * - a cameo (executed, ₹1,00,000, paid in full).
 */

beforeAll(async () => {
  await workerDatabase()
})

async function scene(h: Harness) {
  const base = await contractScene(
    h.db,
    (method, path, token, body) => h.call(method, path, { token, body }),
    (email) => h.login(email),
  )
  const [first, second] = await h.db
    .select({ id: contractPlatforms.id })
    .from(contractPlatforms)
    .where(eq(contractPlatforms.organizationId, DEMO_STUDIOS))
    .orderBy(contractPlatforms.id)
    .limit(2)
  const [language] = await h.db
    .select({ id: contractLanguages.id })
    .from(contractLanguages)
    .where(eq(contractLanguages.organizationId, DEMO_STUDIOS))
    .limit(1)
  const [primeLens] = await h.db
    .select({ id: vendors.id })
    .from(vendors)
    .where(
      and(
        eq(vendors.organizationId, DEMO_STUDIOS),
        eq(vendors.legalName, 'Prime Lens Camera Rentals Private Limited'),
      ),
    )
  if (!first || !second || !language || !primeLens) throw new Error('no demo platforms, language or vendor')
  const lead = await base.executed({
    exclusive: true,
    platform_id: first.id,
    language_id: language.id,
    rights_media: ['OTT', 'Theatrical'],
    rights_territory: 'India and SAARC',
  })
  const rental = await base.create(
    base.draft({
      title: 'Alexa kit, 20 days',
      counterparty_name: null,
      counterparty_pan: null,
      role: null,
      vendor_id: primeLens.id,
      fee_basis: 'per_day',
      gst_treatment: 'none',
      platform_id: second.id,
      value: 500_000_00,
      start_date: '2026-12-10',
      end_date: '2026-12-31',
      instalments: [{ label: 'On delivery', trigger: 'delivery', percent: '100', budget_code: '1300-02' }],
    }),
  )
  expect(rental.status, JSON.stringify(rental.body)).toBe(200)
  const cameo = await base.executed({
    title: 'Cameo, 2 days',
    value: 100_000_00,
    start_date: '2026-11-25',
    end_date: '2026-11-30',
    instalments: [{ label: 'All', trigger: 'signing', percent: '100', budget_code: '1300-02' }],
  })
  const paid = await base.act(cameo.contract_id, 'payments', base.tokens.admin, {
    instalment_id: present(cameo.instalments[0]).instalment_id,
    amount: 100_000_00,
    paid_on: '2026-11-21',
  })
  expect(paid.status, JSON.stringify(paid.body)).toBe(200)
  // A reader who may not change contracts: crew, once an Admin lets them read contracts.
  await giveGrant(h, 'User', 'contract', 'GET')
  const titles = async (query: string, token = base.tokens.user) => {
    const answer = await h.call('GET', `/v2/contracts?${query}&sort=title`, { token })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(contractListResponseSchema.safeParse(answer.body).success).toBe(true)
    return okBody(contractsApi.list, answer).data.map((contract) => contract.title)
  }
  return {
    ...base,
    ids: { first: first.id, second: second.id, language: language.id, primeLens: primeLens.id },
    titles,
    lead: lead.title,
    rental: okBody(contractsApi.create, rental).data.title,
    cameo: cameo.title,
  }
}

/** Titles in order, as the list sorted by title answers them. */
const sorted = (...titles: string[]) => titles.sort()

describe('the contract list’s field filters', () => {
  test('each field narrows the list, and they combine', async ({ h }) => {
    const s = await scene(h)
    const { lead, rental, cameo } = s
    expect(await s.titles('')).toEqual(sorted(lead, rental, cameo))
    expect(await s.titles(`platform_id=${s.ids.first}`)).toEqual(sorted(lead))
    expect(await s.titles(`language_id=${s.ids.language}&exclusive=1`)).toEqual(sorted(lead))
    expect(await s.titles('exclusive=0')).toEqual(sorted(rental, cameo))
    expect(await s.titles('fee_basis=per_day')).toEqual(sorted(rental))
    expect(await s.titles('gst_treatment=exclusive')).toEqual(sorted(lead, cameo))
    expect(await s.titles('statuses=draft,executed')).toEqual(sorted(lead, rental, cameo))
    expect(await s.titles('statuses=draft, submitted')).toEqual(sorted(rental))
    // `status` keeps working, and with `statuses` both must hold.
    expect(await s.titles('status=executed&statuses=draft,executed')).toEqual(sorted(lead, cameo))
    expect(await s.titles('value_min=10000000&value_max=50000000')).toEqual(sorted(cameo, rental))
    expect(await s.titles('value_min=50000001')).toEqual(sorted(lead))
    expect(await s.titles('starts_from=2026-12-01&starts_to=2026-12-05')).toEqual(sorted(lead))
    expect(await s.titles('ends_from=2026-12-01&ends_by=2026-12-31')).toEqual(sorted(rental))
    expect(await s.titles('rights_media=ott')).toEqual(sorted(lead))
    expect(await s.titles('rights_media=OT')).toEqual([])
    expect(await s.titles('rights_territory=saarc')).toEqual(sorted(lead))
    expect(await s.titles('counterparty=prime%20lens')).toEqual(sorted(rental))
    expect(await s.titles('counterparty=kavya')).toEqual(sorted(lead, cameo))
    expect(await s.titles('has_unpaid=1')).toEqual(sorted(lead))
    expect(await s.titles('has_unpaid=0')).toEqual(sorted(rental, cameo))
    expect(
      await s.titles(
        `statuses=executed,expiring&value_min=100000000&ends_by=2027-03-31&exclusive=1&platform_id=${s.ids.first}&has_unpaid=1`,
      ),
    ).toEqual(sorted(lead))
    expect(await s.titles(`platform_id=${s.ids.second}&statuses=executed`)).toEqual([])
  })

  test('a bad value is refused with a message on its field', async ({ h }) => {
    const token = await h.login(DEMO.admin)
    const refused = async (query: string) => {
      const answer = await h.call('GET', `/v2/contracts?${query}`, { token })
      expect(answer.status, query).toBe(400)
      return refusal(answer).errors
    }
    expect(await refused('value_min=500&value_max=100')).toEqual(
      sorted(
        expect.objectContaining({
          path: 'value_max',
          message: 'The largest value cannot be below the smallest',
        }),
      ),
    )
    expect(await refused('ends_from=2027-01-01&ends_by=2026-12-01')).toEqual(
      sorted(expect.objectContaining({ path: 'ends_by' })),
    )
    expect(await refused('starts_from=2027-01-01&starts_to=2026-12-01')).toEqual(
      sorted(expect.objectContaining({ path: 'starts_to' })),
    )
    expect((await refused('statuses=draft,bogus'))?.[0]?.path).toMatch(/^statuses/)
    expect((await refused('value_min=12.50'))?.[0]?.path).toBe('value_min')
    expect((await refused('exclusive=yes'))?.[0]?.path).toBe('exclusive')
    expect((await refused('platform_id=abc'))?.[0]?.path).toBe('platform_id')
    expect((await refused('fee_basis=hourly'))?.[0]?.path).toBe('fee_basis')
  })

  test('another organisation sees none of them, whatever it asks', async ({ h }) => {
    const s = await scene(h)
    const northwind = await h.login(DEMO.northwindAdmin)
    expect(await s.titles(`platform_id=${s.ids.first}`, northwind)).toEqual([])
    expect(await s.titles('counterparty=prime%20lens', northwind)).toEqual([])
    expect(await s.titles('counterparty=kavya&has_unpaid=1', northwind)).toEqual([])
    expect(await s.titles('statuses=draft,executed&rights_media=ott', northwind)).toEqual([])
    // Asking in Demo Studios' name is refused outright.
    const theirs = await h.call('GET', '/v2/contracts?organization_id=2&counterparty=kavya', {
      token: northwind,
    })
    expect(theirs.status).toBe(403)
  })
})
