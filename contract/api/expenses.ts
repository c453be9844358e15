import * as z from 'zod/mini'
import type { PermissionMethod } from '../codes'
import { idParam } from '../common'
import { defineEndpoint, permission } from '../endpoint'
import {
  createExpenseRequestSchema,
  expenseListQuerySchema,
  expenseListResponseSchema,
  expensePreviewRequestSchema,
  expensePreviewResponseSchema,
  expenseResponseSchema,
  expenseVendorDefaultsResponseSchema,
  invoiceableInstalmentsQuerySchema,
  invoiceableInstalmentsResponseSchema,
  payExpenseRequestSchema,
  updateExpenseRequestSchema,
} from '../spend/expenses'
import { workflowEndpoints } from './workflow'

/*
 * Expenses (permission module 'expenses' by method): list, read, draft and edit, and the steps of
 * approval and payment, each answering the expense as it now is.
 */

const tag = 'Expenses'
const access = (method: PermissionMethod) => permission('expenses', method)
const byId = z.object({ id: idParam })

/** POST /expenses/{id}/<step>: a step of the workflow (their bodies differ, their shape does not). */
const stepShape = {
  method: 'post',
  tag,
  access: access('PUT'),
  params: byId,
  response: expenseResponseSchema,
} as const

export const expensesApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/expenses',
    summary: 'A page of expenses (project, code, vendor, status, dates, search), with totals per currency',
    tag,
    access: access('GET'),
    query: expenseListQuerySchema,
    response: expenseListResponseSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/expenses',
    summary: 'Draft an expense on a budget code of the current version, converted to the project currency',
    tag,
    access: access('POST'),
    body: createExpenseRequestSchema,
    response: expenseResponseSchema,
  }),
  preview: defineEndpoint({
    method: 'post',
    path: '/expenses/preview',
    summary:
      'What a draft would store if saved now: taxes, the project-currency amount and its code’s figures after it (nothing is saved)',
    tag,
    // Whoever may draft or change expenses (expenses POST or PUT; checked inside).
    access: { kind: 'signed-in' },
    body: expensePreviewRequestSchema,
    response: expensePreviewResponseSchema,
  }),
  vendorDefaults: defineEndpoint({
    method: 'get',
    path: '/expenses/vendor-defaults/:vendor_id',
    summary: 'What a new expense of this vendor starts with: the GST rate of its latest expense',
    tag,
    // Whoever may draft or change expenses (expenses POST or PUT; checked inside).
    access: { kind: 'signed-in' },
    params: z.object({ vendor_id: idParam }),
    response: expenseVendorDefaultsResponseSchema,
  }),
  contractInstalments: defineEndpoint({
    method: 'get',
    path: '/expenses/contract-instalments',
    summary:
      'The instalments of the project’s signed contracts an invoice may be booked for, with what is left',
    tag,
    // Whoever may draft or change expenses (expenses POST or PUT; checked inside).
    access: { kind: 'signed-in' },
    query: invoiceableInstalmentsQuerySchema,
    response: invoiceableInstalmentsResponseSchema,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/expenses/:id',
    summary: 'One expense with its approval trail, live budget impact and what the caller may do',
    tag,
    access: access('GET'),
    params: byId,
    response: expenseResponseSchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/expenses/:id',
    summary: 'Change a draft or rejected expense; a stale row_version is refused (409)',
    tag,
    access: access('PUT'),
    params: byId,
    body: updateExpenseRequestSchema,
    response: expenseResponseSchema,
  }),
  ...workflowEndpoints({
    path: '/expenses',
    tag,
    access: access('PUT'),
    response: expenseResponseSchema,
    summaries: {
      submit: 'Submit for approval (budget-checked; an Admin may override a Stop)',
      approve: 'Approve at the level it waits on (budget-checked again)',
      cancel: 'Cancel a draft, rejected or submitted expense',
    },
  }),
  pay: defineEndpoint({
    ...stepShape,
    path: '/expenses/:id/pay',
    summary: 'Record the payment of an approved expense',
    body: payExpenseRequestSchema,
  }),
}
