import * as z from 'zod/mini'
import { id, idParam, idText, isoDate, isoDateTime, optionalText, pageQuery, text } from './common'
import { listEnvelope, okEnvelope, paginationSchema } from './envelope'

/*
 * The plan side of a project's budget: lines under category → sub-category → budget code, kept
 * in versions (each upload or copy is version N+1; the first approved version locks as the
 * original), their change logs, upload history, reports and the daily budgets of shoot days.
 * Money is integer minor units of the project's currency; quantities are decimals as text.
 */

/** `budgetV` in a query: a version number from 1. */
const versionParam = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,4}$/, { error: 'budgetV is a version number from 1' })),
  z.transform(Number),
)
/** A version number in a body: from 1, as many digits as `budgetV` in a query may have. */
const versionNumber = z
  .int({ error: 'Expected a version number' })
  .check(
    z.positive({ error: 'Expected a version number from 1' }),
    z.maximum(99_999, { error: 'There is no such version' }),
  )
const money = z.int({ error: 'Expected an amount in minor units' })
/** A quantity with up to three decimals, as text ("12", "2.5"). */
export const quantityText = z
  .string()
  .check(z.trim(), z.regex(/^\d{1,9}(\.\d{1,3})?$/, { error: 'Enter a quantity like 12 or 2.5' }))

export const BUDGET_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/
export const budgetCodeText = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'Enter a budget code' }),
    z.regex(BUDGET_CODE_PATTERN, { error: 'Use up to 40 letters, digits, dots, dashes or slashes' }),
  )

export const budgetLineSchema = z.object({
  budget_id: id,
  project_id: id,
  budgetV: z.int(),
  budget_code: z.string(),
  category_id: z.nullable(id),
  category_name: z.nullable(z.string()),
  sub_category_id: z.nullable(id),
  sub_category_name: z.nullable(z.string()),
  description: z.string(),
  city_id: z.nullable(id),
  city_name: z.nullable(z.string()),
  /** Above the line (cast, director, writers, producers) rather than below it. */
  is_atl: z.boolean(),
  quantity: z.string(),
  unit: z.nullable(z.string()),
  rate: money,
  amount: money,
  notes: z.nullable(z.string()),
  /** Sent back with an edit: a stale one is refused (409) instead of overwriting someone's change. */
  row_version: z.int(),
  updated_at: isoDateTime,
  updated_by_name: z.nullable(z.string()),
})
export type BudgetLine = z.infer<typeof budgetLineSchema>

export const BUDGET_VERSION_SOURCES = ['upload', 'copy'] as const
export const budgetVersionSchema = z.object({
  budgetV: z.int(),
  note: z.nullable(z.string()),
  source: z.enum(BUDGET_VERSION_SOURCES),
  copied_from: z.nullable(z.int()),
  is_current: z.boolean(),
  /** The first approved version: locked, the baseline variance is measured against. */
  is_original: z.boolean(),
  approved_at: z.nullable(isoDateTime),
  approved_by_name: z.nullable(z.string()),
  line_count: z.int(),
  total: money,
  created_at: isoDateTime,
  created_by_name: z.nullable(z.string()),
})
export type BudgetVersion = z.infer<typeof budgetVersionSchema>

export const budgetCurrencySchema = z.object({ code: z.string(), minor_units: z.int() })
export type BudgetCurrency = z.infer<typeof budgetCurrencySchema>

/** GET /v2/budget/project/{project_id}: a page of one version's lines, and the versions there are. */
export const budgetListQuerySchema = z.object({
  page_no: pageQuery.page_no,
  limit: pageQuery.limit,
  budgetV: z.optional(versionParam),
  search: pageQuery.search,
})
export const budgetListResponseSchema = z.object({
  Status: z.literal(1),
  data: z.array(budgetLineSchema),
  /** Whether the caller may delete the version shown (it is not the locked original). */
  isDelete: z.boolean(),
  pagination: paginationSchema,
  /** The version shown; null while the project has no budget. */
  budgetV: z.nullable(z.int()),
  versions: z.array(budgetVersionSchema),
  currency: budgetCurrencySchema,
  total: money,
})
export type BudgetListResponse = z.infer<typeof budgetListResponseSchema>

export const budgetLineResponseSchema = okEnvelope(budgetLineSchema)

