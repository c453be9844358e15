import * as z from 'zod/mini'
import { id, idParam, isoDateTime, text } from '../common'
import { okEnvelope } from '../envelope'
import { amountCeiling, DOCUMENT_TYPES, minorUnits, reasonText } from './common'

/*
 * Approval levels: ordered per project and document type, each with its approvers (any one of
 * them approves the level) and an amount threshold in the project's currency. A document needs
 * every level whose threshold its amount reaches, in order; a level at 0 sees every document.
 * Routes: /addLevel (add, change), /removeLevel (remove: the level is archived, the ones after it
 * move up).
 */

export const approvalLevelSchema = z.object({
  level_id: id,
  project_id: id,
  document_type: z.enum(DOCUMENT_TYPES),
  level_no: z.int(),
  name: z.string(),
  threshold: minorUnits,
  approver_ids: z.array(id),
  approver_names: z.array(z.string()),
  updated_at: isoDateTime,
})
export type ApprovalLevel = z.infer<typeof approvalLevelSchema>

const approverIds = z
  .array(id)
  .check(
    z.minLength(1, { error: 'Choose at least one approver' }),
    z.maxLength(20, { error: 'Choose at most 20 approvers' }),
  )
const threshold = minorUnits.check(z.minimum(0, { error: 'The threshold cannot be negative' }), amountCeiling)

/** GET /v2/purchase/levels/{project_id}?document_type */
export const levelsQuerySchema = z.object({ document_type: z._default(z.enum(DOCUMENT_TYPES), 'po') })
export const levelsResponseSchema = okEnvelope(z.array(approvalLevelSchema))
export const levelResponseSchema = okEnvelope(approvalLevelSchema)

/** POST /v2/purchase/levels/{project_id}: a new last level (/addLevel). */
export const createLevelRequestSchema = z.strictObject({
  document_type: z._default(z.enum(DOCUMENT_TYPES), 'po'),
  name: text(80, 'Name the level'),
  threshold,
  approver_ids: approverIds,
})
export type CreateLevelRequest = z.input<typeof createLevelRequestSchema>

/** PUT /v2/purchase/level/{id}: rename, change threshold or approvers. */
export const updateLevelRequestSchema = z.partial(
  z.strictObject({ name: text(80, 'Name the level'), threshold, approver_ids: approverIds }),
)
export type UpdateLevelRequest = z.input<typeof updateLevelRequestSchema>

/** DELETE /v2/purchase/level/{id} (/removeLevel): documents waiting on it move to the next one. */
export const removeLevelResponseSchema = okEnvelope(z.object({ level_id: id, removed: z.literal(true) }))

/** `?userId` of the spec's approver calls: whose view is asked for (default the signed-in user). */
export const approverQuerySchema = z.object({ userId: z.optional(idParam) })

/**
 * GET /v2/purchase/approver/{project_id}?userId: the levels of the project where that user
 * approves, per document type.
 */
export const approverResponseSchema = okEnvelope(
  z.object({
    project_id: id,
    user_id: id,
    is_approver: z.boolean(),
    levels: z.array(approvalLevelSchema),
  }),
)

/** A project's team member offered as an approver. */
export const projectUserSchema = z.object({
  user_id: id,
  name: z.string(),
  email: z.string(),
  role: z.string(),
  project_role: z.string(),
})
export type ProjectUser = z.infer<typeof projectUserSchema>
/** GET /v2/purchase/projectUsers/{project_id}?userId: the team, less `userId` (the requester). */
export const projectUsersResponseSchema = okEnvelope(z.array(projectUserSchema))

/** GET /v2/purchase/getMapList/{project_id}?isDashboard=1 */
export const mapListQuerySchema = z.object({ isDashboard: z.optional(z.enum(['0', '1'])) })

/** A document that waits on the signed-in user. */
export const waitingDocumentSchema = z.object({
  document_type: z.enum(DOCUMENT_TYPES),
  document_id: id,
  number: z.string(),
  title: z.string(),
  amount: minorUnits,
  level_no: z.int(),
  requested_by_name: z.nullable(z.string()),
  submitted_at: z.nullable(isoDateTime),
})
export type WaitingDocument = z.infer<typeof waitingDocumentSchema>

export const approvalMapSchema = z.object({
  project_id: id,
  currency: z.object({ code: z.string(), minor_units: z.int() }),
  /** The levels per document type, in order. */
  po: z.array(approvalLevelSchema),
  expense: z.array(approvalLevelSchema),
  /** With isDashboard=1: what waits on the signed-in user in this project. */
  waiting: z.array(waitingDocumentSchema),
})
export type ApprovalMap = z.infer<typeof approvalMapSchema>
export const mapListResponseSchema = okEnvelope(approvalMapSchema)

/**
 * GET/PUT /v2/purchase/auto-approval/{project_id}: what a project does with a document of a type
 * it has no approval levels for — approve it on submission (true), or send it to the
 * organisation's Admins (false, the default). Only an Admin changes it.
 */
export const autoApprovalSchema = z.object({ project_id: id, auto_approve: z.boolean() })
export type AutoApproval = z.infer<typeof autoApprovalSchema>
export const autoApprovalResponseSchema = okEnvelope(autoApprovalSchema)
export const autoApprovalRequestSchema = z.strictObject({ auto_approve: z.boolean() })

/**
 * GET/PUT /v2/purchase/duty-exception/{project_id}: separation of duties waived for the project
 * (an organisation with one accountant). With a reason, one person may take more than one step of
 * a document (submit and approve, audit and approve, two levels, ask for and disburse a float);
 * each such step repeats the reason in the trail. A requester never approves their own document.
 * Only an Admin waives or restores it; `reason: null` restores it.
 */
export const dutyExceptionSchema = z.object({
  project_id: id,
  reason: z.nullable(z.string()),
  granted_by_name: z.nullable(z.string()),
  granted_at: z.nullable(isoDateTime),
})
export type DutyException = z.infer<typeof dutyExceptionSchema>
export const dutyExceptionResponseSchema = okEnvelope(dutyExceptionSchema)
export const dutyExceptionRequestSchema = z.strictObject({ reason: z.nullable(reasonText) })
export type DutyExceptionRequest = z.input<typeof dutyExceptionRequestSchema>
