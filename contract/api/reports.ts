import { defineEndpoint } from '../endpoint'
import { reportParamsSchema, reportQuerySchema, reportResponseSchema } from '../reports'

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
}
