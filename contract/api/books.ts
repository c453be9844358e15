import * as z from 'zod/mini'
import {
  accountLedgerQuerySchema,
  accountLedgerSchema,
  booksSettingsRequestSchema,
  booksSettingsResponseSchema,
  dayBookQuerySchema,
  dayBookSchema,
  tallyExportQuerySchema,
  trialBalanceQuerySchema,
  trialBalanceSchema,
} from '../books'
import { defineEndpoint, type FileAnswer, permission } from '../endpoint'
import { okEnvelope } from '../envelope'

/*
 * The books: the organisation's booking rules (every signed-in user reads them, the forms stop
 * their date pickers at the latest date allowed; Admins change them) and the ledger derived from
 * the documents, for whoever reads budgets.
 */

const tag = 'Books'

export const booksApi = {
  settings: defineEndpoint({
    method: 'get',
    path: '/books/settings',
    summary: 'How many days ahead documents may be dated, and the latest date that allows today',
    tag,
    access: { kind: 'signed-in' },
    response: booksSettingsResponseSchema,
  }),
  saveSettings: defineEndpoint({
    method: 'put',
    path: '/books/settings',
    summary: 'Set how many days ahead documents may be dated (Admins)',
    tag,
    access: permission('settings', 'PUT'),
    body: booksSettingsRequestSchema,
    response: booksSettingsResponseSchema,
  }),
  trialBalance: defineEndpoint({
    method: 'get',
    path: '/ledger/trial-balance',
    summary:
      'Each account’s balance on a date (as_of, default today), from the journal of a project or of the organisation',
    tag,
    access: permission('budget', 'GET'),
    query: trialBalanceQuerySchema,
    response: okEnvelope(trialBalanceSchema),
  }),
  tallyExport: defineEndpoint({
    method: 'get',
    path: '/ledger/tally-export',
    summary:
      'The period’s vouchers (one per posted document or payment) with their ledgers and groups, as Tally’s XML import envelope (tally_isActive)',
    tag,
    access: permission('budget', 'GET'),
    query: tallyExportQuerySchema,
    download: { contentTypes: ['application/xml'] },
    response: z.object({ file: z.custom<FileAnswer>() }),
  }),
  account: defineEndpoint({
    method: 'get',
    path: '/ledger/account',
    summary: 'One account’s entries in a period (from, to) with the balance brought forward and running',
    tag,
    access: permission('budget', 'GET'),
    query: accountLedgerQuerySchema,
    response: okEnvelope(accountLedgerSchema),
  }),
  dayBook: defineEndpoint({
    method: 'get',
    path: '/ledger/day-book',
    summary: 'Every voucher of a period (at most 31 days) with its balanced lines, in date order',
    tag,
    access: permission('budget', 'GET'),
    query: dayBookQuerySchema,
    response: okEnvelope(dayBookSchema),
  }),
}
