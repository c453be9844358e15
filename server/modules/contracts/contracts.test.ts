import { beforeAll, describe, expect } from 'vitest'
import { contractsApi } from '../../../contract/api/contracts'
import { contractListResponseSchema, contractResponseSchema } from '../../../contract/contracts'
import { allowDatesAhead } from '../../test/dating'
import { giveGrant } from '../../test/grants'
import { DEMO, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { CONTRACT_CODE, CONTRACT_VALUE, contractSceneOf, present } from './contract-fixtures'

/*
 * Contracts on MD-01 (no contract approval levels, so the Admins approve): Rohan, the line
 * producer (Admin Manager), drafts and submits; Asha, the Admin, approves. A talent deal of ₹30,00,000 on 1300-01 in three instalments. Nothing moves on the code
 * until both sides have signed; then the whole value is committed; a payment moves its amount from
 * committed to actual; termination stops what is unpaid from being committed.
 */

beforeAll(async () => {
  await workerDatabase()
})

const CODE = CONTRACT_CODE
const VALUE = CONTRACT_VALUE

const setup = contractSceneOf

describe('a contract’s instalments', () => {
  test('total its value: percentages take the rounding on the last one', async ({ h }) => {
    const { draft, create } = await setup(h)
    const created = await create(draft({ value: 1_000_01 }))
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(contractResponseSchema.safeParse(created.body).success).toBe(true)
    const contract = okBody(contractsApi.create, created).data
    const amounts = contract.instalments.map((instalment) => instalment.amount)
    expect(amounts).toEqual([33_330, 33_330, 33_341])
    expect(contract.contract_no).toBe('MD-01/CON/0001')
    expect(contract.status).toBe('draft')
  })

  test('are refused when they do not add up, or say neither or both of percentage and amount', async ({
    h,
  }) => {
    const { draft, create } = await setup(h)
    const short = await create(
      draft({
        instalments: [
          { label: 'On signing', trigger: 'signing', amount: 1_000_000_00, budget_code: CODE },
          { label: 'On delivery', trigger: 'delivery', percent: '50', budget_code: CODE },
        ],
      }),
    )
    expect(short.status).toBe(400)
    expect(refusal(short).errors).toEqual([
      expect.objectContaining({
        path: 'instalments',
        message: 'The instalments add up to 25,00,000.00 INR; the contract value is 30,00,000.00 INR',
      }),
    ])
    const both = await create(
      draft({
        instalments: [{ label: 'All', trigger: 'signing', amount: VALUE, percent: '100', budget_code: CODE }],
      }),
    )
    expect(refusal(both).errors?.[0]?.path).toBe('instalments.0.amount')
    const undated = await create(
      draft({ instalments: [{ label: 'All', trigger: 'date', percent: '100', budget_code: CODE }] }),
    )
    expect(refusal(undated).errors?.[0]?.path).toBe('instalments.0.due_date')
    const unknown = await create(
      draft({ instalments: [{ label: 'All', trigger: 'signing', percent: '100', budget_code: '9999-99' }] }),
    )
    expect(refusal(unknown).errors?.[0]).toMatchObject({
      path: 'instalments.0.budget_code',
      code: 'unknownCode',
    })
    const backwards = await create(draft({ end_date: '2026-11-30' }))
    expect(refusal(backwards).errors?.[0]?.path).toBe('end_date')
    const nobody = await create(draft({ counterparty_name: null }))
    expect(refusal(nobody).errors?.[0]?.path).toBe('counterparty_name')
  })
})

type Step =
  | 'draft'
  | 'submit'
  | 'approve'
  | 'send'
  | 'counterparty signs'
  | 'company signs'
  | 'pay'
  | 'terminate'

describe('what each step moves on the code (committed, actual, as moves from before the draft)', () => {
  test('draft to termination', async ({ h }) => {
    await allowDatesAhead(h)
    const { draft, create, act, tokens, figures } = await setup(h)
    const before = await figures()
    const rows: [Step, number, number][] = []
    const note = async (step: Step) => {
      const after = await figures()
      rows.push([step, after.committed - before.committed, after.actual - before.actual])
    }
    const created = await create(draft())
    const id = okBody(contractsApi.create, created).data.contract_id
    await note('draft')
    const submitted = await act(id, 'submit', tokens.manager)
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    expect(okBody(contractsApi.submit, submitted).data.status).toBe('submitted')
    await note('submit')
    // Rohan drafted it: he never approves it; the Admin does.
    expect((await act(id, 'approve', tokens.manager)).status).toBe(403)
    expect(okBody(contractsApi.approve, await act(id, 'approve', tokens.admin)).data.status).toBe('approved')
    await note('approve')
    expect(
      okBody(contractsApi.send, await act(id, 'send', tokens.admin, { sent_on: '2026-11-22' })).data.status,
    ).toBe('sent')
    await note('send')
    const half = await act(id, 'sign', tokens.admin, { party: 'counterparty', signed_on: '2026-11-23' })
    // Only the side that has not signed yet may sign now.
    expect(okBody(contractsApi.sign, half).data).toMatchObject({
      status: 'partly_signed',
      can_sign_counterparty: false,
      can_sign_company: true,
    })
    await note('counterparty signs')
    const signed = await act(id, 'sign', tokens.admin, { party: 'company', signed_on: '2026-11-24' })
    const executed = okBody(contractsApi.sign, signed).data
    expect(executed).toMatchObject({
      status: 'executed',
      executed_on: '2026-11-24',
      committed: VALUE,
    })
    await note('company signs')
    const first = present(executed.instalments[0])
    const paid = await act(id, 'payments', tokens.admin, {
      instalment_id: first.instalment_id,
      amount: first.amount,
      paid_on: '2026-11-25',
      reference: 'UTR 2611250001',
    })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    expect(okBody(contractsApi.pay, paid).data.instalments[0]).toMatchObject({
      paid: first.amount,
      committed: 0,
    })
    await note('pay')
    const ended = await act(id, 'terminate', tokens.admin, {
      ended_on: '2026-12-15',
      reason: 'Role written out',
    })
    expect(okBody(contractsApi.terminate, ended).data.status).toBe('terminated')
    await note('terminate')

    expect(rows).toEqual([
      ['draft', 0, 0],
      ['submit', 0, 0],
      ['approve', 0, 0],
      ['send', 0, 0],
      ['counterparty signs', 0, 0],
      ['company signs', VALUE, 0],
      ['pay', VALUE - first.amount, first.amount],
      ['terminate', 0, first.amount],
    ])
  })

  test('payments never take an instalment above its amount, and only an executed contract is paid', async ({
    h,
  }) => {
    await allowDatesAhead(h)
    const { draft, create, act, tokens } = await setup(h)
    const id = okBody(contractsApi.create, await create(draft())).data.contract_id
    const early = await act(id, 'send', tokens.admin, { sent_on: '2026-11-22' })
    expect([early.status, refusal(early).code]).toEqual([409, 'contractStep'])
    await act(id, 'submit', tokens.manager)
    await act(id, 'approve', tokens.admin)
    expect(
      refusal(await h.call('PUT', `/v2/contracts/${id}`, { token: tokens.admin, body: { title: 'Changed' } }))
        .code,
    ).toBe('notEditable')
    await act(id, 'send', tokens.admin, { sent_on: '2026-11-22' })
    await act(id, 'sign', tokens.admin, { party: 'company', signed_on: '2026-11-22' })
    const twice = await act(id, 'sign', tokens.admin, { party: 'company', signed_on: '2026-11-23' })
    expect(refusal(twice).code).toBe('contractStep')
    const signed = await act(id, 'sign', tokens.admin, { party: 'counterparty', signed_on: '2026-11-22' })
    const first = present(okBody(contractsApi.sign, signed).data.instalments[0])
    const over = await act(id, 'payments', tokens.admin, {
      instalment_id: first.instalment_id,
      amount: first.amount + 1,
      paid_on: '2026-11-25',
    })
    expect([over.status, refusal(over).code, refusal(over).errors?.[0]?.path]).toEqual([
      400,
      'overInstalment',
      'amount',
    ])
    const beforeExecution = await act(id, 'payments', tokens.admin, {
      instalment_id: first.instalment_id,
      amount: 100,
      paid_on: '2026-11-21',
    })
    expect(refusal(beforeExecution).errors?.[0]?.path).toBe('paid_on')
    expect(refusal(await act(id, 'cancel', tokens.admin)).code).toBe('notCancellable')
  })
})

describe('who reaches contracts', () => {
  test('crew read them only once an Admin lets them, never draft; another organisation never finds them', async ({
    h,
  }) => {
    const { draft, create, tokens } = await setup(h)
    const id = okBody(contractsApi.create, await create(draft())).data.contract_id
    expect((await create(draft(), tokens.user)).status).toBe(403)
    // By default crew do not read contracts: they carry other people's PAN, fees and instalments.
    expect((await h.call('GET', '/v2/contracts', { token: tokens.user })).status).toBe(403)
    expect((await h.call('GET', `/v2/contracts/${id}`, { token: tokens.user })).status).toBe(403)
    await giveGrant(h, 'User', 'contract', 'GET')
    expect((await create(draft(), tokens.user)).status).toBe(403)
    const list = await h.call('GET', '/v2/contracts?search=anaya', { token: tokens.user })
    expect(contractListResponseSchema.safeParse(list.body).success).toBe(true)
    expect(okBody(contractsApi.list, list).data.map((row) => row.contract_id)).toContain(id)
    const northwind = await h.login(DEMO.northwindAdmin)
    expect((await h.call('GET', `/v2/contracts/${id}`, { token: northwind })).status).toBe(404)
    expect((await h.call('POST', `/v2/contracts/${id}/submit`, { token: northwind, body: {} })).status).toBe(
      404,
    )
    const theirs = await h.call('GET', '/v2/contracts', { token: northwind })
    expect(okBody(contractsApi.list, theirs).data).toEqual([])
    // Nor can it draft on our project.
    const foreign = await create(draft(), northwind)
    expect(foreign.status).toBe(404)
  })
})
