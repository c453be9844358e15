import { and, eq, inArray } from 'drizzle-orm'
import { creditNotesApi } from '../../../contract/api/credit-notes'
import { expensesApi } from '../../../contract/api/expenses'
import { approvalLevels, organizations, projects } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, type Harness, okBody } from '../../test/harness'
import { approvedPoLine, makeVendor, spendIds } from '../expenses/expense-fixtures'
import { spendIds as purchaseIds } from '../purchase/purchase-fixtures'

/*
 * What the credit note tests build on: MD-01 with expenses approved at once, a vendor in the
 * buyer's state with TDS 194J, and an approved expense of it (an original to credit).
 */

export const CN_DATE = '2026-11-10'

export async function creditNoteSetup(h: Harness) {
  const ids = { ...(await spendIds(h.db)), people: (await purchaseIds(h.db)).people }
  // Expenses: one level, the Admin Manager's; credit notes: no level, so the Admins decide them.
  await h.db
    .delete(approvalLevels)
    .where(
      and(eq(approvalLevels.projectId, ids.project), inArray(approvalLevels.documentType, ['expense', 'cn'])),
    )
  await h.db.update(projects).set({ autoApprove: false }).where(eq(projects.id, ids.project))
  await h.db.insert(approvalLevels).values({
    organizationId: DEMO_STUDIOS,
    projectId: ids.project,
    documentType: 'expense',
    levelNo: 1,
    name: 'Accounts',
    threshold: 0,
    approverIds: [ids.people.manager],
  })
  const state = (ids.buyerGstin ?? '27').slice(0, 2)
  const vendor = await makeVendor(h.db, 'Credit Lights', `${state}ZZZZZ1111Z1Z1`, ids.tds194j)
  const tokens = {
    admin: await h.login(DEMO.admin),
    manager: await h.login(DEMO.manager),
    user: await h.login(DEMO.user),
  }
  /** An expense of `amount` drafted and submitted by the Admin, approved by the Admin Manager; its id. */
  const original = async (amount: number, extra: Record<string, unknown> = {}) => {
    const draft = await h.call('POST', '/v2/expenses', {
      token: tokens.admin,
      body: {
        project_id: ids.project,
        budget_code: ids.code,
        vendor_id: vendor,
        invoice_no: `CN-ORIG-${amount}-${Math.random()}`.slice(0, 30),
        invoice_date: '2026-11-05',
        amount,
        gst_id: ids.gst18,
        ...extra,
      },
    })
    if (draft.status !== 200) throw new Error(`expense: ${JSON.stringify(draft.body)}`)
    const id = okBody(expensesApi.create, draft).data.expense_id
    await h.call('POST', `/v2/expenses/${id}/submit`, { token: tokens.admin, body: {} })
    const approved = await h.call('POST', `/v2/expenses/${id}/approve`, { token: tokens.manager, body: {} })
    if (okBody(expensesApi.approve, approved).data.status !== 'approved')
      throw new Error(`approve: ${JSON.stringify(approved.body)}`)
    return id
  }
  /** A credit note body against `expenseId` crediting quantity × rate. */
  const body = (expenseId: number, rate: number, quantity = '1', extra: Record<string, unknown> = {}) => ({
    expense_id: expenseId,
    cn_no: `VCN-${rate}`,
    cn_date: CN_DATE,
    reason: 'return',
    lines: [{ quantity, rate }],
    ...extra,
  })
  /** A draft by the Admin Manager (who may draft and submit; the Admins approve). */
  const draft = (expenseId: number, rate: number, quantity = '1', extra: Record<string, unknown> = {}) =>
    h.call('POST', '/v2/credit-notes', {
      token: tokens.manager,
      body: body(expenseId, rate, quantity, extra),
    })
  const act = (id: number, action: string, token = tokens.admin, stepBody: unknown = {}) =>
    h.call('POST', `/v2/credit-notes/${id}/${action}`, { token, body: stepBody })
  /** A credit note drafted, submitted by the manager, approved by the Admin, posted: its id. */
  const posted = async (expenseId: number, rate: number, extra: Record<string, unknown> = {}) => {
    const created = await draft(expenseId, rate, '1', extra)
    if (created.status !== 200) throw new Error(`draft: ${JSON.stringify(created.body)}`)
    const id = okBody(creditNotesApi.create, created).data.credit_note_id
    for (const [action, token] of [
      ['submit', tokens.manager],
      ['approve', tokens.admin],
      ['post', tokens.admin],
    ] as const) {
      const answer = await act(id, action, token)
      if (answer.status !== 200) throw new Error(`${action}: ${JSON.stringify(answer.body)}`)
    }
    return id
  }
  const poLine = (quantity: string, rate: number, received: string) =>
    approvedPoLine(h.db, { project: ids.project, vendor, code: ids.code, quantity, rate, received })
  return { ids, vendor, tokens, original, body, draft, act, posted, poLine }
}

export async function switchCreditNotes(h: Harness, on: boolean) {
  await h.db.update(organizations).set({ creditNoteIsActive: on }).where(eq(organizations.id, DEMO_STUDIOS))
}
