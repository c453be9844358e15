/*
 * The contract routes' rows of the permission matrix (server/test/permission-matrix.test.ts).
 * Permission module 'contract': the Admins (Admin, Admin Manager) write, the User reads. Requests
 * name a contract or project no one has (404 once past the checks), so no actor's answer depends
 * on another's writes.
 */

type Actor = 'anonymous' | 'superAdmin' | 'admin' | 'manager' | 'moderator' | 'user' | 'dashboard'
type Row = [number, number, number, number, number, number, number]
export type ContractCase = {
  route: string
  request: (ids: { demoProject: number }, actor: Actor) => { method: string; path: string; body?: unknown }
  expected: Row
}

const NONE = 999_999
const WRITE_NOT_FOUND: Row = [401, 404, 404, 404, 403, 403, 403]
// Crew (the User) do not read contracts: they carry other people's PAN, fees and instalments.
const READ_NOT_FOUND: Row = [401, 404, 404, 404, 403, 403, 403]

/** A contract draft valid in every field but its project, which nobody has. */
export const UNREACHABLE_DRAFT = {
  project_id: NONE,
  title: 'Lead artiste — 40 shoot days',
  agreement_id: NONE,
  counterparty_name: 'Kavya Rao',
  start_date: '2026-12-01',
  end_date: '2027-03-31',
  fee_basis: 'lump_sum',
  value: 100_000_00,
  gst_treatment: 'exclusive',
  instalments: [{ label: 'On signing', trigger: 'signing', percent: '100', budget_code: '1300-01' }],
}

const step = (name: string, body: unknown): ContractCase => ({
  route: `POST /contracts/:id/${name}`,
  request: () => ({ method: 'POST', path: `/v2/contracts/${NONE}/${name}`, body }),
  expected: WRITE_NOT_FOUND,
})

export function contractPermissionCases(): ContractCase[] {
  return [
    {
      route: 'GET /contracts',
      request: () => ({ method: 'GET', path: '/v2/contracts?status=draft' }),
      expected: [401, 200, 200, 200, 403, 403, 403],
    },
    {
      route: 'GET /contracts/charts',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/contracts/charts?project_id=${demoProject}`,
      }),
      expected: [401, 200, 200, 200, 403, 403, 403],
    },
    {
      route: 'POST /contracts',
      request: () => ({ method: 'POST', path: '/v2/contracts', body: UNREACHABLE_DRAFT }),
      expected: WRITE_NOT_FOUND,
    },
    {
      route: 'GET /contracts/:id',
      request: () => ({ method: 'GET', path: `/v2/contracts/${NONE}` }),
      expected: READ_NOT_FOUND,
    },
    {
      route: 'PUT /contracts/:id',
      request: () => ({ method: 'PUT', path: `/v2/contracts/${NONE}`, body: { row_version: 1 } }),
      expected: WRITE_NOT_FOUND,
    },
    step('submit', {}),
    step('approve', {}),
    step('reject', { reason: 'Not this one' }),
    step('cancel', {}),
    step('send', { sent_on: '2026-11-22' }),
    step('sign', { party: 'company', signed_on: '2026-11-22' }),
    step('payments', { instalment_id: 1, amount: 100, paid_on: '2026-11-22' }),
    step('terminate', { ended_on: '2026-11-22', reason: 'Shoot cancelled' }),
    step('amend', { reason: 'Four more shoot days' }),
    step('renew', { reason: 'Season 2', start_date: '2027-04-01', end_date: '2027-09-30' }),
  ]
}
