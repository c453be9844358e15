import { and, eq } from 'drizzle-orm'
import { advancesApi } from '../../../contract/api/advances'
import { expensesApi } from '../../../contract/api/expenses'
import type { Database } from '../../db/client'
import { organizations, tdsSections, vendors } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, type Harness, okBody } from '../../test/harness'
import { approvedPoLine, expensesApprovedAtOnce, spendIds } from '../expenses/expense-fixtures'

/*
 * What the advance tests build on: MD-01 approving expenses and advances on submission (no levels,
 * auto-approval), a vendor with a PAN and 194J at 10 % (threshold ₹30,000), one without a PAN, an
 * approved PO of ₹5,00,000 on one line of 2000-01 with half of it received and verified.
 */

export async function advanceSetup(h: Harness) {
  const ids = await spendIds(h.db)
  await expensesApprovedAtOnce(h.db, ids.project)
  const [tds] = await h.db
    .select({ id: tdsSections.id })
    .from(tdsSections)
    .where(
      and(
        eq(tdsSections.organizationId, DEMO_STUDIOS),
        eq(tdsSections.section, '194J'),
        eq(tdsSections.description, 'Fees for professional services'),
      ),
    )
  const vendor = async (name: string, pan: string | null) => {
    const [row] = await h.db
      .insert(vendors)
      .values({ organizationId: DEMO_STUDIOS, legalName: name, pan, tdsId: tds?.id } as never)
      .returning({ id: vendors.id })
    return row?.id as number
  }
  const withPan = await vendor('Lens Works', 'AABCL1234E')
  const noPan = await vendor('Spot Boys Co', null)
  const po = await approvedPoLine(h.db, {
    project: ids.project,
    vendor: withPan,
    code: ids.code,
    quantity: '10',
    rate: 5_000_000,
    received: '5',
  })
  const token = await h.login(DEMO.admin)
  const call = (method: string, path: string, body?: Record<string, unknown>) =>
    h.call(method, `/v2${path}`, { token, body })
  const draft = (body: Record<string, unknown>) =>
    call('POST', '/advances', {
      kind: 'po',
      project_id: ids.project,
      vendor_id: withPan,
      po_id: po.poId,
      amount: 10_000_000,
      ...body,
    })
  /** Drafted, submitted (approved at once) and paid: answers the advance's id. */
  const paid = async (body: Record<string, unknown>, paidOn = '2026-11-05') => {
    const created = await draft(body)
    if (created.status !== 200) throw new Error(`draft refused: ${JSON.stringify(created.body)}`)
    const id = okBody(advancesApi.create, created).data.advance_id
    const submitted = await call('POST', `/advances/${id}/submit`, {})
    if (okBody(advancesApi.submit, submitted).data.status !== 'approved')
      throw new Error(JSON.stringify(submitted.body))
    const answer = await call('POST', `/advances/${id}/pay`, {
      paid_on: paidOn,
      payment_mode_id: ids.neft,
      payment_reference: 'UTR1',
    })
    if (answer.status !== 200) throw new Error(`pay refused: ${JSON.stringify(answer.body)}`)
    return id
  }
  /** An invoice of the vendor on the PO's line, submitted (approved at once): answers its id. */
  const invoice = async (amount: number, invoiceNo: string, tdsId: number | null = tds?.id ?? null) => {
    const created = await call('POST', '/expenses', {
      project_id: ids.project,
      budget_code: ids.code,
      vendor_id: withPan,
      po_line_id: po.lineId,
      invoice_no: invoiceNo,
      invoice_date: '2026-11-10',
      amount,
      tds_id: tdsId,
    })
    if (created.status !== 200) throw new Error(`invoice refused: ${JSON.stringify(created.body)}`)
    const id = okBody(expensesApi.create, created).data.expense_id
    const submitted = await call('POST', `/expenses/${id}/submit`, {})
    if (okBody(expensesApi.submit, submitted).data.status !== 'approved')
      throw new Error(JSON.stringify(submitted.body))
    return id
  }
  return { ids, tds: tds?.id as number, withPan, noPan, po, token, call, draft, paid, invoice }
}

export async function setAdvancesActive(db: Database, on: boolean, organizationId = DEMO_STUDIOS) {
  await db.update(organizations).set({ advanceIsActive: on }).where(eq(organizations.id, organizationId))
}
