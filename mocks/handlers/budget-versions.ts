import { http } from 'msw'
import {
  BUDGET_UPLOAD_MAX_BYTES,
  BUDGET_UPLOAD_MAX_ROWS,
  budgetDeleteQuerySchema,
  budgetUploadHistoryQuerySchema,
  budgetUploadQuerySchema,
  budgetVersionActionRequestSchema,
  budgetVersionParams,
  copyBudgetVersionRequestSchema,
} from '../../contract/budget'
import { planBudgetUpload } from '../../contract/budget-upload'
import type { FieldError } from '../../contract/envelope'
import { readSpreadsheet, UnreadableFile } from '../../contract/spreadsheet'
import {
  addLines,
  addVersion,
  admitBudget,
  currencyOf,
  linesOf,
  queryOf,
  reachProject,
  sumOf,
  uploadContext,
  userName,
  versionNotFound,
  versionOf,
  versionsOf,
  versionView,
} from '../budget'
import { API, badRequest, type Caller, fail, ok } from '../respond'
import { change, type MockBudgetVersion, type MockProject, nextId, now, world } from '../world'
import { readBody } from './body'

/*
 * How versions come and go: an upload (all or nothing, every try in the history), a copy, an
 * approval (the first approved version becomes the locked original), making one current, and
 * archiving one (never the original).
 */

/** The file types the server takes for an upload, as for master imports. */
const UPLOAD_CONTENT_TYPES = [
  'text/csv',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
]

const HISTORY_MESSAGES = 5

/** The first problems of a refused file, as the history keeps them. */
function historyMessage(problem: { message: string; errors: FieldError[] }) {
  const messages = problem.errors.length ? problem.errors.map((error) => error.message) : [problem.message]
  const extra = messages.length - HISTORY_MESSAGES
  return [...messages.slice(0, HISTORY_MESSAGES), ...(extra > 0 ? [`… and ${extra} more`] : [])].join('; ')
}

/** Records a refused file in the history and answers why, row by row. */
function reject(
  caller: Caller,
  project: MockProject,
  file: { name: string; rows: number },
  problem: { message: string; code: string; params?: Record<string, string | number>; errors: FieldError[] },
) {
  change((all) => {
    all.budgetUploads.push({
      id: nextId(all, 'budgetUploads'),
      organizationId: project.organizationId,
      projectId: project.id,
      fileName: file.name,
      userId: caller.user.id,
      rows: file.rows,
      versionNo: null,
      result: 'rejected',
      errorCount: problem.errors.length || 1,
      message: historyMessage(problem),
      uploadedAt: now(),
    })
  })
  return fail(400, problem.message, problem.errors, problem.code, problem.params)
}

const copyLines = (version: MockBudgetVersion, userId: number) =>
  linesOf(version.id).map((line) => ({
    budgetCode: line.budgetCode,
    categoryId: line.categoryId,
    subCategoryId: line.subCategoryId,
    description: line.description,
    cityId: line.cityId,
    isAtl: line.isAtl,
    quantity: line.quantity,
    unit: line.unit,
    rate: line.rate,
    amount: line.amount,
    notes: line.notes,
    updatedBy: userId,
  }))

