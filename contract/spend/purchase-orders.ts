import * as z from 'zod/mini'
import { budgetCodeText, quantityText } from '../budget'
import { id, idParam, isoDate, isoDateTime, optionalText, pageQuery, text } from '../common'
import { listEnvelope, okEnvelope } from '../envelope'
import {
  amountCeiling,
  approvalStepSchema,
  BUDGET_CONTROL_ACTIONS,
  budgetCheckSchema,
  budgetImpactSchema,
  MAX_AMOUNT,
  minorUnits,
  pendingLevelSchema,
} from './common'
import { exactLineAmount } from './money'

/*
 * Purchase orders: numbered per project (MD-01/PO/0001), lines on budget codes in the project's
 * currency, submitted through the project's approval levels. An approved PO is committed cost
 * until it is invoiced; delivery challans record goods received against its lines and, once
 * verified, let it be invoiced (an expense against a PO line may not exceed the verified value).
 */

export const PO_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'cancelled'] as const
export type PoStatus = (typeof PO_STATUSES)[number]

export const poLineSchema = z.object({
  po_line_id: id,
  budget_code: z.string(),
  description: z.string(),
  quantity: z.string(),
  unit: z.nullable(z.string()),
  rate: minorUnits,
  amount: minorUnits,
  /** Verified challans' quantity received, and its value at the line's rate. */
  received_quantity: z.string(),
  received_value: minorUnits,
  /** Approved or paid expenses booked on this line (project currency). */
  invoiced: minorUnits,
})
export type PoLine = z.infer<typeof poLineSchema>

export const purchaseOrderSummarySchema = z.object({
  po_id: id,
  project_id: id,
  po_no: z.int(),
  /** Project code, "PO" and the number: MD-01/PO/0007. */
  number: z.string(),
  title: z.string(),
  vendor_id: id,
  vendor_name: z.string(),
  po_date: isoDate,
  status: z.enum(PO_STATUSES),
  total: minorUnits,
  invoiced: minorUnits,
  /** The level it waits on while submitted. */
  pending_level: z.nullable(pendingLevelSchema),
  requested_by: z.nullable(id),
  requested_by_name: z.nullable(z.string()),
  created_at: isoDateTime,
  updated_at: isoDateTime,
})
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>

export const CHALLAN_STATUSES = ['pending', 'verified', 'rejected'] as const
export type ChallanStatus = (typeof CHALLAN_STATUSES)[number]

export const challanLineSchema = z.object({
  po_line_id: id,
  budget_code: z.string(),
  description: z.string(),
  quantity: z.string(),
})
export const challanSchema = z.object({
  challan_id: id,
  po_id: id,
  po_number: z.string(),
  project_id: id,
  vendor_name: z.string(),
  challan_no: z.string(),
  received_on: isoDate,
  /** Who took the goods in at the location. */
  receiver: z.string(),
  notes: z.nullable(z.string()),
  lines: z.array(challanLineSchema),
  status: z.enum(CHALLAN_STATUSES),
  recorded_by: z.nullable(id),
  recorded_by_name: z.nullable(z.string()),
  verified_by_name: z.nullable(z.string()),
  verified_at: z.nullable(isoDateTime),
  rejection_reason: z.nullable(z.string()),
  /** Photos and scans (attachments of owner kind `challan`). */
  attachment_count: z.int(),
  created_at: isoDateTime,
})
export type Challan = z.infer<typeof challanSchema>

export const purchaseOrderSchema = z.object({
  ...purchaseOrderSummarySchema.shape,
  notes: z.nullable(z.string()),
  currency: z.object({ code: z.string(), minor_units: z.int() }),
  lines: z.array(poLineSchema),
  approvals: z.array(approvalStepSchema),
  /**
   * The codes' figures now and after this PO: for whoever may raise POs or reads the budget, and
   * for the approver it waits on; empty for others (so is `budget_check.impacts`).
   */
  budget: z.array(budgetImpactSchema),
  /** The check made at the last submission or approval, with any override. */
  budget_check: z.nullable(budgetCheckSchema),
  challans: z.array(challanSchema),
  rejection_reason: z.nullable(z.string()),
  /** What the signed-in user may do with it now; `can_edit` is also submitting it. */
  can_edit: z.boolean(),
  can_approve: z.boolean(),
  can_record_challan: z.boolean(),
  /** Its requester or an Admin who may raise POs, until cancelled or an expense is booked on it. */
  can_cancel: z.boolean(),
  row_version: z.int(),
})
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>

const poLineInput = z.strictObject({
  budget_code: budgetCodeText,
  description: text(300, 'Describe what is bought'),
  quantity: quantityText,
  unit: optionalText(20),
  rate: minorUnits.check(z.positive({ error: 'Enter a rate above 0' }), amountCeiling),
})
export type PoLineInput = z.input<typeof poLineInput>

const poFields = {
  title: text(160, 'Give the order a title'),
  vendor_id: id,
  po_date: isoDate,
  notes: optionalText(2000),
  lines: z.array(poLineInput).check(
    z.minLength(1, { error: 'Add at least one line' }),
    z.maxLength(200, { error: 'Use at most 200 lines' }),
    // Quantity × rate, and the order's total, within one amount's bound: exact, never rounded.
    z.refine((lines) => linesWithinBound(lines), {
      error: 'The order’s total is too large: split it into smaller orders',
    }),
  ),
}

