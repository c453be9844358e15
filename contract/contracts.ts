import * as z from 'zod/mini'
import { CONTRACT_STATUSES } from './contract-values'

export { CONTRACT_STATUSES, type ContractStatus } from './contract-values'

import { budgetCodeText } from './budget'
import { id, idParam, isoDate, isoDateTime, optionalText, pageQuery, storable, text } from './common'
import { listEnvelope, okEnvelope } from './envelope'
import {
  approvalStepSchema,
  minorUnits,
  pendingLevelSchema,
  positiveMinorUnits,
  reasonText,
} from './spend/common'
import { EXPENSE_STATUSES } from './spend/expenses'

/*
 * Contracts (module 1010, /contractView): deals with talent, crew and vendors on a production.
 * Amounts are in the project's currency (minor units). A contract goes draft → submitted →
 * approved (the project's 'contract' approval levels, or its Admins) → sent → partly signed →
 * executed; once executed each instalment is committed on its budget code, and what is paid on it
 * becomes actual and lowers the commitment. It may be terminated or, before execution, cancelled.
 * A signed contract is never edited: an amendment or a renewal is a new version (same number,
 * v2…) that goes the same way, and when executed it leaves the one before amended or renewed.
 */

/** Signed by both sides and not ended early: its unpaid instalments are committed. */
export const CONTRACT_COMMITTED_STATUSES = ['executed', 'expiring', 'expired', 'renewed'] as const

/** A version's relation to the one before it. */
export const CONTRACT_VERSION_KINDS = ['original', 'amendment', 'renewal'] as const
export type ContractVersionKind = (typeof CONTRACT_VERSION_KINDS)[number]

export const FEE_BASES = ['lump_sum', 'per_episode', 'per_day', 'per_shift'] as const
export const GST_TREATMENTS = ['none', 'exclusive', 'inclusive', 'reverse_charge'] as const
export const INSTALMENT_TRIGGERS = [
  'signing',
  'shoot_start',
  'completion',
  'dubbing',
  'delivery',
  'date',
] as const
export const SIGNING_PARTIES = ['counterparty', 'company'] as const
export const MAX_INSTALMENTS = 24
/** An executed contract ending within this many days is expiring (recomputed every day). */
export const CONTRACT_EXPIRING_DAYS = 30

const percentText = z.string({ error: 'Enter a percentage' }).check(
  z.trim(),
  z.regex(/^(100(\.0{1,2})?|[0-9]{1,2}(\.[0-9]{1,2})?)$/, { error: 'Enter a percentage from 0.01 to 100' }),
  z.refine((value) => Number(value) > 0, { error: 'Enter a percentage from 0.01 to 100' }),
)
const panText = z
  .string()
  .check(z.trim(), z.regex(/^[A-Z]{5}[0-9]{4}[A-Z]$/, { error: 'A PAN has 10 characters, like AABCD1234E' }))
const gstinText = z
  .string()
  .check(
    z.trim(),
    z.regex(/^[0-9]{2}[A-Z0-9]{10}[0-9A-Z]Z[0-9A-Z]$/, { error: 'Enter a 15-character GSTIN' }),
  )
const optionalId = z.optional(z.nullable(id))
const optionalDate = z.optional(z.nullable(isoDate))
const optionalMoney = z.optional(z.nullable(minorUnits.check(z.nonnegative({ error: 'Enter 0 or more' }))))

/** An instalment as drafted: a share of the value (percent) or an amount, when it falls due, its code. */
export const instalmentInputSchema = z.strictObject({
  label: text(120),
  trigger: z.enum(INSTALMENT_TRIGGERS),
  percent: z.optional(z.nullable(percentText)),
  amount: z.optional(z.nullable(positiveMinorUnits)),
  due_date: optionalDate,
  budget_code: budgetCodeText,
})
export type InstalmentInput = z.input<typeof instalmentInputSchema>

