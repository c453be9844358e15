import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { booksApi } from '../../../contract/api/books'
import { budgetApi } from '../../../contract/api/budget'
import { costReportApi } from '../../../contract/api/cost-report'
import { auditLog, creditNotes, expenses } from '../../db/schema'
import { DEMO, type Harness, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { creditNoteSetup, switchCreditNotes } from '../credit-notes/credit-note-fixtures'

/*
 * How far ahead a document may be dated. The harness's today is 22 November 2026: by default
 * nothing is dated after it (a credit note dated tomorrow once lowered the budget page's actual
 * while the cost report and dashboard of today did not count it); an Admin may allow days ahead,
 * and then the budget page, like the cost report, counts such a document from its own day.
 */

beforeAll(async () => {
  await workerDatabase()
})

const TODAY = '2026-11-22'
const TOMORROW = '2026-11-23'

async function setup(h: Harness) {
  await switchCreditNotes(h, true)
  const cn = await creditNoteSetup(h)
  const expenseCount = async () => (await h.db.select({ id: expenses.id }).from(expenses)).length
  const creditNoteCount = async () => (await h.db.select({ id: creditNotes.id }).from(creditNotes)).length
  /** The code's actual on the budget page and in today's cost report (signed in afresh: the clock moves). */
  const actuals = async () => {
    const token = await h.login(DEMO.manager)
    const budget = okBody(
      budgetApi.report,
      await h.call('GET', `/v2/budget/code/${cn.ids.project}`, { token }),
    ).data
    const cost = okBody(
      costReportApi.report,
      await h.call('GET', `/v2/budget/cost-report/${cn.ids.project}`, { token }),
    ).data
    const onPage = budget.categories
      .flatMap((category) => category.codes)
      .find((c) => c.budget_code === cn.ids.code)
    const inReport = cost.codes.find((c) => c.budget_code === cn.ids.code)
    return {
      page: onPage?.actual,
      report: inReport?.actual,
      pageTotal: budget.actual_total,
      reportTotal: cost.totals.actual,
    }
  }
  return { ...cn, expenseCount, creditNoteCount, actuals }
}

describe('documents dated ahead', () => {
  test('by default nothing is dated after today: refused on its field, nothing written', async ({ h }) => {
    const { ids, vendor, tokens, original, draft, expenseCount, creditNoteCount } = await setup(h)
    const settings = okBody(
      booksApi.settings,
      await h.call('GET', '/v2/books/settings', { token: tokens.user }),
    )
    expect(settings.data).toEqual({
      future_days_allowed: 0,
      latest_date: TODAY,
      receipts_required_from: null,
    })

    const invoiceId = await original(50_000_00)
    const [expensesBefore, notesBefore] = [await expenseCount(), await creditNoteCount()]
    const lateNote = await draft(invoiceId, 10_000_00, '1', { cn_date: TOMORROW })
    expect([lateNote.status, refusal(lateNote).code, refusal(lateNote).errors?.[0]?.path]).toEqual([
      400,
      'futureDated',
      'cn_date',
    ])
    expect(refusal(lateNote).params).toEqual({ latest: TODAY })
    const lateInvoice = await h.call('POST', '/v2/expenses', {
      token: tokens.admin,
      body: {
        project_id: ids.project,
        budget_code: ids.code,
        vendor_id: vendor,
        invoice_no: 'AHEAD-1',
        invoice_date: TOMORROW,
        amount: 1_000_00,
      },
    })
    expect([lateInvoice.status, refusal(lateInvoice).errors?.[0]?.path]).toEqual([400, 'invoice_date'])
    expect([await expenseCount(), await creditNoteCount()]).toEqual([expensesBefore, notesBefore])
    // Today is fine.
    expect((await draft(invoiceId, 10_000_00, '1', { cn_date: TODAY })).status).toBe(200)
  })

  test('an Admin allows days ahead, audited; the budget page counts such a document from its day, as the cost report does', async ({
    h,
  }) => {
    const { tokens, original, posted, actuals } = await setup(h)
    const save = (days: number, token = tokens.admin) =>
      h.call('PUT', '/v2/books/settings', { token, body: { future_days_allowed: days } })
    expect((await save(7, tokens.manager)).status).toBe(403)
    const saved = await save(7)
    expect(okBody(booksApi.saveSettings, saved).data).toEqual({
      future_days_allowed: 7,
      latest_date: '2026-11-29',
      receipts_required_from: null,
    })
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'organization.books_settings'))
    expect(audit?.after).toEqual({ future_days_allowed: 7 })
    const tooFar = await save(367)
    expect([tooFar.status, refusal(tooFar).errors?.[0]?.path]).toEqual([400, 'future_days_allowed'])

    const invoiceId = await original(50_000_00)
    const before = await actuals()
    expect(before.page).toBe(before.report)
    await posted(invoiceId, 10_000_00, { cn_date: '2026-11-29' })
    const eightDays = await posted(invoiceId, 1_000_00, { cn_date: '2026-11-30' }).catch(
      (error: Error) => error,
    )
    expect(String(eightDays)).toContain('futureDated')
    // Dated ahead: neither the budget page nor today's cost report counts it yet; on its day both do.
    const today = await actuals()
    expect(today).toEqual(before)
    h.clock.advance(7 * 86_400_000)
    const onItsDay = await actuals()
    expect(onItsDay.page).toBe(onItsDay.report)
    expect(onItsDay.pageTotal).toBe(onItsDay.reportTotal)
    expect((before.page ?? 0) - (onItsDay.page ?? 0)).toBe(10_000_00)
  })
})
