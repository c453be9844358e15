import type * as z from 'zod/mini'
import type { BudgetLine, BudgetVersion, budgetCurrencySchema } from '../contract/budget'
import type { BudgetUploadContext } from '../contract/budget-upload'
import { isAdminRole, type PermissionMethod } from '../contract/codes'
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, type Pagination } from '../contract/envelope'
import { formatMoney } from '../contract/masters/fields'
import { lookupText } from '../contract/masters/rules'
import { allowed, type Caller, fail, guard, scenarioAnswer } from './respond'
import { roleOf } from './views'
import {
  type MockBudgetLine,
  type MockBudgetLog,
  type MockBudgetVersion,
  type MockProject,
  nextId,
  now,
  type World,
  world,
} from './world'

/*
 * The budget rules of the mock API, read over the mock world the way the server reads its
 * tables: a project is reached only within the caller's organisation (and, for everyone but
 * admins, only when the caller is on its team); archived versions and deleted lines are out of
 * every list, and a line of an archived version can be read but not changed.
 */

export type BudgetCurrency = z.infer<typeof budgetCurrencySchema>
export type Denied = { response: Response }

/** The forced scenario answer, else the caller with the budget permission for the method. */
export async function admitBudget(
  request: Request,
  scenarioKey: string,
  method: PermissionMethod,
): Promise<Caller | Denied> {
  const forced = await scenarioAnswer(scenarioKey)
  if (forced) return { response: forced }
  return guard(request, 'budget', method)
}

/** The project with this id in the caller's organisation that the caller may see, else a 404. */
export function reachProject(caller: Caller, projectId: number): MockProject | Denied {
  const all = world()
  const project = all.projects.find((p) => p.id === projectId && p.organizationId === caller.tenantId)
  const member =
    project &&
    (isAdminRole(roleOf(caller.user).roleType) ||
      all.members.some((m) => m.projectId === project.id && m.userId === caller.user.id))
  return project && member ? project : { response: fail(404, 'This project was not found') }
}

/** The project's own currency, else the organisation's base currency. */
export function currencyOf(project: MockProject): BudgetCurrency {
  const rows = world().masters.currency.filter((row) => row.organizationId === project.organizationId)
  const row =
    (project.currencyId ? rows.find((r) => r.id === project.currencyId) : undefined) ??
    rows.find((r) => r.values.is_base === true && !r.archivedAt)
  return { code: String(row?.values.code ?? 'INR'), minor_units: Number(row?.values.minor_units ?? 2) }
}

/** A project's versions that are not archived, oldest first. */
export const versionsOf = (projectId: number) =>
  world()
    .budgetVersions.filter((v) => v.projectId === projectId && !v.archivedAt)
    .sort((a, b) => a.versionNo - b.versionNo)

/** The version asked for, or the current one when none is named; null when there is none. */
export function versionOf(projectId: number, versionNo?: number): MockBudgetVersion | null {
  const versions = versionsOf(projectId)
  return (
    (versionNo === undefined
      ? versions.find((v) => v.isCurrent)
      : versions.find((v) => v.versionNo === versionNo)) ?? null
  )
}

export const versionNotFound = (versionNo: number) => fail(404, `Budget version ${versionNo} was not found`)

/** The live lines of a version in file order. */
export const linesOf = (versionId: number) =>
  world()
    .budgetLines.filter((line) => line.versionId === versionId && !line.deletedAt)
    .sort((a, b) => a.position - b.position || a.id - b.id)

export const sumOf = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0)

/** A line of the caller's organisation on a project they may see (deleted ones only when asked). */
export function findLine(caller: Caller, lineId: number, withDeleted = false) {
  const all = world()
  const line = all.budgetLines.find(
    (l) => l.id === lineId && l.organizationId === caller.tenantId && (withDeleted || !l.deletedAt),
  )
  const version = line && all.budgetVersions.find((v) => v.id === line.versionId)
  const project = line && reachProject(caller, line.projectId)
  return line && version && project && !('response' in project)
    ? { line, version, project }
    : { response: fail(404, 'This budget line was not found') }
}

