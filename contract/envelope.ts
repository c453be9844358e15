import { z } from 'zod'

/** `Status` of every /v2 answer: 1 success, 0 failure (the HTTP status says which failure). */
export const STATUS_OK = 1
export const STATUS_FAILED = 0

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() })
export type FieldError = z.infer<typeof fieldErrorSchema>

export const errorEnvelopeSchema = z.object({
  Status: z.literal(STATUS_FAILED),
  err: z.literal(true),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>

export const paginationSchema = z.object({
  current_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  last_page: z.number().int().min(1),
  total: z.number().int().min(0),
})
export type Pagination = z.infer<typeof paginationSchema>

export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    Status: z.literal(STATUS_OK),
    data,
    err: z.literal(false).optional(),
    message: z.string().optional(),
  })
}

export function listEnvelope<T extends z.ZodType>(item: T) {
  return okEnvelope(z.array(item)).extend({ pagination: paginationSchema })
}

/** List query parameters shared by every paged /v2 list. */
export const LIST_DEFAULT_LIMIT = 25
export const LIST_MAX_LIMIT = 500
export const listQuerySchema = z.object({
  page_no: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
  search: z.string().trim().max(200).optional(),
})