const contractFields = {
  project_id: id,
  title: text(200),
  agreement_id: id,
  contract_project_id: optionalId,
  company_id: optionalId,
  contractcategory_id: optionalId,
  contractsubcategory_id: optionalId,
  platform_id: optionalId,
  language_id: optionalId,
  showtype_id: optionalId,
  contract_status_id: optionalId,
  /** The counterparty: a vendor of the register, or a person named here. */
  vendor_id: optionalId,
  counterparty_name: optionalText(200),
  counterparty_pan: z.optional(z.nullable(panText)),
  counterparty_gstin: z.optional(z.nullable(gstinText)),
  role: optionalText(120),
  start_date: isoDate,
  end_date: isoDate,
  lock_in_until: optionalDate,
  notice_days: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(365)))),
  exclusive: z.optional(z.boolean()),
  deliverables: optionalText(2000),
  fee_basis: z.enum(FEE_BASES),
  /** The deal rate per episode, day or shift (what the DCR costs a day of this person at). */
  rate: optionalMoney,
  guaranteed_units: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(10_000)))),
  overtime_rate: optionalMoney,
  kit_rental: optionalMoney,
  per_diem: optionalMoney,
  travel_and_stay: optionalText(500),
  /** What the contract is worth in all: its instalments add up to exactly this. */
  value: positiveMinorUnits,
  gst_treatment: z.enum(GST_TREATMENTS),
  tds_id: optionalId,
  rights_media: z.optional(z.array(text(60)).check(z.maxLength(20))),
  rights_territory: optionalText(200),
  rights_languages: optionalText(200),
  rights_from: optionalDate,
  rights_to: optionalDate,
  rights_exclusive: z.optional(z.boolean()),
  screen_credit: optionalText(300),
  /** Who gets its reminders (users of the organisation); the drafter when none are chosen. */
  reminder_user_ids: z.optional(z.array(id).check(z.maxLength(10, { error: 'Choose at most 10 people' }))),
  instalments: z
    .array(instalmentInputSchema)
    .check(
      z.minLength(1, { error: 'Add at least one instalment' }),
      z.maxLength(MAX_INSTALMENTS, { error: `Use at most ${MAX_INSTALMENTS} instalments` }),
    ),
}

export const createContractRequestSchema = z.strictObject(contractFields)
export type CreateContractRequest = z.input<typeof createContractRequestSchema>
export const updateContractRequestSchema = z.strictObject({
  ...z.partial(z.strictObject(contractFields)).shape,
  row_version: z.optional(z.int()),
})
export type UpdateContractRequest = z.input<typeof updateContractRequestSchema>

export const instalmentSchema = z.object({
  instalment_id: id,
  position: z.int(),
  label: z.string(),
  trigger: z.enum(INSTALMENT_TRIGGERS),
  percent: z.nullable(z.string()),
  amount: minorUnits,
  due_date: z.nullable(isoDate),
  budget_code: z.string(),
  /** Paid in all, including what earlier versions paid on it (carried_paid). */
  paid: minorUnits,
  /** What versions before this amendment paid on this instalment. */
  carried_paid: minorUnits,
  /** Its invoices booked as expenses and approved: actual through them. */
  invoiced: minorUnits,
  /** What it still commits on its code: its unpaid part once the contract is executed, else 0. */
  committed: minorUnits,
})
export type Instalment = z.infer<typeof instalmentSchema>

/**
 * An expense booking an invoice on an instalment (drafted, waiting, approved or paid: one that
 * holds its share of it). Only its amount when the caller may not read expenses: the rest is null.
 */
export const instalmentInvoiceSchema = z.object({
  /** The expense, for a link to it. */
  expense_id: z.nullable(id),
  invoice_no: z.nullable(z.string()),
  invoice_date: z.nullable(isoDate),
  status: z.nullable(z.enum(EXPENSE_STATUSES)),
  /** In the project's currency, as the instalment counts it. */
  amount: minorUnits,
})
export type InstalmentInvoice = z.infer<typeof instalmentInvoiceSchema>

/** An instalment in a contract's detail: with the expenses booking invoices on it, in date order. */
export const instalmentDetailSchema = z.object({
  ...instalmentSchema.shape,
  invoices: z.array(instalmentInvoiceSchema),
})
export type InstalmentDetail = z.infer<typeof instalmentDetailSchema>

