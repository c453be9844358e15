import { defineEndpoint, permission } from '../endpoint'
import {
  periodLockParamsSchema,
  periodLockResponseSchema,
  reportParamsSchema,
  reportQuerySchema,
  reportResponseSchema,
  setPeriodLockRequestSchema,
} from '../reports'

/*
 * The registers of /apps/reports (contract/reports.ts). Signed in is enough to ask: each report
 * needs its own module's GET (REPORT_MODULES), which the server checks, and the project in scope.
 */

export const reportsApi = {
  report: defineEndpoint({
    method: 'get',
    path: '/reports/:key',
    summary:
      'One register of a project for a period: cost report, transactions, commitments, petty cash, advances, payables, TDS, GST input, contract schedule, assets, DPR/DCR',
    tag: 'Reports',
    access: { kind: 'signed-in' },
    params: reportParamsSchema,
    query: reportQuerySchema,
    response: reportResponseSchema,
  }),
  periodLock: defineEndpoint({
    method: 'get',
    path: '/reports/period-lock/:project_id',
    summary: "The date a project's books are closed through, who closed them and why",
    tag: 'Reports',
    access: { kind: 'signed-in' },
    params: periodLockParamsSchema,
    response: periodLockResponseSchema,
  }),
  setPeriodLock: defineEndpoint({
    method: 'put',
    path: '/reports/period-lock/:project_id',
    summary:
      'Close the books through a date (nothing dated on or before it is written any more), or open them',
    tag: 'Reports',
    access: permission('budget', 'PUT'),
    params: periodLockParamsSchema,
    body: setPeriodLockRequestSchema,
    response: periodLockResponseSchema,
  }),
}
