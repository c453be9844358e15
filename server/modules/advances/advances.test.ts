import { beforeAll, describe, expect } from 'vitest'
import { advancesApi } from '../../../contract/api/advances'
import { advanceListResponseSchema, advanceResponseSchema } from '../../../contract/spend/advances'
import { okBody, refusal, test, workerDatabase } from '../../test/harness'
import { advanceSetup, setAdvancesActive } from './advance-fixtures'

/** Vendor advances: drafting on a PO, TDS on payment, the open-PO rule, the switch. */

// The migrated, seeded database is made once per worker, outside the first test's time.
beforeAll(() => workerDatabase().then(() => undefined))

describe('drafting and paying an advance', () => {
  test('on a PO: % of PO, TDS at the section rate with a PAN, net paid = amount − TDS', async ({ h }) => {
    const { draft, call, ids } = await advanceSetup(h)
    const created = await draft({ proforma_no: 'PI-7', proforma_date: '2026-11-04' })
    expect(created.status).toBe(200)
    expect(advanceResponseSchema.safeParse(created.body).success).toBe(true)
    const createdData = okBody(advancesApi.create, created).data
    expect(createdData).toMatchObject({
      kind: 'po',
      status: 'draft',
      amount: 10_000_000,
      pct_of_po: '20.00',
      po_open: 50_000_000,
      tds_rate: '10',
      tds_amount: 1_000_000,
      net_paid: 9_000_000,
      budget_code: ids.code,
      advance_no: expect.stringMatching(/\/ADV\/0001$/),
      can: expect.arrayContaining(['edit', 'submit', 'cancel']),
    })
    const id = createdData.advance_id
    const submitted = await call('POST', `/advances/${id}/submit`, {})
    expect(okBody(advancesApi.submit, submitted).data).toMatchObject({
      status: 'approved',
      can: expect.arrayContaining(['pay']),
    })
    const paid = await call('POST', `/advances/${id}/pay`, {
      paid_on: '2026-11-05',
      payment_mode_id: ids.neft,
      payment_reference: 'UTR9',
    })
    expect(paid.status).toBe(200)
    const paidData = okBody(advancesApi.pay, paid).data
    expect(paidData).toMatchObject({
      status: 'paid',
      tds_amount: 1_000_000,
      net_paid: 9_000_000,
      balance: 10_000_000,
    })
    expect(paidData.approvals.map((step) => step.action)).toEqual(['submitted', 'auto_approved', 'paid'])
  })

  test('20 % TDS without a PAN; none below the section threshold', async ({ h }) => {
    const { call, ids, noPan } = await advanceSetup(h)
    const body = {
      kind: 'mobilisation',
      project_id: ids.project,
      vendor_id: noPan,
      budget_code: ids.code,
      reason: 'Crew mobilisation',
    }
    const above = await call('POST', '/advances', { ...body, amount: 5_000_000 })
    expect(okBody(advancesApi.create, above).data).toMatchObject({
      tds_rate: '20',
      tds_amount: 1_000_000,
      net_paid: 4_000_000,
      vendor_has_pan: false,
      pct_of_po: null,
    })
    const below = await call('POST', '/advances/preview', {
      project_id: ids.project,
      vendor_id: noPan,
      amount: 2_000_000,
    })
    expect(okBody(advancesApi.preview, below).data).toMatchObject({ tds_amount: 0, net_paid: 2_000_000 })
  })

  test('never above the open PO: approved total − unadjusted advances − invoiced', async ({ h }) => {
    const { draft, paid, invoice, call, po, ids, withPan } = await advanceSetup(h)
    const over = await draft({ amount: 50_000_001 })
    expect(over.status).toBe(400)
    expect(refusal(over).errors?.[0]).toMatchObject({ path: 'amount', code: 'overOpenPo' })
    const open = async () =>
      okBody(
        advancesApi.preview,
        await call('POST', '/advances/preview', {
          project_id: ids.project,
          vendor_id: withPan,
          po_id: po.poId,
          amount: 100,
        }),
      ).data
    await paid({ amount: 20_000_000 })
    // 5,00,000 − 2,00,000 advanced and not yet set off.
    expect(await open()).toMatchObject({ po_total: 50_000_000, po_open: 30_000_000, pct_of_po: '0.00' })
    await invoice(25_000_000, 'INV-A')
    // The invoice sets the advance off: 5,00,000 − 2,50,000 invoiced (the advance is inside it).
    expect((await open()).po_open).toBe(25_000_000)
    const refused = await draft({ amount: 25_000_001 })
    expect(refused.status).toBe(400)
    expect(refusal(refused).errors?.[0]?.message).toBe(
      'An advance never exceeds the open PO: only 2,50,000.00 INR is open on it',
    )
    expect((await draft({ amount: 25_000_000 })).status).toBe(200)
  })

  test('a deposit needs a code and a reason, never a PO; a PO advance needs its PO', async ({ h }) => {
    const { call, ids, withPan, po } = await advanceSetup(h)
    const base = { project_id: ids.project, vendor_id: withPan, amount: 100_000 }
    const noReason = await call('POST', '/advances', { ...base, kind: 'security', budget_code: ids.code })
    expect(refusal(noReason).errors?.[0]?.path).toBe('reason')
    const onPo = await call('POST', '/advances', {
      ...base,
      kind: 'location',
      po_id: po.poId,
      reason: 'Lodge',
    })
    expect(refusal(onPo).errors?.[0]?.path).toBe('po_id')
    const noPo = await call('POST', '/advances', { ...base, kind: 'po' })
    expect(refusal(noPo).errors?.[0]?.path).toBe('po_id')
  })

  test('switched off: 403 switchedOff on every route', async ({ h }) => {
    const { call, draft } = await advanceSetup(h)
    await setAdvancesActive(h.db, false)
    const list = await call('GET', '/advances')
    expect(list.status).toBe(403)
    expect(refusal(list).code).toBe('switchedOff')
    expect((await draft({})).status).toBe(403)
  })

  test('the list filters by kind and overdue and counts the overdue ones', async ({ h }) => {
    const { paid, call, ids } = await advanceSetup(h)
    await paid({ amount: 1_000_000 }, '2026-09-01')
    await paid({ amount: 1_000_000 }, '2026-11-01')
    await call('PUT', '/advances/settings', { overdue_days: 30 })
    const all = await call('GET', `/advances?project_id=${ids.project}`)
    expect(advanceListResponseSchema.safeParse(all.body).success).toBe(true)
    expect(okBody(advancesApi.list, all).overdue_count).toBe(1)
    const overdue = await call('GET', `/advances?project_id=${ids.project}&overdue=1`)
    const overdueData = okBody(advancesApi.list, overdue).data
    expect(overdueData).toHaveLength(1)
    expect(overdueData[0]).toMatchObject({ paid_on: '2026-09-01', overdue: true })
    expect(okBody(advancesApi.list, await call('GET', '/advances?kind=security')).data).toHaveLength(0)
  })
})
