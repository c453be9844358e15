import * as z from 'zod/mini'
import { id, idParam, isoDate, isoDateTime, text } from './common'
import { okEnvelope } from './envelope'

/*
 * The cost report of a project's budget: per code the budget, what became actual in the period and
 * to date, what is still committed, the estimate to complete (ETC) and the estimated final cost
 * (EFC = actual + committed + ETC) with its variance against the budget. ETC is entered per code
 * with an effective date and a reason, every change kept; without an entry it is budget − actual −
 * committed (never below 0). The DCR and overdue hires propose changes; weekly snapshots compare.
 * Money is integer minor units of the project's currency.
 */

const money = z.int({ error: 'Expected an amount in minor units' })
const versionParam = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,4}$/, { error: 'budgetV is a version number from 1' })),
  z.transform(Number),
)

/** GET /v2/budget/cost-report/{project_id}: as_of defaults to today, the period to its week (Monday on). */
export const costReportQuerySchema = z.object({
  budgetV: z.optional(versionParam),
  as_of: z.optional(isoDate),
  period_from: z.optional(isoDate),
})

export const ETC_PROPOSAL_SOURCES = ['dcr', 'hire'] as const
export type EtcProposalSource = (typeof ETC_PROPOSAL_SOURCES)[number]
/** A change of a code's ETC that the DCR (days over their daily budget) or an overdue hire suggests. */
export const etcProposalSchema = z.object({
  source: z.enum(ETC_PROPOSAL_SOURCES),
  /** What to add to the code's ETC (negative: the days came in under their plan). */
  amount: money,
  /** dcr: shoot days reported against a daily budget, planned days still to come, DCR as % of plan. */
  days_reported: z.int(),
  days_to_come: z.int(),
  pct_of_plan: z.nullable(z.int()),
  /** hire: the items on hire past their due date and their late days so far. */
  items: z.array(z.object({ item_no: z.string(), name: z.string(), late_days: z.int() })),
})
export type EtcProposal = z.infer<typeof etcProposalSchema>

export const costReportCodeSchema = z.object({
  budget_code: z.string(),
  description: z.string(),
  category_name: z.nullable(z.string()),
  budget: money,
  period_actual: money,
  actual: money,
  committed: money,
  etc: money,
  /** The entry ETC stands on; null when it is the default (budget − actual − committed). */
  etc_entry: z.nullable(
    z.object({ etc_id: id, effective_date: isoDate, reason: z.string(), entered_by: z.nullable(z.string()) }),
  ),
  efc: money,
  /** budget − EFC: negative when the code is heading over its budget. */
  variance: money,
  proposals: z.array(etcProposalSchema),
})
export type CostReportCode = z.infer<typeof costReportCodeSchema>

const costTotalsSchema = z.object({
  budget: money,
  period_actual: money,
  actual: money,
  committed: money,
  etc: money,
  efc: money,
  variance: money,
})
export type CostTotals = z.infer<typeof costTotalsSchema>

export const costReportSchema = z.object({
  project_id: id,
  budgetV: z.nullable(z.int()),
  as_of: isoDate,
  period_from: isoDate,
  currency: z.object({ code: z.string(), minor_units: z.int() }),
  codes: z.array(costReportCodeSchema),
  totals: costTotalsSchema,
  /** Whether the caller may enter ETC and take snapshots (budget PUT). */
  can_edit: z.boolean(),
})
export type CostReport = z.infer<typeof costReportSchema>
export const costReportResponseSchema = okEnvelope(costReportSchema)

/** POST /v2/budget/cost-report/{project_id}/etc: a code's ETC from a date, with the reason. */
export const createEtcRequestSchema = z.strictObject({
  budget_code: text(40, 'Choose a budget code'),
  amount: money.check(z.minimum(0, { error: 'The estimate to complete cannot be negative' })),
  effective_date: isoDate,
  reason: text(300, 'Say why the estimate changes'),
})
export type CreateEtcRequest = z.input<typeof createEtcRequestSchema>

