import * as z from 'zod/mini'
import { id, idParam, isoDate, isoDateTime, optionalText, pageQuery, text } from '../common'
import { listEnvelope, okEnvelope } from '../envelope'
import { amountCeiling, approvalStepSchema, minorUnits, pendingLevelSchema } from './common'
import { EXPENSE_STATUSES, GST_KINDS } from './expenses'

/*
 * Credit notes (module 1015, /apps/creditNoteMasterView): a vendor's credit against one of its
 * invoices booked as an approved or paid expense. An expense is one invoice line on one budget
 * code, so a credit note has one line per original line (today: one), in the original's currency,
 * with GST split as the original's and TDS reversed at the original's rate. It goes draft →
 * submitted → approved (the workflow's levels of type 'cn') → posted (it lowers the code's actual
 * from then) → applied to what is owed on the original, or refund due → refunded; it can be
 * cancelled until it is posted.
 */

export const CREDIT_NOTE_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'posted',
  'applied',
  'refund_due',
  'refunded',
  'cancelled',
] as const
export type CreditNoteStatus = (typeof CREDIT_NOTE_STATUSES)[number]
/** The statuses in which a credit note lowers its code's actual (and reopens a PO line's commitment). */
export const CREDIT_NOTE_POSTED_STATUSES = ['posted', 'applied', 'refund_due', 'refunded'] as const

export const CREDIT_NOTE_REASONS = [
  'return',
  'rate_difference',
  'short_supply',
  'rejected_supply',
  'discount',
  'damage',
  'unused_hire_days',
] as const
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number]

/** A GSTIN: two digits of state, PAN, entity, Z, check character. */
export const gstinText = z
  .string()
  .check(
    z.trim(),
    z.regex(/^[0-9]{2}[A-Z0-9]{10}[0-9A-Z]Z[0-9A-Z]$/, { error: 'Enter a 15-character GSTIN' }),
  )

const quantityText = z.string({ error: 'Enter a quantity' }).check(
  z.trim(),
  z.regex(/^(0|[1-9][0-9]{0,8})(\.[0-9]{1,3})?$/, { error: 'Enter a quantity with at most 3 decimals' }),
  z.refine((value) => Number(value) > 0, { error: 'Enter a quantity above 0' }),
)

/** One credited line: what of the original line is credited, and what it does to its code. */
export const creditNoteLineSchema = z.object({
  line_id: id,
  /** The original line: the expense it credits. */
  expense_id: id,
  budget_code: z.string(),
  po_line_id: z.nullable(id),
  description: z.nullable(z.string()),
  quantity: z.string(),
  /** In the original's currency, like every figure of the line but amount_project. */
  rate: minorUnits,
  taxable: minorUnits,
  cgst_amount: minorUnits,
  sgst_amount: minorUnits,
  igst_amount: minorUnits,
  gst_amount: minorUnits,
  tds_amount: minorUnits,
  /** The taxable value in the project's currency, at the original's rate: what the code's actual loses. */
  amount_project: minorUnits,
  /** The PO line is to be supplied again: once posted, its commitment reopens by amount_project. */
  supply_again: z.boolean(),
})
export type CreditNoteLine = z.infer<typeof creditNoteLineSchema>

