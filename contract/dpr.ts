import * as z from 'zod/mini'
import { id, idParam, isoDate, isoDateTime, optionalText, pageQuery, text } from './common'
import { DPR_STATUSES, DPR_UNITS } from './dpr-values'
import { listEnvelope, okEnvelope } from './envelope'
import { amountCeiling, approvalStepSchema, minorUnits, pendingLevelSchema, reasonText } from './spend/common'

/*
 * Daily production reports (module 1009, /dprList, /dprForm, /dprView): one per project, shoot
 * date and unit — call and wrap times, scenes and pages shot against plan, cast, crew by
 * department, junior artistes, extra equipment and vehicles, delays. A DPR goes draft → submitted
 * → approved through the project's DPR levels (the shared document workflow) → locked; a
 * correction of an approved or locked report is a revision with a reason, which supersedes it once
 * approved. The DCR (daily cost report) is computed from a DPR and the organisation's shift and
 * meal rules against the day's daily budget: an estimate of the day's cost, never actuals.
 */

export { DPR_STATUSES, DPR_UNITS, type DprStatus, type DprUnit } from './dpr-values'

/** Statuses whose report is the day's word: pages to date and the DCR period read these. */
export const DPR_STANDING_STATUSES = ['approved', 'locked'] as const

export const SCENE_RESULTS = ['shot', 'part_shot', 'added', 'not_shot'] as const
export type SceneResult = (typeof SCENE_RESULTS)[number]
/** Scene results whose pages count as shot. */
export const SHOT_RESULTS: readonly SceneResult[] = ['shot', 'part_shot', 'added']
/** Cast day status: work, start-work, work-finish, start-work-finish, hold, rehearsal, travel. */
export const CAST_STATUSES = ['W', 'SW', 'WF', 'SWF', 'H', 'R', 'T'] as const
export const EXTRA_KINDS = ['equipment', 'vehicle'] as const
export const DELAY_KINDS = ['weather', 'location', 'cast', 'crew', 'equipment', 'technical', 'other'] as const

/**
 * A time of the shoot day as `HH:MM`. A time earlier than the crew call is read as after midnight
 * (a wrap at 01:30 after a 14:00 call is 11.5 hours later).
 */
export const clockTime = z
  .string({ error: 'Enter a time like 07:30' })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a time like 07:30' }))
const optionalClock = z.optional(z.nullable(clockTime))
const count = (max: number) =>
  z
    .int({ error: 'Enter a whole number' })
    .check(z.minimum(0, { error: 'Enter 0 or more' }), z.maximum(max, { error: `Enter at most ${max}` }))
const rate = minorUnits.check(z.minimum(0, { error: 'Enter 0 or more' }), amountCeiling)

export const dprSceneSchema = z.strictObject({
  scene: text(20, 'Name the scene'),
  result: z.enum(SCENE_RESULTS),
  /** The scene's length in eighths of a page (1 6/8 pages = 14). */
  eighths: count(2000),
  /** Why a scene scheduled for the day was not shot (required then). */
  reason: optionalText(200),
})
export const dprCastSchema = z.strictObject({
  name: text(120, 'Name the artiste'),
  character: optionalText(120),
  status: z.enum(CAST_STATUSES),
  call: optionalClock,
  /** The artiste's own meal break (a late one costs the meal penalty for them). */
  meal_out: optionalClock,
  meal_in: optionalClock,
  wrap: optionalClock,
  /** Their contract with a deal rate (per day or shift): the DCR costs their day at it. */
  contract_id: z.optional(z.nullable(id)),
})
export const dprCrewSchema = z.strictObject({
  department_id: id,
  head_count: count(1000).check(z.minimum(1, { error: 'Enter at least 1' })),
  /** What one person of the row is paid for a shift, in the project's currency. */
  day_rate: rate,
  call: clockTime,
  wrap: clockTime,
})
export const dprJuniorSchema = z.strictObject({
  category: text(80, 'Say which junior artistes (crowd, dancers…)'),
  head_count: count(5000).check(z.minimum(1, { error: 'Enter at least 1' })),
  day_rate: rate,
  call: clockTime,
  wrap: clockTime,
})
export const dprExtraSchema = z.strictObject({
  kind: z.enum(EXTRA_KINDS),
  description: text(160, 'Say what was hired'),
  quantity: count(1000).check(z.minimum(1, { error: 'Enter at least 1' })),
  rate: rate,
})
export const dprDelaySchema = z.strictObject({
  kind: z.enum(DELAY_KINDS),
  minutes: count(1440).check(z.minimum(1, { error: 'Enter at least 1 minute' })),
  note: optionalText(300),
})

