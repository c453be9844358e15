import { beforeAll, describe, expect } from 'vitest'
import { contractsApi } from '../../../contract/api/contracts'
import { contractResponseSchema } from '../../../contract/contracts'
import { allowDatesAhead } from '../../test/dating'
import { DEMO, type Harness, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { CONTRACT_CODE, CONTRACT_VALUE, contractSceneOf, present } from './contract-fixtures'

/*
 * Amendments and renewals: a signed contract is never edited, a new version is drafted from it.
 * The figures on 1300-01 (committed, actual) are read after each step, as moves from before the
 * contract was drafted.
 */

beforeAll(async () => {
  await workerDatabase()
})

const CODE = CONTRACT_CODE
const VALUE = CONTRACT_VALUE

async function setup(h: Harness) {
  const { figures, ...scene } = await contractSceneOf(h)
  const { tokens, act } = scene
  /** Submitted, approved, sent and signed by both sides on `on`. */
  const execute = async (id: number, on = '2026-11-22') => {
    await act(id, 'submit', tokens.manager)
    await act(id, 'approve', tokens.admin)
    await act(id, 'send', tokens.admin, { sent_on: on })
    await act(id, 'sign', tokens.admin, { party: 'counterparty', signed_on: on })
    return act(id, 'sign', tokens.admin, { party: 'company', signed_on: on })
  }
  const put = (id: number, body: Record<string, unknown>) =>
    h.call('PUT', `/v2/contracts/${id}`, { token: tokens.manager, body })
  return { ...scene, figures, execute, put }
}

describe('an amendment', () => {
  test('is a new version that replaces the signed one once executed, carrying what was paid', async ({
    h,
  }) => {
    await allowDatesAhead(h)
    const { executed, act, tokens, figures, execute, put } = await setup(h)
    const before = await figures()
    const moved = async () => {
      const now = await figures()
      return [now.committed - before.committed, now.actual - before.actual]
    }
    const v1 = await executed()
    const first = present(v1.instalments[0])
    await act(v1.contract_id, 'payments', tokens.admin, {
      instalment_id: first.instalment_id,
      amount: first.amount,
      paid_on: '2026-11-21',
    })
    expect(await moved()).toEqual([VALUE - first.amount, first.amount])

    // The User reads contracts but does not draft a version of one.
    expect((await act(v1.contract_id, 'amend', tokens.user, { reason: 'More days' })).status).toBe(403)
    const drafted = await act(v1.contract_id, 'amend', tokens.manager, { reason: 'Four more shoot days' })
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200)
    expect(contractResponseSchema.safeParse(drafted.body).success).toBe(true)
    const v2 = okBody(contractsApi.amend, drafted).data
    expect(v2).toMatchObject({
      contract_no: 'MD-01/CON/0001 v2',
      version: 2,
      version_kind: 'amendment',
      previous_id: v1.contract_id,
      change_reason: 'Four more shoot days',
      status: 'draft',
      value: VALUE,
      can_edit: true,
    })
    expect(v2.versions.map((version) => version.version)).toEqual([1, 2])
    // One amendment at a time, and the signed version itself stays as it was.
    const again = await act(v1.contract_id, 'amend', tokens.manager, { reason: 'Again' })
    expect([again.status, refusal(again).code]).toEqual([409, 'contractVersionOpen'])
    expect(refusal(await put(v1.contract_id, { title: 'Changed' })).code).toBe('notEditable')
    expect(await moved()).toEqual([VALUE - first.amount, first.amount])

    // The paid instalment stays at its place, on its code and at least at what was paid.
    const raised = VALUE + 400_000_00
    const instalments = [
      { label: 'On signing', trigger: 'signing', amount: first.amount, budget_code: CODE },
      { label: 'Shoot start', trigger: 'shoot_start', amount: 1_400_000_00, budget_code: CODE },
      {
        label: 'On dubbing',
        trigger: 'dubbing',
        amount: raised - first.amount - 1_400_000_00,
        budget_code: CODE,
      },
    ]
    const lowered = instalments.map((one, index) =>
      index === 0
        ? { ...one, amount: one.amount - 100_00 }
        : index === 1
          ? { ...one, amount: one.amount + 100_00 }
          : one,
    )
    const dropped = await put(v2.contract_id, { value: raised, instalments: lowered })
    expect([dropped.status, refusal(dropped).errors?.[0]?.path]).toEqual([400, 'instalments.0.amount'])
    const raisedDraft = await put(v2.contract_id, { value: raised, instalments })
    expect(raisedDraft.status, JSON.stringify(raisedDraft.body)).toBe(200)

    const signed = await execute(v2.contract_id)
    expect(signed.status, JSON.stringify(signed.body)).toBe(200)
    const v2Executed = okBody(contractsApi.sign, signed).data
    expect(v2Executed).toMatchObject({
      status: 'executed',
      paid: first.amount,
      committed: raised - first.amount,
    })
    expect(v2Executed.instalments[0]).toMatchObject({
      paid: first.amount,
      carried_paid: first.amount,
      committed: 0,
    })
    const old = await h.call('GET', `/v2/contracts/${v1.contract_id}`, { token: tokens.admin })
    expect(okBody(contractsApi.get, old).data).toMatchObject({
      status: 'amended',
      committed: 0,
      can_amend: false,
      can_pay: false,
    })
    // Committed rises by the increase only; the payment stays actual where it was.
    expect(await moved()).toEqual([raised - first.amount, first.amount])

    // Its paid instalment takes nothing more; the rest is paid on the new version.
    const over = await act(v2.contract_id, 'payments', tokens.admin, {
      instalment_id: present(v2Executed.instalments[0]).instalment_id,
      amount: 1,
      paid_on: '2026-11-23',
    })
    expect(refusal(over).code).toBe('overInstalment')
    const second = present(v2Executed.instalments[1])
    await act(v2.contract_id, 'payments', tokens.admin, {
      instalment_id: second.instalment_id,
      amount: second.amount,
      paid_on: '2026-11-23',
    })
    expect(await moved()).toEqual([raised - first.amount - second.amount, first.amount + second.amount])
    // An amended version is not amended again; its successor is.
    expect(refusal(await act(v1.contract_id, 'amend', tokens.manager, { reason: 'Once more' })).code).toBe(
      'contractStep',
    )
  })

  test('cannot be executed when it no longer keeps what was paid meanwhile', async ({ h }) => {
    const { executed, act, tokens, execute, put } = await setup(h)
    const v1 = await executed()
    const v2 = okBody(
      contractsApi.amend,
      await act(v1.contract_id, 'amend', tokens.manager, { reason: 'Fewer days' }),
    ).data
    const lower = VALUE - 500_000_00
    const changed = await put(v2.contract_id, {
      value: lower,
      instalments: [
        { label: 'On signing', trigger: 'signing', amount: 500_000_00, budget_code: CODE },
        { label: 'On dubbing', trigger: 'dubbing', amount: lower - 500_000_00, budget_code: CODE },
      ],
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    // The first instalment is paid in full under v1 while v2 is on its way: v2 would pay it again.
    const paidInFull = present(v1.instalments[0])
    await act(v1.contract_id, 'payments', tokens.admin, {
      instalment_id: paidInFull.instalment_id,
      amount: paidInFull.amount,
      paid_on: '2026-11-21',
    })
    const signed = await execute(v2.contract_id)
    expect([signed.status, refusal(signed).code]).toEqual([409, 'amendmentPaid'])
    const still = await h.call('GET', `/v2/contracts/${v1.contract_id}`, { token: tokens.admin })
    expect(okBody(contractsApi.get, still).data.status).toBe('executed')
  })
})

describe('a renewal', () => {
  test('is the next term: the renewed version still owes its instalments, the renewal commits its own', async ({
    h,
  }) => {
    const { executed, act, tokens, figures, execute } = await setup(h)
    const before = await figures()
    const v1 = await executed({
      instalments: [
        { label: 'Monthly', trigger: 'date', percent: '50', due_date: '2026-12-31', budget_code: CODE },
        { label: 'Monthly', trigger: 'date', percent: '50', due_date: '2027-01-31', budget_code: CODE },
      ],
    })
    const early = await act(v1.contract_id, 'renew', tokens.manager, {
      reason: 'Season 2',
      start_date: '2027-03-01',
      end_date: '2027-09-30',
    })
    expect(refusal(early).errors?.[0]?.path).toBe('start_date')
    const renewed = await act(v1.contract_id, 'renew', tokens.manager, {
      reason: 'Season 2',
      start_date: '2027-04-01',
      end_date: '2027-07-30',
    })
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200)
    const v2 = okBody(contractsApi.renew, renewed).data
    expect(v2).toMatchObject({
      version: 2,
      version_kind: 'renewal',
      start_date: '2027-04-01',
      end_date: '2027-07-30',
      status: 'draft',
    })
    // Its dates fall as far into the new term as they did in the old one (the term moved 121 days).
    expect(v2.instalments.map((one) => one.due_date)).toEqual(['2027-05-01', '2027-06-01'])
    expect(okBody(contractsApi.sign, await execute(v2.contract_id)).data.status).toBe('executed')
    const old = await h.call('GET', `/v2/contracts/${v1.contract_id}`, { token: tokens.admin })
    expect(okBody(contractsApi.get, old).data).toMatchObject({
      status: 'renewed',
      committed: VALUE,
      can_pay: true,
      can_renew: false,
    })
    const now = await figures()
    expect(now.committed - before.committed).toBe(2 * VALUE)
  })
})

describe('versions across organisations', () => {
  test('another organisation cannot amend or renew a contract of ours', async ({ h }) => {
    const { executed } = await setup(h)
    const v1 = await executed()
    const northwind = await h.login(DEMO.northwindAdmin)
    const amend = await h.call('POST', `/v2/contracts/${v1.contract_id}/amend`, {
      token: northwind,
      body: { reason: 'Not ours' },
    })
    expect(amend.status).toBe(404)
  })
})
