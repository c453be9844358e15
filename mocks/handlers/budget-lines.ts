import { HttpResponse, http } from 'msw'
import {
  type BudgetListResponse,
  type BudgetLog,
  budgetCodesQuerySchema,
  budgetListQuerySchema,
  budgetVersionQuerySchema,
  deleteAtlRequestSchema,
  updateBudgetLineRequestSchema,
} from '../../contract/budget'
import { lineAmount, normalizeQuantity } from '../../contract/budget-upload'
import type { FieldError } from '../../contract/envelope'
import {
  addLog,
  admitBudget,
  currencyOf,
  findLine,
  LINE_FIELDS,
  linesOf,
  lineView,
  logText,
  masterName,
  mayDelete,
  pageOf,
  queryOf,
  reachProject,
  sumOf,
  userName,
  versionNotFound,
  versionOf,
  versionsOf,
  versionView,
} from '../budget'
import { API, badRequest, type Caller, fail, matches, ok } from '../respond'
import { currentScenario } from '../scenario'
import { change, type MockBudgetLine, type MockBudgetVersion, type MockProject, now, world } from '../world'
import { readBody } from './body'

/*
 * A version's lines: the paged list, one line, its edit (refused when stale, locked or a
 * duplicate code) and change log, codes as choices, and the above-the-line lines.
 */

const locked = (message = 'Lines of the approved original cannot be changed; copy it into a new version') =>
  fail(409, message, undefined, 'locked')

