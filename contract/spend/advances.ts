import * as z from 'zod/mini'
import { ADVANCE_KINDS, ADVANCE_STATUSES, type AdvanceStatus } from './advance-values'

export * from './advance-values'

import { budgetCodeText } from '../budget'
import { id, idParam, isoDate, isoDateTime, optionalText, pageQuery } from '../common'
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
 * Vendor advances (VAR, module 1014, /vendorAdvanceRequestView): money paid to a vendor before
 * the invoice — against a purchase order, as a mobilisation advance, or as a security or location
 * deposit. Amounts are in the project's currency (minor units). TDS is deducted when the advance is
 * paid and never again on the part of an invoice the advance is adjusted against.
 *
 * Advances: draft → submitted → approved (levels) → paid → part_adjusted → adjusted, or refunded /
 * written_off. Deposits: paid → refund_due → refunded or forfeited.
 */

/** Paid out and not yet settled: what ages and counts as outstanding with the vendor. */
export const OPEN_ADVANCE_STATUSES: readonly AdvanceStatus[] = ['paid', 'part_adjusted', 'refund_due']

/** The default of the organisation's "advance unadjusted after N days" alert. */
export const DEFAULT_ADVANCE_OVERDUE_DAYS = 30

export const advanceAdjustmentSchema = z.object({
  adjustment_id: id,
  advance_id: id,
  advance_no: z.string(),
  expense_id: id,
  invoice_no: z.string(),
  amount: minorUnits,
  /** The part of the advance's TDS this adjustment carries: not deducted again on the invoice. */
  tds_amount: minorUnits,
  /** Made on the invoice's approval (auto) or by hand. */
  manual: z.boolean(),
  at: isoDateTime,
})
export type AdvanceAdjustment = z.infer<typeof advanceAdjustmentSchema>

export const advanceSchema = z.object({
  advance_id: id,
  /** MD-01/ADV/0003 */
  advance_no: z.string(),
  kind: z.enum(ADVANCE_KINDS),
  project_id: id,
  project_name: z.string(),
  vendor_id: id,
  vendor_name: z.string(),
  vendor_has_pan: z.boolean(),
  po_id: z.nullable(id),
  po_line_id: z.nullable(id),
  po_number: z.nullable(z.string()),
  budget_code: z.string(),
  reason: z.nullable(z.string()),
  proforma_no: z.nullable(z.string()),
  proforma_date: z.nullable(isoDate),
  currency_code: z.string(),
  minor_units: z.int(),
  amount: minorUnits,
  /** amount / PO total in percent, two decimals; null without a PO. */
  pct_of_po: z.nullable(z.string()),
  tds_id: z.nullable(id),
  tds_name: z.nullable(z.string()),
  /** Percent, as applied: the section's, or 20 when the vendor has no PAN. */
  tds_rate: z.nullable(z.string()),
  tds_amount: minorUnits,
  net_paid: minorUnits,
  adjusted_amount: minorUnits,
  refunded_amount: minorUnits,
  /** amount − adjusted − refunded: still with the vendor (or, once closed, what became cost). */
  balance: minorUnits,
  status: z.enum(ADVANCE_STATUSES),
  pending_level: z.nullable(pendingLevelSchema),
  paid_on: z.nullable(isoDate),
  payment_mode_id: z.nullable(id),
  payment_mode_name: z.nullable(z.string()),
  payment_reference: z.nullable(z.string()),
  /** Days since payment while it is open; null otherwise. */
  age_days: z.nullable(z.int()),
  overdue: z.boolean(),
  rejection_reason: z.nullable(z.string()),
  close_reason: z.nullable(z.string()),
  created_by_name: z.nullable(z.string()),
  row_version: z.int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
})
export type Advance = z.infer<typeof advanceSchema>

export const ADVANCE_STEPS = [
  'edit',
  'submit',
  'approve',
  'reject',
  'cancel',
  'pay',
  'adjust',
  'refund_due',
  'refund',
  'forfeit',
  'write_off',
] as const
export type AdvanceStep = (typeof ADVANCE_STEPS)[number]

export const advanceDetailSchema = z.object({
  ...advanceSchema.shape,
  approvals: z.array(approvalStepSchema),
  adjustments: z.array(advanceAdjustmentSchema),
  budget_check: z.nullable(budgetCheckSchema),
  /** The PO's open amount for this advance (excluding itself); null without a PO. */
  po_open: z.nullable(minorUnits),
  /** The steps the caller may take now. */
  can: z.array(z.enum(ADVANCE_STEPS)),
  /** It waits on the caller (as every approvable document's detail says). */
  can_approve: z.boolean(),
})
export type AdvanceDetail = z.infer<typeof advanceDetailSchema>
export const advanceResponseSchema = okEnvelope(advanceDetailSchema)

const advanceFields = {
  kind: z.enum(ADVANCE_KINDS),
  project_id: id,
  vendor_id: id,
  /** Required for kind 'po'; optional for a mobilisation advance; none for deposits. */
  po_id: z.optional(z.nullable(id)),
  /** The PO line it is against (its code); the PO's first line when left out. */
  po_line_id: z.optional(z.nullable(id)),
  /** Without a PO: the code it is committed on. */
  budget_code: z.optional(z.nullable(budgetCodeText)),
  /** Without a PO: why it is paid. */
  reason: optionalText(500),
  amount: positiveMinorUnits,
  proforma_no: optionalText(40),
  proforma_date: z.optional(z.nullable(isoDate)),
}
export const createAdvanceRequestSchema = z.strictObject(advanceFields)
export type CreateAdvanceRequest = z.input<typeof createAdvanceRequestSchema>
export const updateAdvanceRequestSchema = z.strictObject({
  ...z.partial(z.strictObject(advanceFields)).shape,
  row_version: z.int(),
})
export type UpdateAdvanceRequest = z.input<typeof updateAdvanceRequestSchema>

