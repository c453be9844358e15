import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { inventoryApi } from '../../../contract/api/inventory'
import { dashboardProjectsResponseSchema } from '../../../contract/cost-report'
import { DEMO_INVENTORY_PROJECT } from '../../../contract/demo-inventory'
import { REPORT_KEYS, type Report, reportResponseSchema } from '../../../contract/reports'
import { projects } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, type Harness, okBody, test, workerDatabase } from '../../test/harness'
import { projectId } from '../budget/budget-fixtures'
import { lose, propOf } from '../inventory/inventory-fixtures'
import { CODE } from '../petty-cash/petty-cash-fixtures'
import { spendMaps } from '../spend/ledger'

/*
 * /apps/reports on MD-01 (the demo's budget, spend, petty cash, contracts, inventory and DPRs), as
 * of the harness's 22 November 2026. The registers read the modules' own ledgers, so their figures
 * are the budget's and the dashboard's on the same data.
 */

beforeAll(async () => {
  await workerDatabase()
})

async function report(h: Harness, key: string, query: string, who: keyof typeof DEMO = 'admin') {
  const answer = await h.call('GET', `/v2/reports/${key}?${query}`, { token: await h.login(DEMO[who]) })
  return answer
}
const parsed = (answer: { status: number; body: unknown }): Report => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return reportResponseSchema.parse(answer.body).data
}
const sumBy = (rows: Report['rows'], key: string, value: string) => {
  const sums = new Map<string, number>()
  for (const row of rows) sums.set(String(row[key]), (sums.get(String(row[key])) ?? 0) + Number(row[value]))
  return sums
}

describe('reports', () => {
  test('transactions and commitments add up, code by code, to the ledger the budget and dashboard read', async ({
    h,
  }) => {
    const project = await projectId(h.db)
    const transactions = parsed(await report(h, 'transactions', `project_id=${project}`))
    const commitments = parsed(await report(h, 'commitments', `project_id=${project}`))
    const spend = await spendMaps(h.db, { tenantId: DEMO_STUDIOS, projectId: project, through: '2026-11-22' })
    expect(transactions.rows.length).toBeGreaterThan(0)
    expect(commitments.rows.length).toBeGreaterThan(0)
    expect(sumBy(transactions.rows, 'budget_code', 'amount')).toEqual(spend.actual)
    expect(sumBy(commitments.rows, 'budget_code', 'amount')).toEqual(spend.committed)
    // Each row names its document, with the link the document's own module gives.
    expect(transactions.rows.every((row) => typeof row.document === 'string' && row.link)).toBe(true)

    const cost = parsed(await report(h, 'cost', `project_id=${project}`))
    const dashboard = dashboardProjectsResponseSchema.parse(
      (await h.call('GET', '/v2/dashboard/projects', { token: await h.login(DEMO.admin) })).body,
    ).data
    const md01 = dashboard.projects.find((one) => one.project_id === project)
    const { period_actual: _period, ...dashboardTotals } = md01?.totals ?? { period_actual: 0 }
    const { period_actual: _ours, ...costTotals } = cost.totals
    expect(costTotals).toEqual(dashboardTotals)
    for (const row of cost.rows)
      expect([row.budget_code, row.actual, row.committed]).toEqual([
        row.budget_code,
        spend.actual.get(String(row.budget_code)) ?? 0,
        spend.committed.get(String(row.budget_code)) ?? 0,
      ])
  })

  test('a period keeps the transactions dated in it; totals are the money columns’ sums', async ({ h }) => {
    const project = await projectId(h.db)
    const all = parsed(await report(h, 'transactions', `project_id=${project}`))
    const dates = all.rows.map((row) => String(row.date)).sort()
    const middle = dates[Math.floor(dates.length / 2)] as string
    const later = parsed(await report(h, 'transactions', `project_id=${project}&from=${middle}`))
    expect(later.rows.every((row) => String(row.date) >= middle)).toBe(true)
    expect(later.rows.length).toBeLessThan(all.rows.length)
    expect(later.totals.amount).toBe(later.rows.reduce((sum, row) => sum + Number(row.amount), 0))
    const backwards = await report(h, 'transactions', `project_id=${project}&from=2026-11-22&to=2026-11-01`)
    expect(backwards.status).toBe(400)
    expect(JSON.stringify(backwards.body)).toContain('The period ends on or after it starts')
  })

  test('every register answers for MD-01 in the same shape', async ({ h }) => {
    const project = await projectId(h.db)
    for (const key of REPORT_KEYS) {
      const answer = parsed(await report(h, key, `project_id=${project}&from=2026-01-01&to=2026-11-22`))
      expect(answer.key).toBe(key)
      expect(answer.currency.code).toBe('INR')
      for (const row of answer.rows)
        expect(Object.keys(row).sort()).toEqual(
          expect.arrayContaining(answer.columns.map((column) => column.key).sort()),
        )
    }
    const contracts = parsed(await report(h, 'contracts', `project_id=${project}`))
    expect(contracts.rows.some((row) => String(row.contract).startsWith('MD-01/CON/'))).toBe(true)
    for (const row of contracts.rows)
      expect(row.open).toBe(Math.max(0, Number(row.amount) - Number(row.settled)))
    // City of Lights keeps the demo's inventory and daily reports.
    const [cityOfLights] = await h.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.code, DEMO_INVENTORY_PROJECT))
    const assets = parsed(await report(h, 'assets', `project_id=${cityOfLights?.id}`))
    expect(assets.rows.map((row) => String(row.item))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^INV-\d{4}$/)]),
    )
    const days = parsed(await report(h, 'dpr', `project_id=${cityOfLights?.id}`))
    expect(days.rows.some((row) => String(row.dpr).startsWith('DPR-'))).toBe(true)
    const unknown = await report(h, 'ledgers', `project_id=${project}`)
    expect(unknown.status).toBe(400)
  })

  test('an item’s charge is listed under the item’s number and name, as the asset register names it', async ({
    h,
  }) => {
    const project = await projectId(h.db)
    const token = await h.login(DEMO.admin)
    const item = await propOf(h, token, project, 'Brass urn', CODE)
    okBody(inventoryApi.moveItem, await lose(h, token, item, 250_000, '2026-11-20'))
    const assets = parsed(await report(h, 'assets', `project_id=${project}`))
    const number = assets.rows.find((row) => row.name === 'Brass urn')?.item
    expect(number).toMatch(/^INV-\d{4}$/)
    const transactions = parsed(await report(h, 'transactions', `project_id=${project}`))
    expect(transactions.rows).toContainEqual(
      expect.objectContaining({
        document_type: 'item',
        document: `${number} Brass urn`,
        link: `/inventoryView?item=${item}`,
        amount: 250_000,
      }),
    )
  })

  test('needs the report’s own module and a project in the caller’s organisation', async ({ h }) => {
    const project = await projectId(h.db)
    expect((await report(h, 'transactions', `project_id=${project}`, 'northwindAdmin')).status).toBe(404)
    expect((await report(h, 'tds', `project_id=${project}`, 'dashboard')).status).toBe(403)
    const anonymous = await h.call('GET', `/v2/reports/tds?project_id=${project}`)
    expect(anonymous.status).toBe(401)
  })
})
