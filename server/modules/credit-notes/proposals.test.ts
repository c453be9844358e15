import { beforeAll, describe, expect } from 'vitest'
import { creditNotesApi } from '../../../contract/api/credit-notes'
import { okBody, test, workerDatabase } from '../../test/harness'
import { creditNoteSetup } from './credit-note-fixtures'

/*
 * A challan verified short of its PO line proposes a draft credit note against the invoice booked
 * on the line: the short quantity at the line's rate, short supply, to be supplied again; once a
 * short-supply credit note exists on that invoice, nothing more is proposed.
 */

beforeAll(async () => {
  await workerDatabase()
})

describe('credit notes proposed by a challan verified short', () => {
  test('10 ordered, 6 received and invoiced: 4 at the line rate, then nothing once drafted', async ({
    h,
  }) => {
    const { ids, original, poLine, tokens } = await creditNoteSetup(h)
    const line = await poLine('10', 100_000, '6')
    const ask = async () =>
      okBody(
        creditNotesApi.proposals,
        await h.call('GET', `/v2/credit-notes/proposals?project_id=${ids.project}`, {
          token: tokens.manager,
        }),
      )
    expect((await ask()).data).toEqual([])
    const expenseId = await original(600_000, { po_line_id: line.lineId })
    const proposals = (await ask()).data
    expect(proposals).toHaveLength(1)
    expect(proposals[0]).toMatchObject({
      challan_no: 'DC-1',
      po_line_id: line.lineId,
      ordered: '10',
      received: '6',
      short: '4',
      draft: {
        expense_id: expenseId,
        reason: 'short_supply',
        lines: [{ quantity: '4', rate: 100_000, supply_again: true }],
      },
      original: { remaining_taxable: 600_000 },
    })
    const drafted = await h.call('POST', '/v2/credit-notes', {
      token: tokens.manager,
      body: { ...proposals[0]?.draft, cn_no: 'SHORT-1', cn_date: '2026-11-10' },
    })
    expect(okBody(creditNotesApi.create, drafted).data).toMatchObject({ status: 'draft', taxable: 400_000 })
    expect((await ask()).data).toEqual([])
  })
})
