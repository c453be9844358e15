import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { masterApi } from '../../../contract/api/masters'
import { floatsApi } from '../../../contract/api/petty-cash'
import { teamApi } from '../../../contract/api/team'
import { DEMO_TEAM_MEMBERS } from '../../../contract/demo-team'
import { teamListResponseSchema, teamMemberResponseSchema } from '../../../contract/team'
import { contractInstalments, inventoryItems } from '../../db/schema'
import { allowDatesAhead } from '../../test/dating'
import { DEMO, DEMO_STUDIOS, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { advanceSetup } from '../advances/advance-fixtures'
import { CONTRACT_CODE, contractSceneOf } from '../contracts/contract-fixtures'
import { expensesApprovedAtOnce, makeVendor } from '../expenses/expense-fixtures'
import { pettyCashSetup } from '../petty-cash/petty-cash-fixtures'
import { teamScene } from './team-fixtures'

/** The project team: CRUD and its checks, status steps, TDS, wrap clearance and the final payment. */

beforeAll(async () => {
  await workerDatabase()
})

describe('team members', () => {
  test('the demo’s team of MD-01: each person at their step, in their department and designation', async ({
    h,
  }) => {
    const { ids, call } = await teamScene(h)
    const list = teamListResponseSchema.parse(
      (await call('GET', `/team?project_id=${ids.project}&limit=100`)).body,
    )
    for (const planned of DEMO_TEAM_MEMBERS) {
      const member = list.data.find((row) => row.name === planned.name)
      expect(member, planned.name).toMatchObject({
        status: planned.status,
        engagement: planned.engagement,
        department_name: planned.department,
        designation_name: planned.designation,
      })
    }
    // By department, then seniority: the production designer (1) heads Art before the art director (2),
    // though "Art Director" sorts first by name.
    const artOf = async () =>
      teamListResponseSchema
        .parse((await call('GET', `/team?project_id=${ids.project}&limit=100`)).body)
        .data.filter((row) => row.department_name === 'Art')
    expect((await artOf()).map((row) => row.name)).toEqual(['Farhan Qureshi', 'Sameer Khan'])
    // Ranked the other way round in the designations master, the art director comes first.
    for (const [row, seniority] of (await artOf()).map((one, index) => [one, 2 - index] as const))
      okBody(
        masterApi('designation').update,
        await call('PUT', `/designation/${row.designation_id}`, { seniority }),
      )
    expect((await artOf()).map((row) => row.name)).toEqual(['Sameer Khan', 'Farhan Qureshi'])
    // The wrapped one holds nothing: clearance is open to try.
    const wrapped = list.data.find((row) => row.status === 'wrapped')
    const clearance = okBody(
      teamApi.clearance,
      await call('GET', `/team/${wrapped?.member_id}/clearance`),
    ).data
    expect(clearance.clear).toBe(true)
  })

  test('added, listed, read and changed; bad PAN, GSTIN, IFSC and references are 400 by field', async ({
    h,
  }) => {
    const { ids, call, add } = await teamScene(h)
    const bad = await call('POST', '/team', {
      project_id: ids.project,
      name: 'Ravi Kumar',
      engagement: 'freelancer',
      pan: 'ABC',
      gstin: '27AABCD1234E1Z',
      bank_ifsc: 'HDFC1234',
    })
    expect(bad.status).toBe(400)
    const badErrors = refusal(bad).errors
    const paths = badErrors?.map((error) => error.path)
    expect(paths).toEqual(expect.arrayContaining(['pan', 'gstin', 'bank_ifsc']))
    expect(badErrors).toContainEqual({
      code: 'pattern',
      path: 'pan',
      message: 'A PAN has 10 characters, like AABCD1234E',
    })
    const noVendor = await call('POST', '/team', {
      project_id: ids.project,
      name: 'Loan Out',
      engagement: 'loan_out',
    })
    expect(noVendor.status).toBe(400)
    expect(refusal(noVendor).errors?.[0]?.path).toBe('vendor_id')
    const stranger = await call('POST', '/team', {
      project_id: ids.project,
      name: 'Ghost',
      engagement: 'employee',
      department_id: 999_999,
    })
    expect(stranger.status).toBe(400)
    expect(refusal(stranger).errors?.[0]?.path).toBe('department_id')

    const created = await add({
      name: 'Ravi Kumar',
      user_id: ids.people.user,
      pan: 'ABCPK1234L',
      bank_account_number: '123456789012',
      bank_ifsc: 'HDFC0001234',
      rate: 1_500_000,
      rate_basis: 'day',
      start_date: '2026-12-01',
      end_date: '2027-01-31',
    })
    expect(created.status).toBe('invited')
    expect(created.user_id).toBe(ids.people.user)
    const again = await call('POST', '/team', {
      project_id: ids.project,
      name: 'Ravi again',
      engagement: 'freelancer',
      user_id: ids.people.user,
    })
    expect(again.status).toBe(409)
    const list = await call('GET', `/team?project_id=${ids.project}&search=ravi`)
    expect(list.status).toBe(200)
    const parsed = teamListResponseSchema.parse(list.body)
    expect(parsed.data.map((member) => member.name)).toEqual(['Ravi Kumar'])
    const id = created.member_id
    const stale = await call('PUT', `/team/${id}`, { name: 'Ravi K', row_version: 99 })
    expect(stale.status).toBe(409)
    const changed = await call('PUT', `/team/${id}`, { name: 'Ravi K', row_version: created.row_version })
    expect(changed.status).toBe(200)
    expect(teamMemberResponseSchema.parse(changed.body).data.name).toBe('Ravi K')
    const backwards = await call('PUT', `/team/${id}`, {
      end_date: '2026-11-01',
      row_version: created.row_version + 1,
    })
    expect(backwards.status).toBe(400)
    expect(refusal(backwards).errors?.[0]?.path).toBe('end_date')
    // A User reads the project's team and sees only the last digits of the account; a Moderator may not add.
    const user = await h.login(DEMO.user)
    const read = okBody(teamApi.get, await call('GET', `/team/${id}`, undefined, user)).data
    expect(read.bank_account_number).toBe('••••9012')
    const moderator = await h.login(DEMO.moderator)
    expect(
      (await call('POST', '/team', { project_id: ids.project, name: 'X', engagement: 'employee' }, moderator))
        .status,
    ).toBe(403)
  })

  test('status steps: invited → onboarding → active → wrapped, back to active; nothing skipped', async ({
    h,
  }) => {
    const { add, call, step } = await teamScene(h)
    const member = await add({ name: 'Meera Das' })
    const id = member.member_id
    const skip = await call('POST', `/team/${id}/status`, {
      status: 'active',
      row_version: member.row_version,
    })
    expect(skip.status).toBe(409)
    expect(refusal(skip).code).toBe('notAtStep')
    expect((await step(id, 'onboarding', 'active', 'wrapped', 'active', 'wrapped')).status).toBe('wrapped')
    const cleared = await call('POST', `/team/${id}/clear`, { row_version: 6 })
    expect(cleared.status).toBe(200)
    expect(okBody(teamApi.clear, cleared).data.status).toBe('cleared')
    const after = await call('POST', `/team/${id}/status`, { status: 'active', row_version: 7 })
    expect(after.status).toBe(409)
  })

  test('TDS: the section’s rate with a PAN, 20 % without one', async ({ h }) => {
    const { add } = await teamScene(h)
    const { tds } = await advanceSetup(h)
    expect((await add({ name: 'With PAN', pan: 'ABCPK1234L', tds_id: tds })).tds_rate).toBe('10')
    expect((await add({ name: 'No PAN', tds_id: tds })).tds_rate).toBe('20')
    expect((await add({ name: 'No section' })).tds_rate).toBeNull()
  })
})

describe('wrap clearance', () => {
  test('a float still with the person holds it until the cash is back', async ({ h }) => {
    const cash = await pettyCashSetup(h)
    const { add, step, clearance, clear } = await teamScene(h)
    const member = await add({ name: 'Demo User', user_id: cash.ids.people.user })
    const id = member.member_id
    expect(member.petty_cash_holder).toBe(true)
    const floatId = await cash.approvedFloat(1_000_000)
    okBody(floatsApi.disburse, await cash.disburse(floatId))
    await step(id, 'onboarding', 'active', 'wrapped')
    const open = await clearance(id)
    expect(open.float).toEqual({ clear: false, holder_id: cash.holderId, outstanding: 1_000_000 })
    expect(open.clear).toBe(false)
    const refused = await clear(id)
    expect(refused.status).toBe(409)
    expect(refusal(refused).code).toBe('clearanceOpen')
    expect(refusal(refused).errors?.map((error) => error.path)).toEqual(['float'])
    okBody(
      floatsApi.returnCash,
      await h.call('POST', `/v2/pettycash/floats/${floatId}/return`, {
        token: cash.tokens.admin,
        body: { amount: 1_000_000, returned_on: '2026-11-25' },
      }),
    )
    expect((await clearance(id)).float.clear).toBe(true)
    expect((await clear(id)).status).toBe(200)
  })

  test('open advances of the vendor the person is paid through hold it until settled', async ({ h }) => {
    const advances = await advanceSetup(h)
    const { add, step, clearance, clear } = await teamScene(h)
    const member = await add({ name: 'Lens Works crew', engagement: 'loan_out', vendor_id: advances.withPan })
    const id = member.member_id
    const advanceId = await advances.paid({ amount: 1_000_000 })
    await step(id, 'onboarding', 'active', 'wrapped')
    const open = await clearance(id)
    expect(open.advances).toEqual({
      clear: false,
      vendor_id: advances.withPan,
      count: 1,
      open_amount: 1_000_000,
    })
    expect(refusal(await clear(id)).code).toBe('clearanceOpen')
    const written = await advances.call('POST', `/advances/${advanceId}/write-off`, {
      reason: 'Settled at wrap',
    })
    expect(written.status).toBe(200)
    expect((await clearance(id)).advances.clear).toBe(true)
    expect((await clear(id)).status).toBe(200)
  })

  test('items in the person’s custody hold it until handed back', async ({ h }) => {
    const { ids, add, step, clearance, clear } = await teamScene(h)
    const member = await add({ name: 'Prop hand', user_id: ids.people.moderator })
    const id = member.member_id
    // What the demo put in their hands is back in store: the test's item is all they hold.
    await h.db
      .update(inventoryItems)
      .set({ status: 'in_store', custodianUserId: null } as never)
      .where(eq(inventoryItems.custodianUserId, ids.people.moderator))
    const [item] = await h.db
      .insert(inventoryItems)
      .values({
        organizationId: DEMO_STUDIOS,
        projectId: ids.project,
        itemNo: 9001,
        ownership: 'purchased',
        status: 'issued',
        name: 'Brass lamp',
        category: 'props',
        custodianUserId: ids.people.moderator,
      } as never)
      .returning({ id: inventoryItems.id })
    await step(id, 'onboarding', 'active', 'wrapped')
    expect((await clearance(id)).custody).toEqual({ clear: false, user_id: ids.people.moderator, items: 1 })
    expect(refusal(await clear(id)).code).toBe('clearanceOpen')
    await h.db
      .update(inventoryItems)
      .set({ status: 'in_store', custodianUserId: null } as never)
      .where(eq(inventoryItems.id, item?.id as number))
    expect((await clearance(id)).clear).toBe(true)
    expect((await clear(id)).status).toBe(200)
  })

  test('the payment that would settle the contract waits until its member is cleared', async ({ h }) => {
    await allowDatesAhead(h)
    const scene = await contractSceneOf(h)
    const contract = await scene.executed()
    const contractId = contract.contract_id as number
    const { add, step, clear } = await teamScene(h)
    const member = await add({ name: 'Kavya Rao', engagement: 'freelancer', contract_id: contractId })
    const id = member.member_id
    const instalments = await h.db
      .select({ id: contractInstalments.id, amount: contractInstalments.amount })
      .from(contractInstalments)
      .where(eq(contractInstalments.contractId, contractId))
      .orderBy(contractInstalments.id)
    const pay = (instalment: { id: number; amount: number }) =>
      h.call('POST', `/v2/contracts/${contractId}/payments`, {
        token: scene.tokens.admin,
        body: {
          instalment_id: instalment.id,
          amount: Number(instalment.amount),
          paid_on: '2026-11-25',
        },
      })
    const [first, second, last] = instalments as { id: number; amount: number }[]
    expect((await pay(first as never)).status).toBe(200)
    expect((await pay(second as never)).status).toBe(200)
    const blocked = await pay(last as never)
    expect(blocked.status).toBe(409)
    expect(refusal(blocked).code).toBe('wrapNotCleared')
    // Invoicing the rest is the final payment too.
    await expensesApprovedAtOnce(h.db, scene.projectId)
    const invoiced = await h.call('POST', '/v2/expenses', {
      token: scene.tokens.admin,
      body: {
        project_id: scene.projectId,
        budget_code: CONTRACT_CODE,
        vendor_id: await makeVendor(h.db, 'Kavya Rao Productions LLP', null),
        invoice_no: 'KRP-LAST',
        invoice_date: '2026-11-21',
        contract_instalment_id: last?.id,
        amount: Number(last?.amount),
      },
    })
    expect([invoiced.status, refusal(invoiced).code]).toEqual([409, 'wrapNotCleared'])
    await step(id, 'onboarding', 'active', 'wrapped')
    expect((await clear(id)).status).toBe(200)
    expect((await pay(last as never)).status).toBe(200)
  })
})
