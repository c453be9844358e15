import * as z from 'zod/mini'
import { idParam, isoDate } from './common'
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
