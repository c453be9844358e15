import * as z from 'zod/mini'
import type { PermissionMethod } from '../codes'
import { idParam } from '../common'
import {
  amendContractRequestSchema,
  contractChartsQuerySchema,
  contractChartsResponseSchema,
  contractListQuerySchema,
  contractListResponseSchema,
  contractResponseSchema,
  createContractRequestSchema,
  payInstalmentRequestSchema,
  renewContractRequestSchema,
  sendContractRequestSchema,
  signContractRequestSchema,
  terminateContractRequestSchema,
  updateContractRequestSchema,
} from '../contracts'
import { defineEndpoint, permission } from '../endpoint'
import { workflowEndpoints } from './workflow'

/*
 * Contracts (permission module 'contract' by method): list, read, draft and edit, the approval
 * steps of the shared workflow, and the contract's own steps (send, sign, pay an instalment,
 * terminate), each answering the contract as it now is.
 */

const tag = 'Contracts'
const access = (method: PermissionMethod) => permission('contract', method)
const byId = z.object({ id: idParam })
const stepShape = {
  method: 'post',
  tag,
  access: access('PUT'),
  params: byId,
  response: contractResponseSchema,
} as const

export const contractsApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/contracts',
    summary: 'A page of contracts (project, agreement type, vendor, status, ending by a date), searchable',
    tag,
    access: access('GET'),
    query: contractListQuerySchema,
    response: contractListResponseSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/contracts',
    summary: 'Draft a contract; its instalments must add up to its value',
    tag,
    access: access('POST'),
    body: createContractRequestSchema,
    response: contractResponseSchema,
  }),
  charts: defineEndpoint({
    method: 'get',
    path: '/contracts/charts',
    summary:
      'Contract figures for the charts: value by agreement type, platform and status, expiries and instalments due by month',
    tag,
    access: access('GET'),
    query: contractChartsQuerySchema,
    response: contractChartsResponseSchema,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/contracts/:id',
    summary: 'One contract with its instalments, payments, approval trail and what the caller may do',
    tag,
    access: access('GET'),
    params: byId,
    response: contractResponseSchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/contracts/:id',
    summary: 'Change a draft or rejected contract; a stale row_version is refused (409)',
    tag,
    access: access('PUT'),
    params: byId,
    body: updateContractRequestSchema,
    response: contractResponseSchema,
  }),
  ...workflowEndpoints({
    path: '/contracts',
    tag,
    access: access('PUT'),
    response: contractResponseSchema,
    summaries: {
      submit: 'Submit for internal approval through the project’s contract levels (or its Admins)',
      cancel: 'Cancel a contract that is not yet signed by both sides',
    },
  }),
  send: defineEndpoint({
    ...stepShape,
    path: '/contracts/:id/send',
    summary: 'Record that an approved contract was sent for signature',
    body: sendContractRequestSchema,
  }),
  sign: defineEndpoint({
    ...stepShape,
    path: '/contracts/:id/sign',
    summary: 'Record one side’s signature; with both it is executed and its instalments are committed',
    body: signContractRequestSchema,
  }),
  pay: defineEndpoint({
    ...stepShape,
    path: '/contracts/:id/payments',
    summary: 'Pay (part of) an instalment of an executed contract: actual on its code, never above it',
    body: payInstalmentRequestSchema,
  }),
  amend: defineEndpoint({
    ...stepShape,
    access: access('POST'),
    path: '/contracts/:id/amend',
    summary:
      'Draft an amendment of an executed contract: a new version (answered) that replaces it once executed',
    body: amendContractRequestSchema,
  }),
  renew: defineEndpoint({
    ...stepShape,
    access: access('POST'),
    path: '/contracts/:id/renew',
    summary: 'Draft the renewal of an executed contract for a next term: a new version (answered)',
    body: renewContractRequestSchema,
  }),
  terminate: defineEndpoint({
    ...stepShape,
    path: '/contracts/:id/terminate',
    summary: 'End an executed contract early: what is unpaid is no longer committed',
    body: terminateContractRequestSchema,
  }),
}
