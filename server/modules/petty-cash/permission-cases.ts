/*
 * The petty-cash routes' rows of the permission matrix (server/test/permission-matrix.test.ts).
 * Permission module 'pcr': Admins, the Admin Manager and the User (GET, POST, PUT); accounts'
 * steps also need a finance role, so the User is refused them (403) before any lookup. Requests
 * name records no one has (404 once past the checks) or a user off the team (400), so no actor's
 * answer depends on another's writes. A Super Admin works in the platform organisation.
 */

type Actor = 'anonymous' | 'superAdmin' | 'admin' | 'manager' | 'moderator' | 'user' | 'dashboard'
type Row = [number, number, number, number, number, number, number]
export type PettyCashCase = {
  route: string
  request: (ids: { demoProject: number }, actor: Actor) => { method: string; path: string; body?: unknown }
  expected: Row
}

const LIST: Row = [401, 200, 200, 200, 403, 200, 403]
/** Past the permission check, nobody has the record. */
const NOT_FOUND: Row = [401, 404, 404, 404, 403, 404, 403]
/** Accounts only: the User is refused before the lookup. */
const ACCOUNTS_NOT_FOUND: Row = [401, 404, 404, 404, 403, 403, 403]
const NONE = 999_999

const payment = { paid_on: '2026-11-20', payment_mode_id: 1 }
const line = {
  bill_date: '2026-11-21',
  receipt_no: 'R-1',
  payee: 'Tea stall',
  description: 'Tea',
  budget_code: '2400-01',
  taxable: 100,
}

const post = (path: string, body: unknown, expected: Row): PettyCashCase => ({
  route: `POST /pettycash/${path.replace(String(NONE), ':id')}`,
  request: () => ({ method: 'POST', path: `/v2/pettycash/${path}`, body }),
  expected,
})

export function pettyCashPermissionCases(): PettyCashCase[] {
  return [
    {
      route: 'GET /pettycash/holders',
      request: () => ({ method: 'GET', path: '/v2/pettycash/holders?active=1' }),
      expected: LIST,
    },
    {
      route: 'POST /pettycash/holders',
      request: ({ demoProject }) => ({
        method: 'POST',
        path: '/v2/pettycash/holders',
        body: { project_id: demoProject, user_id: NONE, float_limit: 100 },
      }),
      expected: [401, 404, 400, 400, 403, 403, 403],
    },
    {
      route: 'GET /pettycash/candidates',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/pettycash/candidates?project_id=${demoProject}`,
      }),
      expected: [401, 404, 200, 200, 403, 403, 403],
    },
    {
      route: 'PUT /pettycash/holders/:id',
      request: () => ({ method: 'PUT', path: `/v2/pettycash/holders/${NONE}`, body: { row_version: 1 } }),
      expected: ACCOUNTS_NOT_FOUND,
    },
    {
      route: 'GET /pettycash/floats',
      request: () => ({ method: 'GET', path: '/v2/pettycash/floats?status=draft' }),
      expected: LIST,
    },
    post('floats', { holder_id: NONE, amount: 100, purpose: 'Cash' }, NOT_FOUND),
    {
      route: 'GET /pettycash/floats/:id',
      request: () => ({ method: 'GET', path: `/v2/pettycash/floats/${NONE}` }),
      expected: NOT_FOUND,
    },
    {
      route: 'PUT /pettycash/floats/:id',
      request: () => ({ method: 'PUT', path: `/v2/pettycash/floats/${NONE}`, body: { row_version: 1 } }),
      expected: NOT_FOUND,
    },
    post(`floats/${NONE}/submit`, {}, NOT_FOUND),
    post(`floats/${NONE}/approve`, {}, NOT_FOUND),
    post(`floats/${NONE}/reject`, { reason: 'Not this one' }, NOT_FOUND),
    post(`floats/${NONE}/cancel`, {}, NOT_FOUND),
    post(`floats/${NONE}/disburse`, payment, ACCOUNTS_NOT_FOUND),
    post(`floats/${NONE}/return`, { amount: 100, returned_on: '2026-11-22' }, ACCOUNTS_NOT_FOUND),
    post(`floats/${NONE}/close`, {}, ACCOUNTS_NOT_FOUND),
    {
      route: 'GET /pettycash/envelopes',
      request: () => ({ method: 'GET', path: '/v2/pettycash/envelopes?status=draft' }),
      expected: LIST,
    },
    post('envelopes', { float_id: NONE, lines: [line] }, NOT_FOUND),
    {
      route: 'GET /pettycash/envelopes/:id',
      request: () => ({ method: 'GET', path: `/v2/pettycash/envelopes/${NONE}` }),
      expected: NOT_FOUND,
    },
    {
      route: 'PUT /pettycash/envelopes/:id',
      request: () => ({
        method: 'PUT',
        path: `/v2/pettycash/envelopes/${NONE}`,
        body: { lines: [line], row_version: 1 },
      }),
      expected: NOT_FOUND,
    },
    post(`envelopes/${NONE}/submit`, {}, NOT_FOUND),
    post(`envelopes/${NONE}/audit`, {}, ACCOUNTS_NOT_FOUND),
    post(`envelopes/${NONE}/approve`, {}, NOT_FOUND),
    post(`envelopes/${NONE}/reject`, { reason: 'Not this one' }, NOT_FOUND),
    post(`envelopes/${NONE}/cancel`, {}, NOT_FOUND),
    post(`envelopes/${NONE}/post`, {}, ACCOUNTS_NOT_FOUND),
    post(`envelopes/${NONE}/settle`, { ...payment, settlement: 'topped_up' }, ACCOUNTS_NOT_FOUND),
  ]
}