export const updateBudgetLineRequestSchema = z.strictObject({
  row_version: z.int(),
  budget_code: z.optional(budgetCodeText),
  category_id: z.optional(z.nullable(id)),
  sub_category_id: z.optional(z.nullable(id)),
  description: z.optional(text(500, 'Enter a description')),
  city_id: z.optional(z.nullable(id)),
  is_atl: z.optional(z.boolean()),
  quantity: z.optional(quantityText),
  unit: optionalText(20),
  rate: z.optional(money.check(z.minimum(0, { error: 'The rate cannot be negative' }))),
  notes: optionalText(2000),
})
export type UpdateBudgetLineRequest = z.input<typeof updateBudgetLineRequestSchema>

export const BUDGET_LOG_ACTIONS = ['created', 'updated', 'deleted'] as const
export const budgetLogSchema = z.object({
  log_id: id,
  at: isoDateTime,
  user_name: z.nullable(z.string()),
  action: z.enum(BUDGET_LOG_ACTIONS),
  /** The API name of the field changed (`rate`, `description`…); null for a whole-line action. */
  field: z.nullable(z.string()),
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
})
export type BudgetLog = z.infer<typeof budgetLogSchema>
export const budgetLogsResponseSchema = okEnvelope(z.array(budgetLogSchema))

/** GET /v2/budget/code/{project_id}: the report per category and code, of a version or of daily budgets. */
export const budgetCodeQuerySchema = z.object({
  budgetV: z.optional(versionParam),
  dateFrom: z.optional(isoDate),
  dateTo: z.optional(isoDate),
  /**
   * `1`: each category lists only its codes over budget (remaining below 0); its heading figures,
   * code_count and over_budget_count, and the totals still cover every code.
   */
  over_budget: z.optional(z.enum(['0', '1'], { error: 'over_budget is 0 or 1' })),
  /**
   * A version's report with committed and actual counted up to this date (today when not given,
   * as the cost report and the dashboard count): each invoice, bill, credit note and PO by its own
   * date (a credit note dated after it lowers nothing yet).
   */
  spend_to: z.optional(isoDate),
})
export const budgetReportCodeSchema = z.object({
  budget_id: z.nullable(id),
  budget_code: z.string(),
  description: z.string(),
  sub_category_name: z.nullable(z.string()),
  is_atl: z.boolean(),
  amount: money,
  /**
   * Budget versus actual of a version's report: approved POs not yet invoiced, approved and paid
   * expenses, amount − committed − actual, and the share used (null without a budget). In the
   * daily-budget date mode these are 0 / null / false.
   */
  committed: money,
  actual: money,
  remaining: money,
  used_pct: z.nullable(z.string()),
  over_budget: z.boolean(),
})
/**
 * A category of the report: its subtotals over every code, how many codes it has (and how many
 * are over budget), and its first REPORT_CODES_PAGE codes in order; the rest come a page at a time
 * from GET /v2/budget/code/{project_id}/codes, so a 100,000-line version answers in one screenful.
 */
export const budgetReportCategorySchema = z.object({
  category_id: z.nullable(id),
  category_name: z.nullable(z.string()),
  code_count: z.int().check(z.minimum(0)),
  over_budget_count: z.int().check(z.minimum(0)),
  /** The category's codes as listed: all of them, or with over_budget=1 only those over budget. */
  codes: z.array(budgetReportCodeSchema),
  subtotal: money,
  committed_subtotal: money,
  actual_subtotal: money,
  remaining_subtotal: money,
})
export const budgetReportSchema = z.object({
  project_id: id,
  /** The version reported; null when the report sums daily budgets between dates. */
  budgetV: z.nullable(z.int()),
  dateFrom: z.nullable(isoDate),
  dateTo: z.nullable(isoDate),
  currency: budgetCurrencySchema,
  categories: z.array(budgetReportCategorySchema),
  atl_total: money,
  btl_total: money,
  total: money,
  committed_total: money,
  actual_total: money,
  remaining_total: money,
})
export type BudgetReport = z.infer<typeof budgetReportSchema>
export type BudgetReportCode = z.infer<typeof budgetReportCodeSchema>
export const budgetReportResponseSchema = okEnvelope(budgetReportSchema)

/** How many codes of each category the report carries, and the size of each further page. */
export const REPORT_CODES_PAGE = 500

/**
 * GET /v2/budget/code/{project_id}/codes: one category's codes, a page at a time, in the report's
 * order and with the same figures; `category_id=none` for the codes without a category (and the
 * codes with spend but no line in the version). The scope is the report's: budgetV or dates.
 */
