import * as z from 'zod/mini'

/** Helpers shared by the contract's schemas. */

export const id = z
  .int({ error: 'Expected a whole number' })
  .check(z.positive({ error: 'Expected a positive id' }))
/** An id in a path or query string: digits only, converted to a number. */
export const idParam = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,9}$/, { error: 'Expected a numeric id' })),
  z.transform(Number),
)
export const text = (max: number, error = 'This field is required') =>
  z
    .string()
    .check(z.trim(), z.minLength(1, { error }), z.maxLength(max, { error: `Use at most ${max} characters` }))
export const optionalText = (max: number) =>
  z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(max, { error: `Use at most ${max} characters` }))),
  )
export const isoDateTime = z.string()
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
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  /** A column key, `-` first for descending: `name`, `-created_at`. */
  sort: z.optional(
    z.string().check(z.regex(/^-?[a-z_]{1,40}$/, { error: 'sort is a column name, - first for descending' })),
  ),
}
