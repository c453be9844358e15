import * as z from 'zod/mini'

/** Helpers shared by the contract's schemas. */

/** The largest id there is: every id column is a PostgreSQL `integer`. */
export const MAX_ID = 2_147_483_647

export const id = z
  .int({ error: 'Expected a whole number' })
  .check(
    z.positive({ error: 'Expected a positive id' }),
    z.maximum(MAX_ID, { error: 'No record has this id' }),
  )
/** Whether a number (or the digits of one) is within the ids there can be. */
export const withinIds = (value: string | number) => Number(value) <= MAX_ID
/** An id as text (in a path, a query, a key): digits only, no larger than an id can be. */
export const idText = (error = 'Expected a numeric id') =>
  z
    .string()
    .check(
      z.regex(/^[1-9][0-9]{0,9}$/, { error, abort: true }),
      z.refine(withinIds, { error: 'No record has this id' }),
    )
/** An id in a path or query string: digits only, converted to a number. */
export const idParam = z.pipe(idText(), z.transform(Number))

/**
 * What no text can hold: the NUL character (PostgreSQL refuses it in text and JSON) and half of a
 * surrogate pair (a broken emoji: not a character at all, so it cannot be stored as UTF-8).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is refused
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g')
export const UNSTORABLE_MESSAGE = 'Remove the invisible or broken character from this text'
export const hasUnstorableCharacter = (value: string) => UNSTORABLE.test(value)
/** The text with each such character shown as �: to name a key or a heading that holds one. */
export const markUnstorable = (value: string) => value.replace(UNSTORABLE_ALL, '\ufffd')
/** A check for any string schema: refuses text with a character that cannot be stored. */
export const storable = () =>
  z.refine<string>((value) => !UNSTORABLE.test(value), {
    error: UNSTORABLE_MESSAGE,
    params: { code: 'characters' },
  })

export const text = (max: number, error = 'This field is required') =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error }),
      z.maxLength(max, { error: `Use at most ${max} characters` }),
      storable(),
    )
export const optionalText = (max: number) =>
  z.optional(
    z.nullable(
      z.string().check(z.trim(), z.maxLength(max, { error: `Use at most ${max} characters` }), storable()),
    ),
  )
export const isoDateTime = z.string()

/** 2026-02-30 matches the pattern but is not a day of the calendar. */
export function realDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}
/** A day of the calendar, as `2026-11-22`. */
export const isoDate = z.string({ error: 'Enter a date like 2026-11-22' }).check(
  z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
    error: 'Enter a date like 2026-11-22',
    abort: true,
  }),
  z.refine((value) => realDate(value), { error: 'This date does not exist', params: { code: 'date' } }),
)
/** `archive=1` selects archived records instead of active ones. */
export const archiveFlag = z.optional(z.enum(['0', '1']))
const wholeNumber = (error: string) =>
  z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,5}$/, { error })), z.transform(Number))
/** `page_no` from 1, `limit` 1–500 (default 25), `search`: the paging every /v2 list shares. */
export const pageQuery = {
  page_no: z.optional(wholeNumber('page_no is a page number from 1')),
  limit: z.optional(
    z.pipe(
      wholeNumber('limit is a number from 1 to 500'),
      z.number().check(z.maximum(500, { error: 'limit is at most 500' })),
    ),
  ),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200), storable())),
  /** A column key, `-` first for descending: `name`, `-created_at`. */
  sort: z.optional(
    z.string().check(z.regex(/^-?[a-z_]{1,40}$/, { error: 'sort is a column name, - first for descending' })),
  ),
}
