import * as z from 'zod/mini'
import { budgetCodeText } from '../budget'
import { id, idParam, isoDate, isoDateTime, optionalText, pageQuery, text } from '../common'
import { listEnvelope, okEnvelope } from '../envelope'
import {
  amountCeiling,
  approvalStepSchema,
  BUDGET_CONTROL_ACTIONS,
  budgetCheckSchema,
  budgetImpactSchema,
  minorUnits,
  pendingLevelSchema,
} from './common'

/*
 * Expenses (module 1004, /apps/expenseMasterView): an invoice booked on a project against a
 * budget code, in any currency. The amount is converted to the project's currency at the rate in
 * force on the invoice date and both are kept; GST follows the vendor's and the buyer's states,
 * TDS the vendor's section. Only approved and paid expenses count as actual cost.
 */

export const EXPENSE_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'paid', 'cancelled'] as const
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number]
export const GST_KINDS = ['intra', 'inter', 'none'] as const

export const expenseSchema = z.object({
  expense_id: id,
  project_id: id,
  project_name: z.string(),
  /** The version current when it was booked: that version cannot be deleted while it holds it. */
  budgetV: z.int(),
  budget_code: z.string(),
  vendor_id: id,
  vendor_name: z.string(),
  po_id: z.nullable(id),
  po_line_id: z.nullable(id),
  po_number: z.nullable(z.string()),
  /** The contract instalment this invoice is for (it leaves the instalment's commitment once approved). */
  contract_instalment_id: z.nullable(id),
  invoice_no: z.string(),
  invoice_date: isoDate,
  description: z.nullable(z.string()),
  /** Document currency: the taxable value and taxes below are in its minor units. */
  currency_code: z.string(),
  minor_units: z.int(),
  amount: minorUnits,
  /** Document currency → project currency on the invoice date, six decimals. */
  exchange_rate: z.string(),
  project_currency_code: z.string(),
  project_minor_units: z.int(),
  /** The taxable value in the project's currency: what the budget counts as actual. */
  amount_project: minorUnits,
  gst_id: z.nullable(id),
  gst_name: z.nullable(z.string()),
  gst_kind: z.enum(GST_KINDS),
  cgst_amount: minorUnits,
  sgst_amount: minorUnits,
  igst_amount: minorUnits,
  gst_amount: minorUnits,
  total: minorUnits,
  tds_id: z.nullable(id),
  tds_name: z.nullable(z.string()),
  tds_amount: minorUnits,
  net_payable: minorUnits,
  /** Vendor advances set off against it (project currency). */
  set_off: minorUnits,
  /** Credit notes applied to what is owed on it: their net (project currency). */
  credited: minorUnits,
  /** What the vendor is paid on it once the set-offs and credits are taken off (project currency). */
  to_pay: minorUnits,
  /** What is still owed on it: to_pay while approved, 0 once paid, null before approval. */
  still_owed: z.nullable(minorUnits),
  payment_mode_id: z.nullable(id),
  payment_mode_name: z.nullable(z.string()),
  payment_reference: z.nullable(z.string()),
  paid_on: z.nullable(isoDate),
  status: z.enum(EXPENSE_STATUSES),
  pending_level: z.nullable(pendingLevelSchema),
  created_by_name: z.nullable(z.string()),
  submitted_by_name: z.nullable(z.string()),
  approved_by_name: z.nullable(z.string()),
  paid_by_name: z.nullable(z.string()),
  rejection_reason: z.nullable(z.string()),
  attachment_count: z.int(),
  row_version: z.int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
})
export type Expense = z.infer<typeof expenseSchema>

/**
 * Another live expense of the organisation booking the same vendor's same invoice number (compared
 * without case and spaces): what a Warn shows on the expense, and a Stop names in its refusal.
 */
export const duplicateInvoiceSchema = z.object({
  expense_id: id,
  invoice_no: z.string(),
  invoice_date: isoDate,
  status: z.enum(EXPENSE_STATUSES),
})
export type DuplicateInvoice = z.infer<typeof duplicateInvoiceSchema>