export const userName = (id: number | null) =>
  id === null ? null : (world().users.find((user) => user.id === id)?.name ?? null)

export function masterName(key: 'category' | 'subcategory' | 'city', id: number | null): string | null {
  if (id === null) return null
  const name = world().masters[key].find((row) => row.id === id)?.values.name
  return typeof name === 'string' ? name : null
}

export function lineView(line: MockBudgetLine): BudgetLine {
  const version = world().budgetVersions.find((v) => v.id === line.versionId)
  return {
    budget_id: line.id,
    project_id: line.projectId,
    budgetV: version?.versionNo ?? 0,
    budget_code: line.budgetCode,
    category_id: line.categoryId,
    category_name: masterName('category', line.categoryId),
    sub_category_id: line.subCategoryId,
    sub_category_name: masterName('subcategory', line.subCategoryId),
    description: line.description,
    city_id: line.cityId,
    city_name: masterName('city', line.cityId),
    is_atl: line.isAtl,
    quantity: line.quantity,
    unit: line.unit,
    rate: line.rate,
    amount: line.amount,
    notes: line.notes,
    row_version: line.rowVersion,
    updated_at: line.updatedAt,
    updated_by_name: userName(line.updatedBy),
  }
}

export function versionView(version: MockBudgetVersion): BudgetVersion {
  const lines = linesOf(version.id)
  return {
    budgetV: version.versionNo,
    note: version.note,
    source: version.source,
    copied_from: version.copiedFrom,
    is_current: version.isCurrent,
    is_original: version.isOriginal,
    approved_at: version.approvedAt,
    approved_by_name: userName(version.approvedBy),
    line_count: lines.length,
    total: sumOf(lines),
    created_at: version.createdAt,
    created_by_name: userName(version.createdBy),
  }
}

/** Whether the caller may delete this version: it is not the locked original and they may DELETE. */
export const mayDelete = (caller: Caller, version: MockBudgetVersion | null) =>
  version !== null && !version.isOriginal && allowed(caller.user, 'budget', 'DELETE')

/**
 * Adds version N+1 (N counts archived versions too: numbers are never reused) and makes it the
 * project's only current version.
 */
export function addVersion(
  all: World,
  project: MockProject,
  userId: number,
  fields: Pick<MockBudgetVersion, 'note' | 'source' | 'copiedFrom'>,
): MockBudgetVersion {
  const siblings = all.budgetVersions.filter((v) => v.projectId === project.id)
  for (const sibling of siblings) sibling.isCurrent = false
  const version: MockBudgetVersion = {
    id: nextId(all, 'budgetVersions'),
    organizationId: project.organizationId,
    projectId: project.id,
    versionNo: Math.max(0, ...siblings.map((v) => v.versionNo)) + 1,
    ...fields,
    isCurrent: true,
    isOriginal: false,
    approvedAt: null,
    approvedBy: null,
    createdBy: userId,
    archivedAt: null,
    createdAt: all.clock ?? now(),
  }
  all.budgetVersions.push(version)
  return version
}

type LineFields = Omit<
  MockBudgetLine,
  'id' | 'organizationId' | 'projectId' | 'versionId' | 'position' | 'rowVersion' | 'deletedAt' | 'updatedAt'
>

/** Writes a version's lines in the order given. */
export function addLines(all: World, version: MockBudgetVersion, lines: LineFields[]) {
  lines.forEach((fields, index) => {
    all.budgetLines.push({
      id: nextId(all, 'budgetLines'),
      organizationId: version.organizationId,
      projectId: version.projectId,
      versionId: version.id,
      ...fields,
      position: index + 1,
      rowVersion: 1,
      deletedAt: null,
      updatedAt: all.clock ?? now(),
    })
  })
}

export function addLog(all: World, entry: Omit<MockBudgetLog, 'id' | 'at'>) {
  all.budgetLogs.push({ id: nextId(all, 'budgetLogs'), at: all.clock ?? now(), ...entry })
}

