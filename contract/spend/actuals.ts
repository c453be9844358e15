import * as z from 'zod/mini'
import { budgetCodeText } from '../budget'
import { id, idParam, isoDateTime } from '../common'
import { listEnvelope, okEnvelope } from '../envelope'
import {
  BUDGET_CONTROL_ACTIONS,
  CONTROLLED_DOCUMENT_TYPES,
  type ControlledDocumentType,
  codeFiguresSchema,
  DOCUMENT_TYPES,
  DUPLICATE_INVOICE_ACTIONS,
  reasonText,
} from './common'
import { expenseSchema } from './expenses'

/*
 * Budget versus actual: per code budget, committed, actual and remaining (the report's extra
 * columns and the live figures of a draft), the organisation's budget controls, the expenses on
 * a code and re-booking them onto another code.
 */

const versionParam = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,4}$/, { error: 'budgetV is a version number from 1' })),
  z.transform(Number),
)

/** The most codes GET /v2/budget/remaining answers without `codes` (it doubles as a code picker). */
export const REMAINING_PICKER_LIMIT = 50

/**
 * GET /v2/budget/remaining/{project_id}?codes=A,B&budgetV&search&document_type: live figures of
 * some codes, or (without `codes`) a picker of at most 50 lines matching `search` on code or
 * description. Whoever reads the budget gets every figure; whoever may only draft a document
 * (`document_type`: po with the purchase grant, expense with expenses POST or PUT) gets the
 * figures of the codes the draft books on (`codes`, at most 200) and the picker's names alone.
 */
export const remainingQuerySchema = z.object({
  codes: z.optional(z.string().check(z.maxLength(4000))),
  budgetV: z.optional(versionParam),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  document_type: z.optional(z.enum(DOCUMENT_TYPES)),
})
export type RemainingQuery = z.input<typeof remainingQuerySchema>
/** A code the picker offers: its name, without figures. */
export const codeChoiceSchema = z.object({ budget_code: z.string(), description: z.nullable(z.string()) })
export type CodeChoice = z.infer<typeof codeChoiceSchema>
export const remainingResponseSchema = okEnvelope(
  z.object({
    project_id: id,
    budgetV: z.nullable(z.int()),
    currency: z.object({ code: z.string(), minor_units: z.int() }),
    /** Figures: of `codes`, or of the picker's lines when the caller reads the budget. */
    codes: z.array(codeFiguresSchema),
    /** The picker's lines (without `codes`); empty when `codes` was asked for. */
    choices: z.array(codeChoiceSchema),
  }),
)
export type RemainingAnswer = z.infer<typeof remainingResponseSchema>['data']

/**
 * GET/PUT /v2/budget/controls: what each document type does when it would overrun a code, and
 * what booking a vendor's invoice number twice does.
 */
const controlActions = Object.fromEntries(
  CONTROLLED_DOCUMENT_TYPES.map((type) => [type, z.enum(BUDGET_CONTROL_ACTIONS)]),
) as Record<ControlledDocumentType, z.ZodMiniEnum<{ [A in (typeof BUDGET_CONTROL_ACTIONS)[number]]: A }>>
/** Each controlled type's action (an advance's only when it has no PO: the PO holds its cost). */
export const budgetControlsSchema = z.object({
  ...controlActions,
  duplicate_invoice: z.enum(DUPLICATE_INVOICE_ACTIONS),
  updated_at: z.nullable(isoDateTime),
  updated_by_name: z.nullable(z.string()),
})
export type BudgetControls = z.infer<typeof budgetControlsSchema>
export const budgetControlsResponseSchema = okEnvelope(budgetControlsSchema)
export const updateBudgetControlsRequestSchema = z.partial(
  z.strictObject({ ...controlActions, duplicate_invoice: z.enum(DUPLICATE_INVOICE_ACTIONS) }),
)
export type UpdateBudgetControlsRequest = z.input<typeof updateBudgetControlsRequestSchema>

/**
 * GET v2/budget/getExpensesByBudget/{budget_id}?budget_code&project_id&budgetV: a budget line's
 * figures and the expenses booked on its code. The query values, when sent, must match the line.
 */
export const expensesByBudgetQuerySchema = z.object({
  budget_code: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  project_id: z.optional(idParam),
  budgetV: z.optional(versionParam),
  page_no: z.optional(z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,5}$/)), z.transform(Number))),
  limit: z.optional(z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,2}$/)), z.transform(Number))),
})
export const expensesByBudgetResponseSchema = z.extend(listEnvelope(expenseSchema), {
  figures: codeFiguresSchema,
  budgetV: z.int(),
  currency: z.object({ code: z.string(), minor_units: z.int() }),
})
export type ExpensesByBudgetResponse = z.infer<typeof expensesByBudgetResponseSchema>

/** POST v2/budget/expenses/moveToBudget: re-book expenses onto another code of the project. */
export const moveToBudgetRequestSchema = z.strictObject({
  project_id: id,
  expense_ids: z
    .array(id)
    .check(
      z.minLength(1, { error: 'Choose at least one expense' }),
      z.maxLength(500, { error: 'Move at most 500 at once' }),
    ),
  to_budget_code: budgetCodeText,
  reason: reasonText,
  override_reason: z.optional(reasonText),
})
export type MoveToBudgetRequest = z.input<typeof moveToBudgetRequestSchema>
export const moveToBudgetResponseSchema = okEnvelope(
  z.object({ moved: z.int(), to_budget_code: z.string(), figures: z.array(codeFiguresSchema) }),
)
