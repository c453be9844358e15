import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { contractsApi } from '../../../contract/api/contracts'
import { expensesApi } from '../../../contract/api/expenses'
import { contractResponseSchema } from '../../../contract/contracts'
import { rowsOf } from '../../db/rows'
import { giveGrant } from '../../test/grants'
import { type Harness, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { expensesApprovedAtOnce, makeVendor } from '../expenses/expense-fixtures'
import { CONTRACT_CODE, CONTRACT_VALUE, contractSceneOf, present } from './contract-fixtures'
import { settledJoinedSql, settledJoins, settledSql } from './ledger'

/*
 * An instalment's invoice booked as an expense: the talent's loan-out company invoices the first
 * instalment (₹9,99,900 on 1300-01). Approved, it is actual through the expense and leaves the
 * contract's commitment: the code's committed falls by exactly what its actual rises by, never
 * counted twice. Payments and invoices together never pass the instalment.
 */

beforeAll(async () => {
  await workerDatabase()
})

async function setup(h: Harness) {
  const scene = await contractSceneOf(h)
  await expensesApprovedAtOnce(h.db, scene.projectId)
  const loanOut = await makeVendor(h.db, 'Kavya Rao Productions LLP', null)
  const invoice = (body: Record<string, unknown>) =>
    h.call('POST', '/v2/expenses', {
      token: scene.tokens.admin,
      body: {
        project_id: scene.projectId,
        budget_code: CONTRACT_CODE,
        vendor_id: loanOut,
        invoice_no: `KRP-${Math.round(Math.random() * 1e6)}`,
        invoice_date: '2026-11-21',
        ...body,
      },
    })
  return { ...scene, invoice }
}

/** What is settled on each of the tenant's instalments, read per row (settledSql) and grouped (settledJoins). */
async function settledBothWays(h: Harness, instalmentId: number) {
  const read = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ id: number; settled: string }>(await h.db.execute(query)).map((row) => [
      row.id,
      Number(row.settled),
    ])
  const tenant = rowsOf<{ tenant: number }>(
    await h.db.execute(
      sql`select organization_id as tenant from contract_instalments where id = ${instalmentId}`,
    ),
  )[0]?.tenant as number
  return {
    perRow: await read(
      sql`select ci.id, ${settledSql} as settled from contract_instalments ci where ci.organization_id = ${tenant} order by ci.id`,
    ),
    grouped: await read(
      sql`select ci.id, ${settledJoinedSql} as settled from contract_instalments ci ${settledJoins({ tenantId: tenant })} where ci.organization_id = ${tenant} order by ci.id`,
    ),
  }
}