/**
 * How an upload names the organisation's categories (name, code or "code — name"), sub-categories
 * (name or code; the project's own win over shared ones) and cities (name or "name, state").
 */
export function uploadContext(organizationId: number, projectId: number, minorUnits: number) {
  const active = (key: 'category' | 'subcategory' | 'city') =>
    world()
      .masters[key].filter((row) => row.organizationId === organizationId && !row.archivedAt)
      .sort((a, b) => a.id - b.id)
  const texts = (...values: unknown[]) =>
    values.flatMap((text) => (typeof text === 'string' && text ? [lookupText(text)] : []))
  const categories = new Map<string, { id: number; aboveTheLine: boolean }>()
  for (const row of active('category')) {
    const { code, name } = row.values
    for (const text of texts(name, code, `${String(code)} — ${String(name)}`))
      if (!categories.has(text))
        categories.set(text, { id: row.id, aboveTheLine: row.values.above_the_line === true })
  }
  const subCategories = new Map<string, number>()
  const own = (row: { values: Record<string, unknown> }) => Number(row.values.project_id != null)
  for (const row of active('subcategory')
    .filter((r) => r.values.project_id == null || r.values.project_id === projectId)
    .sort((a, b) => own(a) - own(b))) {
    for (const text of texts(row.values.name, row.values.code))
      subCategories.set(`${String(row.values.category_id)}|${text}`, row.id)
  }
  const cities = new Map<string, number>()
  for (const row of active('city')) {
    const { name, state } = row.values
    for (const text of texts(name, state ? `${String(name)}, ${String(state)}` : null))
      if (!cities.has(text)) cities.set(text, row.id)
  }
  const context: BudgetUploadContext = {
    minorUnits,
    category: (text) => categories.get(lookupText(text)) ?? null,
    subCategory: (categoryId, text) => subCategories.get(`${categoryId}|${lookupText(text)}`) ?? null,
    city: (text) => cities.get(lookupText(text)) ?? null,
  }
  return context
}

/** A line's fields by API name, as an edit logs them. */
export const LINE_FIELDS = [
  ['budget_code', 'budgetCode'],
  ['category_id', 'categoryId'],
  ['sub_category_id', 'subCategoryId'],
  ['description', 'description'],
  ['city_id', 'cityId'],
  ['is_atl', 'isAtl'],
  ['quantity', 'quantity'],
  ['unit', 'unit'],
  ['rate', 'rate'],
  ['amount', 'amount'],
  ['notes', 'notes'],
] as const satisfies readonly (readonly [string, keyof MockBudgetLine])[]

const LOGGED_NAMES = { category_id: 'category', sub_category_id: 'subcategory', city_id: 'city' } as const

/** A field's value as the log shows it, like the server: Yes/No, money as text, names for ids. */
export function logText(field: string, value: unknown, minorUnits: number): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if ((field === 'rate' || field === 'amount') && typeof value === 'number')
    return formatMoney(value, minorUnits)
  const names = LOGGED_NAMES[field as keyof typeof LOGGED_NAMES]
  if (names && typeof value === 'number') return masterName(names, value) ?? `#${value}`
  return String(value)
}

/** The query string as an object, for the contract's query schemas. */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

/** One page of rows and its pagination, as the server's paging answers it. */
export function pageOf<T>(rows: T[], query: { page_no?: number; limit?: number }) {
  const limit = Math.min(query.limit ?? LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT)
  const page = query.page_no ?? 1
  const slice = rows.slice((page - 1) * limit, page * limit)
  const from = slice.length ? (page - 1) * limit + 1 : null
  const pagination: Pagination = {
    current_page: page,
    per_page: limit,
    from,
    to: from === null ? null : from + slice.length - 1,
    last_page: Math.max(1, Math.ceil(rows.length / limit)),
    total: rows.length,
  }
  return { page: slice, pagination }
}