export const budgetVersionHandlers = [
  http.get(`${API}/budget/budgetUploadHistory`, async ({ request }) => {
    const caller = await admitBudget(request, 'GET /v2/budget/budgetUploadHistory', 'GET')
    if ('response' in caller) return caller.response
    const query = budgetUploadHistoryQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const project = reachProject(caller, query.data.project_id)
    if ('response' in project) return project.response
    const history = world()
      .budgetUploads.filter((upload) => upload.projectId === project.id)
      .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.id - a.id)
      .map((upload) => ({
        upload_id: upload.id,
        file_name: upload.fileName,
        user_name: userName(upload.userId),
        uploaded_at: upload.uploadedAt,
        rows: upload.rows,
        budgetV: upload.versionNo,
        result: upload.result,
        error_count: upload.errorCount,
        message: upload.message,
      }))
    return ok(history)
  }),
  http.post(`${API}/budget`, async ({ request }) => {
    const caller = await admitBudget(request, 'POST /v2/budget', 'POST')
    if ('response' in caller) return caller.response
    const query = budgetUploadQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    if (!UPLOAD_CONTENT_TYPES.includes(contentType))
      return fail(415, `Send the file as one of: ${UPLOAD_CONTENT_TYPES.join(', ')}`, [], 'fileType')
    const bytes = new Uint8Array(await request.arrayBuffer())
    if (bytes.length > BUDGET_UPLOAD_MAX_BYTES)
      return fail(413, `The request is too large (limit ${BUDGET_UPLOAD_MAX_BYTES / 1024} KB)`)
    if (bytes.length === 0) return fail(400, 'The file is empty', [], 'fileEmpty')
    const project = reachProject(caller, query.data.project_id)
    if ('response' in project) return project.response
    const isXlsx = bytes[0] === 0x50 && bytes[1] === 0x4b
    const fileName = query.data.file_name || (isXlsx ? 'budget.xlsx' : 'budget.csv')

    let sheet: Awaited<ReturnType<typeof readSpreadsheet>>
    try {
      sheet = await readSpreadsheet(bytes)
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error
      return reject(
        caller,
        project,
        { name: fileName, rows: 0 },
        {
          message: error.message,
          code: 'unreadableFile',
          errors: [],
        },
      )
    }
    const rows = Math.max(0, sheet.length - 1)
    if (rows > BUDGET_UPLOAD_MAX_ROWS) {
      const message = `A budget file can hold at most ${BUDGET_UPLOAD_MAX_ROWS.toLocaleString('en')} lines`
      return reject(
        caller,
        project,
        { name: fileName, rows },
        {
          message,
          code: 'tooManyRows',
          params: { max: BUDGET_UPLOAD_MAX_ROWS.toLocaleString('en') },
          errors: [],
        },
      )
    }
    const currency = currencyOf(project)
    const plan = planBudgetUpload(
      sheet,
      uploadContext(project.organizationId, project.id, currency.minor_units),
    )
    if (!plan.ok) return reject(caller, project, { name: fileName, rows }, plan)

    const result = change((all) => {
      const version = addVersion(all, project, caller.user.id, {
        note: query.data.note || null,
        source: 'upload',
        copiedFrom: null,
      })
      addLines(
        all,
        version,
        plan.lines.map((line) => ({
          budgetCode: line.budget_code,
          categoryId: line.category_id,
          subCategoryId: line.sub_category_id,
          description: line.description,
          cityId: line.city_id,
          isAtl: line.is_atl,
          quantity: line.quantity,
          unit: line.unit,
          rate: line.rate,
          amount: line.amount,
          notes: line.notes,
          updatedBy: caller.user.id,
        })),
      )
      const upload = {
        id: nextId(all, 'budgetUploads'),
        organizationId: project.organizationId,
        projectId: project.id,
        fileName,
        userId: caller.user.id,
        rows: plan.lines.length,
        versionNo: version.versionNo,
        result: 'applied' as const,
        errorCount: 0,
        message: null,
        uploadedAt: version.createdAt,
      }
      all.budgetUploads.push(upload)
      return { upload_id: upload.id, budgetV: version.versionNo, rows: upload.rows, total: sumOf(plan.lines) }
    })
    return ok(result)
  }),
  http.post(`${API}/budget/project/:id/versions`, async ({ request, params }) => {
    const caller = await admitBudget(request, 'POST /v2/budget/project/versions', 'POST')
    if ('response' in caller) return caller.response
    const body = copyBudgetVersionRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    const project = reachProject(caller, Number(params.id))
    if ('response' in project) return project.response
    const from = versionOf(project.id, body.data.from_version)
    if (!from) return versionNotFound(body.data.from_version)
    const copy = change((all) => {
      const version = addVersion(all, project, caller.user.id, {
        note: body.data.note,
        source: 'copy',
        copiedFrom: from.versionNo,
      })
      addLines(all, version, copyLines(from, caller.user.id))
      return version
    })
    return ok(versionView(copy))
  }),
  http.put(`${API}/budget/project/:id/versions/:version`, async ({ request, params }) => {
    const caller = await admitBudget(request, 'PUT /v2/budget/project/versions', 'PUT')
    if ('response' in caller) return caller.response
    const path = budgetVersionParams.safeParse(params)
    if (!path.success) return badRequest(path.error.issues)
    const body = budgetVersionActionRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    const project = reachProject(caller, path.data.id)
    if ('response' in project) return project.response
    const version = versionOf(project.id, path.data.version)
    if (!version) return versionNotFound(path.data.version)
    if (body.data.action === 'approve' && version.approvedAt)
      return fail(409, `Version ${version.versionNo} is already approved`, undefined, 'alreadyApproved')
    const updated = change((all) => {
      const siblings = all.budgetVersions.filter((v) => v.projectId === project.id)
      const stored = siblings.find((v) => v.id === version.id) as MockBudgetVersion
      if (body.data.action === 'approve') {
        stored.approvedAt = now()
        stored.approvedBy = caller.user.id
        stored.isOriginal = !siblings.some((v) => v.isOriginal)
      } else {
        for (const sibling of siblings) sibling.isCurrent = sibling.id === stored.id
      }
      return stored
    })
    return ok(versionView(updated))
  }),
  http.delete(`${API}/budget/:project_id`, async ({ request, params }) => {
    const caller = await admitBudget(request, 'DELETE /v2/budget', 'DELETE')
    if ('response' in caller) return caller.response
    const query = budgetDeleteQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const project = reachProject(caller, Number(params.project_id))
    if ('response' in project) return project.response
    const version = versionOf(project.id, query.data.budgetV)
    if (!version) return versionNotFound(query.data.budgetV)
    if (version.isOriginal)
      return fail(409, 'The approved original is locked and cannot be deleted', undefined, 'locked')
    const current = change((all) => {
      const stored = all.budgetVersions.find((v) => v.id === version.id) as MockBudgetVersion
      const wasCurrent = stored.isCurrent
      stored.archivedAt = now()
      stored.isCurrent = false
      const remaining = versionsOf(project.id)
      const next = wasCurrent ? remaining[remaining.length - 1] : remaining.find((v) => v.isCurrent)
      if (next) next.isCurrent = true
      return next?.versionNo ?? null
    })
    return ok({ budgetV: version.versionNo, current })
  }),
]
