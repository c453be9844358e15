import * as z from 'zod/mini'
import type { PermissionMethod } from '../codes'
import { idParam } from '../common'
import { defineEndpoint, permission } from '../endpoint'
import { rowVersionRequestSchema } from '../spend/common'
import {
  createCreditNoteRequestSchema,
  creditableQuerySchema,
  creditableResponseSchema,
  creditNoteListQuerySchema,
  creditNoteListResponseSchema,
  creditNoteResponseSchema,
  originalsQuerySchema,
  originalsResponseSchema,
  proposalsQuerySchema,
  proposalsResponseSchema,
  refundCreditNoteRequestSchema,
  updateCreditNoteRequestSchema,
} from '../spend/credit-notes'
import { workflowEndpoints } from './workflow'

/*
 * Credit notes (permission module 'creditnote' by method; the organisation's creditNote_isActive
 * switches them, 403 switchedOff when off): list, read, draft and edit, the workflow's steps, and
 * the module's own steps post, apply, refund due and refunded.
 */

const tag = 'Credit notes'
const access = (method: PermissionMethod) => permission('creditnote', method)
const byId = z.object({ id: idParam })

/** POST /credit-notes/{id}/<step>: each step answers the credit note as it now is. */
const stepShape = {
  method: 'post',
  tag,
  access: access('PUT'),
  params: byId,
  response: creditNoteResponseSchema,
} as const

export const creditNotesApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/credit-notes',
    summary: 'A page of credit notes (project, vendor, original, status, dates, search)',
    tag,
    access: access('GET'),
    query: creditNoteListQuerySchema,
    response: creditNoteListResponseSchema,
  }),
  originals: defineEndpoint({
    method: 'get',
    path: '/credit-notes/originals',
    summary: 'Approved or paid invoices of a project that may still be credited, with what remains',
    tag,
    access: access('POST'),
    query: originalsQuerySchema,
    response: originalsResponseSchema,
  }),
  creditable: defineEndpoint({
    method: 'get',
    path: '/credit-notes/creditable/:expense_id',
    summary: 'What of an original invoice may still be credited (the credit note being edited aside)',
    tag,
    access: access('GET'),
    params: z.object({ expense_id: idParam }),
    query: creditableQuerySchema,
    response: creditableResponseSchema,
  }),
  proposals: defineEndpoint({
    method: 'get',
    path: '/credit-notes/proposals',
    summary: 'Draft credit notes proposed by challans verified short of their PO lines, once invoiced',
    tag,
    access: access('POST'),
    query: proposalsQuerySchema,
    response: proposalsResponseSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/credit-notes',
    summary: 'Draft a credit note against an approved or paid invoice, never more than its line',
    tag,
    access: access('POST'),
    body: createCreditNoteRequestSchema,
    response: creditNoteResponseSchema,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/credit-notes/:id',
    summary: 'One credit note with its trail, its original and what the caller may do',
    tag,
    access: access('GET'),
    params: byId,
    response: creditNoteResponseSchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/credit-notes/:id',
    summary: 'Change a draft or rejected credit note; a stale row_version is refused (409)',
    tag,
    access: access('PUT'),
    params: byId,
    body: updateCreditNoteRequestSchema,
    response: creditNoteResponseSchema,
  }),
  ...workflowEndpoints({
    path: '/credit-notes',
    tag,
    access: access('PUT'),
    response: creditNoteResponseSchema,
    summaries: {
      submit: 'Submit for approval through the project’s credit note levels',
      cancel: 'Cancel a credit note that is not yet posted',
    },
  }),
  post: defineEndpoint({
    ...stepShape,
    path: '/credit-notes/:id/post',
    summary: 'Post an approved credit note: from its date it lowers its code’s actual',
    body: rowVersionRequestSchema,
  }),
  apply: defineEndpoint({
    ...stepShape,
    path: '/credit-notes/:id/apply',
    summary: 'Apply a posted credit note to what is owed on its unpaid original',
    body: rowVersionRequestSchema,
  }),
  refundDue: defineEndpoint({
    ...stepShape,
    path: '/credit-notes/:id/refund-due',
    summary: 'Mark a posted credit note as a refund the vendor owes',
    body: rowVersionRequestSchema,
  }),
  refund: defineEndpoint({
    ...stepShape,
    path: '/credit-notes/:id/refund',
    summary: 'Record the vendor’s refund of a credit note (mode and reference)',
    body: refundCreditNoteRequestSchema,
  }),
}
