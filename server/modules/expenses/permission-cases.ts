/*
 * The expense routes' rows of the permission matrix (server/test/permission-matrix.test.ts).
 * Permission module 'expenses': Admins and the Admin Manager. Requests name an expense no one has
 * (404 once past the permission check) or a code the budget lacks (400), so no actor's answer
 * depends on another's writes.
 */

type Actor = 'anonymous' | 'superAdmin' | 'admin' | 'manager' | 'moderator' | 'user' | 'dashboard'
type Row = [number, number, number, number, number, number, number]
export type ExpenseCase = {
  route: string
  request: (ids: { demoProject: number }, actor: Actor) => { method: string; path: string; body?: unknown }
  expected: Row
}

/** Past the permission check: a Super Admin's platform has no such expense either. */
const NOT_FOUND: Row = [401, 404, 404, 404, 403, 403, 403]
const NO_EXPENSE = 999_999

const step = (name: string, body: unknown): ExpenseCase => ({
  route: `POST /expenses/:id/${name}`,
  request: () => ({ method: 'POST', path: `/v2/expenses/${NO_EXPENSE}/${name}`, body }),
  expected: NOT_FOUND,
})

export function expensePermissionCases(): ExpenseCase[] {
  return [
    {
      route: 'GET /expenses',
      request: () => ({ method: 'GET', path: '/v2/expenses?status=draft' }),
      expected: [401, 200, 200, 200, 403, 403, 403],
    },
    {
      route: 'POST /expenses',
      request: ({ demoProject }) => ({
        method: 'POST',
        path: '/v2/expenses',
        body: {
          project_id: demoProject,
          budget_code: 'NO-SUCH-CODE',
          vendor_id: 1,
          invoice_no: 'M-1',
          invoice_date: '2026-11-05',
          amount: 100,
        },
      }),
      expected: [401, 404, 400, 400, 403, 403, 403],
    },
    {
      // Whoever may draft or change expenses; past that, a code the budget lacks is refused.
      route: 'POST /expenses/preview',
      request: ({ demoProject }) => ({
        method: 'POST',
        path: '/v2/expenses/preview',
        body: {
          project_id: demoProject,
          budget_code: 'NO-SUCH-CODE',
          invoice_date: '2026-11-05',
          amount: 100,
        },
      }),
      expected: [401, 404, 400, 400, 403, 403, 403],
    },
    {
      route: 'GET /expenses/vendor-defaults/:vendor_id',
      request: () => ({ method: 'GET', path: `/v2/expenses/vendor-defaults/${NO_EXPENSE}` }),
      expected: NOT_FOUND,
    },
    {
      // Whoever may draft expenses, on a project they see (the platform sees none of a studio's).
      route: 'GET /expenses/contract-instalments',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/expenses/contract-instalments?project_id=${demoProject}`,
      }),
      expected: [401, 404, 200, 200, 403, 403, 403],
    },
    {
      route: 'GET /expenses/:id',
      request: () => ({ method: 'GET', path: `/v2/expenses/${NO_EXPENSE}` }),
      expected: NOT_FOUND,
    },
    {
      route: 'PUT /expenses/:id',
      request: () => ({ method: 'PUT', path: `/v2/expenses/${NO_EXPENSE}`, body: { row_version: 1 } }),
      expected: NOT_FOUND,
    },
    step('submit', {}),
    step('approve', {}),
    step('reject', { reason: 'Not this one' }),
    step('pay', { paid_on: '2026-11-20', payment_mode_id: 1 }),
    step('cancel', {}),
  ]
}
