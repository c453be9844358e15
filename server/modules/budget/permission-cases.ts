import { and, asc, eq, isNull } from 'drizzle-orm'
import { budgetLines, budgetVersions, dailyBudgets, projects } from '../../db/schema'
import { DEMO_STUDIOS, workerDatabase } from '../../test/harness'

/*
 * The budget routes' rows of the permission matrix (server/test/permission-matrix.test.ts), with
 * the seeded demo budget's ids. Each actor that gets through writes to a record of its own, so the
 * answers do not depend on who went first.
 */

type Actor = 'anonymous' | 'superAdmin' | 'admin' | 'manager' | 'moderator' | 'user' | 'dashboard'
type Row = [number, number, number, number, number, number, number]
type Request = {
  method: string
  path: string
  body?: unknown
  rawBody?: string
  headers?: Record<string, string>
}
export type BudgetCase = {
  route: string
  /** What sets this row apart from the route's others (the matrix may hold several per route). */
  variant?: string
  request: (ids: { demoProject: number }, actor: Actor) => Request
  expected: Row
}

const ACTORS: Actor[] = ['anonymous', 'superAdmin', 'admin', 'manager', 'moderator', 'user', 'dashboard']
/** Budget GET/POST/PUT: Admins and the Admin Manager; a Super Admin in the platform finds nothing. */
const BUDGET_WRITE: Row = [401, 404, 200, 200, 403, 403, 403]
/**
 * Budget DELETE is the Admins' alone. The demo's version 2 holds its expenses, so an Admin gets
 * past access to the 409 `hasExpenses` (deleting a version is tested in versions.test.ts).
 */
const BUDGET_DELETE: Row = [401, 404, 409, 403, 403, 403, 403]

async function demoBudgetIds() {
  const { db } = await workerDatabase()
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.organizationId, DEMO_STUDIOS), eq(projects.code, 'MD-01')))
  const [version] = await db
    .select({ id: budgetVersions.id })
    .from(budgetVersions)
    .where(and(eq(budgetVersions.projectId, project?.id as number), eq(budgetVersions.versionNo, 2)))
  const lines = await db
    .select({ id: budgetLines.id, isAtl: budgetLines.isAtl })
    .from(budgetLines)
    .where(and(eq(budgetLines.versionId, version?.id as number), isNull(budgetLines.deletedAt)))
    .orderBy(asc(budgetLines.position))
  const days = await db
    .select({ id: dailyBudgets.id })
    .from(dailyBudgets)
    .where(eq(dailyBudgets.projectId, project?.id as number))
    .orderBy(asc(dailyBudgets.day))
  const atl = lines.filter((line) => line.isAtl).map((line) => line.id)
  const btl = lines.filter((line) => !line.isAtl).map((line) => line.id)
  const pick = (ids: number[], actor: Actor) => ids[ACTORS.indexOf(actor) % ids.length] as number
  return {
    atlLine: (actor: Actor) => pick(atl, actor),
    btlLine: (actor: Actor) => pick(btl, actor),
    day: (actor: Actor) =>
      pick(
        days.map((day) => day.id),
        actor,
      ),
  }
}

const CSV = 'Budget Code,Category,Description,Rate\n9000-01,Catering,Wrap party,50000\n'

