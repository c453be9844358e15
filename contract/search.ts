import * as z from 'zod/mini'
import { storable } from './common'
import { okEnvelope } from './envelope'

/*
 * The search across the product (Ctrl+K and /pages/search): one query, answered in groups, one per
 * kind of record the caller may read. Each kind is searched only under its module's GET
 * permission, within the caller's organisation and, for what hangs off a project, within the
 * projects the caller may see.
 */

/** The kinds of record searched, in the order their groups are answered. */
export const SEARCH_KINDS = [
  'project',
  'budget_code',
  'vendor',
  'purchase_order',
  'expense',
  'contract',
  'person',
] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const SEARCH_MIN_LENGTH = 2
export const SEARCH_DEFAULT_LIMIT = 5
export const SEARCH_MAX_LIMIT = 50

/** `kinds=vendor,person`: some kinds only, as one comma list. */
const queryKinds = z.pipe(
  z.pipe(
    z.string(),
    z.transform((list) =>
      list
        .split(',')
        .map((kind) => kind.trim())
        .filter(Boolean),
    ),
  ),
  z
    .array(z.enum(SEARCH_KINDS, { error: `Use kinds from: ${SEARCH_KINDS.join(', ')}` }))
    .check(z.minLength(1, { error: 'Name at least one kind' }), z.maxLength(SEARCH_KINDS.length)),
)

export const searchQuerySchema = z.object({
  q: z
    .string({ error: `Type at least ${SEARCH_MIN_LENGTH} characters to search` })
    .check(
      z.trim(),
      z.minLength(SEARCH_MIN_LENGTH, { error: `Type at least ${SEARCH_MIN_LENGTH} characters to search` }),
      z.maxLength(100, { error: 'Use at most 100 characters' }),
      storable(),
    ),
  kinds: z.optional(queryKinds),
  /** How many records per group (1–50, default 5); `more` says whether a group has others. */
  limit: z.optional(
    z.pipe(
      z
        .string()
        .check(z.regex(/^[1-9][0-9]?$/, { error: `limit is a number from 1 to ${SEARCH_MAX_LIMIT}` })),
      z.pipe(
        z.transform(Number),
        z.number().check(z.maximum(SEARCH_MAX_LIMIT, { error: `limit is at most ${SEARCH_MAX_LIMIT}` })),
      ),
    ),
  ),
})
export type SearchQuery = z.input<typeof searchQuerySchema>

export const searchItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  /** The page that shows the record, as a path of the SPA with its search parameters. */
  href: z.string(),
})
export type SearchItem = z.infer<typeof searchItemSchema>

export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  items: z.array(searchItemSchema),
  /** More records of this kind match than `items` holds. */
  more: z.boolean(),
})
export type SearchGroup = z.infer<typeof searchGroupSchema>

/** The groups with at least one match, in SEARCH_KINDS order. */
export const searchResponseSchema = okEnvelope(z.array(searchGroupSchema))
export type SearchResponse = z.infer<typeof searchResponseSchema>
