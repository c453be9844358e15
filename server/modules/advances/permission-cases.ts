/*
 * The vendor advance routes' rows of the permission matrix (server/test/permission-matrix.test.ts).
 * Permission module 'var': Admins, the Admin Manager and the User (not the Moderator or the
 * Dashboard User). The Super Admin works in the platform organisation, which has vendor advances
 * switched off: 403 switchedOff past the permission check. Requests name an advance no one has
 * (404 once past both) or a code the budget lacks (400), so no actor's answer depends on
 * another's writes.
 */

type Actor = 'anonymous' | 'superAdmin' | 'admin' | 'manager' | 'moderator' | 'user' | 'dashboard'
type Row = [number, number, number, number, number, number, number]
export type AdvanceCase = {
  route: string
  request: (ids: { demoProject: number }, actor: Actor) => { method: string; path: string; body?: unknown }
  expected: Row
}

const NOT_FOUND: Row = [401, 403, 404, 404, 403, 404, 403]
const READ: Row = [401, 403, 200, 200, 403, 200, 403]
const NO_ADVANCE = 999_999

const step = (name: string, body: unknown): AdvanceCase => ({
  route: `POST /advances/:id/${name}`,
  request: () => ({ method: 'POST', path: `/v2/advances/${NO_ADVANCE}/${name}`, body }),
  expected: NOT_FOUND,
})

export function advancePermissionCases(): AdvanceCase[] {
  return [
    {
      route: 'GET /advances',
      request: () => ({ method: 'GET', path: '/v2/advances?overdue=1' }),
      expected: READ,
    },
    {
      route: 'GET /advances/settings',
      request: () => ({ method: 'GET', path: '/v2/advances/settings' }),
      expected: READ,
    },
    {
      // Only an Admin sets the alert days.
      route: 'PUT /advances/settings',
      request: () => ({ method: 'PUT', path: '/v2/advances/settings', body: { overdue_days: 45 } }),
      expected: [401, 403, 200, 403, 403, 403, 403],
    },
    {
      route: 'POST /advances/preview',
      request: ({ demoProject }) => ({
        method: 'POST',
        path: '/v2/advances/preview',
        body: { project_id: demoProject, vendor_id: NO_ADVANCE, amount: 100 },
      }),
      expected: [401, 403, 400, 400, 403, 400, 403],
    },
    {
      route: 'GET /advances/expense/:id',
      request: () => ({ method: 'GET', path: `/v2/advances/expense/${NO_ADVANCE}` }),
      expected: NOT_FOUND,
    },
    {
      route: 'GET /advances/vendor/:id',
      request: () => ({ method: 'GET', path: `/v2/advances/vendor/${NO_ADVANCE}` }),
      expected: NOT_FOUND,
    },
    {
      route: 'POST /advances',
      request: ({ demoProject }) => ({
        method: 'POST',
        path: '/v2/advances',
        body: {
          kind: 'mobilisation',
          project_id: demoProject,
          vendor_id: 1,
          budget_code: 'NO-SUCH-CODE',
          reason: 'Matrix',
          amount: 100,
        },
      }),
      expected: [401, 403, 400, 400, 403, 400, 403],
    },
    {
      route: 'GET /advances/:id',
      request: () => ({ method: 'GET', path: `/v2/advances/${NO_ADVANCE}` }),
      expected: NOT_FOUND,
    },
    {
      route: 'PUT /advances/:id',
      request: () => ({ method: 'PUT', path: `/v2/advances/${NO_ADVANCE}`, body: { row_version: 1 } }),
      expected: NOT_FOUND,
    },
    step('submit', {}),
    step('approve', {}),
    step('reject', { reason: 'Not this one' }),
    step('cancel', {}),
    step('pay', { paid_on: '2026-11-20', payment_mode_id: 1 }),
    step('adjust', { expense_id: 1 }),
    step('refund-due', {}),
    step('refund', { refunded_on: '2026-11-20' }),
    step('forfeit', { reason: 'Damage' }),
    step('write-off', { reason: 'Gone' }),
  ]
}