/** Whether every line's quantity × rate and their sum stay within MAX_AMOUNT (counted exactly). */
function linesWithinBound(lines: readonly { quantity: string; rate: number }[]): boolean {
  let total = 0n
  for (const line of lines) {
    const amount = exactLineAmount(line.quantity, line.rate)
    if (amount === null) return true // the line's own checks refuse it
    total += amount
    if (amount > BigInt(MAX_AMOUNT) || total > BigInt(MAX_AMOUNT)) return false
  }
  return true
}

/**
 * POST /v2/purchase/preview/{project_id}: what a PO being typed does to its codes, as the budget
 * check at submission will see it (nothing is saved). Amounts per code, in the project's currency.
 */
export const poPreviewRequestSchema = z.strictObject({
  codes: z
    .array(
      z.strictObject({
        budget_code: budgetCodeText,
        amount: minorUnits.check(z.minimum(0, { error: 'The amount cannot be negative' }), amountCeiling),
      }),
    )
    .check(z.maxLength(200, { error: 'Use at most 200 codes' })),
})
export type PoPreviewRequest = z.input<typeof poPreviewRequestSchema>
export const poPreviewSchema = z.object({
  currency: z.object({ code: z.string(), minor_units: z.int() }),
  /** The organisation's control for POs: what submitting will do with a code taken past its budget. */
  control: z.enum(BUDGET_CONTROL_ACTIONS),
  /** False for whoever does not read the budget: `impacts` is then empty, `over_codes` still says. */
  figures_shown: z.boolean(),
  impacts: z.array(budgetImpactSchema),
  /** Codes this PO would take past their budget, as the check decides it. */
  over_codes: z.array(z.string()),
})
export type PoPreview = z.infer<typeof poPreviewSchema>
export const poPreviewResponseSchema = okEnvelope(poPreviewSchema)

/** POST /v2/purchase/project/{project_id}: a draft. */
export const createPoRequestSchema = z.strictObject(poFields)
export type CreatePoRequest = z.input<typeof createPoRequestSchema>
/** PUT /v2/purchase/{id}: a draft or rejected PO, by its requester; lines replace the old ones. */
export const updatePoRequestSchema = z.strictObject({
  ...z.partial(z.strictObject(poFields)).shape,
  row_version: z.int(),
})
export type UpdatePoRequest = z.input<typeof updatePoRequestSchema>

/** GET /v2/purchase/project/{project_id} */
export const poListQuerySchema = z.object({
  ...pageQuery,
  status: z.optional(z.enum(PO_STATUSES)),
  vendor_id: z.optional(idParam),
})
export const poListResponseSchema = listEnvelope(purchaseOrderSummarySchema)
export const poResponseSchema = okEnvelope(purchaseOrderSchema)

/** POST /v2/purchase/{id}/challans: goods received against the PO's lines. */
export const createChallanRequestSchema = z.strictObject({
  challan_no: text(40, 'Enter the challan number'),
  received_on: isoDate,
  receiver: text(120, 'Who received the goods?'),
  notes: optionalText(1000),
  lines: z
    .array(z.strictObject({ po_line_id: id, quantity: quantityText }))
    .check(z.minLength(1, { error: 'Add at least one line received' })),
})
export type CreateChallanRequest = z.input<typeof createChallanRequestSchema>
export const challanResponseSchema = okEnvelope(challanSchema)

/*
 * The verifier's queue (/VerificationCards, /verificationPage, /verificationPoList,
 * /verificationChallanList): POs waiting on the signed-in user's approval and challans they may
 * verify (they approve a PO level of the project or may change projects, and did not record it).
 */
export const verificationQuerySchema = z.object({ ...pageQuery, project_id: z.optional(idParam) })
/** The document types counted beside POs and challans: each module's list is their queue. */
export const WAITING_DOCUMENT_TYPES = ['expense', 'float', 'envelope', 'advance', 'cn', 'dpr'] as const
export type WaitingDocumentType = (typeof WAITING_DOCUMENT_TYPES)[number]
/** How many documents of each type wait on the caller's decision (the sidebar's badge counts them all). */
const documentsWaitingSchema = z.record(z.enum(WAITING_DOCUMENT_TYPES), z.int())

export const verificationSummarySchema = z.object({
  pos_waiting: z.int(),
  challans_waiting: z.int(),
  documents_waiting: documentsWaitingSchema,
  /** Per project, for the cards. */
  projects: z.array(
    z.object({
      project_id: id,
      project_name: z.string(),
      pos_waiting: z.int(),
      challans_waiting: z.int(),
      documents_waiting: documentsWaitingSchema,
    }),
  ),
})
export type VerificationSummary = z.infer<typeof verificationSummarySchema>
export const verificationSummaryResponseSchema = okEnvelope(verificationSummarySchema)
export const verificationPoListResponseSchema = listEnvelope(purchaseOrderSummarySchema)
export const verificationChallanListResponseSchema = listEnvelope(challanSchema)
