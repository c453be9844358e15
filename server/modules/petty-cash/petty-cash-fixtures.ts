import { and, eq } from 'drizzle-orm'
import { envelopesApi, floatsApi, pettyCashApi } from '../../../contract/api/petty-cash'
import { paymentModes } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, type Harness, okBody } from '../../test/harness'
import { spendIds } from '../purchase/purchase-fixtures'

/*
 * What the petty-cash tests build on: MD-01 (no float or envelope levels, so submissions wait on
 * the Admins), the demo User as holder with a ₹50,000 limit, and the tokens of the people involved.
 */

export const LIMIT = 5_000_000
export const CODE = '2400-01'

export async function pettyCashSetup(h: Harness) {
  const ids = await spendIds(h.db)
  const [cash] = await h.db
    .select({ id: paymentModes.id })
    .from(paymentModes)
    .where(and(eq(paymentModes.organizationId, DEMO_STUDIOS), eq(paymentModes.name, 'Cash')))
  const tokens = {
    admin: await h.login(DEMO.admin),
    manager: await h.login(DEMO.manager),
    user: await h.login(DEMO.user),
  }
  const holder = okBody(
    pettyCashApi.createHolder,
    await h.call('POST', '/v2/pettycash/holders', {
      token: tokens.admin,
      body: { project_id: ids.project, user_id: ids.people.user, float_limit: LIMIT },
    }),
  ).data
  const holderId = holder.holder_id
  const cashMode = cash?.id as number

  /** A float (or top-up) of `amount` as `token`: drafted, submitted, approved by the Admin. */
  async function approvedFloat(amount: number, kind: 'float' | 'top_up' = 'float', token = tokens.user) {
    const draft = okBody(
      floatsApi.create,
      await h.call('POST', '/v2/pettycash/floats', {
        token,
        body: { holder_id: holderId, kind, amount, purpose: 'Shoot day cash' },
      }),
    ).data
    const id = draft.float_id
    okBody(floatsApi.submit, await h.call('POST', `/v2/pettycash/floats/${id}/submit`, { token, body: {} }))
    okBody(
      floatsApi.approve,
      await h.call('POST', `/v2/pettycash/floats/${id}/approve`, { token: tokens.admin, body: {} }),
    )
    return id
  }
  const disburse = (id: number, paid_on = '2026-11-20') =>
    h.call('POST', `/v2/pettycash/floats/${id}/disburse`, {
      token: tokens.admin,
      body: { paid_on, payment_mode_id: cashMode },
    })
  const holderNow = async () => {
    const list = await h.call('GET', `/v2/pettycash/holders?project_id=${ids.project}`, {
      token: tokens.admin,
    })
    return okBody(pettyCashApi.holders, list).data.find((row) => row.holder_id === holderId)
  }
  /**
   * An envelope of `lines` on a float of `amount` disbursed on `paidOn`: submitted by the holder,
   * audited by the Admin Manager and approved by the Admin (never one person both), not yet posted. `step` takes it further.
   */
  async function approvedEnvelope(lines: ReturnType<typeof bill>[], amount = 2_000_000, paidOn?: string) {
    const float = await approvedFloat(amount)
    okBody(floatsApi.disburse, await disburse(float, paidOn))
    const id = okBody(
      envelopesApi.create,
      await h.call('POST', '/v2/pettycash/envelopes', {
        token: tokens.user,
        body: { float_id: float, lines },
      }),
    ).data.envelope_id
    const step = (action: string, token = tokens.admin) =>
      h.call('POST', `/v2/pettycash/envelopes/${id}/${action}`, { token, body: {} })
    okBody(envelopesApi.submit, await step('submit', tokens.user))
    okBody(envelopesApi.audit, await step('audit', tokens.manager))
    okBody(envelopesApi.approve, await step('approve'))
    return { id, step }
  }
  return { ids, tokens, holderId, cashMode, approvedFloat, disburse, holderNow, approvedEnvelope }
}

/** A bill on CODE: ₹ `taxable` (paise) with optional GST and the facts input credit needs. */
export const bill = (taxable: number, extra: Record<string, unknown> = {}) => ({
  bill_date: '2026-11-21',
  receipt_no: `R-${taxable}`,
  payee: 'Sharma Tea Stall',
  description: 'Tea and snacks for the unit',
  budget_code: CODE,
  taxable,
  ...extra,
})