export const expenseDetailSchema = z.object({
  ...expenseSchema.shape,
  approvals: z.array(approvalStepSchema),
  /**
   * The code's figures now and after this expense, shown while drafting or approving: to whoever
   * may draft expenses or reads the budget, and to the approver it waits on; empty for others.
   */
  budget: z.array(budgetImpactSchema),
  /** Other live expenses with this vendor's invoice number (a duplicate the organisation warns of). */
  duplicate_invoices: z.array(duplicateInvoiceSchema),
  budget_check: z.nullable(budgetCheckSchema),
  /** Changed and submitted: a draft or rejected one, by whoever may change expenses. */
  can_edit: z.boolean(),
  can_approve: z.boolean(),
  can_pay: z.boolean(),
  /** Cancelled (draft, rejected or submitted: once approved it is paid, not cancelled). */
  can_cancel: z.boolean(),
})
export type ExpenseDetail = z.infer<typeof expenseDetailSchema>

const amountField = minorUnits.check(z.positive({ error: 'Enter an amount above 0' }), amountCeiling)
const expenseFields = {
  project_id: id,
  budget_code: budgetCodeText,
  vendor_id: id,
  /**
   * The purchase order the invoice is booked against, when the client says it apart from the line:
   * a PO without a line is refused on po_line_id (an expense never silently loses its PO).
   */
  po_id: z.optional(z.nullable(id)),
  /** Booked against an approved PO's line (its code must be the expense's). */
  po_line_id: z.optional(z.nullable(id)),
  /**
   * The invoice for an instalment of a signed contract of the project (on the instalment's code,
   * from the contract's vendor): actual through this expense, and off the contract's commitment.
   */
  contract_instalment_id: z.optional(z.nullable(id)),
  invoice_no: text(40, 'Enter the invoice number'),
  invoice_date: isoDate,
  description: optionalText(500),
  /** ISO code of the invoice's currency; the project's when left out. */
  currency_code: z.optional(
    z.string().check(z.regex(/^[A-Z]{3}$/, { error: 'Use a three-letter currency code' })),
  ),
  amount: amountField,
  gst_id: z.optional(z.nullable(id)),
  /** Defaults to the vendor's section. */
  tds_id: z.optional(z.nullable(id)),
  payment_mode_id: z.optional(z.nullable(id)),
  payment_reference: optionalText(60),
}

/** POST /v2/expenses: a draft. */
export const createExpenseRequestSchema = z.strictObject(expenseFields)
export type CreateExpenseRequest = z.input<typeof createExpenseRequestSchema>
/** PUT /v2/expenses/{id}: a draft or rejected expense. */
export const updateExpenseRequestSchema = z.strictObject({
  ...z.partial(z.strictObject(expenseFields)).shape,
  row_version: z.int(),
})
export type UpdateExpenseRequest = z.input<typeof updateExpenseRequestSchema>

/**
 * POST /v2/expenses/preview: a draft's figures as saving it now would store them, computed by the
 * server's own rules (conversion, GST, TDS, and what it adds to its code once its PO line's open
 * commitment is taken off). Only the project and a valid amount are needed; the rest as far as known.
 */
