import * as z from 'zod/mini'
import { budgetCodeText } from '../budget'
import { id, idParam, isoDate, isoDateTime, optionalText, pageQuery, text } from '../common'
import { listEnvelope, okEnvelope } from '../envelope'
import {
  approvalStepSchema,
  budgetCheckSchema,
  minorUnits,
  pendingLevelSchema,
  positiveMinorUnits,
  reasonText,
} from './common'

/*
 * Petty cash (module 1013, /cashManagementView): a crew member named a petty-cash holder on a
 * project (with a float limit) asks for a cash float, approved through the project's levels and
 * disbursed by accounts, topped up as it is spent, and settled with envelopes of bills. What the
 * holder still owes is advanced − accounted − returned. Amounts are in the project's currency.
 */

/** Days after a disbursement by which an envelope must account for it (a constant, not a setting). */
export const PETTY_CASH_OVERDUE_DAYS = 30
/** Section 40A(3): cash paid to one payee on one day above this (₹10,000, in paise) is disallowed. */
export const CASH_PAYMENT_LIMIT = 1_000_000

export const FLOAT_KINDS = ['float', 'top_up'] as const
export const FLOAT_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'cancelled',
  'disbursed',
  'closing',
  'closed',
] as const
export type FloatStatus = (typeof FLOAT_STATUSES)[number]
export const ENVELOPE_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'cancelled',
  'posted',
  'reimbursed',
  'topped_up',
] as const
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number]
/** Envelope statuses whose lines are actual cost on their codes. */
export const POSTED_ENVELOPE_STATUSES = ['posted', 'reimbursed', 'topped_up'] as const

/** The same format as a company's or vendor's GSTIN in the masters. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

/** Outstanding by age of the disbursements not yet accounted for (oldest settled first). */
export const ageingSchema = z.object({
  days_0_30: minorUnits,
  days_31_60: minorUnits,
  days_61_90: minorUnits,
  days_over_90: minorUnits,
})
export type Ageing = z.infer<typeof ageingSchema>

export const holderSchema = z.object({
  holder_id: id,
  project_id: id,
  project_name: z.string(),
  user_id: id,
  user_name: z.string(),
  float_limit: minorUnits,
  active: z.boolean(),
  currency_code: z.string(),
  minor_units: z.int(),
  /** Disbursed floats and top-ups, reimbursements and envelope top-ups paid to the holder. */
  advanced: minorUnits,
  /** Totals of posted envelopes. */
  accounted: minorUnits,
  returned: minorUnits,
  /** advanced − accounted − returned: cash the holder still has (negative: owed to them). */
  outstanding: minorUnits,
  ageing: ageingSchema,
  over_limit: z.boolean(),
  /** Cash disbursed more than PETTY_CASH_OVERDUE_DAYS ago not yet accounted for. */
  overdue: z.boolean(),
  /** The holder's float that is open (not closed, cancelled or rejected), if any. */
  open_float_id: z.nullable(id),
  row_version: z.int(),
})
export type Holder = z.infer<typeof holderSchema>

export const holderListQuerySchema = z.object({
  ...pageQuery,
  project_id: z.optional(idParam),
  active: z.optional(z.enum(['0', '1'])),
})
export const holderListResponseSchema = listEnvelope(holderSchema)
export const holderResponseSchema = okEnvelope(holderSchema)
export const createHolderRequestSchema = z.strictObject({
  project_id: id,
  user_id: id,
  float_limit: positiveMinorUnits,
})
export type CreateHolderRequest = z.input<typeof createHolderRequestSchema>
export const updateHolderRequestSchema = z.strictObject({
  float_limit: z.optional(positiveMinorUnits),
  active: z.optional(z.boolean()),
  row_version: z.int(),
})
export type UpdateHolderRequest = z.input<typeof updateHolderRequestSchema>

/** GET /v2/pettycash/candidates: the project's team, whom accounts may name holders. */
export const holderCandidatesQuerySchema = z.object({ project_id: idParam })
export const holderCandidatesResponseSchema = okEnvelope(
  z.array(z.object({ user_id: id, name: z.string(), project_role: z.string(), is_holder: z.boolean() })),
)

