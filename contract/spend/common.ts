import * as z from 'zod/mini'
import { id, isoDateTime } from '../common'

/*
 * What every spend document (purchase order, expense) shares: its approval trail, the budget
 * figures of the codes it books on, and the budget control that decides what happens when it
 * would take a code past its budget.
 */

export { DOCUMENT_TYPES, type DocumentType } from './document-types'

/** Stop refuses, Warn lets it through with a warning on the record, Ignore does not check. */
export const BUDGET_CONTROL_ACTIONS = ['stop', 'warn', 'ignore'] as const
export type BudgetControlAction = (typeof BUDGET_CONTROL_ACTIONS)[number]
/** A new organisation warns until an Admin decides otherwise. */
export const DEFAULT_BUDGET_CONTROL: BudgetControlAction = 'warn'
/**
 * The document types with a budget control of their own: those that add to a code. A float is an
 * advance to its holder (no cost until its bills are posted) and a credit note only lowers codes.
 */
export const CONTROLLED_DOCUMENT_TYPES = ['po', 'expense', 'envelope', 'advance'] as const
export type ControlledDocumentType = (typeof CONTROLLED_DOCUMENT_TYPES)[number]

/**
 * What booking a vendor's invoice number again does (the same vendor, the number compared without
 * case and spaces, cancelled expenses aside): Warn saves it with a warning, Stop refuses it.
 */
export const DUPLICATE_INVOICE_ACTIONS = ['warn', 'stop'] as const
export type DuplicateInvoiceAction = (typeof DUPLICATE_INVOICE_ACTIONS)[number]
export const DEFAULT_DUPLICATE_INVOICE: DuplicateInvoiceAction = 'warn'

/**
 * The largest amount one field takes: 10^13 minor units (₹10,000 crore). A document's total of
 * hundreds of such lines, and a report's sum of thousands of documents, stay exact below 2^53.
 */
export const MAX_AMOUNT = 10 ** 13
/** The bound every amount a user types is checked against. */
export const amountCeiling = z.maximum(MAX_AMOUNT, { error: 'This amount is too large' })

/** An amount in integer minor units (paise, cents): never a float. */
export const minorUnits = z.int({ error: 'Enter an amount in minor units (a whole number)' })
export const positiveMinorUnits = minorUnits.check(
  z.positive({ error: 'Enter an amount above 0' }),
  amountCeiling,
)

/** A reason people write (rejection, override, move): required, at most 500 characters. */
export const reasonText = z
  .string({ error: 'Give a reason' })
  .check(
    z.trim(),
    z.minLength(3, { error: 'Give a reason of at least 3 characters' }),
    z.maxLength(500, { error: 'Use at most 500 characters' }),
  )

/**
 * One budget code's figures, in the project's currency: budget (the line in the version),
 * committed (approved POs not yet invoiced), actual (approved and paid expenses),
 * remaining = budget − committed − actual, and the share used.
 */
export const codeFiguresSchema = z.object({
  budget_code: z.string(),
  description: z.nullable(z.string()),
  budget: minorUnits,
  committed: minorUnits,
  actual: minorUnits,
  remaining: minorUnits,
  /** (committed + actual) / budget in percent with two decimals: "45.20"; null without a budget. */
  used_pct: z.nullable(z.string()),
  over_budget: z.boolean(),
})
export type CodeFigures = z.infer<typeof codeFiguresSchema>

/** What a document does to one code: its figures now and what remains once it is counted. */
export const budgetImpactSchema = z.object({
  ...codeFiguresSchema.shape,
  /** This document's amount on the code that is not yet counted in committed or actual. */
  this_document: minorUnits,
  remaining_after: minorUnits,
})
export type BudgetImpact = z.infer<typeof budgetImpactSchema>

/** The budget check of a document: the codes it would take past their budget and what was decided. */
export const budgetCheckSchema = z.object({
  action: z.enum(BUDGET_CONTROL_ACTIONS),
  impacts: z.array(budgetImpactSchema),
  /** Codes the document takes past their budget. */
  over_codes: z.array(z.string()),
  /** An Admin's reason for letting a Stop through, and who gave it. */
  override_reason: z.nullable(z.string()),
  override_by_name: z.nullable(z.string()),
})
export type BudgetCheck = z.infer<typeof budgetCheckSchema>

export const APPROVAL_ACTIONS = [
  'submitted',
  'approved',
  'rejected',
  'auto_approved',
  'override',
  // One person took a second step of the document: separation of duties waived for the project.
  'exception',
  'cancelled',
  'paid',
  // Petty cash's own steps (server/modules/petty-cash).
  'disbursed',
  'audited',
  'sent_back',
  'posted',
  'reimbursed',
  'topped_up',
  'returned',
  'closed',
  // A credit note's own steps (credit-notes module), besides posted above.
  'applied',
  'refund_due',
  'refunded',
  // A vendor advance's own steps after payment (refund_due and refunded above).
  'adjusted',
  'forfeited',
  'written_off',
  // A daily production report's own steps (dpr module).
  'locked',
  'revised',
] as const
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number]

/** One step of a document's approval trail: who did what, at which level, when and why. */
export const approvalStepSchema = z.object({
  action: z.enum(APPROVAL_ACTIONS),
  level_no: z.nullable(z.int()),
  user_id: z.nullable(id),
  user_name: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  at: isoDateTime,
})
export type ApprovalStep = z.infer<typeof approvalStepSchema>

/** Where a submitted document stands: the level it waits on and who may approve it there. */
export const pendingLevelSchema = z.object({
  /** Null for level 0: the organisation's Admins, where a project without levels sends documents. */
  level_id: z.nullable(id),
  level_no: z.int(),
  name: z.string(),
  approver_ids: z.array(id),
  approver_names: z.array(z.string()),
})
export type PendingLevel = z.infer<typeof pendingLevelSchema>

/** A word for the trail with a submission or an approval; empty says nothing. */
export const stepComment = z
  .string()
  .check(z.trim(), z.maxLength(500, { error: 'Use at most 500 characters' }))

/**
 * Submitting or approving: an Admin may let a Stop through by giving a reason; anyone may add a
 * comment, which the trail keeps with the step.
 */
export const decisionRequestSchema = z.strictObject({
  override_reason: z.optional(reasonText),
  comment: z.optional(stepComment),
  row_version: z.optional(z.int()),
})
export type DecisionRequest = z.input<typeof decisionRequestSchema>
export const rejectRequestSchema = z.strictObject({ reason: reasonText, row_version: z.optional(z.int()) })
export type RejectRequest = z.input<typeof rejectRequestSchema>
/** A step that takes nothing but the version the caller saw (cancel, post…). */
export const rowVersionRequestSchema = z.strictObject({ row_version: z.optional(z.int()) })
export type RowVersionRequest = z.input<typeof rowVersionRequestSchema>
