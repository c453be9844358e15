import * as z from 'zod/mini'
import {
  BUDGET_UPLOAD_MAX_BYTES,
  budgetAtlResponseSchema,
  budgetCodeQuerySchema,
  budgetCodesQuerySchema,
  budgetCodesResponseSchema,
  budgetCompareQuerySchema,
  budgetCompareResponseSchema,
  budgetDeleteQuerySchema,
  budgetDeleteResponseSchema,
  budgetLineResponseSchema,
  budgetListQuerySchema,
  budgetListResponseSchema,
  budgetLogsResponseSchema,
  budgetReportCodesQuerySchema,
  budgetReportCodesResponseSchema,
  budgetReportResponseSchema,
  budgetUploadHistoryQuerySchema,
  budgetUploadHistoryResponseSchema,
  budgetUploadQuerySchema,
  budgetUploadResponseSchema,
  budgetVersionActionRequestSchema,
  budgetVersionParams,
  budgetVersionQuerySchema,
  budgetVersionResponseSchema,
  citywiseResponseSchema,
  copyBudgetVersionRequestSchema,
  createDailyBudgetRequestSchema,
  dailyBudgetListResponseSchema,
  dailyBudgetQuerySchema,
  dailyBudgetResponseSchema,
  deleteAtlRequestSchema,
  deleteAtlResponseSchema,
  updateBudgetLineRequestSchema,
  updateDailyBudgetRequestSchema,
} from '../../../contract/budget'
import type { PermissionMethod } from '../../../contract/codes'
import { idParam } from '../../../contract/common'
import { type AnyRoute, defineRoute, type RequestContext } from '../../http/route'
import { IMPORT_CONTENT_TYPES } from '../masters/import'
import type { Caller } from './access'
import { budgetActualsRoutes } from './actuals-routes'
import { atlLines, budgetCodes, deleteAtlLines } from './codes'
import { compareVersions } from './compare'
import { createDailyBudget, listDailyBudgets, updateDailyBudget } from './daily'
import { getLine, updateLine } from './lines'
import { listBudget } from './list'
import { lineLogs } from './logs'
import { citywiseSummary, codeReport, reportCodesPage } from './reports'
import { uploadBudget, uploadHistory } from './upload'
import { archiveVersion, copyVersion, versionAction } from './versions'

/*
 * The budget endpoints of spec section 7 (paths and parameter names are the spec's) and our
 * additions (compare, version copy and actions). Every one is guarded by permission module
 * 'budget'; the services look every id up within the tenant and the caller's projects.
 * Order matters where paths overlap: fixed segments come before /budget/:id.
 */

const TAG = 'Budget'
const access = (method: PermissionMethod) => ({ kind: 'permission', module: 'budget', method }) as const
const byId = z.object({ id: idParam })
const byProject = z.object({ project_id: idParam })
const DAILY_KEY = 'dailybudget_id='
/** The spec's PUT path carries `dailybudget_id=<id>` as one path segment. */
const byDailyKey = z.object({
  dailybudget_id: z.pipe(
    z.string().check(z.regex(/^dailybudget_id=[1-9][0-9]{0,9}$/, { error: 'Expected dailybudget_id=<id>' })),
    z.transform((segment) => Number(segment.slice(DAILY_KEY.length))),
  ),
})
const callerOf = (context: RequestContext<unknown, unknown, unknown>): Caller => ({
  session: context.session,
  tenantId: context.tenantId,
})