const stamp = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`

/** The line after an edit, or the 400/409 that refuses it. */
function editedLine(
  caller: Caller,
  project: MockProject,
  line: MockBudgetLine,
  body: ReturnType<typeof updateBudgetLineRequestSchema.parse>,
): MockBudgetLine | { response: Response } {
  const pick = <T>(sent: T | undefined, current: T) => (sent === undefined ? current : sent)
  const active = (key: 'category' | 'subcategory' | 'city', id: number) =>
    world().masters[key].find(
      (row) => row.id === id && row.organizationId === caller.tenantId && !row.archivedAt,
    )
  const subOf = (id: number, categoryId: number | null) => {
    const sub = active('subcategory', id)
    return (
      categoryId !== null &&
      sub?.values.category_id === categoryId &&
      (sub.values.project_id == null || sub.values.project_id === project.id)
    )
  }
  const categoryId = pick(body.category_id, line.categoryId)
  let subCategoryId = pick(body.sub_category_id, line.subCategoryId)
  // A new category drops a kept sub-category that belongs to the old one.
  if (body.sub_category_id === undefined && subCategoryId !== null && categoryId !== line.categoryId)
    subCategoryId = subOf(subCategoryId, categoryId) ? subCategoryId : null
  const quantity = body.quantity === undefined ? line.quantity : (normalizeQuantity(body.quantity) ?? '0')
  const rate = pick(body.rate, line.rate)
  const next: MockBudgetLine = {
    ...line,
    budgetCode: pick(body.budget_code, line.budgetCode),
    categoryId,
    subCategoryId,
    description: pick(body.description, line.description),
    cityId: pick(body.city_id, line.cityId),
    isAtl: pick(body.is_atl, line.isAtl),
    quantity,
    unit: body.unit === undefined ? line.unit : body.unit || null,
    rate,
    amount: lineAmount(quantity, rate),
    notes: body.notes === undefined ? line.notes : body.notes || null,
  }
  const errors: FieldError[] = []
  if (body.category_id != null && !active('category', body.category_id))
    errors.push({ path: 'category_id', message: 'Choose an active budget category', code: 'notFound' })
  if (body.sub_category_id != null && !subOf(body.sub_category_id, categoryId))
    errors.push({
      path: 'sub_category_id',
      message: 'Choose an active sub-category of the line’s category',
      code: 'notInCategory',
    })
  if (body.city_id != null && !active('city', body.city_id))
    errors.push({ path: 'city_id', message: 'Choose an active city', code: 'notFound' })
  if (errors.length) return { response: fail(400, 'Some fields need attention', errors, 'invalid') }

  const code = next.budgetCode.toLowerCase()
  const twin = linesOf(line.versionId).find((l) => l.id !== line.id && l.budgetCode.toLowerCase() === code)
  if (twin) {
    const message = `Budget code ${next.budgetCode} is already in this version`
    return { response: fail(409, message, [{ path: 'budget_code', message, code: 'unique' }], 'unique') }
  }
  return next
}

/** A line's history, newest first, ending with its birth in its version (upload or copy). */
function logsOf(line: MockBudgetLine, version: MockBudgetVersion): BudgetLog[] {
  const rows: BudgetLog[] = world()
    .budgetLogs.filter((log) => log.lineId === line.id)
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
    .map((log) => ({
      log_id: log.id,
      at: log.at,
      user_name: userName(log.userId),
      action: log.action,
      field: log.field,
      before: log.before,
      after: log.after,
    }))
  rows.push({
    // Not a stored row: an id past any real one keeps it apart.
    log_id: CREATED_LOG_ID + line.id,
    at: version.createdAt,
    user_name: userName(version.createdBy),
    action: 'created',
    field: null,
    before: null,
    after: null,
  })
  return rows
}

const CREATED_LOG_ID = 1_000_000_000
const CODE_CHOICES = 50
const ATL_MAX = 500
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The body of the list answer: the version's page, its versions, currency and total. */
function listAnswer(
  caller: Caller,
  project: MockProject,
  query: ReturnType<typeof budgetListQuerySchema.parse>,
) {
  const currency = currencyOf(project)
  const version = currentScenario().empty ? null : versionOf(project.id, query.budgetV)
  const lines = version
    ? linesOf(version.id).filter((line) => matches(query.search || null, line.budgetCode, line.description))
    : []
  const { page, pagination } = pageOf(lines, query)
  const answer: BudgetListResponse = {
    Status: 1,
    data: page.map(lineView),
    isDelete: mayDelete(caller, version),
    pagination,
    budgetV: version?.versionNo ?? null,
    versions: version ? versionsOf(project.id).map(versionView) : [],
    currency,
    total: version ? sumOf(linesOf(version.id)) : 0,
  }
  return answer
}

export const budgetLineHandlers = [
  http.get(`${API}/budget/logs/:id`, async ({ request, params }) => {
    const caller = await admitBudget(request, 'GET /v2/budget/logs', 'GET')
    if ('response' in caller) return caller.response
    const found = findLine(caller, Number(params.id), true)
    if ('response' in found) return found.response
    const logs = logsOf(found.line, found.version)
    return ok(logs)
  }),
  http.get(`${API}/budget/getBudgetCodes/:project_id`, async ({ request, params }) => {
    const caller = await admitBudget(request, 'GET /v2/budget/getBudgetCodes', 'GET')
    if ('response' in caller) return caller.response
    const query = budgetCodesQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const project = reachProject(caller, Number(params.project_id))
    if ('response' in project) return project.response
    const version = versionOf(project.id, query.data.budgetV)
    if (!version && query.data.budgetV !== undefined) return versionNotFound(query.data.budgetV)
    const options = (version ? linesOf(version.id) : [])
      .filter((line) => matches(query.data.search || null, line.budgetCode, line.description))
      .sort((a, b) => byText(a.budgetCode.toLowerCase(), b.budgetCode.toLowerCase()) || a.id - b.id)
      .slice(0, CODE_CHOICES)
      .map((line) => ({
        budget_id: line.id,
        budget_code: line.budgetCode,
        description: line.description,
        category_name: masterName('category', line.categoryId),
        amount: line.amount,
      }))
    return ok(options)
  }),
  http.put(`${API}/budget/delete/atl`, async ({ request }) => {
    const caller = await admitBudget(request, 'PUT /v2/budget/delete/atl', 'PUT')
    if ('response' in caller) return caller.response
    const body = deleteAtlRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    const project = reachProject(caller, body.data.project_id)
    if ('response' in project) return project.response
    const version = versionOf(project.id, body.data.budgetV)
    if (!version) return versionNotFound(body.data.budgetV)
    if (version.isOriginal) return locked('Lines of the approved original cannot be deleted')
    const lines = linesOf(version.id)
    const chosen = body.data.budget_ids.map((id) => lines.find((line) => line.id === id && line.isAtl))
    const errors = body.data.budget_ids.flatMap((id, index) =>
      chosen[index]
        ? []
        : [
            {
              path: `budget_ids.${index}`,
              message: `Line ${id} is not an above-the-line line of version ${version.versionNo}`,
              code: 'notAtl',
            },
          ],
    )
    if (errors.length) return fail(400, 'Some lines cannot be deleted here', errors, 'invalid')
    const deleted = change((all) => {
      const at = now()
      const ids = new Set(body.data.budget_ids)
      for (const line of all.budgetLines.filter((l) => ids.has(l.id) && !l.deletedAt)) {
        line.deletedAt = at
        line.updatedAt = at
        line.updatedBy = caller.user.id
        line.rowVersion += 1
        addLog(all, {
          organizationId: line.organizationId,
          lineId: line.id,
          userId: caller.user.id,
          action: 'deleted',
          field: null,
          before: null,
          after: null,
        })
      }
      return ids.size
    })
    return ok({ deleted })
  }),
  http.get(`${API}/budget/project/:id/atl`, async ({ request, params }) => {
    const caller = await admitBudget(request, 'GET /v2/budget/project/atl', 'GET')
    if ('response' in caller) return caller.response
    const query = budgetVersionQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const project = reachProject(caller, Number(params.id))
    if ('response' in project) return project.response
    const version = versionOf(project.id, query.data.budgetV)
    if (!version && query.data.budgetV !== undefined) return versionNotFound(query.data.budgetV)
    const lines = version
      ? linesOf(version.id)
          .filter((line) => line.isAtl)
          .slice(0, ATL_MAX)
      : []
    return HttpResponse.json({
      Status: 1 as const,
      data: lines.map(lineView),
      budgetV: version?.versionNo ?? null,
      total: sumOf(lines),
      currency: currencyOf(project),
    })
  }),
  http.get(`${API}/budget/project/:project_id`, async ({ request, params }) => {
    const caller = await admitBudget(request, 'GET /v2/budget/project', 'GET')
    if ('response' in caller) return caller.response
    const query = budgetListQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const project = reachProject(caller, Number(params.project_id))
    if ('response' in project) return project.response
    const wanted = query.data.budgetV
    if (wanted !== undefined && !versionOf(project.id, wanted)) return versionNotFound(wanted)
    return HttpResponse.json(listAnswer(caller, project, query.data))
  }),
  http.get(`${API}/budget/:id`, async ({ request, params }) => {
    const caller = await admitBudget(request, 'GET /v2/budget', 'GET')
    if ('response' in caller) return caller.response
    const found = findLine(caller, Number(params.id))
    return 'response' in found ? found.response : ok(lineView(found.line))
  }),
  http.put(`${API}/budget/:id`, async ({ request, params }) => {
    const caller = await admitBudget(request, 'PUT /v2/budget', 'PUT')
    if ('response' in caller) return caller.response
    const body = updateBudgetLineRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    const found = findLine(caller, Number(params.id))
    if ('response' in found) return found.response
    const { line, version, project } = found
    if (version.isOriginal) return locked()
    if (version.archivedAt) return fail(409, 'This version is archived', undefined, 'archived')
    if (body.data.row_version !== line.rowVersion) {
      const editor = userName(line.updatedBy) ?? 'someone else'
      const message = `This line was changed by ${editor} at ${stamp(line.updatedAt)}; reload it and apply your change again`
      return fail(409, message, undefined, 'stale')
    }
    const next = editedLine(caller, project, line, body.data)
    if ('response' in next) return next.response
    const changed = LINE_FIELDS.filter(([, key]) => next[key] !== line[key])
    if (changed.length === 0) return ok(lineView(line))
    const { minor_units: minorUnits } = currencyOf(project)
    const saved = change((all) => {
      const stored = all.budgetLines.find((l) => l.id === line.id) as MockBudgetLine
      const at = now()
      for (const [field, key] of changed) {
        addLog(all, {
          organizationId: stored.organizationId,
          lineId: stored.id,
          userId: caller.user.id,
          action: 'updated',
          field,
          before: logText(field, stored[key], minorUnits),
          after: logText(field, next[key], minorUnits),
        })
      }
      Object.assign(stored, next, {
        rowVersion: stored.rowVersion + 1,
        updatedBy: caller.user.id,
        updatedAt: at,
      })
      return stored
    })
    return ok(lineView(saved))
  }),
]
