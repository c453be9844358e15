import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { contractsApi } from '../../../contract/api/contracts'
import { expensesApi } from '../../../contract/api/expenses'
import { rowsOf } from '../../db/rows'
import { giveGrant } from '../../test/grants'
import { DEMO_STUDIOS, type Harness, okBody, test, workerDatabase } from '../../test/harness'
import { expensesApprovedAtOnce, makeVendor } from '../expenses/expense-fixtures'
import { CONTRACT_CODE, contractSceneOf, datedInstalments, present } from './contract-fixtures'
import { refreshContractStatuses } from './reminders'
import { freshContractRollups } from './rollup'
import { live, rolled } from './rollup-fixtures'

/*
 * The contract rollup equals the live figures after every kind of write that moves them: drafting,
 * editing, cancelling, executing, paying, invoicing an instalment through an approved expense,
 * amending, terminating, the hourly status refresh and a delete made straight in the database. The
 * live side is read here contract by contract and instalment by instalment (settledSql per row),
 * not through the grouped joins the rollup uses, so the two computations are independent.
 */

beforeAll(async () => {
  await workerDatabase()
})

async function expectEqual(h: Harness, step: string) {
  expect(await rolled(h.db), step).toEqual(await live(h.db))
}

describe('the contract rollup', () => {
  test('equals the live figures after every write that moves them', async ({ h }) => {
    const scene = await contractSceneOf(h)
    await expectEqual(h, 'the demo, without MD-01 contracts')

    const draft = okBody(contractsApi.create, await scene.create(scene.draft({ value: 200_000_00 }))).data
      .contract_id
    await expectEqual(h, 'a draft')
    await h.call('PUT', `/v2/contracts/${draft}`, {
      token: scene.tokens.manager,
      body: { value: 300_000_00, row_version: 0 },
    })
    await expectEqual(h, 'the draft edited')
    await scene.act(draft, 'cancel', scene.tokens.manager)
    await expectEqual(h, 'the draft cancelled')

    const soon = await scene.executed({
      end_date: '2026-12-10',
      start_date: '2026-11-20',
      value: 600_000_00,
      ...datedInstalments(['2026-11-30', '2027-01-15']),
    })
    const later = await scene.executed(datedInstalments(['2026-12-20', '2027-02-01']))
    await expectEqual(h, 'two executed')

    await scene.act(soon.contract_id, 'payments', scene.tokens.admin, {
      instalment_id: present(soon.instalments[0]).instalment_id,
      amount: 100_000_00,
      paid_on: '2026-11-21',
    })
    await expectEqual(h, 'a payment')

    await expensesApprovedAtOnce(h.db, scene.projectId)
    const loanOut = await makeVendor(h.db, 'Kavya Rao Productions LLP', null)
    const invoiced = await h.call('POST', '/v2/expenses', {
      token: scene.tokens.admin,
      body: {
        project_id: scene.projectId,
        budget_code: CONTRACT_CODE,
        vendor_id: loanOut,
        invoice_no: 'KRP-ROLLUP-1',
        invoice_date: '2026-11-21',
        amount: 50_000_00,
        contract_instalment_id: present(later.instalments[0]).instalment_id,
      },
    })
    expect(invoiced.status, JSON.stringify(invoiced.body)).toBe(200)
    const expenseId = okBody(expensesApi.create, invoiced).data.expense_id
    const submitted = await h.call('POST', `/v2/expenses/${expenseId}/submit`, { token: scene.tokens.admin })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    await expectEqual(h, 'an invoice approved on an instalment')

    const amended = await scene.act(later.contract_id, 'amend', scene.tokens.admin, {
      reason: 'Two more days',
    })
    expect(amended.status, JSON.stringify(amended.body)).toBe(200)
    await expectEqual(h, 'an amendment drafted')

    await scene.act(soon.contract_id, 'terminate', scene.tokens.admin, {
      ended_on: '2026-11-25',
      reason: 'Schedule moved',
    })
    await expectEqual(h, 'a termination')

    const third = await scene.executed({ end_date: '2026-12-05', start_date: '2026-11-20' })
    await refreshContractStatuses(h.db, new Date('2026-12-06T00:00:00Z'))
    await expectEqual(h, 'expired by the hourly refresh')

    await h.db.execute(sql`delete from contract_payments where contract_id = ${soon.contract_id}`)
    await h.db.execute(sql`update contracts set value = value + 1 where id = ${third.contract_id}`)
    await expectEqual(h, 'changed straight in the database')
  })

  test('is rebuilt only when something changed, and a list total reads it', async ({ h }) => {
    const scene = await contractSceneOf(h)
    await scene.executed()
    await freshContractRollups(h.db, DEMO_STUDIOS)
    // A rebuild deletes and writes the project's rows again: new row versions, at new places.
    const rowsAt = async () =>
      rowsOf<{ at: string }>(
        await h.db.execute(
          sql`select ctid::text as at from contract_rollups where project_id = ${scene.projectId} order by ctid`,
        ),
      ).map((row) => row.at)
    const pending = async () =>
      rowsOf<{ count: number }>(
        await h.db.execute(
          sql`select count(*)::int as count from contract_rollup_changes where project_id = ${scene.projectId}`,
        ),
      )[0]?.count
    const rolledAt = await rowsAt()
    expect(rolledAt.length).toBeGreaterThan(0)
    expect(await pending()).toBe(0)
    await freshContractRollups(h.db, DEMO_STUDIOS)
    expect(await rowsAt()).toEqual(rolledAt)

    await scene.create(scene.draft())
    expect(await pending()).toBeGreaterThan(0)
    // A reader who may not change contracts: crew, once an Admin lets them read contracts.
    await giveGrant(h, 'User', 'contract', 'GET')
    // One page of one row: the page itself is the total, so ask for a page the rows overflow.
    const listed = await h.call('GET', `/v2/contracts?project_id=${scene.projectId}&limit=1`, {
      token: scene.tokens.user,
    })
    expect(okBody(contractsApi.list, listed).pagination.total).toBe(2)
    expect(await pending()).toBe(0)
    expect(await rowsAt()).not.toEqual(rolledAt)
    const drafts = await h.call('GET', `/v2/contracts?project_id=${scene.projectId}&status=draft&limit=1`, {
      token: scene.tokens.user,
    })
    expect(okBody(contractsApi.list, drafts).pagination.total).toBe(1)
  })
})
