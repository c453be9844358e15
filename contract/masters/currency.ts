import * as z from 'zod/mini'
import { id, isoDate, isoDateTime } from '../common'
import { okEnvelope } from '../envelope'
import { normalizeDecimal } from './fields'

/** A currency's exchange rates to the organisation's base currency, each from a date on. */

export const RATE_SCALE = 6

export const currencyRateSchema = z.object({
  rate_id: id,
  currency_id: id,
  effective_from: z.string(),
  /** Base-currency units for one unit of this currency, six decimals: "84.100000". */
  rate: z.string(),
  created_at: isoDateTime,
})
export type CurrencyRate = z.infer<typeof currencyRateSchema>

export const createRateRequestSchema = z.strictObject({
  effective_from: isoDate,
  rate: z.pipe(
    z.union([z.string(), z.number()], { error: 'Enter the rate' }),
    z.transform((value, context) => {
      const normalized = normalizeDecimal(value, RATE_SCALE)
      if (normalized === null || Number(normalized) <= 0 || Number(normalized) >= 1_000_000_000) {
        context.issues.push({
          code: 'custom',
          input: value,
          message: `Enter a rate above 0 with at most ${RATE_SCALE} decimals`,
          params: { code: 'rate', values: { scale: RATE_SCALE } },
        })
        return z.NEVER
      }
      return normalized
    }),
  ),
})
export type CreateRateRequest = z.input<typeof createRateRequestSchema>

export const currencyRatesResponseSchema = okEnvelope(z.array(currencyRateSchema))
export const currencyRateResponseSchema = okEnvelope(currencyRateSchema)

export const rateLookupQuerySchema = z.object({
  code: z.string().check(z.regex(/^[A-Za-z]{3}$/, { error: 'code is a three-letter currency code' })),
  date: z.optional(isoDate),
})
export const rateLookupSchema = z.object({
  code: z.string(),
  date: z.string(),
  /** The rate in force on `date`: the latest one effective on or before it. */
  rate: z.string(),
  effective_from: z.nullable(z.string()),
  is_base: z.boolean(),
})
export type RateLookup = z.infer<typeof rateLookupSchema>
export const rateLookupResponseSchema = okEnvelope(rateLookupSchema)