export const floatSchema = z.object({
  float_id: id,
  float_no: z.string(),
  kind: z.enum(FLOAT_KINDS),
  /** The float a top-up is paid into. */
  parent_float_id: z.nullable(id),
  project_id: id,
  project_name: z.string(),
  holder_id: id,
  holder_name: z.string(),
  holder_user_id: id,
  currency_code: z.string(),
  minor_units: z.int(),
  amount: minorUnits,
  purpose: z.string(),
  status: z.enum(FLOAT_STATUSES),
  pending_level: z.nullable(pendingLevelSchema),
  rejection_reason: z.nullable(z.string()),
  disbursed_amount: z.nullable(minorUnits),
  disbursed_on: z.nullable(isoDate),
  payment_mode_name: z.nullable(z.string()),
  payment_reference: z.nullable(z.string()),
  returned_amount: minorUnits,
  created_by_name: z.nullable(z.string()),
  row_version: z.int(),
  created_at: isoDateTime,
})
export type PettyCashFloat = z.infer<typeof floatSchema>

export const floatDetailSchema = z.object({
  ...floatSchema.shape,
  approvals: z.array(approvalStepSchema),
  /** The holder's balance now (outstanding of all their floats on the project). */
  outstanding: minorUnits,
  can_edit: z.boolean(),
  can_submit: z.boolean(),
  can_approve: z.boolean(),
  /** Whether the caller may cancel it: the holder or accounts, while a draft, rejected or submitted. */
  can_cancel: z.boolean(),
  can_disburse: z.boolean(),
  can_return: z.boolean(),
  can_close: z.boolean(),
})
export type FloatDetail = z.infer<typeof floatDetailSchema>

export const floatListQuerySchema = z.object({
  ...pageQuery,
  project_id: z.optional(idParam),
  holder_id: z.optional(idParam),
  kind: z.optional(z.enum(FLOAT_KINDS)),
  status: z.optional(z.enum(FLOAT_STATUSES)),
})
export type FloatListQuery = z.input<typeof floatListQuerySchema>
export const floatListResponseSchema = listEnvelope(floatSchema)
export const floatResponseSchema = okEnvelope(floatDetailSchema)

/** POST /v2/pettycash/floats: a float (or a top-up of the holder's disbursed float) as a draft. */
export const createFloatRequestSchema = z.strictObject({
  holder_id: id,
  kind: z._default(z.enum(FLOAT_KINDS), 'float'),
  amount: positiveMinorUnits,
  purpose: text(300, 'Say what the cash is for'),
})
export type CreateFloatRequest = z.input<typeof createFloatRequestSchema>
export const updateFloatRequestSchema = z.strictObject({
  amount: z.optional(positiveMinorUnits),
  purpose: z.optional(text(300, 'Say what the cash is for')),
  row_version: z.int(),
})
export type UpdateFloatRequest = z.input<typeof updateFloatRequestSchema>

/** Paying cash out to the holder (a float's disbursement, an envelope's reimbursement or top-up). */
export const paymentRequestSchema = z.strictObject({
  paid_on: isoDate,
  payment_mode_id: id,
  payment_reference: optionalText(60),
  row_version: z.optional(z.int()),
})
export type PaymentRequest = z.input<typeof paymentRequestSchema>
/** The holder hands back cash: recorded on the float, which is then closing. */
export const returnCashRequestSchema = z.strictObject({
  amount: positiveMinorUnits,
  returned_on: isoDate,
  reference: optionalText(60),
  row_version: z.optional(z.int()),
})
export type ReturnCashRequest = z.input<typeof returnCashRequestSchema>

const gstAmount = z.optional(minorUnits.check(z.nonnegative({ error: 'Enter 0 or more' })))

export const envelopeLineInputSchema = z.strictObject({
  /** The bill being changed, when editing (it keeps its id and receipt images); absent for a new one. */
  line_id: z.optional(id),
  bill_date: isoDate,
  receipt_no: text(40, 'Enter the receipt number'),
  payee: text(160, 'Enter who was paid'),
  payee_gstin: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.toUpperCase(),
          z.regex(GSTIN_PATTERN, { error: 'A GSTIN has 15 characters, like 27AABCD1234E1Z5' }),
        ),
    ),
  ),
  description: text(300, 'Say what was bought'),
  budget_code: budgetCodeText,
  po_line_id: z.optional(z.nullable(id)),
  taxable: positiveMinorUnits,
  cgst: gstAmount,
  sgst: gstAmount,
  igst: gstAmount,
  /** The bill is a tax invoice (not a cash memo or a plain receipt). */
  tax_invoice: z._default(z.boolean(), false),
  /** The bill carries the company's GSTIN as the buyer's. */
  bill_in_company_gstin: z._default(z.boolean(), false),
})
export type EnvelopeLineInput = z.input<typeof envelopeLineInputSchema>

