import * as z from 'zod/mini'
import { idParam, isoDate, isoDateTime, text } from './common'
import { okEnvelope } from './envelope'
import { REPORT_KEYS } from './report-keys'

/*
 * /apps/reports: the registers a production accountant keeps, one project at a time, for a period.
 * Every report answers the same shape (columns, rows, totals), so one page shows, filters, saves and
 * exports any of them. Money is integer minor units of the project's currency. The figures come
 * from the modules' own ledgers, so they equal the budget report's and the dashboard's.
 */

export { REPORT_KEYS, REPORT_MODULES, type ReportKey } from './report-keys'

export const REPORT_COLUMN_KINDS = ['text', 'date', 'money', 'number'] as const
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number]

/** A column: its key (its label is `reports.columns.<key>` in the SPA) and how its cells read. */
export const reportColumnSchema = z.object({ key: z.string(), kind: z.enum(REPORT_COLUMN_KINDS) })
export type ReportColumn = z.infer<typeof reportColumnSchema>

const cell = z.union([z.string(), z.number(), z.null()])

export const reportParamsSchema = z.object({ key: z.enum(REPORT_KEYS, { error: 'Choose a report' }) })

/** The period: `from` (default: the project's first day of spend) to `to` (default: today). */
export const reportQuerySchema = z
  .object({
    project_id: idParam,
    from: z.optional(isoDate),
    to: z.optional(isoDate),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      error: 'The period ends on or after it starts',
      path: ['to'],
    }),
  )
export type ReportQuery = z.input<typeof reportQuerySchema>

/** What a saved report filter holds (contract/saved-filters.ts): the report, its project and period. */
export const reportSavedQuerySchema = z.strictObject({
  report: z.enum(REPORT_KEYS, { error: 'Choose a report' }),
  project_id: z.optional(idParam),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
})

export const reportSchema = z.object({
  key: z.enum(REPORT_KEYS),
  project_id: z.int(),
  project_code: z.string(),
  from: z.nullable(isoDate),
  to: isoDate,
  currency: z.object({ code: z.string(), minor_units: z.int() }),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), cell)),
  /** The money columns' sums over every row. */
  totals: z.record(z.string(), z.number()),
})
export type Report = z.infer<typeof reportSchema>
export const reportResponseSchema = okEnvelope(reportSchema)

/**
 * The period lock: a project's books closed through a date. Nothing dated on or before it is
 * written any more (409 `periodLocked`, naming the date field). Budget editors move or lift it.
 */
export const periodLockSchema = z.object({
  project_id: z.int(),
  locked_through: z.nullable(isoDate),
  reason: z.nullable(z.string()),
  locked_by_name: z.nullable(z.string()),
  locked_at: z.nullable(isoDateTime),
  /** Whether the caller may open closed books again or move the lock back: Admins only. */
  can_reopen: z.boolean(),
})
export type PeriodLock = z.infer<typeof periodLockSchema>
export const periodLockResponseSchema = okEnvelope(periodLockSchema)
export const periodLockParamsSchema = z.object({ project_id: idParam })
/** Close the books through a date (with why), or open them again (`locked_through` null). */
export const setPeriodLockRequestSchema = z.strictObject({
  locked_through: z.nullable(isoDate),
  reason: text(500, 'Say why the books are closed or opened'),
})
export type SetPeriodLockRequest = z.output<typeof setPeriodLockRequestSchema>