/** POST /v2/advances/preview: the TDS, net paid and PO figures saving would store. */
export const advancePreviewRequestSchema = z.strictObject({
  project_id: id,
  vendor_id: id,
  po_id: z.optional(z.nullable(id)),
  amount: positiveMinorUnits,
  /** The advance being edited: not counted against its own PO. */
  advance_id: z.optional(id),
})
export type AdvancePreviewRequest = z.input<typeof advancePreviewRequestSchema>
export const advancePreviewSchema = z.object({
  currency_code: z.string(),
  minor_units: z.int(),
  tds_id: z.nullable(id),
  tds_rate: z.nullable(z.string()),
  tds_amount: minorUnits,
  net_paid: minorUnits,
  vendor_has_pan: z.boolean(),
  po_total: z.nullable(minorUnits),
  po_open: z.nullable(minorUnits),
  pct_of_po: z.nullable(z.string()),
})
export type AdvancePreview = z.infer<typeof advancePreviewSchema>
export const advancePreviewResponseSchema = okEnvelope(advancePreviewSchema)

export const payAdvanceRequestSchema = z.strictObject({
  paid_on: isoDate,
  payment_mode_id: id,
  payment_reference: optionalText(60),
  row_version: z.optional(z.int()),
})
export type PayAdvanceRequest = z.input<typeof payAdvanceRequestSchema>
export const adjustAdvanceRequestSchema = z.strictObject({
  expense_id: id,
  /** At most the advance's balance and the invoice's unadjusted amount; both when left out. */
  amount: z.optional(positiveMinorUnits),
  row_version: z.optional(z.int()),
})
export type AdjustAdvanceRequest = z.input<typeof adjustAdvanceRequestSchema>
export const refundAdvanceRequestSchema = z.strictObject({
  /** What came back; the rest of the balance becomes cost on the code. The whole balance when left out. */
  amount: z.optional(positiveMinorUnits),
  refunded_on: isoDate,
  row_version: z.optional(z.int()),
})
export type RefundAdvanceRequest = z.input<typeof refundAdvanceRequestSchema>
export const closeAdvanceRequestSchema = z.strictObject({
  reason: reasonText,
  row_version: z.optional(z.int()),
})
export type CloseAdvanceRequest = z.input<typeof closeAdvanceRequestSchema>

export const advanceListQuerySchema = z.object({
  ...pageQuery,
  project_id: z.optional(idParam),
  vendor_id: z.optional(idParam),
  status: z.optional(z.enum(ADVANCE_STATUSES)),
  kind: z.optional(z.enum(ADVANCE_KINDS)),
  /** 1: only open advances older than the organisation's alert days. */
  overdue: z.optional(z.enum(['0', '1'])),
})
export type AdvanceListQuery = z.input<typeof advanceListQuerySchema>
export const advanceListResponseSchema = z.extend(listEnvelope(advanceSchema), {
  /** Open advances older than the alert days, whatever the filters. */
  overdue_count: z.int(),
  overdue_days: z.int(),
})
export type AdvanceListResponse = z.infer<typeof advanceListResponseSchema>

/** GET/PUT /v2/advances/settings: the organisation's alert on unadjusted advances. */
export const advanceSettingsSchema = z.object({
  overdue_days: z.int().check(z.minimum(1), z.maximum(3650)),
})
export type AdvanceSettings = z.infer<typeof advanceSettingsSchema>
export const advanceSettingsResponseSchema = okEnvelope(advanceSettingsSchema)
export const advanceSettingsRequestSchema = z.strictObject({
  overdue_days: z
    .int()
    .check(
      z.minimum(1, { error: 'Enter at least 1 day' }),
      z.maximum(3650, { error: 'Enter at most 3650 days' }),
    ),
})

/** GET /v2/advances/expense/{id}: what advances an invoice is adjusted by, and what is left to pay. */
export const expenseAdvancesSchema = z.object({
  expense_id: id,
  adjustments: z.array(advanceAdjustmentSchema),
  adjusted: minorUnits,
  /** The invoice's TDS less the advances' TDS already deducted on the adjusted part. */
  tds_remaining: minorUnits,
  /** total − TDS remaining − adjusted: what accounts still pay the vendor. */
  net_payable: minorUnits,
})
export type ExpenseAdvances = z.infer<typeof expenseAdvancesSchema>
export const expenseAdvancesResponseSchema = okEnvelope(expenseAdvancesSchema)

/**
 * GET /v2/advances/vendor/{id}: what the vendor holds of the organisation's money beside what it is
 * owed, in the projects the caller sees (project-currency minor units, summed per currency).
 */
export const vendorAdvanceSummarySchema = z.object({
  vendor_id: id,
  totals: z.array(
    z.object({
      currency_code: z.string(),
      minor_units: z.int(),
      /** Unadjusted balance of paid advances (not deposits). */
      advances_open: minorUnits,
      /** Balance of paid deposits not yet refunded or forfeited. */
      deposits_open: minorUnits,
      /** Approved, unpaid invoices: what remains to pay once advances are set off. */
      payables: minorUnits,
    }),
  ),
})
export type VendorAdvanceSummary = z.infer<typeof vendorAdvanceSummarySchema>
export const vendorAdvanceSummaryResponseSchema = okEnvelope(vendorAdvanceSummarySchema)

export const ADVANCE_EXPORT_PAGE = 500