export const envelopeLineSchema = z.object({
  line_id: id,
  /** Receipt images kept with this bill (attachments of owner `bill`). */
  receipt_count: z.int(),
  bill_date: isoDate,
  receipt_no: z.string(),
  payee: z.string(),
  payee_gstin: z.nullable(z.string()),
  description: z.string(),
  budget_code: z.string(),
  po_line_id: z.nullable(id),
  taxable: minorUnits,
  cgst: minorUnits,
  sgst: minorUnits,
  igst: minorUnits,
  total: minorUnits,
  tax_invoice: z.boolean(),
  bill_in_company_gstin: z.boolean(),
  /** GST is input credit (not cost): a tax invoice with the payee's GSTIN in the company's GSTIN. */
  itc_eligible: z.boolean(),
  /** What the code's actual takes: the taxable value, plus the GST unless it is input credit. */
  cost: minorUnits,
  /** Cash to this payee on this day (all the holder's envelopes) is above ₹10,000: section 40A(3). */
  cash_limit_warning: z.boolean(),
})
export type EnvelopeLine = z.infer<typeof envelopeLineSchema>

export const cashWarningSchema = z.object({ payee: z.string(), bill_date: isoDate, total: minorUnits })

export const envelopeSchema = z.object({
  envelope_id: id,
  envelope_no: z.string(),
  float_id: id,
  float_no: z.string(),
  project_id: id,
  project_name: z.string(),
  holder_id: id,
  holder_name: z.string(),
  holder_user_id: id,
  currency_code: z.string(),
  minor_units: z.int(),
  line_count: z.int(),
  total: minorUnits,
  status: z.enum(ENVELOPE_STATUSES),
  audited: z.boolean(),
  audited_by_name: z.nullable(z.string()),
  pending_level: z.nullable(pendingLevelSchema),
  rejection_reason: z.nullable(z.string()),
  /** What the budget check said at submission and approval (Warn's over codes, an override). */
  budget_check: z.nullable(budgetCheckSchema),
  settled_amount: z.nullable(minorUnits),
  row_version: z.int(),
  created_at: isoDateTime,
})
export type Envelope = z.infer<typeof envelopeSchema>

export const envelopeDetailSchema = z.object({
  ...envelopeSchema.shape,
  lines: z.array(envelopeLineSchema),
  cash_warnings: z.array(cashWarningSchema),
  approvals: z.array(approvalStepSchema),
  outstanding: minorUnits,
  can_edit: z.boolean(),
  can_submit: z.boolean(),
  /** Whether the caller may cancel it: the holder or accounts, while a draft, rejected or submitted. */
  can_cancel: z.boolean(),
  can_audit: z.boolean(),
  /** The auditor may send it back to the holder only before any level approved it. */
  can_send_back: z.boolean(),
  can_approve: z.boolean(),
  can_post: z.boolean(),
  can_settle: z.boolean(),
})
export type EnvelopeDetail = z.infer<typeof envelopeDetailSchema>

export const envelopeListQuerySchema = z.object({
  ...pageQuery,
  project_id: z.optional(idParam),
  holder_id: z.optional(idParam),
  float_id: z.optional(idParam),
  status: z.optional(z.enum(ENVELOPE_STATUSES)),
})
export type EnvelopeListQuery = z.input<typeof envelopeListQuerySchema>
export const envelopeListResponseSchema = listEnvelope(envelopeSchema)
export const envelopeResponseSchema = okEnvelope(envelopeDetailSchema)

const envelopeLines = z
  .array(envelopeLineInputSchema)
  .check(z.minLength(1, { error: 'Add at least one bill' }), z.maxLength(200, { error: 'At most 200 bills' }))
export const createEnvelopeRequestSchema = z.strictObject({ float_id: id, lines: envelopeLines })
export type CreateEnvelopeRequest = z.input<typeof createEnvelopeRequestSchema>
export const updateEnvelopeRequestSchema = z.strictObject({ lines: envelopeLines, row_version: z.int() })
export type UpdateEnvelopeRequest = z.input<typeof updateEnvelopeRequestSchema>

/** The audit: lines whose input credit the auditor decides otherwise, or sent back with a reason. */
export const auditEnvelopeRequestSchema = z.strictObject({
  itc: z._default(z.array(z.strictObject({ line_id: id, itc_eligible: z.boolean() })), []),
  send_back_reason: z.optional(reasonText),
  row_version: z.optional(z.int()),
})
export type AuditEnvelopeRequest = z.input<typeof auditEnvelopeRequestSchema>

/** Settling a posted envelope: cash paid to the holder beyond the float, or the float replenished. */
export const settleEnvelopeRequestSchema = z.strictObject({
  ...paymentRequestSchema.shape,
  settlement: z.enum(['reimbursed', 'topped_up']),
})
export type SettleEnvelopeRequest = z.input<typeof settleEnvelopeRequestSchema>