/** What a DPR says, as it is written and changed. */
const dprBody = {
  work_type_id: id,
  location: optionalText(200),
  weather: optionalText(80),
  crew_call: clockTime,
  first_shot: optionalClock,
  meal_out: optionalClock,
  meal_in: optionalClock,
  first_shot_after_meal: optionalClock,
  camera_wrap: optionalClock,
  crew_wrap: clockTime,
  /** Pages the schedule gave the day, in eighths. */
  scheduled_eighths: count(2000),
  setups: count(2000),
  /** Screen time shot, in seconds. */
  screen_seconds: count(86_400),
  camera_cards: count(1000),
  sound_rolls: count(1000),
  scenes: z.array(dprSceneSchema).check(z.maxLength(200)),
  cast: z.array(dprCastSchema).check(z.maxLength(300)),
  crew: z.array(dprCrewSchema).check(z.maxLength(200)),
  juniors: z.array(dprJuniorSchema).check(z.maxLength(100)),
  extras: z.array(dprExtraSchema).check(z.maxLength(200)),
  delays: z.array(dprDelaySchema).check(z.maxLength(100)),
  /** Meals served on the unit that day (breakfast, lunch, dinner plates), costed in the DCR. */
  meals_served: z._default(count(20_000), 0),
  /** Accidents, injuries and damage on the day. */
  incidents: optionalText(2000),
  notes: optionalText(2000),
}

export const createDprRequestSchema = z.strictObject({
  project_id: id,
  shoot_date: isoDate,
  unit: z._default(z.enum(DPR_UNITS), 'main'),
  ...dprBody,
})
export type CreateDprRequest = z.input<typeof createDprRequestSchema>
export const updateDprRequestSchema = z.strictObject({ ...dprBody, row_version: z.int() })
export type UpdateDprRequest = z.input<typeof updateDprRequestSchema>
export const reviseDprRequestSchema = z.strictObject({ reason: reasonText })

export const dprSummarySchema = z.object({
  dpr_id: id,
  dpr_no: z.string(),
  project_id: id,
  project_name: z.string(),
  project_code: z.string(),
  shoot_date: isoDate,
  unit: z.enum(DPR_UNITS),
  work_type_id: id,
  work_type_name: z.string(),
  /** Day N of M: the shoot day's place among the project's planned days (daily budgets); null off plan. */
  day_no: z.nullable(z.int()),
  total_days: z.int(),
  status: z.enum(DPR_STATUSES),
  revision_no: z.int(),
  scheduled_eighths: z.int(),
  shot_eighths: z.int(),
  crew_call: clockTime,
  crew_wrap: clockTime,
  created_by_name: z.nullable(z.string()),
  row_version: z.int(),
  updated_at: isoDateTime,
})
export type DprSummary = z.infer<typeof dprSummarySchema>

/** What a report says beyond its summary's columns. */
const {
  work_type_id: _type,
  crew_call: _call,
  crew_wrap: _wrap,
  scheduled_eighths: _planned,
  ...dprDetails
} = dprBody

/** The project's currency, which a report's day rates and hire rates are minor units of. */
const dprCurrency = { currency_code: z.string(), minor_units: z.int() }

export const dprSchema = z.object({
  ...dprSummarySchema.shape,
  ...dprDetails,
  ...dprCurrency,
  department_names: z.record(z.string(), z.string()),
  /** Pages shot on the project's standing reports up to and including this day, in eighths. */
  to_date_eighths: z.int(),
  revises_id: z.nullable(id),
  revision_reason: z.nullable(z.string()),
  pending_level: z.nullable(pendingLevelSchema),
  rejection_reason: z.nullable(z.string()),
  approvals: z.array(approvalStepSchema),
  can_edit: z.boolean(),
  can_submit: z.boolean(),
  can_approve: z.boolean(),
  can_lock: z.boolean(),
  can_revise: z.boolean(),
  can_cancel: z.boolean(),
})
export type Dpr = z.infer<typeof dprSchema>

