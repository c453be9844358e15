import * as z from 'zod/mini'
import { idParam, isoDate } from './common'
import { okEnvelope } from './envelope'
import { amountCeiling, minorUnits } from './spend/common'

/*
 * The books: the organisation's rules for what may be booked when. More of the books (payments,
 * bank, ledger) joins here.
 */

/** The longest an organisation may let documents be dated ahead of today. */
export const MAX_FUTURE_DAYS = 366

/** GET /v2/books/settings: how far ahead documents may be dated, and the latest date that is today. */
export const booksSettingsSchema = z.object({
  /** Days after today a document may be dated (0: not after today). */
  future_days_allowed: z.int().check(z.minimum(0), z.maximum(MAX_FUTURE_DAYS)),
  /** The latest date a document may carry today (the forms' date pickers stop there). */
  latest_date: isoDate,
  /**
   * Petty-cash bills and invoices of this amount or more (minor units of their project's currency)
   * go forward only with a receipt attached; null: none is required.
   */
  receipts_required_from: z.nullable(minorUnits),
})
export type BooksSettings = z.infer<typeof booksSettingsSchema>
export const booksSettingsResponseSchema = okEnvelope(booksSettingsSchema)

/** PUT /v2/books/settings (Admins): changes the settings it names. */
export const booksSettingsRequestSchema = z.strictObject({
  future_days_allowed: z.optional(
    z
      .int({ error: 'Enter a whole number of days' })
      .check(
        z.minimum(0, { error: 'Enter 0 or more days' }),
        z.maximum(MAX_FUTURE_DAYS, { error: `Enter at most ${MAX_FUTURE_DAYS} days` }),
      ),
  ),
  receipts_required_from: z.optional(
    z.nullable(minorUnits.check(z.minimum(0, { error: 'Enter 0 or more' }), amountCeiling)),
  ),
})
export type BooksSettingsRequest = z.infer<typeof booksSettingsRequestSchema>

/** GET /v2/ledger/trial-balance?as_of=&project=: each account's balance on a date. */
export const trialBalanceQuerySchema = z.object({
  as_of: z.optional(isoDate),
  project: z.optional(idParam),
})
export const trialBalanceRowSchema = z.object({
  account_code: z.string(),
  account_name: z.string(),
  /** The account's balance on the debit side (0 when it is on the credit side). */
  debit: minorUnits,
  credit: minorUnits,
})
export type TrialBalanceRow = z.infer<typeof trialBalanceRowSchema>
export const trialBalanceSchema = z.object({
  as_of: isoDate,
  /** The project asked for, or null for the whole organisation. */
  project_id: z.nullable(z.int()),
  /** The currency of every figure: the project's, or the organisation's base currency. */
  currency: z.string(),
  minor_units: z.int(),
  rows: z.array(trialBalanceRowSchema),
  debit_total: minorUnits,
  credit_total: minorUnits,
  /** Projects in another currency left out of the organisation's figures (converted later). */
  projects_left_out: z.array(z.string()),
})
export type TrialBalance = z.infer<typeof trialBalanceSchema>

/** GET /v2/ledger/tally-export?from=&to=: the period's vouchers as Tally's XML import envelope. */
export const tallyExportQuerySchema = z.object({ from: isoDate, to: isoDate })

/** GET /v2/ledger/account?account=&from=&to=&project=: one account's entries with their running balance. */
export const accountLedgerQuerySchema = z.object({
  account: z.string().check(z.minLength(1), z.maxLength(40)),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  project: z.optional(idParam),
})
export const accountEntrySchema = z.object({
  on: isoDate,
  project_code: z.string(),
  document_type: z.string(),
  document_id: z.int(),
  /** What people know the entry by: an invoice number, a credit note's, a UTR, a float's number. */
  reference: z.nullable(z.string()),
  debit: minorUnits,
  credit: minorUnits,
  /** The account's balance after the entry, debit side positive. */
  balance: minorUnits,
})
export type AccountEntry = z.infer<typeof accountEntrySchema>
export const accountLedgerSchema = z.object({
  account_code: z.string(),
  account_name: z.string(),
  project_id: z.nullable(z.int()),
  from: z.nullable(isoDate),
  to: isoDate,
  currency: z.string(),
  minor_units: z.int(),
  /** The balance brought forward from before `from` (debit side positive). */
  opening: minorUnits,
  entries: z.array(accountEntrySchema),
  closing: minorUnits,
})
export type AccountLedger = z.infer<typeof accountLedgerSchema>

/** The longest period a day book covers in one answer. */
export const DAY_BOOK_MAX_DAYS = 31

/** GET /v2/ledger/day-book?from=&to=&project=: every voucher of a period, in date order. */
export const dayBookQuerySchema = z.object({
  from: isoDate,
  to: isoDate,
  project: z.optional(idParam),
})
export const dayBookVoucherSchema = z.object({
  on: isoDate,
  project_code: z.string(),
  document_type: z.string(),
  document_id: z.int(),
  reference: z.nullable(z.string()),
  lines: z.array(
    z.object({ account_code: z.string(), account_name: z.string(), debit: minorUnits, credit: minorUnits }),
  ),
})
export type DayBookVoucher = z.infer<typeof dayBookVoucherSchema>
export const dayBookSchema = z.object({
  from: isoDate,
  to: isoDate,
  project_id: z.nullable(z.int()),
  currency: z.string(),
  minor_units: z.int(),
  vouchers: z.array(dayBookVoucherSchema),
  debit_total: minorUnits,
  credit_total: minorUnits,
})
export type DayBook = z.infer<typeof dayBookSchema>
