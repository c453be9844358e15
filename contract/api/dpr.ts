import * as z from 'zod/mini'
import type { PermissionMethod } from '../codes'
import { idParam } from '../common'
import {
  createDprRequestSchema,
  dcrPeriodQuerySchema,
  dcrPeriodResponseSchema,
  dcrResponseSchema,
  dealRatesQuerySchema,
  dealRatesResponseSchema,
  dprDraftQuerySchema,
  dprDraftResponseSchema,
  dprListQuerySchema,
  dprListResponseSchema,
  dprResponseSchema,
  dprRulesResponseSchema,
  reviseDprRequestSchema,
  updateDprRequestSchema,
  updateDprRulesRequestSchema,
} from '../dpr'
import { defineEndpoint, permission } from '../endpoint'
import { rowVersionRequestSchema } from '../spend/common'
import { workflowEndpoints } from './workflow'

/*
 * Daily production and cost reports (permission module 'dpr'). Reports are read on the projects
 * one may see; approving follows the project's DPR levels; locking is for Admins. The shift and
 * meal rules are the organisation's settings.
 */

const tag = 'Daily production reports'
const access = (method: PermissionMethod) => permission('dpr', method)
const byId = z.object({ id: idParam })

const step = (name: string, summary: string) =>
  ({
    method: 'post',
    path: `/dpr/:id/${name}`,
    summary,
    tag,
    access: access('PUT'),
    params: byId,
    response: dprResponseSchema,
  }) as const

export const dprApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/dpr',
    summary: 'A page of daily production reports (project, status, dates)',
    tag,
    access: access('GET'),
    query: dprListQuerySchema,
    response: dprListResponseSchema,
  }),
  draft: defineEndpoint({
    method: 'get',
    path: '/dpr/draft',
    summary: 'A new day’s report pre-filled from the plan and the unit’s previous report (not saved)',
    tag,
    access: access('POST'),
    query: dprDraftQuerySchema,
    response: dprDraftResponseSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/dpr',
    summary: 'Write a day’s report as a draft',
    tag,
    access: access('POST'),
    body: createDprRequestSchema,
    response: dprResponseSchema,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/dpr/:id',
    summary: 'One report with its trail and what the caller may do',
    tag,
    access: access('GET'),
    params: byId,
    response: dprResponseSchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/dpr/:id',
    summary: 'Change a draft or rejected report',
    tag,
    access: access('PUT'),
    params: byId,
    body: updateDprRequestSchema,
    response: dprResponseSchema,
  }),
  ...workflowEndpoints({
    path: '/dpr',
    tag,
    access: access('PUT'),
    response: dprResponseSchema,
    summaries: {
      submit: 'Submit for approval through the project’s DPR levels',
      reject: 'Reject with a reason',
      cancel: 'Cancel a draft, rejected or submitted report',
    },
  }),
  lock: defineEndpoint({
    ...step('lock', 'Lock an approved report (Admins)'),
    body: rowVersionRequestSchema,
  }),
  revise: defineEndpoint({
    ...step(
      'revise',
      'Start a revision of an approved or locked report, with the reason; answers the new draft',
    ),
    access: access('POST'),
    body: reviseDprRequestSchema,
  }),
  dcr: defineEndpoint({
    method: 'get',
    path: '/dpr/:id/dcr',
    summary: 'The day’s cost report: labour, overtime, penalties and hires against the daily budget',
    tag,
    access: access('GET'),
    params: byId,
    response: dcrResponseSchema,
  }),
  dcrPeriod: defineEndpoint({
    method: 'get',
    path: '/dpr/dcr',
    summary: 'Each day of a period with its daily budget and its DCR',
    tag,
    access: access('GET'),
    query: dcrPeriodQuerySchema,
    response: dcrPeriodResponseSchema,
  }),
  dealRates: defineEndpoint({
    method: 'get',
    path: '/dpr/deal-rates',
    summary: 'The contracts running on a shoot day with a deal rate a day of theirs is costed at',
    tag,
    access: access('GET'),
    query: dealRatesQuerySchema,
    response: dealRatesResponseSchema,
  }),
  rules: defineEndpoint({
    method: 'get',
    path: '/dpr/rules',
    summary: 'The organisation’s shift and meal rules',
    tag,
    access: access('GET'),
    response: dprRulesResponseSchema,
  }),
  updateRules: defineEndpoint({
    method: 'put',
    path: '/dpr/rules',
    summary: 'Change the shift and meal rules (settings)',
    tag,
    access: permission('settings', 'PUT'),
    body: updateDprRulesRequestSchema,
    response: dprRulesResponseSchema,
  }),
}