describe('an invoice for a contract instalment', () => {
  test('is actual through the expense and comes off the commitment once approved', async ({ h }) => {
    const { executed, invoice, figures, tokens, act } = await setup(h)
    const before = await figures()
    const contract = await executed()
    const first = present(contract.instalments[0])
    expect(await figures()).toEqual({ committed: before.committed + CONTRACT_VALUE, actual: before.actual })

    const offered = await h.call(
      'GET',
      `/v2/expenses/contract-instalments?project_id=${contract.project_id}`,
      {
        token: tokens.admin,
      },
    )
    expect(okBody(expensesApi.contractInstalments, offered).data).toContainEqual(
      expect.objectContaining({
        instalment_id: first.instalment_id,
        open: first.amount,
        budget_code: CONTRACT_CODE,
      }),
    )
    const drafted = await invoice({ contract_instalment_id: first.instalment_id, amount: first.amount })
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200)
    const draftedData = okBody(expensesApi.create, drafted).data
    expect(draftedData.contract_instalment_id).toBe(first.instalment_id)
    // A draft moves nothing, but holds its share: the instalment cannot be paid on top of it.
    expect(await figures()).toEqual({ committed: before.committed + CONTRACT_VALUE, actual: before.actual })
    // Its detail's live impact counts it out of the instalment's commitment: it adds nothing more.
    const shown = await h.call('GET', `/v2/expenses/${draftedData.expense_id}`, { token: tokens.admin })
    expect(okBody(expensesApi.get, shown).data.budget).toEqual([
      expect.objectContaining({ budget_code: CONTRACT_CODE, this_document: 0 }),
    ])
    const over = await act(contract.contract_id, 'payments', tokens.admin, {
      instalment_id: first.instalment_id,
      amount: 100,
      paid_on: '2026-11-22',
    })
    expect(refusal(over).code).toBe('overInstalment')

    const id = draftedData.expense_id
    const submitted = await h.call('POST', `/v2/expenses/${id}/submit`, { token: tokens.admin, body: {} })
    expect(okBody(expensesApi.submit, submitted).data.status, JSON.stringify(submitted.body)).toBe('approved')
    // Committed falls by exactly what actual rises by.
    expect(await figures()).toEqual({
      committed: before.committed + CONTRACT_VALUE - first.amount,
      actual: before.actual + first.amount,
    })
    const left = await h.call('GET', `/v2/expenses/contract-instalments?project_id=${contract.project_id}`, {
      token: tokens.admin,
    })
    expect(okBody(expensesApi.contractInstalments, left).data.map((one) => one.instalment_id)).not.toContain(
      first.instalment_id,
    )
    const detail = await h.call('GET', `/v2/contracts/${contract.contract_id}`, { token: tokens.admin })
    const detailData = okBody(contractsApi.get, detail).data
    expect(detailData).toMatchObject({
      invoiced: first.amount,
      committed: CONTRACT_VALUE - first.amount,
    })
    expect(detailData.instalments[0]).toMatchObject({ invoiced: first.amount, committed: 0 })

    // The charts' grouped reading of what is settled answers what the per-instalment one does.
    const second = present(contract.instalments[1])
    const paid = await act(contract.contract_id, 'payments', tokens.admin, {
      instalment_id: second.instalment_id,
      amount: 1_000_00,
      paid_on: '2026-11-22',
    })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    const held = await invoice({ contract_instalment_id: second.instalment_id, amount: 2_000_00 })
    expect(held.status, JSON.stringify(held.body)).toBe(200)
    const { perRow, grouped } = await settledBothWays(h, first.instalment_id)
    expect(grouped).toEqual(perRow)
    expect(Object.fromEntries(perRow)).toMatchObject({
      [first.instalment_id]: first.amount,
      [second.instalment_id]: 1_000_00,
    })
  })

  test('is refused over what is left, on another code, or with a PO line', async ({ h }) => {
    const { executed, invoice, draft, create } = await setup(h)
    const contract = await executed()
    const first = present(contract.instalments[0])
    const second = present(contract.instalments[1])
    const over = await invoice({ contract_instalment_id: first.instalment_id, amount: first.amount + 1 })
    expect([over.status, refusal(over).code, refusal(over).errors?.[0]?.path]).toEqual([
      400,
      'overInstalment',
      'amount',
    ])
    const elsewhere = await invoice({
      contract_instalment_id: second.instalment_id,
      amount: 100,
      budget_code: '2000-01',
    })
    expect(refusal(elsewhere).errors?.[0]?.path).toBe('budget_code')
    const both = await invoice({ contract_instalment_id: second.instalment_id, amount: 100, po_line_id: 1 })
    expect(refusal(both).errors?.[0]?.path).toBe('contract_instalment_id')
    // An unsigned contract's instalment takes no invoice.
    const unsigned = okBody(contractsApi.create, await create(draft())).data
    const early = await invoice({
      contract_instalment_id: present(unsigned.instalments[0]).instalment_id,
      amount: 100,
    })
    expect(refusal(early).errors?.[0]?.path).toBe('contract_instalment_id')
  })

  test('the contract’s detail lists the expenses invoicing each instalment; without expenses, only amounts', async ({
    h,
  }) => {
    const { executed, invoice, tokens } = await setup(h)
    const contract = await executed()
    const first = present(contract.instalments[0])
    const approved = okBody(
      expensesApi.create,
      await invoice({
        contract_instalment_id: first.instalment_id,
        amount: 500_000_00,
        invoice_no: 'KRP-101',
      }),
    ).data
    await h.call('POST', `/v2/expenses/${approved.expense_id}/submit`, { token: tokens.admin, body: {} })
    const drafted = okBody(
      expensesApi.create,
      await invoice({
        contract_instalment_id: first.instalment_id,
        amount: first.amount - 500_000_00,
        invoice_no: 'KRP-102',
        invoice_date: '2026-11-22',
      }),
    ).data
    const detailAs = async (token: string) => {
      const answer = await h.call('GET', `/v2/contracts/${contract.contract_id}`, { token })
      expect(contractResponseSchema.safeParse(answer.body).success, JSON.stringify(answer.body)).toBe(true)
      return okBody(contractsApi.get, answer).data.instalments
    }
    const [withInvoices, second] = await detailAs(tokens.admin)
    expect(withInvoices?.invoices).toEqual([
      {
        expense_id: approved.expense_id,
        invoice_no: 'KRP-101',
        invoice_date: '2026-11-21',
        status: 'approved',
        amount: 500_000_00,
      },
      {
        expense_id: drafted.expense_id,
        invoice_no: 'KRP-102',
        invoice_date: '2026-11-22',
        status: 'draft',
        amount: first.amount - 500_000_00,
      },
    ])
    expect(second?.invoices).toEqual([])
    // Only what counts as settled leaves the commitment (the approved one); the draft holds its share.
    expect(withInvoices).toMatchObject({ invoiced: 500_000_00, committed: first.amount - 500_000_00 })
    // A cancelled invoice no longer holds anything, so it is not listed.
    await h.call('POST', `/v2/expenses/${drafted.expense_id}/cancel`, { token: tokens.admin, body: {} })
    expect((await detailAs(tokens.admin))[0]?.invoices).toHaveLength(1)
    // A User an Admin lets read contracts, who does not read expenses: the amount only.
    await giveGrant(h, 'User', 'contract', 'GET')
    expect((await detailAs(tokens.user))[0]?.invoices).toEqual([
      { expense_id: null, invoice_no: null, invoice_date: null, status: null, amount: 500_000_00 },
    ])
  })
})
