import { beforeAll, describe, expect } from 'vitest'
import { attachmentsApi } from '../../../contract/api/attachments'
import { expensesApi } from '../../../contract/api/expenses'
import { envelopesApi, floatsApi } from '../../../contract/api/petty-cash'
import { DEMO, type Harness, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { PNG } from '../attachments/fixtures'
import { expensesApprovedAtOnce, makeVendor, spendIds } from '../expenses/expense-fixtures'
import { bill, pettyCashSetup } from '../petty-cash/petty-cash-fixtures'

/*
 * Evidence: once the organisation asks for receipts from ₹1,000 up, an envelope whose ₹2,000 bill
 * has no receipt is neither submitted nor posted (the ₹500 bill needs none), and an invoice of
 * ₹5,000 is not submitted without its file. Nothing is asked while the amount is not set.
 */

beforeAll(async () => {
  await workerDatabase()
})

const attach = (h: Harness, token: string, owner: 'bill' | 'expense', ownerId: number) =>
  h.call('POST', `/v2/attachments/${owner}/${ownerId}?file_name=receipt.png`, {
    token,
    rawBody: PNG,
    headers: { 'content-type': 'image/png' },
  })

async function requireReceiptsFrom(h: Harness, amount: number | null) {
  const answer = await h.call('PUT', '/v2/books/settings', {
    token: await h.login(DEMO.admin),
    body: { receipts_required_from: amount },
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
}

describe('receipts the organisation asks for', () => {
  test('a petty-cash bill from the amount up: no submission and no posting without its receipt', async ({
    h,
  }) => {
    const { tokens, approvedFloat, disburse } = await pettyCashSetup(h)
    await requireReceiptsFrom(h, 1_000_00)
    const float = await approvedFloat(2_000_000)
    okBody(floatsApi.disburse, await disburse(float))
    const envelope = okBody(
      envelopesApi.create,
      await h.call('POST', '/v2/pettycash/envelopes', {
        token: tokens.user,
        body: { float_id: float, lines: [bill(500_00), bill(2_000_00)] },
      }),
    ).data
    const step = (action: string, token = tokens.admin) =>
      h.call('POST', `/v2/pettycash/envelopes/${envelope.envelope_id}/${action}`, { token, body: {} })

    const bare = await step('submit', tokens.user)
    expect([bare.status, refusal(bare).code]).toEqual([400, 'receiptMissing'])
    expect(refusal(bare).errors).toEqual([
      {
        path: 'lines.1.receipts',
        message: 'Bill R-200000 needs its receipt attached',
        code: 'receiptMissing',
      },
    ])
    const [small, large] = envelope.lines
    const receipt = okBody(
      attachmentsApi.upload,
      await attach(h, tokens.user, 'bill', large?.line_id as number),
    ).data
    expect(small?.line_id).toBeDefined()
    okBody(envelopesApi.submit, await step('submit', tokens.user))
    okBody(envelopesApi.audit, await step('audit', tokens.manager))
    okBody(envelopesApi.approve, await step('approve'))

    // The receipt taken away after approval: posting waits for it again.
    expect(
      (await h.call('DELETE', `/v2/attachment/${receipt.attachment_id}`, { token: tokens.admin })).status,
    ).toBe(200)
    const unposted = await step('post')
    expect([unposted.status, refusal(unposted).errors?.[0]?.path]).toEqual([400, 'lines.1.receipts'])
    okBody(attachmentsApi.upload, await attach(h, tokens.admin, 'bill', large?.line_id as number))
    expect(okBody(envelopesApi.post, await step('post')).data.status).toBe('posted')
  })

  test('an invoice from the amount up is submitted only with its file; nothing asked while unset', async ({
    h,
  }) => {
    const ids = await spendIds(h.db)
    await expensesApprovedAtOnce(h.db, ids.project)
    const vendor = await makeVendor(h.db, 'Receipt Rentals', null)
    const admin = await h.login(DEMO.admin)
    const draft = async (amount: number) =>
      okBody(
        expensesApi.create,
        await h.call('POST', '/v2/expenses', {
          token: admin,
          body: {
            project_id: ids.project,
            budget_code: ids.code,
            vendor_id: vendor,
            invoice_no: `RR-${amount}`,
            invoice_date: '2026-11-20',
            amount,
          },
        }),
      ).data.expense_id
    const submit = (id: number) => h.call('POST', `/v2/expenses/${id}/submit`, { token: admin, body: {} })

    // Not set: nothing is asked.
    expect((await submit(await draft(9_000_00))).status).toBe(200)
    await requireReceiptsFrom(h, 1_000_00)
    const invoice = await draft(5_000_00)
    const bare = await submit(invoice)
    expect([bare.status, refusal(bare).errors?.[0]]).toEqual([
      400,
      {
        path: 'attachments',
        message: 'Invoice RR-500000 needs its receipt attached',
        code: 'receiptMissing',
      },
    ])
    expect((await submit(await draft(999_00))).status).toBe(200)
    okBody(attachmentsApi.upload, await attach(h, admin, 'expense', invoice))
    expect(okBody(expensesApi.submit, await submit(invoice)).data.status).toBe('approved')
  })
})