export const contractPaymentSchema = z.object({
  payment_id: id,
  instalment_id: id,
  amount: minorUnits,
  paid_on: isoDate,
  reference: z.nullable(z.string()),
  paid_by: z.nullable(z.string()),
})

export const contractSchema = z.object({
  contract_id: id,
  /** MD-01/CON/0003 */
  contract_no: z.string(),
  version: z.int(),
  version_kind: z.enum(CONTRACT_VERSION_KINDS),
  /** The version this one amends or renews. */
  previous_id: z.nullable(id),
  change_reason: z.nullable(z.string()),
  project_id: id,
  project_code: z.string(),
  project_name: z.string(),
  currency_code: z.string(),
  minor_units: z.int(),
  title: z.string(),
  agreement_id: id,
  agreement_name: z.string(),
  agreement_kind: z.string(),
  contract_project_id: z.nullable(id),
  company_id: z.nullable(id),
  contractcategory_id: z.nullable(id),
  contractsubcategory_id: z.nullable(id),
  platform_id: z.nullable(id),
  language_id: z.nullable(id),
  showtype_id: z.nullable(id),
  contract_status_id: z.nullable(id),
  vendor_id: z.nullable(id),
  /** The vendor's legal name, or the person's. */
  counterparty: z.string(),
  counterparty_name: z.nullable(z.string()),
  counterparty_pan: z.nullable(z.string()),
  counterparty_gstin: z.nullable(z.string()),
  role: z.nullable(z.string()),
  start_date: isoDate,
  end_date: isoDate,
  lock_in_until: z.nullable(isoDate),
  notice_days: z.nullable(z.int()),
  exclusive: z.boolean(),
  deliverables: z.nullable(z.string()),
  fee_basis: z.enum(FEE_BASES),
  rate: z.nullable(minorUnits),
  guaranteed_units: z.nullable(z.int()),
  overtime_rate: z.nullable(minorUnits),
  kit_rental: z.nullable(minorUnits),
  per_diem: z.nullable(minorUnits),
  travel_and_stay: z.nullable(z.string()),
  value: minorUnits,
  gst_treatment: z.enum(GST_TREATMENTS),
  tds_id: z.nullable(id),
  rights_media: z.array(z.string()),
  rights_territory: z.nullable(z.string()),
  rights_languages: z.nullable(z.string()),
  rights_from: z.nullable(isoDate),
  rights_to: z.nullable(isoDate),
  rights_exclusive: z.boolean(),
  screen_credit: z.nullable(z.string()),
  status: z.enum(CONTRACT_STATUSES),
  pending_level: z.nullable(pendingLevelSchema),
  rejection_reason: z.nullable(z.string()),
  sent_on: z.nullable(isoDate),
  counterparty_signed_on: z.nullable(isoDate),
  company_signed_on: z.nullable(isoDate),
  executed_on: z.nullable(isoDate),
  ended_on: z.nullable(isoDate),
  end_reason: z.nullable(z.string()),
  paid: minorUnits,
  /** Invoiced on its instalments by approved expenses (actual through them, not paid here). */
  invoiced: minorUnits,
  committed: minorUnits,
  reminder_user_ids: z.array(id),
  row_version: z.int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
})
export type Contract = z.infer<typeof contractSchema>

