import * as z from 'zod/mini'
import { isoDate } from './common'
import { okEnvelope } from './envelope'

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
})
export type BooksSettings = z.infer<typeof booksSettingsSchema>
export const booksSettingsResponseSchema = okEnvelope(booksSettingsSchema)

/** PUT /v2/books/settings (Admins). */
export const booksSettingsRequestSchema = z.strictObject({
  future_days_allowed: z
    .int({ error: 'Enter a whole number of days' })
    .check(
      z.minimum(0, { error: 'Enter 0 or more days' }),
      z.maximum(MAX_FUTURE_DAYS, { error: `Enter at most ${MAX_FUTURE_DAYS} days` }),
    ),
})
export type BooksSettingsRequest = z.infer<typeof booksSettingsRequestSchema>