export const etcEntrySchema = z.object({
  etc_id: id,
  budget_code: z.string(),
  amount: money,
  effective_date: isoDate,
  reason: z.string(),
  entered_by: z.nullable(z.string()),
  created_at: isoDateTime,
})
export type EtcEntry = z.infer<typeof etcEntrySchema>
export const etcEntryResponseSchema = okEnvelope(etcEntrySchema)
export const etcHistoryQuerySchema = z.object({ budget_code: text(40, 'Choose a budget code') })
export const etcHistoryResponseSchema = okEnvelope(z.array(etcEntrySchema))

/** A week's cost report kept as it stood: its totals, and its codes for comparison. */
export const costSnapshotSchema = z.object({
  snapshot_id: id,
  week_ending: isoDate,
  taken_at: isoDateTime,
  taken_by: z.nullable(z.string()),
  totals: costTotalsSchema,
})
export type CostSnapshot = z.infer<typeof costSnapshotSchema>
export const costSnapshotListResponseSchema = okEnvelope(z.array(costSnapshotSchema))
export const costSnapshotResponseSchema = okEnvelope(costSnapshotSchema)
/** POST …/snapshots: the week ending on this date (a Sunday; default the week of today). */
export const takeSnapshotRequestSchema = z.strictObject({ week_ending: z.optional(isoDate) })

/** GET …/compare?from=<snapshot id>&to=<snapshot id or live>: each code's figures then and now. */
export const costCompareQuerySchema = z.object({
  from: idParam,
  to: z.optional(z.union([z.literal('live'), idParam])),
})
const comparedFigures = z.object({ actual: money, committed: money, etc: money, efc: money, variance: money })
export const costCompareRowSchema = z.object({
  budget_code: z.string(),
  description: z.string(),
  from: comparedFigures,
  to: comparedFigures,
  /** to.efc − from.efc: how far the estimated final cost moved. */
  efc_change: money,
})
export const costCompareSchema = z.object({
  from_week: isoDate,
  to_week: z.nullable(isoDate),
  rows: z.array(costCompareRowSchema),
  from_totals: costTotalsSchema,
  to_totals: costTotalsSchema,
})
export type CostCompare = z.infer<typeof costCompareSchema>
export const costCompareResponseSchema = okEnvelope(costCompareSchema)

/** How many weeks the dashboard's burn chart shows. */
export const BURN_WEEKS = 12

/**
 * GET /v2/dashboard/projects: each project the caller may see with its cost report's totals (the
 * same figures, as of today), how much of the budget is spent against how much of the shoot is
 * done, and its codes furthest over budget; the organisation's totals per currency.
 */
export const dashboardProjectSchema = z.object({
  project_id: id,
  code: z.string(),
  name: z.string(),
  has_budget: z.boolean(),
  currency: z.object({ code: z.string(), minor_units: z.int() }),
  totals: costTotalsSchema,
  /** Actual ÷ budget, in whole per cent; null without a budget. */
  spent_pct: z.nullable(z.int()),
  shoot_days_planned: z.int(),
  shoot_days_done: z.int(),
  /** Shoot days reported ÷ planned, in whole per cent; null without planned days. */
  shoot_pct: z.nullable(z.int()),
  over_codes: z.array(z.object({ budget_code: z.string(), description: z.string(), variance: money })),
  /**
   * Actual per week (Monday on) for the last BURN_WEEKS weeks, oldest first, the current week to
   * today: the cost report's ledger, so the last week is the report's period actual.
   */
  weekly_burn: z.array(z.object({ week_from: isoDate, actual: money })),
})
export type DashboardProject = z.infer<typeof dashboardProjectSchema>
export const dashboardProjectsSchema = z.object({
  as_of: isoDate,
  projects: z.array(dashboardProjectSchema),
  totals: z.array(
    z.object({ currency: z.object({ code: z.string(), minor_units: z.int() }), totals: costTotalsSchema }),
  ),
})
export type DashboardProjects = z.infer<typeof dashboardProjectsSchema>
export const dashboardProjectsResponseSchema = okEnvelope(dashboardProjectsSchema)
