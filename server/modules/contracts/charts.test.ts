import { beforeAll, describe, expect } from 'vitest'
import { contractsApi } from '../../../contract/api/contracts'
import { contractChartsResponseSchema } from '../../../contract/contracts'
import { giveGrant } from '../../test/grants'
import { okBody, test, workerDatabase } from '../../test/harness'
import { contractScene, present } from './contract-fixtures'

/*
 * /contractChartView's figures on MD-01: two executed deals (₹9,00,000 ending in December with
 * instalments due in November and December, ₹30,00,000 ending in March), a draft of ₹1,00,000 and
 * a cancelled one, which the value charts leave out.
 */

beforeAll(async () => {
  await workerDatabase()
})

describe('contract charts', () => {
  test('value by agreement type and status, expiries and what falls due by month', async ({ h }) => {
    const scene = await contractScene(
      h.db,
      (method, path, token, body) => h.call(method, path, { token, body }),
      (email) => h.login(email),
    )
    const short = await scene.executed({
      end_date: '2026-12-15',
      start_date: '2026-11-20',
      value: 900_000_00,
      instalments: [
        { label: 'Advance', trigger: 'date', due_date: '2026-11-28', percent: '50', budget_code: '1300-02' },
        { label: 'Balance', trigger: 'date', due_date: '2026-12-10', percent: '50', budget_code: '1300-02' },
      ],
    })
    await scene.executed()
    await scene.create(
      scene.draft({
        value: 100_000_00,
        instalments: [{ label: 'All', trigger: 'signing', percent: '100', budget_code: '1300-02' }],
      }),
    )
    const cancelled = okBody(contractsApi.create, await scene.create(scene.draft())).data.contract_id
    await scene.act(cancelled, 'cancel', scene.tokens.manager)
    await scene.act(short.contract_id, 'payments', scene.tokens.admin, {
      instalment_id: present(short.instalments[0]).instalment_id,
      amount: 100_000_00,
      paid_on: '2026-11-21',
    })

    // A reader who may not change contracts: crew, once an Admin lets them read contracts.
    await giveGrant(h, 'User', 'contract', 'GET')
    const answer = await h.call('GET', `/v2/contracts/charts?project_id=${scene.projectId}`, {
      token: scene.tokens.user,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(contractChartsResponseSchema.safeParse(answer.body).success).toBe(true)
    const charts = okBody(contractsApi.charts, answer).data
    expect(charts.by_agreement).toEqual([
      expect.objectContaining({
        name: 'Artiste agreement',
        kind: 'talent',
        currency_code: 'INR',
        count: 3,
        value: 4_000_000_00,
      }),
    ])
    const statuses = Object.fromEntries(charts.by_status.map((row) => [row.status, [row.count, row.value]]))
    expect(statuses).toEqual({
      executed: [2, 3_900_000_00],
      draft: [1, 100_000_00],
      cancelled: [1, 3_000_000_00],
    })
    expect(charts.by_platform).toEqual([expect.objectContaining({ platform_id: null, count: 3 })])
    expect(charts.expiries).toEqual([
      { month: '2026-12', count: 1 },
      { month: '2027-03', count: 1 },
    ])
    // ₹4,50,000 due in November less ₹1,00,000 paid; ₹4,50,000 in December. The talent deal's
    // instalments have no due dates (signing, shoot start, dubbing).
    expect(charts.instalments_due).toEqual([
      { month: '2026-11', currency_code: 'INR', minor_units: 2, amount: 350_000_00 },
      { month: '2026-12', currency_code: 'INR', minor_units: 2, amount: 450_000_00 },
    ])
    const northwind = await h.login('admin@northwind.test')
    const theirs = await h.call('GET', '/v2/contracts/charts', { token: northwind })
    expect(okBody(contractsApi.charts, theirs).data.by_status).toEqual([])
  })
})
