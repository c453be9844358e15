import * as z from 'zod/mini'
import { id, idParam, isoDate, optionalText, pageQuery, text } from './common'
import { listEnvelope, okEnvelope } from './envelope'
import { vendor } from './masters/definitions'
import { minorUnits } from './spend/common'

/*
 * The team (/apps/team): the people on a project by department and seniority (designation), how
 * each is engaged and paid, their tax (PAN, GSTIN, TDS section) and bank details, and where they
 * stand: invited → onboarding → active → wrapped → cleared (wrapped may go back to active). Wrap
 * clearance: a person is cleared only once their petty-cash float is back, the advances of the
 * vendor they are paid through on this project are settled and nothing is in their custody; until
 * then the payment that would leave nothing open on their contract is refused.
 */

export const ENGAGEMENTS = ['employee', 'freelancer', 'loan_out', 'vendor'] as const
export type Engagement = (typeof ENGAGEMENTS)[number]
export const RATE_BASES = ['day', 'week', 'month', 'lump_sum'] as const
export type RateBasis = (typeof RATE_BASES)[number]
export const TEAM_STATUSES = ['invited', 'onboarding', 'active', 'wrapped', 'cleared'] as const
export type TeamStatus = (typeof TEAM_STATUSES)[number]

/** The statuses a member may be moved to from each (cleared only through the clear step). */
export const TEAM_STEPS: Record<TeamStatus, readonly TeamStatus[]> = {
  invited: ['onboarding'],
  onboarding: ['active'],
  active: ['wrapped'],
  wrapped: ['active', 'cleared'],
  cleared: [],
}

/** The vendor master's own formats (PAN, GSTIN, account number, IFSC): one rule for both. */
const patterned = (pattern: { source: string; message: string }) =>
  z.string().check(z.trim(), z.regex(new RegExp(pattern.source), { error: pattern.message }))
const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema))
const optionalId = optional(id)

const memberFields = {
  project_id: id,
  user_id: optionalId,
  name: text(160),
  department_id: optionalId,
  designation_id: optionalId,
  engagement: z.enum(ENGAGEMENTS, { error: 'Choose how this person is engaged' }),
  vendor_id: optionalId,
  contract_id: optionalId,
  rate: optional(minorUnits.check(z.nonnegative({ error: 'Enter 0 or more' }))),
  rate_basis: optional(z.enum(RATE_BASES)),
  start_date: optional(isoDate),
  end_date: optional(isoDate),
  pan: optional(patterned(vendor.fields.pan.pattern)),
  gstin: optional(patterned(vendor.fields.gstin.pattern)),
  bank_account_name: optionalText(120),
  bank_account_number: optional(patterned(vendor.fields.bank_account_number.pattern)),
  bank_ifsc: optional(patterned(vendor.fields.bank_ifsc.pattern)),
  tds_id: optionalId,
}

const endAfterStart = (value: { start_date?: string | null; end_date?: string | null }) =>
  !value.start_date || !value.end_date || value.end_date >= value.start_date

export const createTeamMemberRequestSchema = z
  .strictObject(memberFields)
  .check(
    z.refine(endAfterStart, { error: 'The end date cannot come before the start date', path: ['end_date'] }),
  )
export type CreateTeamMemberRequest = z.input<typeof createTeamMemberRequestSchema>

export const updateTeamMemberRequestSchema = z
  .strictObject({ ...z.partial(z.object(memberFields)).shape, row_version: z.int() })
  .check(
    z.refine(endAfterStart, { error: 'The end date cannot come before the start date', path: ['end_date'] }),
  )
export type UpdateTeamMemberRequest = z.input<typeof updateTeamMemberRequestSchema>

export const teamStepRequestSchema = z.strictObject({
  status: z.enum(['onboarding', 'active', 'wrapped'] as const),
  row_version: z.int(),
})
export type TeamStepRequest = z.input<typeof teamStepRequestSchema>
export const clearTeamMemberRequestSchema = z.strictObject({ row_version: z.int() })

export const teamListQuerySchema = z.object({
  ...pageQuery,
  project_id: idParam,
  department_id: z.optional(idParam),
  status: z.optional(z.enum(TEAM_STATUSES)),
})

const approvalLevelHeldSchema = z.object({ document_type: z.string(), level_no: z.int(), name: z.string() })

export const teamMemberSchema = z.object({
  member_id: id,
  project_id: id,
  user_id: z.nullable(id),
  user_name: z.nullable(z.string()),
  name: z.string(),
  department_id: z.nullable(id),
  department_name: z.nullable(z.string()),
  designation_id: z.nullable(id),
  designation_name: z.nullable(z.string()),
  engagement: z.enum(ENGAGEMENTS),
  vendor_id: z.nullable(id),
  vendor_name: z.nullable(z.string()),
  contract_id: z.nullable(id),
  contract_title: z.nullable(z.string()),
  rate: z.nullable(minorUnits),
  rate_basis: z.nullable(z.enum(RATE_BASES)),
  currency_code: z.string(),
  minor_units: z.int(),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  pan: z.nullable(z.string()),
  gstin: z.nullable(z.string()),
  bank_account_name: z.nullable(z.string()),
  /** Only the last four digits unless the caller may change the team. */
  bank_account_number: z.nullable(z.string()),
  bank_ifsc: z.nullable(z.string()),
  tds_id: z.nullable(id),
  tds_name: z.nullable(z.string()),
  /** The section's rate, or 20 % without a PAN (206AA); null without a section. */
  tds_rate: z.nullable(z.string()),
  petty_cash_holder: z.boolean(),
  float_limit: z.nullable(minorUnits),
  approval_levels: z.array(approvalLevelHeldSchema),
  status: z.enum(TEAM_STATUSES),
  row_version: z.int(),
})
export type TeamMember = z.infer<typeof teamMemberSchema>

export const teamListResponseSchema = listEnvelope(teamMemberSchema)
export const teamMemberResponseSchema = okEnvelope(teamMemberSchema)

export const clearanceSchema = z.object({
  member_id: id,
  currency_code: z.string(),
  minor_units: z.int(),
  /** Petty cash still with the person on this project (their holder's outstanding). */
  float: z.object({ clear: z.boolean(), holder_id: z.nullable(id), outstanding: minorUnits }),
  /** Paid advances of the member's vendor on this project not yet adjusted, refunded or closed. */
  advances: z.object({
    clear: z.boolean(),
    vendor_id: z.nullable(id),
    count: z.int(),
    open_amount: minorUnits,
  }),
  /** Items issued to or hired in the person's name and not yet back. */
  custody: z.object({ clear: z.boolean(), user_id: z.nullable(id), items: z.int() }),
  clear: z.boolean(),
})
export type Clearance = z.infer<typeof clearanceSchema>
export const clearanceResponseSchema = okEnvelope(clearanceSchema)
