import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { booksApi } from '../../../contract/api/books'
import { rowsOf } from '../../db/rows'
import { vendors } from '../../db/schema'
import { okBody, test, workerDatabase } from '../../test/harness'
import { creditNoteSetup, switchCreditNotes } from '../credit-notes/credit-note-fixtures'
import { journalEntries } from './journal-sources'

/*
 * The trial balance reads the journal rollup: after each write the rollup brought up to date gives
 * exactly the live journal's balances, a vendor renamed included (its account's name is kept in
 * the rollup).
 */

beforeAll(async () => {
  await workerDatabase()
})

describe('the journal rollup', () => {
  test('is the live journal, summed, after every kind of write', async ({ h }) => {
    await switchCreditNotes(h, true)
    const { ids, vendor, tokens, original, posted, act } = await creditNoteSetup(h)
    const live = async () =>
      rowsOf<{ account_code: string; account_name: string; balance: string }>(
        await h.db.execute(sql`
          select account_code, account_name, sum(debit) - sum(credit) as balance
          from (${journalEntries({ tenantId: 2, projectId: ids.project })}) j
          where "on" <= '2026-11-22'::date
          group by account_code, account_name having sum(debit) <> sum(credit)
          order by account_code collate "C", account_name`),
      ).map((row) => {
        const balance = Number(row.balance)
        return {
          account_code: row.account_code,
          account_name: row.account_name,
          debit: Math.max(0, balance),
          credit: Math.max(0, -balance),
        }
      })
    const rolled = async () =>
      okBody(
        booksApi.trialBalance,
        await h.call('GET', `/v2/ledger/trial-balance?project=${ids.project}`, { token: tokens.admin }),
      ).data.rows
    expect(await rolled()).toEqual(await live())
    const invoice = await original(40_000_00)
    expect(await rolled()).toEqual(await live())
    const note = await posted(invoice, 5_000_00)
    expect((await act(note, 'apply')).status).toBe(200)
    expect(await rolled()).toEqual(await live())
    await h.db
      .update(vendors)
      .set({ legalName: 'Credit Lights Private Limited' })
      .where(eq(vendors.id, vendor))
    const renamed = await rolled()
    expect(renamed).toEqual(await live())
    expect(renamed.map((row) => row.account_name)).toContain('Creditor: Credit Lights Private Limited')
  })
})