export async function budgetPermissionCases(): Promise<BudgetCase[]> {
  const ids = await demoBudgetIds()
  return [
    // Budget versus actual: controls (settings), remaining (the team), a line's expenses, moving.
    {
      route: 'GET /budget/controls',
      request: () => ({ method: 'GET', path: '/v2/budget/controls' }),
      expected: [401, 200, 200, 200, 403, 403, 403],
    },
    {
      route: 'PUT /budget/controls',
      request: () => ({ method: 'PUT', path: '/v2/budget/controls', body: { po: 'stop' } }),
      expected: [401, 200, 200, 200, 403, 403, 403],
    },
    // Remaining figures: every code's for budget readers; a draft's codes (and the picker's names)
    // for whoever may draft the document named; nothing for others.
    {
      route: 'GET /budget/remaining/:project_id',
      variant: 'search, budget readers',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/budget/remaining/${demoProject}?search=20`,
      }),
      expected: [401, 404, 200, 200, 403, 403, 404],
    },
    {
      route: 'GET /budget/remaining/:project_id',
      variant: 'search, PO drafters (names only)',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/budget/remaining/${demoProject}?search=20&document_type=po`,
      }),
      expected: [401, 404, 200, 200, 200, 200, 404],
    },
    {
      route: 'GET /budget/remaining/:project_id',
      variant: "a PO draft's codes",
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/budget/remaining/${demoProject}?codes=2200-01,2100-01&document_type=po`,
      }),
      // Figures are for budget readers: drafting a PO is not reading the budget.
      expected: [401, 404, 200, 200, 403, 403, 404],
    },
    {
      route: 'GET /budget/remaining/:project_id',
      variant: "an expense draft's code",
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/budget/remaining/${demoProject}?codes=2200-01&document_type=expense`,
      }),
      expected: [401, 404, 200, 200, 403, 403, 404],
    },
    {
      route: 'GET /budget/getExpensesByBudget/:id',
      request: (_ids, actor) => ({
        method: 'GET',
        path: `/v2/budget/getExpensesByBudget/${ids.btlLine(actor)}`,
      }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'POST /budget/expenses/moveToBudget',
      request: ({ demoProject }) => ({
        method: 'POST',
        path: '/v2/budget/expenses/moveToBudget',
        body: {
          project_id: demoProject,
          expense_ids: [999999],
          to_budget_code: '1000-01',
          reason: 'Matrix move',
        },
      }),
      expected: [401, 404, 400, 400, 403, 403, 403],
    },
    {
      route: 'GET /budget/budgetUploadHistory',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/budget/budgetUploadHistory?project_id=${demoProject}`,
      }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'GET /budget/project/:id/atl',
      request: ({ demoProject }) => ({ method: 'GET', path: `/v2/budget/project/${demoProject}/atl` }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'POST /budget/project/:id/versions',
      request: ({ demoProject }, actor) => ({
        method: 'POST',
        path: `/v2/budget/project/${demoProject}/versions`,
        body: { from_version: 2, note: `Copy by ${actor}` },
      }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'PUT /budget/project/:id/versions/:version',
      request: ({ demoProject }) => ({
        method: 'PUT',
        path: `/v2/budget/project/${demoProject}/versions/1`,
        body: { action: 'make_current' },
      }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'GET /budget/project/:project_id',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/budget/project/${demoProject}?search=camera`,
      }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'GET /budget/logs/:id',
      request: (_ids, actor) => ({ method: 'GET', path: `/v2/budget/logs/${ids.btlLine(actor)}` }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'GET /budget/code/:project_id',
      request: ({ demoProject }) => ({ method: 'GET', path: `/v2/budget/code/${demoProject}` }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'GET /budget/code/:project_id/codes',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/budget/code/${demoProject}/codes?category_id=none`,
      }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'GET /budget/getBudgetCodes/:project_id',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/budget/getBudgetCodes/${demoProject}?search=26`,
      }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'GET /budget/getCitywiseSummary/:project_id',
      request: ({ demoProject }) => ({ method: 'GET', path: `/v2/budget/getCitywiseSummary/${demoProject}` }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'GET /budget/compare/:project_id',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/budget/compare/${demoProject}?from=1&to=2`,
      }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'PUT /budget/delete/atl',
      request: ({ demoProject }, actor) => ({
        method: 'PUT',
        path: '/v2/budget/delete/atl',
        body: { project_id: demoProject, budgetV: 2, budget_ids: [ids.atlLine(actor)] },
      }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'POST /budget',
      request: ({ demoProject }) => ({
        method: 'POST',
        path: `/v2/budget?project_id=${demoProject}&note=Matrix`,
        rawBody: CSV,
        headers: { 'content-type': 'text/csv' },
      }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'GET /budget/:id',
      request: (_ids, actor) => ({ method: 'GET', path: `/v2/budget/${ids.btlLine(actor)}` }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'PUT /budget/:id',
      request: (_ids, actor) => ({
        method: 'PUT',
        path: `/v2/budget/${ids.btlLine(actor)}`,
        body: { row_version: 1, notes: `Checked by ${actor}` },
      }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'DELETE /budget/:project_id',
      request: ({ demoProject }) => ({ method: 'DELETE', path: `/v2/budget/${demoProject}?budgetV=2` }),
      expected: BUDGET_DELETE,
    },
    {
      route: 'POST /dailybudget',
      request: ({ demoProject }, actor) => ({
        method: 'POST',
        path: '/v2/dailybudget',
        body: {
          project_id: demoProject,
          dailybudget_date: `2026-12-0${ACTORS.indexOf(actor) + 1}`,
          title: `Pick-up day (${actor})`,
          lines: [{ budget_code: '2100-01', amount: 4_500_000 }],
        },
      }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'GET /dailybudget',
      request: ({ demoProject }) => ({ method: 'GET', path: `/v2/dailybudget?project_id=${demoProject}` }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'PUT /dailybudget/:dailybudget_id{dailybudget_id=[0-9]+}',
      request: (_ids, actor) => ({
        method: 'PUT',
        path: `/v2/dailybudget/dailybudget_id=${ids.day(actor)}`,
        body: { row_version: 1, notes: `Checked by ${actor}` },
      }),
      expected: BUDGET_WRITE,
    },
    // The cost report: budget readers read it, budget editors (PUT) enter ETC and keep weeks.
    {
      route: 'GET /budget/cost-report/:project_id',
      request: ({ demoProject }) => ({ method: 'GET', path: `/v2/budget/cost-report/${demoProject}` }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'GET /budget/cost-report/:project_id/etc',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/budget/cost-report/${demoProject}/etc?budget_code=2100-01`,
      }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'POST /budget/cost-report/:project_id/etc',
      request: ({ demoProject }, actor) => ({
        method: 'POST',
        path: `/v2/budget/cost-report/${demoProject}/etc`,
        body: {
          budget_code: '2100-01',
          amount: 100,
          effective_date: '2026-11-20',
          reason: `Checked by ${actor}`,
        },
      }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'GET /budget/cost-report/:project_id/snapshots',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/budget/cost-report/${demoProject}/snapshots`,
      }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'POST /budget/cost-report/:project_id/snapshots',
      // Each actor keeps a week of its own (a week is kept once), Sundays before the clock's.
      request: ({ demoProject }, actor) => ({
        method: 'POST',
        path: `/v2/budget/cost-report/${demoProject}/snapshots`,
        body: {
          week_ending: [
            '2026-10-04',
            '2026-10-11',
            '2026-10-18',
            '2026-10-25',
            '2026-11-01',
            '2026-11-08',
            '2026-11-15',
          ][ACTORS.indexOf(actor)],
        },
      }),
      expected: BUDGET_WRITE,
    },
    {
      route: 'GET /dashboard/projects',
      request: () => ({ method: 'GET', path: '/v2/dashboard/projects' }),
      expected: [401, 200, 200, 200, 403, 403, 403],
    },
    {
      route: 'GET /budget/cost-report/:project_id/compare',
      variant: 'a snapshot of nobody: past access, not found',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/budget/cost-report/${demoProject}/compare?from=2147483000`,
      }),
      expected: [401, 404, 404, 404, 403, 403, 403],
    },
  ]
}
