import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { booksApi } from '../../../contract/api/books'
import { creditNotesApi } from '../../../contract/api/credit-notes'
import { expensesApi } from '../../../contract/api/expenses'
import { reportsApi } from '../../../contract/api/reports'
import { rowsOf } from '../../db/rows'
import { projects } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, okBody, refusal, test, workerDatabase } from '../../test/harness'
import { creditNoteSetup, switchCreditNotes } from '../credit-notes/credit-note-fixtures'
import { ledgerEntries } from '../spend/ledger'
import { journalEntries } from './journal-sources'

/*
 * The journal is derived from the documents: on the demo every document's entries balance, so the
 * trial balance of the organisation and of each project balances; and the production-cost accounts
 * hold, project by project, exactly what the budget counts as actual (bar inventory charges, which
 * have no entry yet).
 */

beforeAll(async () => {
  await workerDatabase()
})

describe('the journal and the trial balance', () => {
  test('every document’s entries balance, and so does the trial balance, organisation and projects', async ({
    h,
  }) => {
    const unbalanced = rowsOf(
      await h.db.execute(sql`
        select document_type, document_id, sum(debit) as debit, sum(credit) as credit
        from (${journalEntries({ tenantId: DEMO_STUDIOS })}) j
        group by document_type, document_id having sum(debit) <> sum(credit)`),
    )
    expect(unbalanced).toEqual([])
    const admin = await h.login(DEMO.admin)
    const balance = async (query: string) =>
      okBody(booksApi.trialBalance, await h.call('GET', `/v2/ledger/trial-balance${query}`, { token: admin }))
        .data
    const organisation = await balance('?as_of=2026-12-31')
    expect(organisation.debit_total).toBeGreaterThan(0)
    expect(organisation.debit_total).toBe(organisation.credit_total)
    const kinds = new Set(organisation.rows.map((row) => row.account_code.split('-')[0]))
    // Costs, input GST, TDS and the bank are all there on the demo.
    for (const kind of ['5000', '1100', '1401', '2200']) expect(kinds, kind).toContain(kind)
    const demoProjects = await h.db.select({ id: projects.id }).from(projects)
    for (const { id } of demoProjects) {
      const own = await h.call('GET', `/v2/ledger/trial-balance?as_of=2026-12-31&project=${id}`, {
        token: admin,
      })
      if (own.status === 404) continue
      const figures = okBody(booksApi.trialBalance, own).data
      expect(figures.debit_total, `project ${id}`).toBe(figures.credit_total)
    }
  })

  test('the cost accounts hold what the budget counts as actual, project by project', async ({ h }) => {
    const demoProjects = await h.db
      .select({ id: projects.id, tenant: projects.organizationId })
      .from(projects)
    for (const { id, tenant } of demoProjects) {
      const [journal] = rowsOf<{ cost: string | null }>(
        await h.db.execute(sql`
          select sum(debit - credit) as cost from (${journalEntries({ tenantId: tenant, projectId: id })}) j
          where account_code like '5000-%'`),
      )
      const [ledger] = rowsOf<{ actual: string | null }>(
        await h.db.execute(sql`
          select sum(actual) as actual from (${ledgerEntries({ tenantId: tenant, projectId: id })}) l
          where document_type <> 'item'`),
      )
      expect(Number(journal?.cost ?? 0), `project ${id}`).toBe(Number(ledger?.actual ?? 0))
    }
  })

  test('what the vendor is owed in the ledger is each invoice’s still to pay, before and after a credit note', async ({
    h,
  }) => {
    await switchCreditNotes(h, true)
    const { ids, vendor, tokens, original, posted, act } = await creditNoteSetup(h)
    const owedInLedger = async () => {
      const figures = okBody(
        booksApi.trialBalance,
        await h.call('GET', `/v2/ledger/trial-balance?project=${ids.project}`, { token: tokens.admin }),
      ).data
      expect(figures.debit_total).toBe(figures.credit_total)
      const row = figures.rows.find((entry) => entry.account_code === `2100-${vendor}`)
      return (row?.credit ?? 0) - (row?.debit ?? 0)
    }
    const stillToPay = async (expenseId: number) =>
      okBody(
        creditNotesApi.creditable,
        await h.call('GET', `/v2/credit-notes/creditable/${expenseId}`, { token: tokens.admin }),
      ).data.payable_now
    const invoice = await original(50_000_00)
    expect(await stillToPay(invoice)).toBeGreaterThan(0)
    expect(await owedInLedger()).toBe(await stillToPay(invoice))
    const note = await posted(invoice, 10_000_00)
    expect((await act(note, 'apply')).status).toBe(200)
    expect(await owedInLedger()).toBe(await stillToPay(invoice))
    // The invoice's own record and the payables register say the same.
    const own = okBody(
      expensesApi.get,
      await h.call('GET', `/v2/expenses/${invoice}`, { token: tokens.admin }),
    ).data
    expect(own.still_owed).toBe(await stillToPay(invoice))
    const payables = okBody(
      reportsApi.report,
      await h.call('GET', `/v2/reports/payables?project_id=${ids.project}`, { token: tokens.admin }),
    ).data.rows.find((row) => row.vendor === 'Credit Lights')
    expect(payables?.payable).toBe(own.still_owed)
    // The vendor's own ledger: the invoice, then the credit note, its balance what is still owed.
    const statement = async (query = '') =>
      okBody(
        booksApi.account,
        await h.call('GET', `/v2/ledger/account?account=2100-${vendor}&project=${ids.project}${query}`, {
          token: tokens.admin,
        }),
      ).data
    const all = await statement()
    expect(all.entries.map((entry) => [entry.document_type, entry.reference])).toEqual([
      ['expense', own.invoice_no],
      ['cn', 'VCN-1000000'],
    ])
    expect([all.opening, all.closing]).toEqual([0, -(own.still_owed ?? 0)])
    expect(all.entries.at(-1)?.balance).toBe(all.closing)
    // From the credit note's date on: the invoice is brought forward.
    const later = await statement('&from=2026-11-10')
    expect([later.opening, later.entries.length, later.closing]).toEqual([
      all.entries[0]?.balance,
      1,
      all.closing,
    ])
    const unknown = await h.call('GET', `/v2/ledger/account?account=9999&project=${ids.project}`, {
      token: tokens.admin,
    })
    expect(unknown.status).toBe(404)
  })

  test('the day book lists a period’s vouchers in date order, each balanced, a month at most', async ({
    h,
  }) => {
    const admin = await h.login(DEMO.admin)
    const book = async (from: string, to: string) =>
      h.call('GET', `/v2/ledger/day-book?from=${from}&to=${to}`, { token: admin })
    const november = okBody(booksApi.dayBook, await book('2026-11-01', '2026-11-30')).data
    expect(november.vouchers.length).toBeGreaterThan(0)
    expect(november.debit_total).toBe(november.credit_total)
    const days = november.vouchers.map((voucher) => voucher.on)
    expect(days).toEqual([...days].sort())
    for (const voucher of november.vouchers) {
      const debit = voucher.lines.reduce((sum, line) => sum + line.debit, 0)
      expect(debit, `${voucher.document_type} ${voucher.document_id}`).toBe(
        voucher.lines.reduce((sum, line) => sum + line.credit, 0),
      )
      expect(voucher.on >= '2026-11-01' && voucher.on <= '2026-11-30').toBe(true)
    }
    const tooLong = await book('2026-01-01', '2026-03-31')
    expect([tooLong.status, refusal(tooLong).errors?.[0]?.path]).toEqual([400, 'to'])
    expect((await book('2026-11-30', '2026-11-01')).status).toBe(400)
  })
})
