import { beforeAll, describe, expect } from 'vitest'
import { attachmentsApi } from '../../../contract/api/attachments'
import { budgetActualsApi } from '../../../contract/api/budget-actuals'
import { envelopesApi, floatsApi } from '../../../contract/api/petty-cash'
import { envelopeResponseSchema } from '../../../contract/spend/petty-cash'
import { DEMO, DEMO_STUDIOS, type Harness, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { PNG } from '../attachments/fixtures'
import { approvedPoLine } from '../expenses/expense-fixtures'
import { codeFigures } from '../spend/figures'
import { bill, CODE, pettyCashSetup } from './petty-cash-fixtures'

/** Envelopes: GST and input credit, section 40A(3), audit before approval, posting and its budget effect. */

beforeAll(async () => {
  await workerDatabase()
})

const COMPANY_GSTIN_BILL = { tax_invoice: true, payee_gstin: '27AAKCP4821K1Z3', bill_in_company_gstin: true }

async function figures(h: Harness, project: number, code: string) {
  const { figures } = await codeFigures(h.db, DEMO_STUDIOS, project, { codes: [code] })
  const found = figures.find((figure) => figure.budget_code === code)
  return { committed: found?.committed ?? 0, actual: found?.actual ?? 0 }
}

/** A disbursed float of `amount` and the helpers to act on envelopes against it. */
async function withFloat(h: Harness, amount = 2_000_000, paidOn = '2026-11-20') {
  const setup = await pettyCashSetup(h)
  const floatId = await setup.approvedFloat(amount)
  okBody(floatsApi.disburse, await setup.disburse(floatId, paidOn))
  const { tokens } = setup
  const draft = async (lines: unknown[], token = tokens.user) =>
    okBody(
      envelopesApi.create,
      await h.call('POST', '/v2/pettycash/envelopes', { token, body: { float_id: floatId, lines } }),
    ).data
  const act = (id: number, step: string, body: unknown = {}, token = tokens.admin) =>
    h.call('POST', `/v2/pettycash/envelopes/${id}/${step}`, { token, body })
  return { ...setup, floatId, draft, act }
}

describe('an envelope’s bills', () => {
  test('GST is input credit only on a tax invoice with a GSTIN in the company’s GSTIN; else cost', async ({
    h,
  }) => {
    const { draft } = await withFloat(h)
    const envelope = await draft([
      bill(300_000, { cgst: 27_000, sgst: 27_000, ...COMPANY_GSTIN_BILL }),
      bill(200_000, { igst: 36_000, tax_invoice: true, payee_gstin: '29AAHCP9133D1ZK' }),
      bill(50_000, { cgst: 4_500, sgst: 4_500, tax_invoice: false, bill_in_company_gstin: true }),
    ])
    expect(envelope.lines.map((line) => [line.total, line.itc_eligible, line.cost])).toEqual([
      [354_000, true, 300_000],
      [236_000, false, 236_000],
      [59_000, false, 59_000],
    ])
    expect(envelope).toMatchObject({
      total: 649_000,
      status: 'draft',
      envelope_no: 'PCE-0001',
      line_count: 3,
    })
  })

  test('refuses a malformed GSTIN, unequal CGST and SGST, and IGST beside them', async ({ h }) => {
    const { tokens, floatId } = await withFloat(h)
    const post = (line: unknown) =>
      h.call('POST', '/v2/pettycash/envelopes', {
        token: tokens.user,
        body: { float_id: floatId, lines: [line] },
      })
    const badGstin = await post(bill(100, { payee_gstin: '27ABC' }))
    expect(badGstin.status).toBe(400)
    expect(refusal(badGstin).errors?.[0]?.path).toBe('lines.0.payee_gstin')
    expect(refusal(await post(bill(100, { cgst: 9, sgst: 8 }))).errors?.[0]?.path).toBe('lines.0.sgst')
    expect(refusal(await post(bill(100, { cgst: 9, sgst: 9, igst: 18 }))).errors?.[0]?.path).toBe(
      'lines.0.igst',
    )
    expect(refusal(await post(bill(100, { budget_code: 'NOPE-1' }))).errors?.[0]?.code).toBe('unknownCode')
  })

  test.for([
    // cash to one payee on one day (two bills, payee spelt differently) → warned
    { amounts: [600_000, 400_000], warned: false },
    { amounts: [600_000, 400_001], warned: true },
  ])(
    'section 40A(3): $amounts to one payee on one day → warned $warned',
    async ({ amounts, warned }, { h }) => {
      const { draft } = await withFloat(h)
      const [first = 0, second = 0] = amounts
      const envelope = await draft([
        bill(first, { receipt_no: 'A-1', payee: 'Konkan Boat Hire' }),
        bill(second, { receipt_no: 'A-2', payee: 'konkan  boat hire' }),
        bill(100_000, { receipt_no: 'A-3', payee: 'Konkan Boat Hire', bill_date: '2026-11-22' }),
      ])
      expect(envelope.lines.map((line) => line.cash_limit_warning)).toEqual([warned, warned, false])
      expect(envelope.cash_warnings.length).toBe(warned ? 1 : 0)
    },
  )
})

describe('an envelope through audit, approval, posting and settlement', () => {
  test('committed and actual per code before and after each step (table)', async ({ h }) => {
    const setup = await pettyCashSetup(h)
    const { ids, tokens, disburse, holderNow } = setup
    const before = await figures(h, ids.project, CODE)
    const steps: [string, { committed: number; actual: number }][] = []
    const record = async (step: string) => steps.push([step, await figures(h, ids.project, CODE)])
    const floatId = await setup.approvedFloat(2_000_000)
    await record('float approved')
    okBody(floatsApi.disburse, await disburse(floatId))
    await record('float disbursed')
    const envelope = okBody(
      envelopesApi.create,
      await h.call('POST', '/v2/pettycash/envelopes', {
        token: tokens.user,
        body: {
          float_id: floatId,
          lines: [
            bill(300_000, { receipt_no: 'B-1', cgst: 27_000, sgst: 27_000, ...COMPANY_GSTIN_BILL }),
            bill(200_000, {
              receipt_no: 'B-2',
              igst: 36_000,
              tax_invoice: true,
              payee_gstin: '29AAHCP9133D1ZK',
            }),
            bill(50_000, { receipt_no: 'B-3' }),
          ],
        },
      }),
    ).data
    const id = envelope.envelope_id
    await record('envelope drafted')
    okBody(
      envelopesApi.submit,
      await h.call('POST', `/v2/pettycash/envelopes/${id}/submit`, { token: tokens.user, body: {} }),
    )
    await record('envelope submitted')
    const early = await h.call('POST', `/v2/pettycash/envelopes/${id}/approve`, {
      token: tokens.admin,
      body: {},
    })
    expect(early.status).toBe(409)
    expect(refusal(early).code).toBe('notAudited')
    const ownAudit = await h.call('POST', `/v2/pettycash/envelopes/${id}/audit`, {
      token: tokens.user,
      body: {},
    })
    expect(ownAudit.status).toBe(403)
    okBody(
      envelopesApi.audit,
      await h.call('POST', `/v2/pettycash/envelopes/${id}/audit`, { token: tokens.manager, body: {} }),
    )
    await record('envelope audited')
    okBody(
      envelopesApi.approve,
      await h.call('POST', `/v2/pettycash/envelopes/${id}/approve`, { token: tokens.admin, body: {} }),
    )
    await record('envelope approved')
    const posted = await h.call('POST', `/v2/pettycash/envelopes/${id}/post`, {
      token: tokens.admin,
      body: {},
    })
    expect(envelopeResponseSchema.safeParse(posted.body).success).toBe(true)
    expect(okBody(envelopesApi.post, posted).data).toMatchObject({
      status: 'posted',
      outstanding: 2_000_000 - 640_000,
      can_settle: true,
      can_cancel: false,
    })
    await record('envelope posted')
    const delta = (figure: { committed: number; actual: number }) => ({
      committed: figure.committed - before.committed,
      actual: figure.actual - before.actual,
    })
    // Cost: 3,000 (GST is input credit) + 2,360 (GST is cost) + 500.
    expect(steps.map(([step, figure]) => [step, delta(figure)])).toEqual([
      ['float approved', { committed: 0, actual: 0 }],
      ['float disbursed', { committed: 0, actual: 0 }],
      ['envelope drafted', { committed: 0, actual: 0 }],
      ['envelope submitted', { committed: 0, actual: 0 }],
      ['envelope audited', { committed: 0, actual: 0 }],
      ['envelope approved', { committed: 0, actual: 0 }],
      ['envelope posted', { committed: 0, actual: 586_000 }],
    ])
    const settled = okBody(
      envelopesApi.settle,
      await h.call('POST', `/v2/pettycash/envelopes/${id}/settle`, {
        token: tokens.admin,
        body: { settlement: 'topped_up', paid_on: '2026-11-23', payment_mode_id: setup.cashMode },
      }),
    ).data
    expect(settled).toMatchObject({ status: 'topped_up', settled_amount: 640_000, outstanding: 2_000_000 })
    expect(delta(await figures(h, ids.project, CODE))).toEqual({ committed: 0, actual: 586_000 })
    expect(await holderNow()).toMatchObject({
      advanced: 2_640_000,
      accounted: 640_000,
      outstanding: 2_000_000,
    })
    expect(settled.approvals.map((step) => step.action)).toEqual([
      'submitted',
      'audited',
      'approved',
      'posted',
      'topped_up',
    ])
  })

  test('a bill on a PO line uses that line’s commitment up once posted', async ({ h }) => {
    const { ids, tokens, draft, act } = await withFloat(h)
    const po = await approvedPoLine(h.db, {
      project: ids.project,
      vendor: ids.vendor,
      code: '2500-01',
      quantity: '1',
      rate: 500_000,
      received: null,
    })
    const before = await figures(h, ids.project, '2500-01')
    const envelope = await draft([
      bill(200_000, { budget_code: '2500-01', po_line_id: po.lineId, cgst: 18_000, sgst: 18_000 }),
    ])
    const id = envelope.envelope_id
    okBody(envelopesApi.submit, await act(id, 'submit', {}, tokens.user))
    okBody(envelopesApi.audit, await act(id, 'audit', {}, tokens.manager))
    okBody(envelopesApi.approve, await act(id, 'approve'))
    expect(await figures(h, ids.project, '2500-01')).toEqual(before)
    okBody(envelopesApi.post, await act(id, 'post'))
    // The taxable value comes out of the PO's commitment; the GST (not input credit) is cost too.
    expect(await figures(h, ids.project, '2500-01')).toEqual({
      committed: before.committed - 200_000,
      actual: before.actual + 236_000,
    })
  })

  test('sent back by the auditor with a reason, changed, and audited afresh', async ({ h }) => {
    const { tokens, draft, act } = await withFloat(h)
    const envelope = await draft([bill(100_000)])
    const id = envelope.envelope_id
    const submitted = okBody(envelopesApi.submit, await act(id, 'submit', {}, tokens.user)).data
    // The holder may cancel it but not audit it; accounts (another user) may audit or send it back.
    expect(submitted).toMatchObject({ can_cancel: true, can_audit: false, can_send_back: false })
    const forAudit = okBody(
      envelopesApi.get,
      await h.call('GET', `/v2/pettycash/envelopes/${id}`, { token: tokens.admin }),
    ).data
    expect(forAudit).toMatchObject({ can_cancel: true, can_audit: true, can_send_back: true })
    const back = okBody(
      envelopesApi.audit,
      await act(id, 'audit', { send_back_reason: 'Receipt B-7 is unreadable' }),
    ).data
    expect(back).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Receipt B-7 is unreadable',
      can_audit: false,
      can_send_back: false,
    })
    okBody(
      envelopesApi.update,
      await h.call('PUT', `/v2/pettycash/envelopes/${id}`, {
        token: tokens.user,
        body: { lines: [bill(90_000)], row_version: back.row_version },
      }),
    )
    const again = okBody(envelopesApi.submit, await act(id, 'submit', {}, tokens.user)).data
    expect(again).toMatchObject({ status: 'submitted', audited: false, total: 90_000 })
    expect(refusal(await act(id, 'approve')).code).toBe('notAudited')
  })

  test('spent beyond the float: reimbursed, then the float closes at nothing outstanding', async ({ h }) => {
    const { tokens, floatId, draft, act, cashMode, holderNow } = await withFloat(h, 500_000)
    const envelope = await draft([bill(600_000)])
    const id = envelope.envelope_id
    okBody(envelopesApi.submit, await act(id, 'submit', {}, tokens.user))
    okBody(envelopesApi.audit, await act(id, 'audit', {}, tokens.manager))
    okBody(envelopesApi.approve, await act(id, 'approve'))
    okBody(envelopesApi.post, await act(id, 'post'))
    expect(await holderNow()).toMatchObject({ outstanding: -100_000 })
    const paid = okBody(
      envelopesApi.settle,
      await act(id, 'settle', { settlement: 'reimbursed', paid_on: '2026-11-23', payment_mode_id: cashMode }),
    ).data
    expect(paid).toMatchObject({ status: 'reimbursed', settled_amount: 100_000, outstanding: 0 })
    okBody(
      floatsApi.close,
      await h.call('POST', `/v2/pettycash/floats/${floatId}/close`, { token: tokens.admin, body: {} }),
    )
    expect(await holderNow()).toMatchObject({ outstanding: 0, open_float_id: null })
  })

  test('a claim above the balance is refused while the holder is overdue', async ({ h }) => {
    const { tokens, draft, act } = await withFloat(h, 500_000, '2026-10-01')
    const envelope = await draft([bill(600_000)])
    const refused = await act(envelope.envelope_id, 'submit', {}, tokens.user)
    expect(refused.status).toBe(409)
    expect(refusal(refused).code).toBe('holderBlocked')
    const within = await draft([bill(400_000, { receipt_no: 'W-1' })])
    okBody(envelopesApi.submit, await act(within.envelope_id, 'submit', {}, tokens.user))
  })

  test('receipt images are kept with the envelope, for its project and pcr only', async ({ h }) => {
    const { tokens, draft } = await withFloat(h)
    const envelope = await draft([bill(100_000)])
    const path = `/v2/attachments/envelope/${envelope.envelope_id}`
    const uploaded = await h.call('POST', `${path}?file_name=receipt.png`, {
      token: tokens.user,
      rawBody: PNG,
      headers: { 'content-type': 'image/png' },
    })
    expect(uploaded.status).toBe(200)
    expect(okBody(attachmentsApi.list, await h.call('GET', path, { token: tokens.admin })).data).toHaveLength(
      1,
    )
    expect((await h.call('GET', path, { token: await h.login(DEMO.moderator) })).status).toBe(403)
    expect((await h.call('GET', path, { token: await h.login(DEMO.northwindAdmin) })).status).toBe(404)
  })

  test('a bill’s receipt image stays with it through an edit and goes when the bill is removed', async ({
    h,
  }) => {
    const { tokens, draft } = await withFloat(h)
    const envelope = await draft([bill(100_000, { receipt_no: 'T-1' }), bill(40_000, { receipt_no: 'T-2' })])
    const [first, second] = envelope.lines
    const receipts = (line: number) => `/v2/attachments/bill/${line}`
    const upload = (line: number, token = tokens.user) =>
      h.call('POST', `${receipts(line)}?file_name=receipt.png`, {
        token,
        rawBody: PNG,
        headers: { 'content-type': 'image/png' },
      })
    expect((await upload(first?.line_id as number)).status).toBe(200)
    expect((await upload(second?.line_id as number)).status).toBe(200)
    expect((await upload(first?.line_id as number, await h.login(DEMO.moderator))).status).toBe(403)
    expect((await upload(first?.line_id as number, await h.login(DEMO.northwindAdmin))).status).toBe(404)
    const detail = async () =>
      okBody(
        envelopesApi.get,
        await h.call('GET', `/v2/pettycash/envelopes/${envelope.envelope_id}`, { token: tokens.user }),
      ).data
    expect((await detail()).lines.map((line) => line.receipt_count)).toEqual([1, 1])

    // The first bill changed (same id), the second left out, a third added.
    const changed = await h.call('PUT', `/v2/pettycash/envelopes/${envelope.envelope_id}`, {
      token: tokens.user,
      body: {
        row_version: envelope.row_version,
        lines: [
          bill(120_000, { receipt_no: 'T-1', line_id: first?.line_id }),
          bill(5_000, { receipt_no: 'T-3' }),
        ],
      },
    })
    expect(changed.status).toBe(200)
    const after = await detail()
    expect(after.lines.map((line) => [line.receipt_no, line.taxable, line.receipt_count])).toEqual([
      ['T-1', 120_000, 1],
      ['T-3', 5_000, 0],
    ])
    expect(after.lines[0]?.line_id).toBe(first?.line_id)
    expect((await h.call('GET', receipts(second?.line_id as number), { token: tokens.admin })).status).toBe(
      404,
    )

    const foreign = await h.call('PUT', `/v2/pettycash/envelopes/${envelope.envelope_id}`, {
      token: tokens.user,
      body: { row_version: after.row_version, lines: [bill(1_000, { line_id: 999_999 })] },
    })
    expect(foreign.status).toBe(400)
    expect(refusal(foreign).errors?.[0]?.path).toBe('lines.0.line_id')
  })
})