/** One version of a contract, for its history. */
export const contractVersionSchema = z.object({
  contract_id: id,
  version: z.int(),
  version_kind: z.enum(CONTRACT_VERSION_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  value: minorUnits,
  start_date: isoDate,
  end_date: isoDate,
  executed_on: z.nullable(isoDate),
  change_reason: z.nullable(z.string()),
})
export type ContractVersion = z.infer<typeof contractVersionSchema>

export const contractDetailSchema = z.object({
  ...contractSchema.shape,
  /** Every version of this contract number, oldest first (this one among them). */
  versions: z.array(contractVersionSchema),
  instalments: z.array(instalmentDetailSchema),
  payments: z.array(contractPaymentSchema),
  approvals: z.array(approvalStepSchema),
  can_edit: z.boolean(),
  can_approve: z.boolean(),
  can_send: z.boolean(),
  can_sign: z.boolean(),
  /** Each side signs once: the sign step refuses a side that has signed already. */
  can_sign_counterparty: z.boolean(),
  can_sign_company: z.boolean(),
  can_pay: z.boolean(),
  can_terminate: z.boolean(),
  can_cancel: z.boolean(),
  can_amend: z.boolean(),
  can_renew: z.boolean(),
})
export type ContractDetail = z.infer<typeof contractDetailSchema>
export const contractResponseSchema = okEnvelope(contractDetailSchema)

/** A 0/1 switch of a query: `1` asks for contracts that are so, `0` for those that are not. */
const queryFlag = z.pipe(
  z.enum(['0', '1'], { error: 'Use 1 for yes or 0 for no' }),
  z.transform((flag) => flag === '1'),
)
/** An amount in minor units (paise) as digits, in a query. */
const queryMinorUnits = z.pipe(
  z.string().check(z.regex(/^[0-9]{1,15}$/, { error: 'Enter an amount in minor units (digits only)' })),
  z.transform(Number),
)
/** `statuses=draft,submitted`: any of several statuses, as one comma list. */
const queryStatuses = z.pipe(
  z.pipe(
    z.string(),
    z.transform((list) =>
      list
        .split(',')
        .map((status) => status.trim())
        .filter(Boolean),
    ),
  ),
  z
    .array(z.enum(CONTRACT_STATUSES, { error: `Use statuses from: ${CONTRACT_STATUSES.join(', ')}` }))
    .check(z.minLength(1, { error: 'Name at least one status' }), z.maxLength(CONTRACT_STATUSES.length)),
)
const queryText = (max: number) =>
  z.optional(
    z.string().check(z.trim(), z.maxLength(max, { error: `Use at most ${max} characters` }), storable()),
  )

/**
 * The contract list's filters, all optional and combined with AND: each of the contract's fields
 * can be asked for (the /contractFilter page and saved filters send any combination).
 */
const contractFilterFields = {
  project_id: z.optional(idParam),
  agreement_id: z.optional(idParam),
  vendor_id: z.optional(idParam),
  contract_project_id: z.optional(idParam),
  company_id: z.optional(idParam),
  contractcategory_id: z.optional(idParam),
  contractsubcategory_id: z.optional(idParam),
  platform_id: z.optional(idParam),
  language_id: z.optional(idParam),
  showtype_id: z.optional(idParam),
  contract_status_id: z.optional(idParam),
  tds_id: z.optional(idParam),
  fee_basis: z.optional(z.enum(FEE_BASES)),
  gst_treatment: z.optional(z.enum(GST_TREATMENTS)),
  status: z.optional(z.enum(CONTRACT_STATUSES)),
  /** Any of these statuses: `statuses=sent,partly_signed` (with `status`, both must hold). */
  statuses: z.optional(queryStatuses),
  /** The term's start on or after / on or before these days. */
  starts_from: z.optional(isoDate),
  starts_to: z.optional(isoDate),
  /** The term's end on or after this day. */
  ends_from: z.optional(isoDate),
  /** Contracts whose term ends on or before this date (expiries by month). */
  ends_by: z.optional(isoDate),
  /** Signed contracts with an unpaid instalment falling due on or after / on or before these days. */
  due_from: z.optional(isoDate),
  due_by: z.optional(isoDate),
  /** The contract's value from / up to these amounts, in minor units (paise). */
  value_min: z.optional(queryMinorUnits),
  value_max: z.optional(queryMinorUnits),
  exclusive: z.optional(queryFlag),
  /** One medium its rights include (any case): `rights_media=OTT`. */
  rights_media: queryText(60),
  /** Words its rights' territory contains: `rights_territory=india`. */
  rights_territory: queryText(200),
  /** The vendor's legal or trade name, or the person's, contains these words. */
  counterparty: queryText(200),
  /** `1`: signed contracts (executed, expiring, expired, renewed) with instalments still unpaid. */
  has_unpaid: z.optional(queryFlag),
}
type FilterRanges = {
  value_min?: number
  value_max?: number
  starts_from?: string
  starts_to?: string
  ends_from?: string
  ends_by?: string
  due_from?: string
  due_by?: string
}
const inOrder = (from: unknown, to: unknown) =>
  from === undefined || to === undefined || (from as number | string) <= (to as number | string)
const filterRangesInOrder = [
  z.refine<FilterRanges>((query) => inOrder(query.value_min, query.value_max), {
    path: ['value_max'],
    error: 'The largest value cannot be below the smallest',
  }),
  z.refine<FilterRanges>((query) => inOrder(query.starts_from, query.starts_to), {
    path: ['starts_to'],
    error: 'This day cannot be before the first start day',
  }),
  z.refine<FilterRanges>((query) => inOrder(query.ends_from, query.ends_by), {
    path: ['ends_by'],
    error: 'This day cannot be before the first end day',
  }),
  z.refine<FilterRanges>((query) => inOrder(query.due_from, query.due_by), {
    path: ['due_by'],
    error: 'This day cannot be before the first due day',
  }),
]

export const contractListQuerySchema = z
  .object({ ...pageQuery, ...contractFilterFields })
  .check(...filterRangesInOrder)
/**
 * What a saved contract filter holds (contract/saved-filters.ts): the list's filters, words and
 * sort as query text, but no page; nothing else.
 */
export const contractSavedQuerySchema = z
  .strictObject({ search: pageQuery.search, sort: pageQuery.sort, ...contractFilterFields })
  .check(...filterRangesInOrder)
export type ContractListQuery = z.input<typeof contractListQuerySchema>
export const contractListResponseSchema = listEnvelope(contractSchema)

export const sendContractRequestSchema = z.strictObject({
  sent_on: isoDate,
  row_version: z.optional(z.int()),
})
export const signContractRequestSchema = z.strictObject({
  party: z.enum(SIGNING_PARTIES),
  signed_on: isoDate,
  row_version: z.optional(z.int()),
})
export const terminateContractRequestSchema = z.strictObject({
  ended_on: isoDate,
  reason: reasonText,
  row_version: z.optional(z.int()),
})
/**
 * Amend an executed contract: a new version drafted from it, which goes through approval and
 * signature again. Executed, it replaces this one: what was paid is carried onto its instalments.
 */
export const amendContractRequestSchema = z.strictObject({
  reason: reasonText,
  row_version: z.optional(z.int()),
})
/** Renew an executed contract for a next term: a new version with the new dates, its own money. */
export const renewContractRequestSchema = z.strictObject({
  reason: reasonText,
  start_date: isoDate,
  end_date: isoDate,
  row_version: z.optional(z.int()),
})
export type RenewContractRequest = z.input<typeof renewContractRequestSchema>

export const payInstalmentRequestSchema = z.strictObject({
  instalment_id: id,
  amount: positiveMinorUnits,
  paid_on: isoDate,
  reference: optionalText(120),
})
export type PayInstalmentRequest = z.input<typeof payInstalmentRequestSchema>

/** GET /v2/contracts/charts: the contracts of the caller's projects (or one) for /contractChartView. */
export const contractChartsQuerySchema = z.object({ project_id: z.optional(idParam) })
const moneyBucket = {
  currency_code: z.string(),
  minor_units: z.int(),
  count: z.int(),
  value: minorUnits,
}
export const contractChartsSchema = z.object({
  /** Live contracts (not rejected or cancelled), by agreement type and currency. */
  by_agreement: z.array(z.object({ agreement_id: id, name: z.string(), kind: z.string(), ...moneyBucket })),
  by_platform: z.array(
    z.object({ platform_id: z.nullable(id), name: z.nullable(z.string()), ...moneyBucket }),
  ),
  by_status: z.array(z.object({ status: z.enum(CONTRACT_STATUSES), ...moneyBucket })),
  /** Running contracts ending in each of the next 12 months (2026-12). */
  expiries: z.array(z.object({ month: z.string(), count: z.int() })),
  /** What is still unpaid on executed contracts' instalments, by the month it falls due. */
  instalments_due: z.array(
    z.object({ month: z.string(), currency_code: z.string(), minor_units: z.int(), amount: minorUnits }),
  ),
})
export type ContractCharts = z.infer<typeof contractChartsSchema>
export const contractChartsResponseSchema = okEnvelope(contractChartsSchema)