export const budgetRoutes: AnyRoute[] = [
  // Fixed segments (/budget/controls, /budget/remaining/…) before /budget/:id.
  ...budgetActualsRoutes,
  defineRoute({
    method: 'get',
    path: '/budget/budgetUploadHistory',
    summary: 'Every budget upload tried for a project (applied or rejected), newest first',
    tag: TAG,
    access: access('GET'),
    query: budgetUploadHistoryQuerySchema,
    response: budgetUploadHistoryResponseSchema,
    handler: async (context) => ({
      data: await uploadHistory(context.deps.db, callerOf(context), context.query.project_id),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/budget/project/:id/atl',
    summary: 'The above-the-line lines of a version (budgetV, else the current one), at most 500',
    tag: TAG,
    access: access('GET'),
    params: byId,
    query: budgetVersionQuerySchema,
    response: budgetAtlResponseSchema,
    handler: async (context) =>
      atlLines(context.deps.db, callerOf(context), context.params.id, context.query.budgetV),
  }),
  defineRoute({
    method: 'post',
    path: '/budget/project/:id/versions',
    summary: 'Copy a version into a new current version N+1, with a note',
    tag: TAG,
    access: access('POST'),
    params: byId,
    body: copyBudgetVersionRequestSchema,
    response: budgetVersionResponseSchema,
    handler: async (context) => ({
      data: await copyVersion(
        context.deps.db,
        callerOf(context),
        context.audit,
        context.deps.clock(),
        context.params.id,
        context.body,
      ),
    }),
  }),
  defineRoute({
    method: 'put',
    path: '/budget/project/:id/versions/:version',
    summary: 'Approve a version (the first approved becomes the locked original) or make it current',
    tag: TAG,
    access: access('PUT'),
    params: budgetVersionParams,
    body: budgetVersionActionRequestSchema,
    response: budgetVersionResponseSchema,
    handler: async (context) => ({
      data: await versionAction(
        context.deps.db,
        callerOf(context),
        context.audit,
        context.deps.clock(),
        context.params.id,
        context.params.version,
        context.body.action,
      ),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/budget/project/:project_id',
    summary: "A page of a version's lines (budgetV, else the current one), with the project's versions",
    tag: TAG,
    access: access('GET'),
    params: byProject,
    query: budgetListQuerySchema,
    response: budgetListResponseSchema,
    handler: async (context) =>
      listBudget(context.deps.db, callerOf(context), context.params.project_id, context.query),
  }),
  defineRoute({
    method: 'get',
    path: '/budget/logs/:id',
    summary: "A budget line's history: created, each changed field, deleted; newest first",
    tag: TAG,
    access: access('GET'),
    params: byId,
    response: budgetLogsResponseSchema,
    handler: async (context) => ({
      data: await lineLogs(context.deps.db, callerOf(context), context.params.id),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/budget/code/:project_id',
    summary:
      'The budget per category and code: of a version, or summed over daily budgets (dateFrom, dateTo)',
    tag: TAG,
    access: access('GET'),
    params: byProject,
    query: budgetCodeQuerySchema,
    response: budgetReportResponseSchema,
    handler: async (context) => ({
      data: await codeReport(context.deps.db, callerOf(context), context.params.project_id, context.query),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/budget/code/:project_id/codes',
    summary: "A page of one category's codes of the report (category_id, or none), in the report's scope",
    tag: TAG,
    access: access('GET'),
    params: byProject,
    query: budgetReportCodesQuerySchema,
    response: budgetReportCodesResponseSchema,
    handler: async (context) =>
      reportCodesPage(context.deps.db, callerOf(context), context.params.project_id, context.query),
  }),
  defineRoute({
    method: 'get',
    path: '/budget/getBudgetCodes/:project_id',
    summary: 'Budget codes as choices (budgetV, else the current version), searchable, at most 50',
    tag: TAG,
    access: access('GET'),
    params: byProject,
    query: budgetCodesQuerySchema,
    response: budgetCodesResponseSchema,
    handler: async (context) => ({
      data: await budgetCodes(context.deps.db, callerOf(context), context.params.project_id, context.query),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/budget/getCitywiseSummary/:project_id',
    summary: "A version's budget per shoot city, with each city's share and daily budgets",
    tag: TAG,
    access: access('GET'),
    params: byProject,
    query: budgetVersionQuerySchema,
    response: citywiseResponseSchema,
    handler: async (context) => ({
      data: await citywiseSummary(
        context.deps.db,
        callerOf(context),
        context.params.project_id,
        context.query.budgetV,
      ),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/budget/compare/:project_id',
    summary: 'Line-level differences between two versions (from, to), matched by budget code',
    tag: TAG,
    access: access('GET'),
    params: byProject,
    query: budgetCompareQuerySchema,
    response: budgetCompareResponseSchema,
    handler: async (context) => ({
      data: await compareVersions(
        context.deps.db,
        callerOf(context),
        context.params.project_id,
        context.query.from,
        context.query.to,
      ),
    }),
  }),
  defineRoute({
    method: 'put',
    path: '/budget/delete/atl',
    summary: 'Remove above-the-line lines from a version (never from the locked original)',
    tag: TAG,
    access: access('PUT'),
    body: deleteAtlRequestSchema,
    response: deleteAtlResponseSchema,
    handler: async (context) => ({
      data: await deleteAtlLines(
        context.deps.db,
        callerOf(context),
        context.audit,
        context.deps.clock(),
        context.body,
      ),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/budget',
    summary: 'Upload a CSV or XLSX budget as version N+1 (all or nothing; every bad row is listed)',
    tag: TAG,
    access: access('POST'),
    query: budgetUploadQuerySchema,
    upload: { contentTypes: IMPORT_CONTENT_TYPES },
    bodyLimitBytes: BUDGET_UPLOAD_MAX_BYTES,
    response: budgetUploadResponseSchema,
    handler: async (context) => ({
      data: await uploadBudget(
        context.deps.db,
        callerOf(context),
        context.audit,
        context.deps.clock(),
        context.query.project_id,
        context.upload,
        { note: context.query.note, fileName: context.query.file_name },
      ),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/budget/:id',
    summary: 'One budget line',
    tag: TAG,
    access: access('GET'),
    params: byId,
    response: budgetLineResponseSchema,
    handler: async (context) => ({
      data: await getLine(context.deps.db, callerOf(context), context.params.id),
    }),
  }),
  defineRoute({
    method: 'put',
    path: '/budget/:id',
    summary: 'Change a budget line; a stale row_version is refused (409) and nothing is written',
    tag: TAG,
    access: access('PUT'),
    params: byId,
    body: updateBudgetLineRequestSchema,
    response: budgetLineResponseSchema,
    handler: async (context) => ({
      data: await updateLine(
        context.deps.db,
        callerOf(context),
        context.audit,
        context.deps.clock(),
        context.params.id,
        context.body,
      ),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/budget/:project_id',
    summary: 'Archive a budget version (budgetV); never the locked original',
    tag: TAG,
    access: access('DELETE'),
    params: byProject,
    query: budgetDeleteQuerySchema,
    response: budgetDeleteResponseSchema,
    handler: async (context) => ({
      data: await archiveVersion(
        context.deps.db,
        callerOf(context),
        context.audit,
        context.deps.clock(),
        context.params.project_id,
        context.query.budgetV,
      ),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/dailybudget',
    summary: "Plan a shoot day's spend by budget code (one per project and day)",
    tag: TAG,
    access: access('POST'),
    body: createDailyBudgetRequestSchema,
    response: dailyBudgetResponseSchema,
    handler: async (context) => ({
      data: await createDailyBudget(
        context.deps.db,
        callerOf(context),
        context.audit,
        context.deps.clock(),
        context.body,
      ),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/dailybudget',
    summary: "A project's daily budgets (one day, or dateFrom to dateTo), by date",
    tag: TAG,
    access: access('GET'),
    query: dailyBudgetQuerySchema,
    response: dailyBudgetListResponseSchema,
    handler: async (context) => ({
      data: await listDailyBudgets(context.deps.db, callerOf(context), context.query),
    }),
  }),
  defineRoute({
    method: 'put',
    path: '/dailybudget/:dailybudget_id{dailybudget_id=[0-9]+}',
    summary: 'Change a daily budget (the path segment is literally dailybudget_id=<id>); stale → 409',
    tag: TAG,
    access: access('PUT'),
    params: byDailyKey,
    body: updateDailyBudgetRequestSchema,
    response: dailyBudgetResponseSchema,
    handler: async (context) => ({
      data: await updateDailyBudget(
        context.deps.db,
        callerOf(context),
        context.audit,
        context.deps.clock(),
        context.params.dailybudget_id,
        context.body,
      ),
    }),
  }),
]