export const expensePreviewRequestSchema = z.strictObject({
  project_id: id,
  budget_code: z.optional(z.nullable(budgetCodeText)),
  vendor_id: z.optional(z.nullable(id)),
  po_line_id: z.optional(z.nullable(id)),
  contract_instalment_id: z.optional(z.nullable(id)),
  invoice_date: isoDate,
  currency_code: expenseFields.currency_code,
  amount: amountField,
  gst_id: z.optional(z.nullable(id)),
  tds_id: z.optional(z.nullable(id)),
  /** The expense being edited: its own share of its PO line is not counted twice. */
  expense_id: z.optional(id),
})
export type ExpensePreviewRequest = z.input<typeof expensePreviewRequestSchema>
export const expensePreviewSchema = z.object({
  // The figures a saved expense carries, as saving would store them.
  ...z.pick(expenseSchema, {
    currency_code: true,
    minor_units: true,
    amount: true,
    exchange_rate: true,
    project_currency_code: true,
    project_minor_units: true,
    amount_project: true,
    gst_kind: true,
    cgst_amount: true,
    sgst_amount: true,
    igst_amount: true,
    gst_amount: true,
    total: true,
    tds_id: true,
    tds_amount: true,
    net_payable: true,
  }).shape,
  /**
   * The code's figures now and after this expense: the same figures the saved draft shows
   * (`budget` of its detail). Null without a code, or for whoever may not see them.
   */
  budget: z.nullable(budgetImpactSchema),
  /** The organisation's expense control, with the figures. */
  control: z.nullable(z.enum(BUDGET_CONTROL_ACTIONS)),
  /** It takes the code past its budget and the control is not Ignore. */
  over_budget: z.boolean(),
})
export type ExpensePreview = z.infer<typeof expensePreviewSchema>
export const expensePreviewResponseSchema = okEnvelope(expensePreviewSchema)

/** GET /v2/expenses/vendor-defaults/{vendor_id}: what a new expense of this vendor starts with. */
export const expenseVendorDefaultsSchema = z.object({
  vendor_id: id,
  /** The GST rate of the vendor's most recent expense that had one (an active rate); null if none. */
  gst_id: z.nullable(id),
})
export const expenseVendorDefaultsResponseSchema = okEnvelope(expenseVendorDefaultsSchema)

/** POST /v2/expenses/{id}/pay: an approved expense paid out. */
export const payExpenseRequestSchema = z.strictObject({
  paid_on: isoDate,
  payment_mode_id: id,
  payment_reference: optionalText(60),
  row_version: z.optional(z.int()),
})
export type PayExpenseRequest = z.input<typeof payExpenseRequestSchema>

export const EXPENSE_SORTS = [
  'invoice_date',
  '-invoice_date',
  'amount_project',
  '-amount_project',
  'created_at',
  '-created_at',
] as const

/** GET /v2/expenses: filters by project, code, vendor, dates and status. */
export const expenseListQuerySchema = z.object({
  ...pageQuery,
  project_id: z.optional(idParam),
  budget_code: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  vendor_id: z.optional(idParam),
  status: z.optional(z.enum(EXPENSE_STATUSES)),
  date_from: z.optional(isoDate),
  date_to: z.optional(isoDate),
})
export type ExpenseListQuery = z.input<typeof expenseListQuerySchema>
export const expenseListResponseSchema = z.extend(listEnvelope(expenseSchema), {
  /** Sums of the filtered expenses in each project currency met. */
  totals: z.array(z.object({ currency_code: z.string(), minor_units: z.int(), amount_project: minorUnits })),
})
export type ExpenseListResponse = z.infer<typeof expenseListResponseSchema>
export const expenseResponseSchema = okEnvelope(expenseDetailSchema)

/** The largest page an export asks for; bigger exports page through the list. */
export const EXPENSE_EXPORT_PAGE = 500

/**
 * GET /v2/expenses/contract-instalments?project_id=: the instalments of the project's signed
 * contracts an invoice may still be booked for, with what is left on each.
 */
export const invoiceableInstalmentsQuerySchema = z.object({ project_id: idParam })
export const invoiceableInstalmentSchema = z.object({
  instalment_id: id,
  contract_id: id,
  contract_no: z.string(),
  title: z.string(),
  counterparty: z.string(),
  /** The contract's vendor: the invoice must be theirs when there is one. */
  vendor_id: z.nullable(id),
  label: z.string(),
  budget_code: z.string(),
  /** What it has left to pay or invoice, in the project's currency. */
  open: minorUnits,
})
export type InvoiceableInstalment = z.infer<typeof invoiceableInstalmentSchema>
export const invoiceableInstalmentsResponseSchema = okEnvelope(z.array(invoiceableInstalmentSchema))
