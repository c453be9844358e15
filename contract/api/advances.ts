import * as z from 'zod/mini'
import type { PermissionMethod } from '../codes'
import { idParam } from '../common'
import { defineEndpoint, permission } from '../endpoint'
import {
  adjustAdvanceRequestSchema,
  advanceListQuerySchema,
  advanceListResponseSchema,
  advancePreviewRequestSchema,
  advancePreviewResponseSchema,
  advanceResponseSchema,
  advanceSettingsRequestSchema,
  advanceSettingsResponseSchema,
  closeAdvanceRequestSchema,
  createAdvanceRequestSchema,
  expenseAdvancesResponseSchema,
  payAdvanceRequestSchema,
  refundAdvanceRequestSchema,
  updateAdvanceRequestSchema,
  vendorAdvanceSummaryResponseSchema,
} from '../spend/advances'
import { rowVersionRequestSchema } from '../spend/common'
import { workflowEndpoints } from './workflow'

/*
 * Vendor advances (permission module 'var' by method; the organisation's advance_isActive switch
 * answers 403 switchedOff when off): list, read, draft and edit, the approval steps of the shared
 * workflow, and the advance's own steps (pay, adjust, refund due, refund, forfeit, write off), each
 * answering the advance as it now is.
 */

const tag = 'Vendor advances'
const access = (method: PermissionMethod) => permission('var', method)
const byId = z.object({ id: idParam })

const stepShape = {
  method: 'post',
  tag,
  access: access('PUT'),
  params: byId,
  response: advanceResponseSchema,
} as const

export const advancesApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/advances',
    summary: 'A page of vendor advances (project, vendor, kind, status, overdue), with the overdue count',
    tag,
    access: access('GET'),
    query: advanceListQuerySchema,
    response: advanceListResponseSchema,
  }),
  settings: defineEndpoint({
    method: 'get',
    path: '/advances/settings',
    summary: 'After how many days an unadjusted advance is overdue',
    tag,
    access: access('GET'),
    response: advanceSettingsResponseSchema,
  }),
  saveSettings: defineEndpoint({
    method: 'put',
    path: '/advances/settings',
    summary: 'Set after how many days an unadjusted advance is overdue (Admins)',
    tag,
    access: access('PUT'),
    body: advanceSettingsRequestSchema,
    response: advanceSettingsResponseSchema,
  }),
  preview: defineEndpoint({
    method: 'post',
    path: '/advances/preview',
    summary: 'What a draft would store: TDS (20 % without a PAN), net paid, the PO open amount and % of PO',
    tag,
    access: access('POST'),
    body: advancePreviewRequestSchema,
    response: advancePreviewResponseSchema,
  }),
  forExpense: defineEndpoint({
    method: 'get',
    path: '/advances/expense/:id',
    summary: 'The advances an invoice is adjusted by and what remains payable on it',
    tag,
    access: access('GET'),
    params: byId,
    response: expenseAdvancesResponseSchema,
  }),
  vendorSummary: defineEndpoint({
    method: 'get',
    path: '/advances/vendor/:id',
    summary: "A vendor's unadjusted advances and deposits beside its approved, unpaid invoices",
    tag,
    access: access('GET'),
    params: byId,
    response: vendorAdvanceSummaryResponseSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/advances',
    summary: 'Draft an advance (against a PO: never above its open amount)',
    tag,
    access: access('POST'),
    body: createAdvanceRequestSchema,
    response: advanceResponseSchema,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/advances/:id',
    summary: 'One advance with its trail, adjustments and the steps the caller may take',
    tag,
    access: access('GET'),
    params: byId,
    response: advanceResponseSchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/advances/:id',
    summary: 'Change a draft or rejected advance; a stale row_version is refused (409)',
    tag,
    access: access('PUT'),
    params: byId,
    body: updateAdvanceRequestSchema,
    response: advanceResponseSchema,
  }),
  ...workflowEndpoints({
    path: '/advances',
    tag,
    access: access('PUT'),
    response: advanceResponseSchema,
    summaries: {
      cancel: 'Cancel a draft, rejected or submitted advance',
    },
  }),
  pay: defineEndpoint({
    ...stepShape,
    path: '/advances/:id/pay',
    summary: 'Pay an approved advance: TDS is deducted now, net paid = amount − TDS',
    body: payAdvanceRequestSchema,
  }),
  adjust: defineEndpoint({
    ...stepShape,
    path: '/advances/:id/adjust',
    summary: 'Adjust a paid advance against an approved invoice of the vendor by hand',
    body: adjustAdvanceRequestSchema,
  }),
  refundDue: defineEndpoint({
    ...stepShape,
    path: '/advances/:id/refund-due',
    summary: 'A paid deposit is due back from the vendor',
    body: rowVersionRequestSchema,
  }),
  refund: defineEndpoint({
    ...stepShape,
    path: '/advances/:id/refund',
    summary: 'Record what the vendor paid back; any rest of the balance becomes cost on the code',
    body: refundAdvanceRequestSchema,
  }),
  forfeit: defineEndpoint({
    ...stepShape,
    path: '/advances/:id/forfeit',
    summary: 'A deposit due back is forfeited: its balance becomes cost on the code',
    body: closeAdvanceRequestSchema,
  }),
  writeOff: defineEndpoint({
    ...stepShape,
    path: '/advances/:id/write-off',
    summary: 'Write off the unadjusted balance of an advance: it becomes cost on the code',
    body: closeAdvanceRequestSchema,
  }),
}