export const budgetReportCodesQuerySchema = z.object({
  ...budgetCodeQuerySchema.shape,
  category_id: z.union([
    z.literal('none'),
    z.pipe(idText('category_id is a category id or none'), z.transform(Number)),
  ]),
  page_no: pageQuery.page_no,
  limit: pageQuery.limit,
})
export const budgetReportCodesResponseSchema = listEnvelope(budgetReportCodeSchema)

/** GET /v2/budget/compare/{project_id}?from&to: line-level differences between two versions. */
export const budgetCompareQuerySchema = z.object({ from: versionParam, to: versionParam })
export const BUDGET_CHANGES = ['added', 'removed', 'changed', 'same'] as const
/** The fields a changed line is compared on: as the API names them, and as a stored line keeps them. */
export const BUDGET_COMPARED_FIELDS = [
  ['description', 'description'],
  ['category', 'categoryId'],
  ['sub_category', 'subCategoryId'],
  ['city', 'cityId'],
  ['is_atl', 'isAtl'],
  ['quantity', 'quantity'],
  ['unit', 'unit'],
  ['rate', 'rate'],
  ['amount', 'amount'],
  ['notes', 'notes'],
] as const
export const budgetDifferenceSchema = z.object({
  budget_code: z.string(),
  change: z.enum(BUDGET_CHANGES),
  category_name: z.nullable(z.string()),
  description: z.string(),
  from_amount: z.nullable(money),
  to_amount: z.nullable(money),
  /** to − from (a removed line counts as 0 in `to`, an added one as 0 in `from`). */
  variance: money,
  /** The fields that differ on a changed line. */
  fields: z.array(z.string()),
})
export type BudgetDifference = z.infer<typeof budgetDifferenceSchema>
export const budgetCompareSchema = z.object({
  from: z.int(),
  to: z.int(),
  currency: budgetCurrencySchema,
  differences: z.array(budgetDifferenceSchema),
  from_total: money,
  to_total: money,
  counts: z.object({ added: z.int(), removed: z.int(), changed: z.int(), same: z.int() }),
})
export type BudgetCompare = z.infer<typeof budgetCompareSchema>
export const budgetCompareResponseSchema = okEnvelope(budgetCompareSchema)

/** Versions of a project: copy one into a new version, approve one, make one current. */
export const copyBudgetVersionRequestSchema = z.strictObject({
  from_version: versionNumber,
  note: text(300, 'Say why this version is made'),
})
export const BUDGET_VERSION_ACTIONS = ['approve', 'make_current'] as const
export const budgetVersionActionRequestSchema = z.strictObject({
  action: z.enum(BUDGET_VERSION_ACTIONS),
})
export const budgetVersionResponseSchema = okEnvelope(budgetVersionSchema)
export const budgetVersionParams = z.object({ id: idParam, version: versionParam })

/** POST /v2/budget?project_id&note&file_name: a CSV or XLSX file becomes version N+1, or nothing. */
export const budgetUploadQuerySchema = z.object({
  project_id: idParam,
  note: z.optional(z.string().check(z.trim(), z.maxLength(300))),
  file_name: z.optional(z.string().check(z.trim(), z.maxLength(200))),
})
export const budgetUploadResultSchema = z.object({
  upload_id: id,
  budgetV: z.int(),
  rows: z.int(),
  total: money,
})
export const budgetUploadResponseSchema = okEnvelope(budgetUploadResultSchema)
export const BUDGET_UPLOAD_MAX_BYTES = 10 * 1024 * 1024
export const BUDGET_UPLOAD_MAX_ROWS = 100_000

export const BUDGET_UPLOAD_RESULTS = ['applied', 'rejected'] as const
export const budgetUploadSchema = z.object({
  upload_id: id,
  file_name: z.string(),
  user_name: z.nullable(z.string()),
  uploaded_at: isoDateTime,
  rows: z.int(),
  budgetV: z.nullable(z.int()),
  result: z.enum(BUDGET_UPLOAD_RESULTS),
  error_count: z.int(),
  /** The first problems of a rejected file, for the history. */
  message: z.nullable(z.string()),
})
export type BudgetUpload = z.infer<typeof budgetUploadSchema>
export const budgetUploadHistoryQuerySchema = z.object({ project_id: idParam })
export const budgetUploadHistoryResponseSchema = okEnvelope(z.array(budgetUploadSchema))