export const creditNoteSchema = z.object({
  credit_note_id: id,
  project_id: id,
  project_name: z.string(),
  vendor_id: id,
  vendor_name: z.string(),
  expense_id: id,
  original_invoice_no: z.string(),
  original_invoice_date: isoDate,
  original_status: z.enum(EXPENSE_STATUSES),
  budget_code: z.string(),
  cn_no: z.string(),
  cn_date: isoDate,
  gstin: z.nullable(z.string()),
  reason: z.enum(CREDIT_NOTE_REASONS),
  notes: z.nullable(z.string()),
  currency_code: z.string(),
  minor_units: z.int(),
  exchange_rate: z.string(),
  project_currency_code: z.string(),
  project_minor_units: z.int(),
  gst_kind: z.enum(GST_KINDS),
  taxable: minorUnits,
  cgst_amount: minorUnits,
  sgst_amount: minorUnits,
  igst_amount: minorUnits,
  gst_amount: minorUnits,
  /** Taxable plus GST: what the vendor's credit note says. */
  total: minorUnits,
  /** TDS deducted on the original that this credit reverses (the original's rate × taxable). */
  tds_amount: minorUnits,
  /** What the vendor owes back (or what is owed them less): total − TDS reversed. */
  net_amount: minorUnits,
  amount_project: minorUnits,
  lines: z.array(creditNoteLineSchema),
  status: z.enum(CREDIT_NOTE_STATUSES),
  pending_level: z.nullable(pendingLevelSchema),
  rejection_reason: z.nullable(z.string()),
  refund_mode_id: z.nullable(id),
  refund_mode_name: z.nullable(z.string()),
  refund_reference: z.nullable(z.string()),
  refunded_on: z.nullable(isoDate),
  created_by_name: z.nullable(z.string()),
  approved_by_name: z.nullable(z.string()),
  posted_by_name: z.nullable(z.string()),
  row_version: z.int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
})
export type CreditNote = z.infer<typeof creditNoteSchema>

/**
 * What of an original invoice line may still be credited: its figures less every credit note on it
 * that is not cancelled (the one being edited aside), and what is still payable on it once the
 * applied credits are taken off (its own status never changes).
 */
export const creditableSchema = z.object({
  expense_id: id,
  project_id: id,
  vendor_id: id,
  vendor_name: z.string(),
  vendor_gstin: z.nullable(z.string()),
  invoice_no: z.string(),
  invoice_date: isoDate,
  status: z.enum(EXPENSE_STATUSES),
  budget_code: z.string(),
  po_line_id: z.nullable(id),
  description: z.nullable(z.string()),
  currency_code: z.string(),
  minor_units: z.int(),
  gst_kind: z.enum(GST_KINDS),
  /** The TDS rate of the original's section, when it deducted TDS ("10.00"); null otherwise. */
  tds_rate: z.nullable(z.string()),
  taxable: minorUnits,
  gst_amount: minorUnits,
  credited_taxable: minorUnits,
  credited_gst: minorUnits,
  remaining_taxable: minorUnits,
  remaining_gst: minorUnits,
  net_payable: minorUnits,
  /** Σ net amount of the credit notes applied to it. */
  applied_credit: minorUnits,
  /** Still to pay the vendor on it: net payable less applied credits (0 once paid). */
  payable_now: minorUnits,
})
export type Creditable = z.infer<typeof creditableSchema>
export const creditableResponseSchema = okEnvelope(creditableSchema)
export const creditableQuerySchema = z.object({ credit_note_id: z.optional(idParam) })

export const creditNoteDetailSchema = z.object({
  ...creditNoteSchema.shape,
  approvals: z.array(approvalStepSchema),
  original: creditableSchema,
  can_edit: z.boolean(),
  can_approve: z.boolean(),
  can_post: z.boolean(),
  /** Posted, and the original is not yet paid: the credit may lower what is payable on it. */
  can_apply: z.boolean(),
  can_mark_refund_due: z.boolean(),
  can_refund: z.boolean(),
  can_cancel: z.boolean(),
})
export type CreditNoteDetail = z.infer<typeof creditNoteDetailSchema>
export const creditNoteResponseSchema = okEnvelope(creditNoteDetailSchema)

export const creditNoteLineInputSchema = z.strictObject({
  quantity: z._default(quantityText, '1'),
  /** In the original's currency (minor units). */
  rate: minorUnits.check(z.positive({ error: 'Enter a rate above 0' }), amountCeiling),
  description: optionalText(300),
  supply_again: z._default(z.boolean(), false),
})
export type CreditNoteLineInput = z.input<typeof creditNoteLineInputSchema>

