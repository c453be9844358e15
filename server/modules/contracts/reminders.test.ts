import { and, eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { usersApi } from '../../../contract/api/users'
import { contracts, outbox } from '../../db/schema'
import { DEMO, type Harness, okBody, test, workerDatabase } from '../../test/harness'
import { contractScene, present } from './contract-fixtures'
import { refreshContractStatuses, runContractJobs, sendContractReminders } from './reminders'

/*
 * The contracts' daily job on the harness clock (22 Nov 2026) and the demo's reminder types:
 * expiry 30 days before, notice deadline 15, instalment due 7, deliverable due 7, option date 30.
 * A contract executed on 20 Nov ends on 15 Dec with 10 days' notice (deadline 5 Dec); its
 * instalments are due on 28 Nov and 20 Dec (the last on delivery).
 */

beforeAll(async () => {
  await workerDatabase()
})

const URL = 'https://greenlight.test'

async function scene(h: Harness) {
  const base = await contractScene(
    h.db,
    (method, path, token, body) => h.call(method, path, { token, body }),
    (email) => h.login(email),
  )
  const contract = await base.executed({
    title: 'Kabir — guest appearance',
    start_date: '2026-11-20',
    end_date: '2026-12-15',
    notice_days: 10,
    value: 900_000_00,
    instalments: [
      { label: 'Advance', trigger: 'date', due_date: '2026-11-28', percent: '50', budget_code: '1300-02' },
      {
        label: 'On delivery',
        trigger: 'delivery',
        due_date: '2026-12-20',
        percent: '50',
        budget_code: '1300-02',
      },
    ],
  })
  const mails = () =>
    h.db
      .select({ to: outbox.toEmail, subject: outbox.subject, body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.kind, 'contract-reminder'), like(outbox.subject, '%Kabir — guest appearance%')))
      .orderBy(outbox.id)
  return { ...base, contract, mails }
}

const on = (day: string) => new Date(`${day}T06:00:00Z`)

describe('contract reminders', () => {
  test('go out once each when their date comes near, never twice, never after the event', async ({ h }) => {
    const { contract, mails } = await scene(h)
    expect(await sendContractReminders(h.db, URL, on('2026-11-22'))).toBe(3)
    const sent = await mails()
    expect(sent.map((mail) => mail.subject)).toEqual([
      'Instalment due: Kabir — guest appearance on 2026-11-28 (in 6 days)',
      'Notice deadline: Kabir — guest appearance on 2026-12-05 (in 13 days)',
      'Contract expiry: Kabir — guest appearance on 2026-12-15 (in 23 days)',
    ])
    // The drafter gets them (no recipients were chosen), with the way to the contract.
    expect(new Set(sent.map((mail) => mail.to))).toEqual(new Set([DEMO.manager]))
    expect(sent[0]?.body).toContain(`${URL}/contractView?contract=${contract.contract_id}`)

    expect(await sendContractReminders(h.db, URL, on('2026-11-22'))).toBe(0)
    expect(await sendContractReminders(h.db, URL, on('2026-11-30'))).toBe(0)
    // The delivery instalment's turn: 7 days before 20 Dec.
    expect(await sendContractReminders(h.db, URL, on('2026-12-13'))).toBe(1)
    expect((await mails()).at(-1)?.subject).toBe(
      'Deliverable due: Kabir — guest appearance on 2026-12-20 (in 7 days)',
    )
    expect(await sendContractReminders(h.db, URL, on('2026-12-21'))).toBe(0)
  })

  test('skip an instalment paid before its reminder, and go to the recipients chosen', async ({ h }) => {
    const base = await contractScene(
      h.db,
      (method, path, token, body) => h.call(method, path, { token, body }),
      (email) => h.login(email),
    )
    const [admin] = okBody(
      usersApi.list,
      await h.call('GET', '/v2/users?search=asha', { token: base.tokens.admin }),
    ).data
    const contract = await base.executed({
      title: 'Focus puller — 30 days',
      end_date: '2027-03-31',
      value: 300_000_00,
      reminder_user_ids: [admin?.user_id],
      instalments: [
        { label: 'Advance', trigger: 'date', due_date: '2026-11-25', percent: '100', budget_code: '1300-03' },
      ],
    })
    const instalment = present(contract.instalments[0])
    await base.act(contract.contract_id, 'payments', base.tokens.admin, {
      instalment_id: instalment.instalment_id,
      amount: instalment.amount,
      paid_on: '2026-11-21',
    })
    expect(await sendContractReminders(h.db, URL, on('2026-11-22'))).toBe(0)
    // Its expiry comes on 1 March, 30 days before the end, to Asha.
    expect(await sendContractReminders(h.db, URL, on('2027-03-01'))).toBe(1)
    const [mail] = await h.db
      .select({ to: outbox.toEmail })
      .from(outbox)
      .where(and(eq(outbox.kind, 'contract-reminder'), like(outbox.subject, '%Focus puller%')))
    expect(mail?.to).toBe(DEMO.admin)
  })
})

describe('contract status from the dates', () => {
  test('executed, then expiring within 30 days of its end, then expired after it', async ({ h }) => {
    const { contract } = await scene(h)
    const status = async () =>
      (
        await h.db
          .select({ status: contracts.status })
          .from(contracts)
          .where(eq(contracts.id, contract.contract_id))
      )[0]?.status
    expect(contract.status).toBe('executed')
    await refreshContractStatuses(h.db, on('2026-11-10'))
    expect(await status()).toBe('executed')
    await runContractJobs(h.db, URL, on('2026-11-22'))
    expect(await status()).toBe('expiring')
    await refreshContractStatuses(h.db, on('2026-12-15'))
    expect(await status()).toBe('expiring')
    await refreshContractStatuses(h.db, on('2026-12-16'))
    expect(await status()).toBe('expired')
  })
})
