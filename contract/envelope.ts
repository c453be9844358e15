import * as z from 'zod/mini'
import { STATUS_FAILED, STATUS_OK } from './codes'

/**
 * A field's problem: `message` is for people (English); `code` and `params` let a client say it
 * in its own language ("required", "maxLength" with count…).
 */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  code: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
})
export type FieldError = z.infer<typeof fieldErrorSchema>

export const errorEnvelopeSchema = z.object({
  Status: z.literal(STATUS_FAILED),
  err: z.literal(true),
  message: z.string(),
  /** What went wrong, for clients that show it in another language. */
  code: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  errors: z.optional(z.array(fieldErrorSchema)),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>

const count = z.int().check(z.minimum(0))
export const paginationSchema = z.object({
  current_page: z.int().check(z.minimum(1)),
  per_page: z.int().check(z.minimum(1)),
  from: z.nullable(count),
  to: z.nullable(count),
  last_page: z.int().check(z.minimum(1)),
  total: count,
})
export type Pagination = z.infer<typeof paginationSchema>

export function okEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    Status: z.literal(STATUS_OK),
    data,
    err: z.optional(z.literal(false)),
    message: z.optional(z.string()),
  })
}

export function listEnvelope<T extends z.ZodMiniType>(item: T) {
  return z.extend(okEnvelope(z.array(item)), { pagination: paginationSchema })
}

/** List query parameters shared by every paged /v2 list. */
export const LIST_DEFAULT_LIMIT = 25
export const LIST_MAX_LIMIT = 500
export const listQuerySchema = z.object({
  page_no: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(LIST_MAX_LIMIT)),
    LIST_DEFAULT_LIMIT,
  ),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
})