/** GET v2/budget/getBudgetCodes/{project_id}: codes as choices (current version unless budgetV). */
export const budgetCodesQuerySchema = z.object({
  budgetV: z.optional(versionParam),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
})
export const budgetCodeOptionSchema = z.object({
  budget_id: id,
  budget_code: z.string(),
  description: z.string(),
  category_name: z.nullable(z.string()),
  amount: money,
})
export type BudgetCodeOption = z.infer<typeof budgetCodeOptionSchema>
export const budgetCodesResponseSchema = okEnvelope(z.array(budgetCodeOptionSchema))

/** DELETE v2/budget/{project_id}?budgetV: a version is archived, never the locked original. */
export const budgetDeleteQuerySchema = z.object({ budgetV: versionParam })
export const budgetDeleteResponseSchema = okEnvelope(
  z.object({ budgetV: z.int(), current: z.nullable(z.int()) }),
)

/** ATL lines of a version, and removing some of them from it. */
export const budgetVersionQuerySchema = z.object({ budgetV: z.optional(versionParam) })
export const budgetAtlResponseSchema = z.object({
  Status: z.literal(1),
  data: z.array(budgetLineSchema),
  budgetV: z.nullable(z.int()),
  total: money,
  currency: budgetCurrencySchema,
})
export const deleteAtlRequestSchema = z.strictObject({
  project_id: id,
  budgetV: versionNumber,
  budget_ids: z.array(id).check(z.minLength(1, { error: 'Choose at least one line' }), z.maxLength(500)),
})
export const deleteAtlResponseSchema = okEnvelope(z.object({ deleted: z.int() }))

/** GET v2/budget/getCitywiseSummary/{project_id}: budget per shoot city. */
export const citywiseRowSchema = z.object({
  city_id: z.nullable(id),
  city_name: z.nullable(z.string()),
  line_count: z.int(),
  atl_amount: money,
  btl_amount: money,
  amount: money,
  /** Share of the version's total, in basis points (1 % = 100). */
  share_bp: z.int(),
  /** Sum of the daily budgets of shoot days in this city. */
  daily_amount: money,
})
export type CitywiseRow = z.infer<typeof citywiseRowSchema>
export const citywiseResponseSchema = okEnvelope(
  z.object({
    budgetV: z.nullable(z.int()),
    currency: budgetCurrencySchema,
    rows: z.array(citywiseRowSchema),
    total: money,
  }),
)

/** Daily budget: the planned spend of one shoot day, by budget code. */
export const dailyBudgetLineSchema = z.object({
  budget_code: z.string(),
  description: z.nullable(z.string()),
  amount: money,
})
export const dailyBudgetSchema = z.object({
  dailybudget_id: id,
  project_id: id,
  dailybudget_date: isoDate,
  title: z.string(),
  city_id: z.nullable(id),
  city_name: z.nullable(z.string()),
  lines: z.array(dailyBudgetLineSchema),
  total: money,
  notes: z.nullable(z.string()),
  row_version: z.int(),
  updated_at: isoDateTime,
})
export type DailyBudget = z.infer<typeof dailyBudgetSchema>
const dailyBudgetLineInput = z.strictObject({
  budget_code: budgetCodeText,
  description: optionalText(300),
  amount: money.check(z.minimum(0, { error: 'The amount cannot be negative' })),
})
export const createDailyBudgetRequestSchema = z.strictObject({
  project_id: id,
  dailybudget_date: isoDate,
  title: text(160, 'Name the shoot day'),
  city_id: z.optional(z.nullable(id)),
  notes: optionalText(2000),
  lines: z.array(dailyBudgetLineInput).check(z.maxLength(500)),
})
export type CreateDailyBudgetRequest = z.input<typeof createDailyBudgetRequestSchema>
export const updateDailyBudgetRequestSchema = z.strictObject({
  row_version: z.int(),
  dailybudget_date: z.optional(isoDate),
  title: z.optional(text(160, 'Name the shoot day')),
  city_id: z.optional(z.nullable(id)),
  notes: optionalText(2000),
  lines: z.optional(z.array(dailyBudgetLineInput).check(z.maxLength(500))),
})
export type UpdateDailyBudgetRequest = z.input<typeof updateDailyBudgetRequestSchema>
export const dailyBudgetQuerySchema = z.object({
  project_id: idParam,
  dailybudget_date: z.optional(isoDate),
  dateFrom: z.optional(isoDate),
  dateTo: z.optional(isoDate),
})
export const dailyBudgetResponseSchema = okEnvelope(dailyBudgetSchema)
export const dailyBudgetListResponseSchema = okEnvelope(z.array(dailyBudgetSchema))