export const dprListQuerySchema = z.object({
  ...pageQuery,
  project_id: z.optional(idParam),
  status: z.optional(z.enum(DPR_STATUSES)),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
})
export type DprListQuery = z.input<typeof dprListQuerySchema>
export const dprListResponseSchema = listEnvelope(dprSummarySchema)
export const dprResponseSchema = okEnvelope(dprSchema)

/** GET /v2/dpr/draft: a new day's report pre-filled from the plan and the unit's previous report. */
export const dprDraftQuerySchema = z.object({
  project_id: idParam,
  shoot_date: isoDate,
  unit: z.optional(z.enum(DPR_UNITS)),
})
export const dprDraftSchema = z.object({
  ...createDprRequestSchema.shape,
  work_type_id: z.nullable(id),
  day_no: z.nullable(z.int()),
  total_days: z.int(),
  /** The report the crew, cast and times were copied from, if any. */
  copied_from_id: z.nullable(id),
  /** The day's daily budget title, when the plan has one. */
  planned_title: z.nullable(z.string()),
  ...dprCurrency,
})
export type DprDraft = z.infer<typeof dprDraftSchema>
export const dprDraftResponseSchema = okEnvelope(dprDraftSchema)

/** The organisation's shift and meal rules, which the DCR applies. */
export const dprRulesSchema = z.object({
  /** A shift's length before overtime, in minutes (8.5 hours = 510), meal break included. */
  shift_minutes: z.int().check(z.minimum(60), z.maximum(1440)),
  /** The longest a shift may be extended to; a row past it is flagged. */
  max_shift_minutes: z.int().check(z.minimum(60), z.maximum(1440)),
  /** Overtime is paid in started steps of this many minutes (15, 30, 60). */
  overtime_step_minutes: z.int().check(z.minimum(1), z.maximum(240)),
  /** An overtime hour is paid at this percentage of the shift's hourly rate. */
  overtime_percent: z.int().check(z.minimum(0), z.maximum(1000)),
  /** The meal break must start within this many minutes of the crew call. */
  meal_within_minutes: z.int().check(z.minimum(30), z.maximum(1440)),
  /** Paid per head on the unit when the meal starts late (or is not called), in minor units. */
  meal_penalty: rate,
  /** What one meal served costs (catering per plate), in minor units. */
  meal_rate: rate,
  row_version: z.int(),
})
export type DprRules = z.infer<typeof dprRulesSchema>
export const DEFAULT_DPR_RULES: Omit<DprRules, 'row_version'> = {
  shift_minutes: 510,
  max_shift_minutes: 720,
  overtime_step_minutes: 30,
  overtime_percent: 150,
  meal_within_minutes: 360,
  meal_penalty: 50_000,
  meal_rate: 25_000,
}
export const dprRulesResponseSchema = okEnvelope(dprRulesSchema)
export const updateDprRulesRequestSchema = z.strictObject({
  shift_minutes: z
    .int({ error: 'Enter minutes' })
    .check(
      z.minimum(60, { error: 'A shift is at least 60 minutes' }),
      z.maximum(1440, { error: 'A shift is at most 24 hours' }),
    ),
  max_shift_minutes: z
    .int({ error: 'Enter minutes' })
    .check(z.minimum(60, { error: 'At least 60 minutes' }), z.maximum(1440, { error: 'At most 24 hours' })),
  overtime_step_minutes: z
    .int({ error: 'Enter minutes' })
    .check(z.minimum(1, { error: 'At least 1 minute' }), z.maximum(240, { error: 'At most 240 minutes' })),
  overtime_percent: z
    .int({ error: 'Enter a percentage' })
    .check(z.minimum(0, { error: 'Enter 0 or more' }), z.maximum(1000, { error: 'At most 1000 %' })),
  meal_within_minutes: z
    .int({ error: 'Enter minutes' })
    .check(z.minimum(30, { error: 'At least 30 minutes' }), z.maximum(1440, { error: 'At most 24 hours' })),
  meal_penalty: rate,
  meal_rate: rate,
  row_version: z.int(),
})
export type UpdateDprRulesRequest = z.input<typeof updateDprRulesRequestSchema>

