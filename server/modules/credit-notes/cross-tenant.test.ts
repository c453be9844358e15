import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { creditNotesApi } from '../../../contract/api/credit-notes'
import { creditNoteLines, creditNotes } from '../../db/schema'
import { DEMO, okBody, test, workerDatabase } from '../../test/harness'
import { creditNoteSetup } from './credit-note-fixtures'

/*
 * A Northwind Films Admin (their organisation has credit notes switched on) against Demo Studios'
 * credit notes and invoices: every route by id answers 404, lists and pickers show nothing of
 * Demo Studios, and nothing changes.
 */

beforeAll(async () => {
  await workerDatabase()
})

describe('credit notes: tenant boundaries', () => {
  test('every route by id of another organisation: 404, lists empty of it, nothing changes', async ({
    h,
  }) => {
    const { ids, original, draft } = await creditNoteSetup(h)
    const expenseId = await original(1_000_000)
    const created = await draft(expenseId, 100_000)
    const id = okBody(creditNotesApi.create, created).data.credit_note_id
    const before = await h.db.select().from(creditNotes).where(eq(creditNotes.id, id))
    const linesBefore = await h.db.select().from(creditNoteLines).where(eq(creditNoteLines.creditNoteId, id))
    const token = await h.login(DEMO.northwindAdmin)
    const calls: [string, string, unknown?][] = [
      ['GET', `/v2/credit-notes/${id}`],
      ['PUT', `/v2/credit-notes/${id}`, { cn_no: 'MOLE', row_version: 1 }],
      ['GET', `/v2/credit-notes/creditable/${expenseId}`],
      [
        'POST',
        '/v2/credit-notes',
        {
          expense_id: expenseId,
          cn_no: 'MOLE',
          cn_date: '2026-11-10',
          reason: 'return',
          lines: [{ rate: 1 }],
        },
      ],
      ...['submit', 'approve', 'cancel', 'post', 'apply', 'refund-due'].map(
        (step) => ['POST', `/v2/credit-notes/${id}/${step}`, {}] as [string, string, unknown],
      ),
      ['POST', `/v2/credit-notes/${id}/reject`, { reason: 'Mole was here' }],
      ['POST', `/v2/credit-notes/${id}/refund`, { refunded_on: '2026-11-20', payment_mode_id: ids.neft }],
    ]
    for (const [method, path, body] of calls) {
      const answer = await h.call(method, path, { token, body })
      expect([method, path, answer.status]).toEqual([method, path, 404])
      expect(JSON.stringify(answer.body)).not.toMatch(/Monsoon|MD-01|Credit Lights/)
    }
    for (const [endpoint, path] of [
      [creditNotesApi.list, '/v2/credit-notes'],
      [creditNotesApi.originals, `/v2/credit-notes/originals?project_id=${ids.project}`],
      [creditNotesApi.proposals, `/v2/credit-notes/proposals?project_id=${ids.project}`],
    ] as const) {
      const answer = await h.call('GET', path, { token })
      expect([path, answer.status, okBody(endpoint, answer).data]).toEqual([path, 200, []])
    }
    expect(await h.db.select().from(creditNotes).where(eq(creditNotes.id, id))).toEqual(before)
    expect(await h.db.select().from(creditNoteLines).where(eq(creditNoteLines.creditNoteId, id))).toEqual(
      linesBefore,
    )
  })
})