const creditNoteFields = {
  /** The original invoice: an approved or paid expense (the vendor is its vendor). */
  expense_id: id,
  cn_no: text(40, 'Enter the credit note number'),
  cn_date: isoDate,
  /** The vendor's GSTIN on the credit note; the vendor's when left out. */
  gstin: z.optional(z.nullable(gstinText)),
  reason: z.enum(CREDIT_NOTE_REASONS, { error: 'Choose a reason' }),
  notes: optionalText(500),
  /** One line per line of the original (an expense has one). */
  lines: z
    .array(creditNoteLineInputSchema)
    .check(
      z.minLength(1, { error: 'Credit at least one line' }),
      z.maxLength(1, { error: 'The original invoice has one line' }),
    ),
}

/** POST /v2/credit-notes: a draft. */
export const createCreditNoteRequestSchema = z.strictObject(creditNoteFields)
export type CreateCreditNoteRequest = z.input<typeof createCreditNoteRequestSchema>
/** PUT /v2/credit-notes/{id}: a draft or rejected credit note. */
export const updateCreditNoteRequestSchema = z.strictObject({
  ...z.partial(z.strictObject(creditNoteFields)).shape,
  row_version: z.int(),
})
export type UpdateCreditNoteRequest = z.input<typeof updateCreditNoteRequestSchema>

/** POST /v2/credit-notes/{id}/refund: the vendor paid the credit back. */
export const refundCreditNoteRequestSchema = z.strictObject({
  refunded_on: isoDate,
  payment_mode_id: id,
  payment_reference: optionalText(60),
  row_version: z.optional(z.int()),
})
export type RefundCreditNoteRequest = z.input<typeof refundCreditNoteRequestSchema>

export const CREDIT_NOTE_SORTS = ['cn_date', '-cn_date', 'amount_project', '-amount_project'] as const

/** GET /v2/credit-notes: filters by project, vendor, status, dates and search. */
export const creditNoteListQuerySchema = z.object({
  ...pageQuery,
  project_id: z.optional(idParam),
  vendor_id: z.optional(idParam),
  expense_id: z.optional(idParam),
  status: z.optional(z.enum(CREDIT_NOTE_STATUSES)),
  date_from: z.optional(isoDate),
  date_to: z.optional(isoDate),
})
export type CreditNoteListQuery = z.input<typeof creditNoteListQuerySchema>
export const creditNoteListResponseSchema = listEnvelope(creditNoteSchema)
export type CreditNoteListResponse = z.infer<typeof creditNoteListResponseSchema>

/** GET /v2/credit-notes/originals: invoices of a project that can still be credited. */
export const originalsQuerySchema = z.object({
  project_id: idParam,
  vendor_id: z.optional(idParam),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
})
export const originalsResponseSchema = okEnvelope(z.array(creditableSchema))

/**
 * GET /v2/credit-notes/proposals?project_id: what verified challans received short of their PO
 * lines propose — a draft credit note against the invoice booked on each such line.
 */
export const proposalSchema = z.object({
  challan_id: id,
  challan_no: z.string(),
  po_line_id: id,
  po_line_description: z.string(),
  ordered: z.string(),
  received: z.string(),
  short: z.string(),
  /** A draft to send as POST /v2/credit-notes (after review). */
  draft: z.object({
    expense_id: id,
    cn_no: z.string(),
    cn_date: isoDate,
    reason: z.enum(CREDIT_NOTE_REASONS),
    lines: z.array(z.object({ quantity: z.string(), rate: minorUnits, supply_again: z.boolean() })),
  }),
  original: creditableSchema,
})
export type CreditNoteProposal = z.infer<typeof proposalSchema>
export const proposalsQuerySchema = z.object({ project_id: idParam })
export const proposalsResponseSchema = okEnvelope(z.array(proposalSchema))

/** The largest page an export asks for; bigger exports page through the list. */
export const CREDIT_NOTE_EXPORT_PAGE = 500