/** cast: an artiste on a contract with a deal rate, at that rate. */
export const DCR_LINE_KINDS = [
  'cast',
  'crew',
  'junior',
  'meal_penalty',
  'meals',
  'equipment',
  'vehicle',
] as const
export const dcrLineSchema = z.object({
  kind: z.enum(DCR_LINE_KINDS),
  /**
   * The department, the junior artistes' category, the artiste (a meal penalty on their own call)
   * or what was hired; empty for the whole unit (its meal penalty, its meals).
   */
  label: z.string(),
  head_count: z.int(),
  /** Minutes worked from call to wrap (0 for hires). */
  worked_minutes: z.int(),
  overtime_minutes: z.int(),
  /** Worked longer than the rules' longest shift. */
  beyond_max_shift: z.boolean(),
  base: minorUnits,
  overtime: minorUnits,
  amount: minorUnits,
})
export type DcrLine = z.infer<typeof dcrLineSchema>
export const dcrSchema = z.object({
  dpr_id: id,
  project_id: id,
  shoot_date: isoDate,
  currency_code: z.string(),
  minor_units: z.int(),
  lines: z.array(dcrLineSchema),
  labour: minorUnits,
  overtime: minorUnits,
  penalties: minorUnits,
  /** Meals served × the rules' meal rate. */
  meals: minorUnits,
  equipment: minorUnits,
  total: minorUnits,
  /** The day's daily budget total; null when the plan has no daily budget that day. */
  daily_budget: z.nullable(minorUnits),
  /** daily budget − total (negative: the day cost more than planned); null without a daily budget. */
  variance: z.nullable(minorUnits),
  scheduled_eighths: z.int(),
  shot_eighths: z.int(),
  /** Whether the meal break started late or was not called. */
  meal_late: z.boolean(),
})
export type Dcr = z.infer<typeof dcrSchema>
export const dcrResponseSchema = okEnvelope(dcrSchema)

/** GET /v2/dpr/dcr: the period's days, each with its daily budget and its DCR. */
export const dcrPeriodQuerySchema = z.object({ project_id: idParam, from: isoDate, to: isoDate })
export const dcrPeriodDaySchema = z.object({
  shoot_date: isoDate,
  daily_budget: z.nullable(minorUnits),
  /** The standing (approved or locked) report's DCR total, else the latest submitted one's. */
  dcr_total: z.nullable(minorUnits),
  dpr_id: z.nullable(id),
  dpr_status: z.nullable(z.enum(DPR_STATUSES)),
  variance: z.nullable(minorUnits),
})
export const dcrPeriodSchema = z.object({
  project_id: id,
  currency_code: z.string(),
  minor_units: z.int(),
  days: z.array(dcrPeriodDaySchema),
  daily_budget_total: minorUnits,
  dcr_total: minorUnits,
})
export type DcrPeriod = z.infer<typeof dcrPeriodSchema>
export const dcrPeriodResponseSchema = okEnvelope(dcrPeriodSchema)

/**
 * GET /v2/dpr/deal-rates: the project's contracts running on a shoot day whose deal costs a day —
 * per day or per shift at their rate, a lump sum over its guaranteed days — for a report's cast.
 */
export const dealRatesQuerySchema = z.object({ project_id: idParam, shoot_date: isoDate })
export const dealRateSchema = z.object({
  contract_id: id,
  contract_no: z.string(),
  counterparty: z.string(),
  role: z.nullable(z.string()),
  fee_basis: z.string(),
  /** What a day of theirs costs, in the project's currency (minor units). */
  day_rate: minorUnits,
  /** Their overtime per hour, when the deal names one (else the rules' percentage applies). */
  overtime_rate: z.nullable(minorUnits),
})
export type DealRate = z.infer<typeof dealRateSchema>
export const dealRatesResponseSchema = okEnvelope(z.array(dealRateSchema))
