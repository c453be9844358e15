import * as z from 'zod/mini'
import { idParam } from '../common'
import {
  costCompareQuerySchema,
  costCompareResponseSchema,
  costReportQuerySchema,
  costReportResponseSchema,
  costSnapshotListResponseSchema,
  costSnapshotResponseSchema,
  createEtcRequestSchema,
  dashboardProjectsResponseSchema,
  etcEntryResponseSchema,
  etcHistoryQuerySchema,
  etcHistoryResponseSchema,
  takeSnapshotRequestSchema,
} from '../cost-report'
import { defineEndpoint, permission } from '../endpoint'

/*
 * The cost report under /budget (contract/cost-report.ts): budget readers read it, budget editors
 * (PUT) enter estimates to complete and take the week's snapshot.
 */

const tag = 'Budget'
const byProject = z.object({ project_id: idParam })

export const costReportApi = {
  report: defineEndpoint({
    method: 'get',
    path: '/budget/cost-report/:project_id',
    summary:
      'Per code: budget, actual in the period and to date, committed, estimate to complete, estimated final cost and variance, with proposed ETC changes',
    tag,
    access: permission('budget', 'GET'),
    params: byProject,
    query: costReportQuerySchema,
    response: costReportResponseSchema,
  }),
  etcHistory: defineEndpoint({
    method: 'get',
    path: '/budget/cost-report/:project_id/etc',
    summary: "A code's estimate-to-complete entries, newest first",
    tag,
    access: permission('budget', 'GET'),
    params: byProject,
    query: etcHistoryQuerySchema,
    response: etcHistoryResponseSchema,
  }),
  enterEtc: defineEndpoint({
    method: 'post',
    path: '/budget/cost-report/:project_id/etc',
    summary: "Enter a code's estimate to complete from a date, with the reason (every change kept)",
    tag,
    access: permission('budget', 'PUT'),
    params: byProject,
    body: createEtcRequestSchema,
    response: etcEntryResponseSchema,
  }),
  snapshots: defineEndpoint({
    method: 'get',
    path: '/budget/cost-report/:project_id/snapshots',
    summary: "The project's weekly cost-report snapshots, newest week first",
    tag,
    access: permission('budget', 'GET'),
    params: byProject,
    response: costSnapshotListResponseSchema,
  }),
  takeSnapshot: defineEndpoint({
    method: 'post',
    path: '/budget/cost-report/:project_id/snapshots',
    summary: 'Keep the cost report of a week as it stands (once per week)',
    tag,
    access: permission('budget', 'PUT'),
    params: byProject,
    body: takeSnapshotRequestSchema,
    response: costSnapshotResponseSchema,
  }),
  compare: defineEndpoint({
    method: 'get',
    path: '/budget/cost-report/:project_id/compare',
    summary: 'Each code of a snapshot beside another snapshot or the live report',
    tag,
    access: permission('budget', 'GET'),
    params: byProject,
    query: costCompareQuerySchema,
    response: costCompareResponseSchema,
  }),
  dashboardProjects: defineEndpoint({
    method: 'get',
    path: '/dashboard/projects',
    summary:
      "Each visible project's cost-report totals as of today, % spent against % of shoot days done, its codes furthest over budget; totals per currency",
    tag: 'Dashboard',
    access: permission('budget', 'GET'),
    response: dashboardProjectsResponseSchema,
  }),
}
