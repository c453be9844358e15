import * as z from 'zod/mini'
import { id, idParam, isoDateTime, storable, text } from './common'
import { okEnvelope } from './envelope'

/*
 * Saved filters: a list's filters kept under a name, for the user who saved them or, shared, for
 * everyone in the organisation who may use that list. Generic: each list is a scope; what a
 * scope's query may hold is its list's own query schema (checked by the server when saved).
 */

/** The lists a filter can be saved for; each is used under its module's GET permission. */
export const SAVED_FILTER_SCOPES = ['contracts', 'reports'] as const
export type SavedFilterScope = (typeof SAVED_FILTER_SCOPES)[number]
const scope = z.enum(SAVED_FILTER_SCOPES, { error: `Use a scope from: ${SAVED_FILTER_SCOPES.join(', ')}` })

/** The query as the list's endpoint takes it: parameter names and their text values. */
const savedQuery = z.record(
  z.string().check(z.regex(/^[a-z_]{1,40}$/, { error: 'A query parameter is a lower-case name' })),
  z.string().check(z.maxLength(400, { error: 'Use at most 400 characters' }), storable()),
)
const name = text(80, 'Name the filter')

export const savedFilterListQuerySchema = z.object({ scope })

export const createSavedFilterRequestSchema = z.strictObject({
  scope,
  name,
  query: savedQuery,
  shared: z.optional(z.boolean()),
})
export type CreateSavedFilterRequest = z.input<typeof createSavedFilterRequestSchema>

/** Rename it, replace its query or share it (or stop); only its owner may. */
export const updateSavedFilterRequestSchema = z.strictObject({
  name: z.optional(name),
  query: z.optional(savedQuery),
  shared: z.optional(z.boolean()),
})
export type UpdateSavedFilterRequest = z.input<typeof updateSavedFilterRequestSchema>

export const savedFilterSchema = z.object({
  saved_filter_id: id,
  scope,
  name: z.string(),
  query: z.record(z.string(), z.string()),
  shared: z.boolean(),
  /** Saved by the caller (who alone may change or delete it). */
  mine: z.boolean(),
  owner_name: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
})
export type SavedFilter = z.infer<typeof savedFilterSchema>

export const savedFilterResponseSchema = okEnvelope(savedFilterSchema)
export const savedFilterListResponseSchema = okEnvelope(z.array(savedFilterSchema))
export const savedFilterDeletedResponseSchema = okEnvelope(
  z.object({ saved_filter_id: id, deleted: z.literal(true) }),
)
export const savedFilterIdParams = z.object({ id: idParam })
