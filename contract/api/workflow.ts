import * as z from 'zod/mini'
import { idParam } from '../common'
import type { Access } from '../endpoint'
import { decisionRequestSchema, rejectRequestSchema, rowVersionRequestSchema } from '../spend/common'

/*
 * The approval surface every approvable document shares, declared once: POST <path>/{id}/submit,
 * /approve, /reject and /cancel, each answering the document as it now is. A type's API spreads
 * `workflowEndpoints(...)` into its own; the server mounts the four from the type's adapter
 * (server/modules/workflow/routes.ts) and the SPA drives them with one DocumentActions.
 */

export const WORKFLOW_STEPS = ['submit', 'approve', 'reject', 'cancel'] as const
export type WorkflowStep = (typeof WORKFLOW_STEPS)[number]

const byId = z.object({ id: idParam })
type ById = typeof byId
type Decision = typeof decisionRequestSchema
type Rejection = typeof rejectRequestSchema
type RowVersion = typeof rowVersionRequestSchema

/** A step's endpoint: every part present (not optional), so handlers see its params and body typed. */
type StepEndpoint<Path extends string, Body extends z.ZodMiniType, Response extends z.ZodMiniType> = {
  method: 'post'
  path: Path
  summary: string
  tag: string
  access: Access
  params: ById
  body: Body
  response: Response
}

/** The four workflow endpoints of a document type whose paths start with `Base`. */
export type WorkflowEndpoints<
  Base extends string = string,
  Response extends z.ZodMiniType = z.ZodMiniType,
> = {
  submit: StepEndpoint<`${Base}/:id/submit`, Decision, Response>
  approve: StepEndpoint<`${Base}/:id/approve`, Decision, Response>
  reject: StepEndpoint<`${Base}/:id/reject`, Rejection, Response>
  cancel: StepEndpoint<`${Base}/:id/cancel`, RowVersion, Response>
}

const DEFAULT_SUMMARIES: Record<WorkflowStep, string> = {
  submit: 'Submit for approval through the project’s levels',
  approve: 'Approve at the level it waits on',
  reject: 'Reject at the level it waits on, with a reason',
  cancel: 'Cancel a draft, rejected or submitted document',
}

export function workflowEndpoints<const Base extends string, Response extends z.ZodMiniType>(type: {
  /** The document's path under /v2, without the id: `/advances`. */
  path: Base
  tag: string
  /** Who may call every step, unless `stepAccess` says otherwise for one. */
  access: Access
  stepAccess?: Partial<Record<WorkflowStep, Access>>
  /** The document's detail envelope, which every step answers with. */
  response: Response
  /** What the type's steps do beyond the defaults (its budget checks, who may cancel). */
  summaries?: Partial<Record<WorkflowStep, string>>
}): WorkflowEndpoints<Base, Response> {
  const endpoint = <Body extends z.ZodMiniType>(step: WorkflowStep, body: Body) => ({
    method: 'post' as const,
    path: `${type.path}/:id/${step}`,
    summary: type.summaries?.[step] ?? DEFAULT_SUMMARIES[step],
    tag: type.tag,
    access: type.stepAccess?.[step] ?? type.access,
    params: byId,
    body,
    response: type.response,
  })
  return {
    submit: endpoint('submit', decisionRequestSchema),
    approve: endpoint('approve', decisionRequestSchema),
    reject: endpoint('reject', rejectRequestSchema),
    cancel: endpoint('cancel', rowVersionRequestSchema),
  } as WorkflowEndpoints<Base, Response>
}
