import { beforeAll, describe, expect } from 'vitest'
import { contractsApi } from '../../../contract/api/contracts'
import { dprApi } from '../../../contract/api/dpr'
import { dcrResponseSchema, dealRatesResponseSchema } from '../../../contract/dpr'
import { allowDatesAhead } from '../../test/dating'
import { DEMO, type Harness, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { contractScene } from '../contracts/contract-fixtures'
import { shootWorkTypeId } from './dpr-fixtures'
import { dprBody } from './permission-cases'

/*
 * Deal rates in the DCR: an artiste on a per-day contract of ₹45,000 (₹4,000 an hour over) is
 * costed at it on a report whose cast row names the contract. Only the project's signed contracts
 * running that day with a day rate are offered, and accepted.
 */

beforeAll(async () => {
  await workerDatabase()
})

const DAY = '2026-11-24'

async function setup(h: Harness) {
  const scene = await contractScene(
    h.db,
    (method, path, token, body) => h.call(method, path, { token, body }),
    (email) => h.login(email),
  )
  const shoot = await shootWorkTypeId(h.db)
  const perDay = await scene.executed({
    title: 'Kavya Rao — 10 days',
    fee_basis: 'per_day',
    rate: 4_500_000,
    overtime_rate: 400_000,
    guaranteed_units: 10,
    value: 45_000_000,
    start_date: '2026-11-20',
    instalments: [{ label: 'On signing', trigger: 'signing', percent: '100', budget_code: '1300-01' }],
  })
  const drafted = await scene.create(
    scene.draft({ title: 'Not signed yet', fee_basis: 'per_day', rate: 100_000 }),
  )
  const moderator = await h.login(DEMO.moderator)
  const report = (contractId: number) => ({
    project_id: scene.projectId,
    shoot_date: DAY,
    ...dprBody(shoot),
    cast: [{ name: 'Kavya Rao', status: 'W', call: '07:00', wrap: '17:00', contract_id: contractId }],
  })
  return { scene, perDay, draftId: okBody(contractsApi.create, drafted).data.contract_id, moderator, report }
}

describe('deal rates', () => {
  test('are offered for the day, and cost a contracted artiste’s day in the DCR', async ({ h }) => {
    await allowDatesAhead(h)
    const { scene, perDay, draftId, moderator, report } = await setup(h)
    const offered = await h.call(
      'GET',
      `/v2/dpr/deal-rates?project_id=${scene.projectId}&shoot_date=${DAY}`,
      {
        token: moderator,
      },
    )
    expect(offered.status).toBe(200)
    const deals = dealRatesResponseSchema.parse(offered.body).data
    expect(deals).toEqual([
      expect.objectContaining({
        contract_id: perDay.contract_id,
        day_rate: 4_500_000,
        overtime_rate: 400_000,
      }),
    ])
    // Before its term it is not offered.
    const early = await h.call(
      'GET',
      `/v2/dpr/deal-rates?project_id=${scene.projectId}&shoot_date=2026-11-19`,
      {
        token: moderator,
      },
    )
    expect(okBody(dprApi.dealRates, early).data).toEqual([])

    const refused = await h.call('POST', '/v2/dpr', { token: moderator, body: report(draftId) })
    expect([refused.status, refusal(refused).errors?.[0]?.path]).toEqual([400, 'cast.0.contract_id'])
    const filed = await h.call('POST', '/v2/dpr', { token: moderator, body: report(perDay.contract_id) })
    expect(filed.status, JSON.stringify(filed.body)).toBe(200)
    const dcr = dcrResponseSchema.parse(
      (await h.call('GET', `/v2/dpr/${okBody(dprApi.create, filed).data.dpr_id}/dcr`, { token: moderator }))
        .body,
    ).data
    // 07:00–17:00 is 90 minutes past the 8.5-hour shift: 1.5 hours at ₹4,000.
    expect(dcr.lines.find((line) => line.kind === 'cast')).toMatchObject({
      label: 'Kavya Rao',
      base: 4_500_000,
      overtime_minutes: 90,
      overtime: 600_000,
      amount: 5_100_000,
    })
  })

  test('of another organisation’s project are not found', async ({ h }) => {
    const { scene } = await setup(h)
    const northwind = await h.login(DEMO.northwindAdmin)
    const answer = await h.call('GET', `/v2/dpr/deal-rates?project_id=${scene.projectId}&shoot_date=${DAY}`, {
      token: northwind,
    })
    expect(answer.status).toBe(404)
  })
})
