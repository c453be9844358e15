import { http } from 'msw'
import {
  createDailyBudgetRequestSchema,
  type DailyBudget,
  dailyBudgetQuerySchema,
  updateDailyBudgetRequestSchema,
} from '../../contract/budget'
import type { FieldError } from '../../contract/envelope'
import { admitBudget, linesOf, masterName, queryOf, reachProject, sumOf, versionOf } from '../budget'
import { API, badRequest, type Caller, fail, ok } from '../respond'
import { change, type MockDailyBudget, type MockProject, nextId, now, world } from '../world'
import { readBody } from './body'

/*
 * Daily budgets: the planned spend of one shoot day of a project, one per day. The spec's update
 * path is literally /v2/dailybudget/dailybudget_id={id}.
 */

const ID_PREFIX = 'dailybudget_id='

function dailyView(day: MockDailyBudget): DailyBudget {
  return {
    dailybudget_id: day.id,
    project_id: day.projectId,
    dailybudget_date: day.day,
    title: day.title,
    city_id: day.cityId,
    city_name: masterName('city', day.cityId),
    lines: day.lines,
    total: day.total,
    notes: day.notes,
    row_version: day.rowVersion,
    updated_at: day.updatedAt,
  }
}

const liveDays = (projectId: number) =>
  world().dailyBudgets.filter((day) => day.projectId === projectId && !day.archivedAt)

type DayLineInput = { budget_code: string; description?: string | null; amount: number }

/**
 * The day's lines with each code spelt as the project's current version spells it, or the 400
 * naming every code that is not in it and a city outside the organisation.
 */
function checkedDay(
  caller: Caller,
  project: MockProject,
  lines: DayLineInput[] | undefined,
  cityId?: number | null,
) {
  const current = versionOf(project.id)
  const spelling = new Map(
    (current ? linesOf(current.id) : []).map((line) => [line.budgetCode.toLowerCase(), line.budgetCode]),
  )
  const errors: FieldError[] = []
  const checked = lines?.map((line, index) => {
    const code = spelling.get(line.budget_code.toLowerCase())
    if (!code)
      errors.push({
        path: `lines.${index}.budget_code`,
        message: `${line.budget_code} is not a code of the current budget`,
        code: 'unknownCode',
      })
    return {
      budget_code: code ?? line.budget_code,
      description: line.description || null,
      amount: line.amount,
    }
  })
  const cityFound = world().masters.city.some(
    (row) => row.id === cityId && row.organizationId === caller.tenantId && !row.archivedAt,
  )
  if (cityId != null && !cityFound)
    errors.push({ path: 'city_id', message: 'Choose an active city', code: 'notFound' })
  return errors.length
    ? { response: fail(400, 'Some fields need attention', errors, 'invalid') }
    : { lines: checked }
}

/** The 409 for a day of the project that already has a daily budget. */
function takenDay(project: MockProject, date: string, exceptId = 0) {
  if (!liveDays(project.id).some((day) => day.day === date && day.id !== exceptId)) return null
  const message = `The project already has a daily budget on ${date}`
  return fail(409, message, [{ path: 'dailybudget_date', message, code: 'unique' }], 'unique')
}

export const dailyBudgetHandlers = [
  http.get(`${API}/dailybudget`, async ({ request }) => {
    const caller = await admitBudget(request, 'GET /v2/dailybudget', 'GET')
    if ('response' in caller) return caller.response
    const query = dailyBudgetQuerySchema.safeParse(queryOf(request))
    if (!query.success) return badRequest(query.error.issues)
    const project = reachProject(caller, query.data.project_id)
    if ('response' in project) return project.response
    const { dailybudget_date: date, dateFrom, dateTo } = query.data
    if (dateFrom && dateTo && dateFrom > dateTo)
      return fail(400, 'dateFrom cannot be after dateTo', [
        { path: 'dateTo', message: 'dateTo cannot be before dateFrom', code: 'dateOrder' },
      ])
    const days = liveDays(project.id)
      .filter(
        (day) =>
          (!date || day.day === date) && (!dateFrom || day.day >= dateFrom) && (!dateTo || day.day <= dateTo),
      )
      .sort((a, b) => a.day.localeCompare(b.day))
    return ok(days.map(dailyView))
  }),
  http.post(`${API}/dailybudget`, async ({ request }) => {
    const caller = await admitBudget(request, 'POST /v2/dailybudget', 'POST')
    if ('response' in caller) return caller.response
    const body = createDailyBudgetRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    const project = reachProject(caller, body.data.project_id)
    if ('response' in project) return project.response
    const cityId = body.data.city_id ?? null
    const checked = checkedDay(caller, project, body.data.lines, cityId)
    if ('response' in checked) return checked.response
    const taken = takenDay(project, body.data.dailybudget_date)
    if (taken) return taken
    const created = change((all) => {
      const lines = checked.lines ?? []
      const day: MockDailyBudget = {
        id: nextId(all, 'dailyBudgets'),
        organizationId: project.organizationId,
        projectId: project.id,
        day: body.data.dailybudget_date,
        title: body.data.title,
        cityId,
        notes: body.data.notes || null,
        lines,
        total: sumOf(lines),
        rowVersion: 1,
        archivedAt: null,
        updatedAt: now(),
      }
      all.dailyBudgets.push(day)
      return day
    })
    return ok(dailyView(created))
  }),
  http.put(`${API}/dailybudget/:key`, async ({ request, params }) => {
    const key = String(params.key)
    if (!key.startsWith(ID_PREFIX)) return fail(404, 'Not found')
    const caller = await admitBudget(request, 'PUT /v2/dailybudget', 'PUT')
    if ('response' in caller) return caller.response
    const body = updateDailyBudgetRequestSchema.safeParse(await readBody(request))
    if (!body.success) return badRequest(body.error.issues)
    const id = Number(key.slice(ID_PREFIX.length))
    const found = world().dailyBudgets.find(
      (day) => day.id === id && day.organizationId === caller.tenantId && !day.archivedAt,
    )
    const project = found && reachProject(caller, found.projectId)
    if (!found || !project || 'response' in project) return fail(404, 'This daily budget was not found')
    if (body.data.row_version !== found.rowVersion) {
      const at = `${found.updatedAt.slice(0, 16).replace('T', ' ')} UTC`
      return fail(
        409,
        `This daily budget was changed at ${at}; reload it and apply your change again`,
        [],
        'stale',
      )
    }
    const checked = checkedDay(caller, project, body.data.lines, body.data.city_id)
    if ('response' in checked) return checked.response
    const date = body.data.dailybudget_date ?? found.day
    const taken = takenDay(project, date, found.id)
    if (taken) return taken
    const cityId = body.data.city_id === undefined ? found.cityId : body.data.city_id
    const saved = change((all) => {
      const stored = all.dailyBudgets.find((day) => day.id === found.id) as MockDailyBudget
      const lines = checked.lines ?? stored.lines
      Object.assign(stored, {
        day: date,
        title: body.data.title ?? stored.title,
        cityId,
        notes: body.data.notes === undefined ? stored.notes : body.data.notes || null,
        lines,
        total: sumOf(lines),
        rowVersion: stored.rowVersion + 1,
        updatedAt: now(),
      })
      return stored
    })
    return ok(dailyView(saved))
  }),
]
