import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { advancesApi } from '../../../contract/api/advances'
import { contractsApi } from '../../../contract/api/contracts'
import { inventoryApi } from '../../../contract/api/inventory'
import { floatsApi, pettyCashApi } from '../../../contract/api/petty-cash'
import { verificationApi } from '../../../contract/api/purchase'
import {
  CONTRACT_EXPIRY_WINDOWS,
  type DashboardOverview,
  dashboardOverviewResponseSchema,
  INSTALMENT_DUE_DAYS,
} from '../../../contract/dashboard'
import type { AnyEndpoint } from '../../../contract/endpoint'
import { rowsOf } from '../../db/rows'
import { giveGrant } from '../../test/grants'
import { DEMO, DEMO_STUDIOS, type Harness, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { advanceSetup } from '../advances/advance-fixtures'
import { contractSceneOf, datedInstalments } from '../contracts/contract-fixtures'
import { shifted } from '../dates'
import { pettyCashSetup } from '../petty-cash/petty-cash-fixtures'

/*
 * The start page's widgets on the demo organisation: each figure is its module's own (the
 * verification counts, the holders' outstanding, the overdue-hire filter), a widget is null for a
 * role without its module's read permission, and money is one row per currency.
 */

beforeAll(async () => {
  await workerDatabase()
})

const overview = async (h: Harness, who: keyof typeof DEMO): Promise<DashboardOverview> => {
  const answer = await h.call('GET', '/v2/dashboard/overview', { token: await h.login(DEMO[who]) })
  expect(answer.status).toBe(200)
  return dashboardOverviewResponseSchema.parse(answer.body).data
}

const get = async <E extends AnyEndpoint>(h: Harness, who: keyof typeof DEMO, endpoint: E, path: string) => {
  const answer = await h.call('GET', path, { token: await h.login(DEMO[who]) })
  expect(answer.status, path).toBe(200)
  return okBody(endpoint, answer)
}

const countOf = (data: DashboardOverview, type: string) =>
  data.waiting?.find((entry) => entry.type === type)?.count

describe('GET /dashboard/overview', () => {
  test('an Admin gets every widget, each figure its module’s own', async ({ h }) => {
    const data = await overview(h, 'admin')
    expect(data.as_of).toBe('2026-11-22')
    const summary = (await get(h, 'admin', verificationApi.summary, '/v2/verification/summary')).data
    expect(countOf(data, 'po')).toBe(summary.pos_waiting)
    expect(countOf(data, 'challan')).toBe(summary.challans_waiting)
    for (const [type, count] of Object.entries(summary.documents_waiting))
      expect(countOf(data, type), type).toBe(count)
    expect(countOf(data, 'contract')).toBeGreaterThanOrEqual(0)

    const overdue = await get(h, 'admin', inventoryApi.items, '/v2/inventory/items?overdue=1&limit=500')
    expect(data.overdue_hires?.count).toBe(overdue.pagination.total)

    const holders = (await get(h, 'admin', pettyCashApi.holders, '/v2/pettycash/holders?active=1&limit=500'))
      .data
    expect(data.petty_cash).not.toBeNull()
    for (const row of data.petty_cash ?? []) {
      const holder = holders.find((entry) => entry.holder_id === row.holder_id)
      expect(row.outstanding).toBe(holder?.outstanding)
      const aged =
        row.ageing.days_0_7 + row.ageing.days_8_15 + row.ageing.days_16_30 + row.ageing.days_over_30
      expect(aged).toBe(row.outstanding)
    }
    expect(holders.filter((holder) => holder.outstanding > 0).length).toBe(data.petty_cash?.length)

    const contracts = data.contracts
    expect(contracts).not.toBeNull()
    if (contracts) {
      expect(contracts.expiring.days_30).toBeLessThanOrEqual(contracts.expiring.days_60)
      expect(contracts.expiring.days_60).toBeLessThanOrEqual(contracts.expiring.days_90)
      const codes = contracts.instalments_due.amounts.map((amount) => amount.currency_code)
      expect(new Set(codes).size).toBe(codes.length)
    }
    const advanceCodes = (data.advances ?? []).map((row) => row.currency_code)
    expect(new Set(advanceCodes).size).toBe(advanceCodes.length)
  })

  test('the contract dates count what their links list: running contracts by end date, contracts with instalments due', async ({
    h,
  }) => {
    const scene = await contractSceneOf(h)
    // Ending in 10, 45 and 80 days; the first has two instalments due within 30 days, the second one.
    const soon = await scene.executed({
      end_date: '2026-12-02',
      ...datedInstalments(['2026-11-27', '2026-12-12']),
    })
    const later = await scene.executed({
      end_date: '2027-01-06',
      ...datedInstalments(['2026-11-30', '2027-03-01']),
    })
    const last = await scene.executed({
      end_date: '2027-02-10',
      ...datedInstalments(['2027-02-01', '2027-02-09']),
    })
    const data = await overview(h, 'admin')
    const list = async (query: string) => {
      const answer = await get(h, 'admin', contractsApi.list, `/v2/contracts?${query}&limit=100`)
      return answer.data.map((row) => row.contract_id)
    }
    for (const [key, days] of Object.entries(CONTRACT_EXPIRY_WINDOWS)) {
      const listed = await list(
        `statuses=executed,expiring&ends_from=${data.as_of}&ends_by=${shifted(data.as_of, days)}`,
      )
      expect(listed.length, key).toBe(data.contracts?.expiring[key as keyof typeof CONTRACT_EXPIRY_WINDOWS])
    }
    const due = await list(`due_from=${data.as_of}&due_by=${shifted(data.as_of, INSTALMENT_DUE_DAYS)}`)
    expect(due).toEqual(expect.arrayContaining([soon.contract_id, later.contract_id]))
    expect(due).not.toContain(last.contract_id)
    // Three of ours are due; a contract is listed once however many of its instalments are.
    expect(data.contracts?.instalments_due.count).toBeGreaterThanOrEqual(due.length + 1)
    const refused = await h.call('GET', '/v2/contracts?due_from=2026-12-01&due_by=2026-11-01', {
      token: await h.login(DEMO.admin),
    })
    expect(refused.status).toBe(400)
    expect(refusal(refused).errors?.[0]?.path).toBe('due_by')
  })

  test('a widget whose module the role may not read is null, never computed', async ({ h }) => {
    // The Dashboard User reads the dashboard and projects only: the PO and challan counts, nothing else.
    const dashboard = await overview(h, 'dashboard')
    expect(dashboard.waiting?.map((entry) => entry.type)).toEqual(['po', 'challan'])
    expect(dashboard.advances).toBeNull()
    expect(dashboard.petty_cash).toBeNull()
    expect(dashboard.contracts).toBeNull()
    expect(dashboard.overdue_hires).toBeNull()
    // The User works on petty cash, advances and credit notes, not on contracts or inventory.
    const user = await overview(h, 'user')
    expect(user.waiting?.map((entry) => entry.type)).toEqual([
      'po',
      'challan',
      'float',
      'envelope',
      'advance',
      'cn',
    ])
    expect(user.petty_cash).not.toBeNull()
    expect(user.contracts).toBeNull()
    expect(user.overdue_hires).toBeNull()
    // Once an Admin lets crew read contracts, their widget and queue follow.
    await giveGrant(h, 'User', 'contract', 'GET')
    const reader = await overview(h, 'user')
    expect(reader.waiting?.map((entry) => entry.type)).toContain('contract')
    expect(reader.contracts).not.toBeNull()
  })

  test('a caller sees only the projects whose team they are on', async ({ h }) => {
    // The Dashboard User is on no team: nothing waits on them.
    const dashboard = await overview(h, 'dashboard')
    expect(dashboard.waiting?.every((entry) => entry.count === 0)).toBe(true)
  })

  test('brings up to date the contract figures of the projects the caller sees, not the others', async ({
    h,
  }) => {
    // The User is on every demo team: one more project, whose team they are not on.
    await h.db.execute(sql`
      insert into projects (organization_id, name, code, status)
      values (${DEMO_STUDIOS}, 'Closed set', 'CS-01', 'production')`)
    await h.db.execute(sql`
      insert into contract_rollup_changes (project_id, organization_id)
      select id, organization_id from projects where organization_id = ${DEMO_STUDIOS}`)
    // A contract reader: crew, once an Admin lets them read contracts.
    await giveGrant(h, 'User', 'contract', 'GET')
    await overview(h, 'user')
    const projects = rowsOf<{ id: number; member: boolean; stale: boolean }>(
      await h.db.execute(sql`
        select p.id,
          exists (select 1 from project_members m join users u on u.id = m.user_id
                  where m.project_id = p.id and u.email = ${DEMO.user}) as member,
          exists (select 1 from contract_rollup_changes c where c.project_id = p.id) as stale
        from projects p where p.organization_id = ${DEMO_STUDIOS}`),
    )
    expect(projects.some((project) => project.member)).toBe(true)
    expect(projects.some((project) => !project.member)).toBe(true)
    for (const project of projects) expect(project.stale, `project ${project.id}`).toBe(!project.member)
  })

  test('petty cash by holder: the holder list’s outstanding, aged oldest-first in the dashboard’s buckets', async ({
    h,
  }) => {
    const { holderId, approvedFloat, disburse } = await pettyCashSetup(h)
    okBody(floatsApi.disburse, await disburse(await approvedFloat(3_000_000), '2026-11-10'))
    const row = (await overview(h, 'admin')).petty_cash?.find((entry) => entry.holder_id === holderId)
    // Another organisation's Admin sees none of it.
    const theirs = await overview(h, 'northwindAdmin')
    expect(theirs.petty_cash?.some((entry) => entry.holder_id === holderId)).toBe(false)
    expect(row).toMatchObject({
      currency_code: 'INR',
      outstanding: 3_000_000,
      // Paid twelve days before 2026-11-22.
      ageing: { days_0_7: 0, days_8_15: 3_000_000, days_16_30: 0, days_over_30: 0 },
    })
  })

  test('open advances: the vendor ledger’s unadjusted balances, per currency', async ({ h }) => {
    const { paid, call, withPan } = await advanceSetup(h)
    await paid({ amount: 10_000_000 }, '2026-11-03')
    await paid({ amount: 5_000_000 }, '2026-11-04')
    const vendor = okBody(advancesApi.vendorSummary, await call('GET', `/advances/vendor/${withPan}`)).data
      .totals
    expect((await overview(h, 'admin')).advances).toEqual([
      {
        currency_code: 'INR',
        minor_units: 2,
        advances_open: vendor[0]?.advances_open,
        deposits_open: 0,
        count: 2,
      },
    ])
    expect(vendor[0]?.advances_open).toBe(15_000_000)
    // Another organisation's Admin sees none of it.
    expect((await overview(h, 'northwindAdmin')).advances ?? []).toEqual([])
  })

  test('signed out: 401', async ({ h }) => {
    expect((await h.call('GET', '/v2/dashboard/overview')).status).toBe(401)
  })
})
