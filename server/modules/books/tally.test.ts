import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { rowsOf } from '../../db/rows'
import { DEMO, DEMO_STUDIOS, type Harness, refusal, test, workerDatabase } from '../../test/harness'
import { journalEntries } from './journal-sources'

/*
 * The books handed to Tally: refused while the organisation's Tally switch is off; on, a period's
 * journal as Tally's import envelope — a voucher per posted document or payment of the period,
 * each balanced in Tally's signs, every ledger it names declared among the masters.
 */

beforeAll(async () => {
  await workerDatabase()
})

const PERIOD = { from: '2026-01-01', to: '2026-12-31' }
const exportOf = (h: Harness, token: string, from = PERIOD.from, to = PERIOD.to) =>
  h.call<string>('GET', `/v2/ledger/tally-export?from=${from}&to=${to}`, { token })

describe('the Tally export', () => {
  test('refused while the switch is off; then one balanced voucher per document of the period', async ({
    h,
  }) => {
    const admin = await h.login(DEMO.admin)
    const off = await exportOf(h, admin)
    expect([off.status, refusal(off).code]).toEqual([403, 'switchedOff'])
    expect(
      (await h.call('POST', '/v2/updateprofileinfo', { token: admin, body: { tally_isActive: true } }))
        .status,
    ).toBe(200)
    const backwards = await exportOf(h, admin, PERIOD.to, PERIOD.from)
    expect([backwards.status, refusal(backwards).errors?.[0]?.path]).toEqual([400, 'to'])

    const answer = await exportOf(h, await h.login(DEMO.manager))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('application/xml')
    const xml = answer.body
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<ENVELOPE><HEADER><TALLYREQUEST>Import Data/,
    )
    const documents = rowsOf<{ n: number }>(
      await h.db.execute(sql`
        select count(distinct (document_type, document_id))::int as n
        from (${journalEntries({ tenantId: DEMO_STUDIOS })}) j
        where "on" between ${PERIOD.from}::date and ${PERIOD.to}::date`),
    )[0]?.n
    const vouchers = [...xml.matchAll(/<VOUCHER VCHTYPE="([^"]+)"[^>]*>(.*?)<\/VOUCHER>/g)]
    expect(documents).toBeGreaterThan(0)
    expect(vouchers).toHaveLength(documents as number)
    const declared = new Set([...xml.matchAll(/<LEDGER NAME="([^"]+)"/g)].map((match) => match[1]))
    for (const [, type, body] of vouchers) {
      const lines = [
        ...(body as string).matchAll(
          /<LEDGERNAME>([^<]+)<\/LEDGERNAME><ISDEEMEDPOSITIVE>(Yes|No)<\/ISDEEMEDPOSITIVE><AMOUNT>(-?\d+\.\d{2})<\/AMOUNT>/g,
        ),
      ]
      expect(lines.length, type).toBeGreaterThanOrEqual(2)
      // Tally's sign: debits negative and deemed positive; the voucher's amounts add up to nothing.
      const paise = lines.map(([, , , amount]) => Math.round(Number(amount) * 100))
      expect(
        paise.reduce((sum, value) => sum + value, 0),
        body,
      ).toBe(0)
      for (const [, ledger, positive, amount] of lines) {
        expect(declared, ledger).toContain(ledger)
        expect(positive === 'Yes', `${ledger} ${amount}`).toBe(Number(amount) < 0)
      }
      const date = /<DATE>(\d{8})<\/DATE>/.exec(body as string)?.[1] ?? ''
      expect(date >= '20260101' && date <= '20261231', date).toBe(true)
    }
    // The demo's invoices go in as purchases.
    expect(vouchers.map(([, type]) => type)).toContain('Purchase')
  })
})