describe('the organisation’s budget control for envelopes', () => {
  test.for([
    { action: 'stop', submitted: 409 },
    { action: 'warn', submitted: 200 },
    { action: 'ignore', submitted: 200 },
  ] as const)(
    '$action: an envelope past its code’s budget → $submitted at submission',
    async ({ action, submitted }, { h }) => {
      const { ids, tokens, draft } = await withFloat(h)
      const saved = await h.call('PUT', '/v2/budget/controls', {
        token: tokens.admin,
        body: { envelope: action },
      })
      expect(okBody(budgetActualsApi.updateControls, saved).data).toMatchObject({
        envelope: action,
        po: 'warn',
        expense: 'warn',
      })
      const { figures } = await codeFigures(h.db, DEMO_STUDIOS, ids.project, { codes: [CODE] })
      const remaining = figures[0]?.remaining as number
      const envelope = await draft([bill(remaining + 100)])
      const answer = await h.call('POST', `/v2/pettycash/envelopes/${envelope.envelope_id}/submit`, {
        token: tokens.user,
        body: {},
      })
      expect(answer.status).toBe(submitted)
      if (action === 'stop')
        expect(refusal(answer)).toMatchObject({ code: 'overBudget', params: { codes: CODE } })
      else
        expect(okBody(envelopesApi.submit, answer).data.budget_check).toMatchObject({
          action,
          over_codes: action === 'warn' ? [CODE] : [],
        })
    },
  )
})
