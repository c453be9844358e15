import * as z from 'zod/mini'
import type { PermissionMethod } from '../codes'
import { idParam } from '../common'
import { defineEndpoint, permission } from '../endpoint'
import { rowVersionRequestSchema } from '../spend/common'
import {
  auditEnvelopeRequestSchema,
  createEnvelopeRequestSchema,
  createFloatRequestSchema,
  createHolderRequestSchema,
  envelopeListQuerySchema,
  envelopeListResponseSchema,
  envelopeResponseSchema,
  floatListQuerySchema,
  floatListResponseSchema,
  floatResponseSchema,
  holderCandidatesQuerySchema,
  holderCandidatesResponseSchema,
  holderListQuerySchema,
  holderListResponseSchema,
  holderResponseSchema,
  paymentRequestSchema,
  returnCashRequestSchema,
  settleEnvelopeRequestSchema,
  updateEnvelopeRequestSchema,
  updateFloatRequestSchema,
  updateHolderRequestSchema,
} from '../spend/petty-cash'
import { workflowEndpoints } from './workflow'

/*
 * Petty cash (permission module 'pcr' by method): holders with their outstanding and ageing,
 * floats and top-ups through approval and disbursement to their return and closing, envelopes of
 * bills through audit, approval, posting and settlement. Steps answer the document as it now is.
 * Accounts' own steps (holders, disbursing, auditing, posting, settling, returns) also need an
 * Admin or Admin Manager role, checked inside.
 */

const tag = 'Petty cash'
const access = (method: PermissionMethod) => permission('pcr', method)
const byId = z.object({ id: idParam })

const floatStep = (name: string, summary: string) =>
  ({
    method: 'post',
    path: `/pettycash/floats/:id/${name}`,
    summary,
    tag,
    access: access('PUT'),
    params: byId,
    response: floatResponseSchema,
  }) as const
const envelopeStep = (name: string, summary: string) =>
  ({
    method: 'post',
    path: `/pettycash/envelopes/:id/${name}`,
    summary,
    tag,
    access: access('PUT'),
    params: byId,
    response: envelopeResponseSchema,
  }) as const

export const pettyCashApi = {
  holders: defineEndpoint({
    method: 'get',
    path: '/pettycash/holders',
    summary:
      'Petty-cash holders with what each has outstanding (advanced − accounted − returned) and its ageing',
    tag,
    access: access('GET'),
    query: holderListQuerySchema,
    response: holderListResponseSchema,
  }),
  candidates: defineEndpoint({
    method: 'get',
    path: '/pettycash/candidates',
    summary: 'The project’s team, whom accounts may name petty-cash holders (accounts)',
    tag,
    access: access('PUT'),
    query: holderCandidatesQuerySchema,
    response: holderCandidatesResponseSchema,
  }),
  createHolder: defineEndpoint({
    method: 'post',
    path: '/pettycash/holders',
    summary: 'Name a project team member a petty-cash holder with a float limit (accounts)',
    tag,
    access: access('PUT'),
    body: createHolderRequestSchema,
    response: holderResponseSchema,
  }),
  updateHolder: defineEndpoint({
    method: 'put',
    path: '/pettycash/holders/:id',
    summary: 'Change a holder’s float limit or switch them off (accounts)',
    tag,
    access: access('PUT'),
    params: byId,
    body: updateHolderRequestSchema,
    response: holderResponseSchema,
  }),
}

/** Floats and top-ups: asked for, approved, disbursed to the holder, returned and closed. */
export const floatsApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/pettycash/floats',
    summary: 'A page of floats and top-ups (project, holder, kind, status)',
    tag,
    access: access('GET'),
    query: floatListQuerySchema,
    response: floatListResponseSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/pettycash/floats',
    summary: 'Request a float, or a top-up of the holder’s disbursed float, as a draft',
    tag,
    access: access('POST'),
    body: createFloatRequestSchema,
    response: floatResponseSchema,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/pettycash/floats/:id',
    summary: 'One float with its trail and what the caller may do',
    tag,
    access: access('GET'),
    params: byId,
    response: floatResponseSchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/pettycash/floats/:id',
    summary: 'Change a draft or rejected float request',
    tag,
    access: access('PUT'),
    params: byId,
    body: updateFloatRequestSchema,
    response: floatResponseSchema,
  }),
  ...workflowEndpoints({
    path: '/pettycash/floats',
    tag,
    access: access('PUT'),
    response: floatResponseSchema,
    summaries: {
      submit: 'Submit for approval through the project’s float levels',
      cancel: 'Cancel a draft, rejected or submitted request',
    },
  }),
  disburse: defineEndpoint({
    ...floatStep('disburse', 'Pay an approved float or top-up out to the holder (accounts)'),
    body: paymentRequestSchema,
  }),
  returnCash: defineEndpoint({
    ...floatStep('return', 'Record cash the holder hands back; the float is then closing (accounts)'),
    body: returnCashRequestSchema,
  }),
  close: defineEndpoint({
    ...floatStep('close', 'Close a float once nothing is outstanding (accounts)'),
    body: rowVersionRequestSchema,
  }),
}

/** Envelopes of bills: audited, approved, posted to their codes and settled against the float. */
export const envelopesApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/pettycash/envelopes',
    summary: 'A page of envelopes (project, holder, float, status)',
    tag,
    access: access('GET'),
    query: envelopeListQuerySchema,
    response: envelopeListResponseSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/pettycash/envelopes',
    summary: 'Draft an envelope of bills against the holder’s float',
    tag,
    access: access('POST'),
    body: createEnvelopeRequestSchema,
    response: envelopeResponseSchema,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/pettycash/envelopes/:id',
    summary: 'One envelope with its bills, 40A(3) warnings, trail and what the caller may do',
    tag,
    access: access('GET'),
    params: byId,
    response: envelopeResponseSchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/pettycash/envelopes/:id',
    summary: 'Replace the bills of a draft or sent-back envelope',
    tag,
    access: access('PUT'),
    params: byId,
    body: updateEnvelopeRequestSchema,
    response: envelopeResponseSchema,
  }),
  ...workflowEndpoints({
    path: '/pettycash/envelopes',
    tag,
    access: access('PUT'),
    response: envelopeResponseSchema,
    summaries: {
      submit: 'Submit for audit and approval (budget-checked)',
      approve: 'Approve an audited envelope at the level it waits on',
      cancel: 'Cancel a draft, rejected or submitted envelope',
    },
  }),
  audit: defineEndpoint({
    ...envelopeStep(
      'audit',
      'Audit the bills (input credit per line) or send back with a reason (accounts, not the holder)',
    ),
    body: auditEnvelopeRequestSchema,
  }),
  post: defineEndpoint({
    ...envelopeStep(
      'post',
      'Post an approved, audited envelope: its bills become actual on their codes (accounts)',
    ),
    body: rowVersionRequestSchema,
  }),
  settle: defineEndpoint({
    ...envelopeStep(
      'settle',
      'Reimburse the holder beyond the float, or top the float up by the posted amount (accounts)',
    ),
    body: settleEnvelopeRequestSchema,
  }),
}
