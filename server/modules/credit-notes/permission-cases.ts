/*
 * The credit note routes' rows of the permission matrix (server/test/permission-matrix.test.ts).
 * Permission module 'creditnote': the Admin Manager writes, the User reads; Admins pass. The
 * Super Admin works in the platform organisation, which has credit notes switched off (403).
 * Requests name a credit note or invoice no one has (404 once past the checks), so no actor's
 * answer depends on another's writes.
 */

type Actor = 'anonymous' | 'superAdmin' | 'admin' | 'manager' | 'moderator' | 'user' | 'dashboard'
type Row = [number, number, number, number, number, number, number]
export type CreditNoteCase = {
  route: string
  request: (ids: { demoProject: number }, actor: Actor) => { method: string; path: string; body?: unknown }
  expected: Row
}

const NONE = 999_999
/** Whoever may change credit notes, past the switch: the record is not found. */
const WRITE_NOT_FOUND: Row = [401, 403, 404, 404, 403, 403, 403]
/** Whoever may read credit notes (the User too), past the switch: not found. */
const READ_NOT_FOUND: Row = [401, 403, 404, 404, 403, 404, 403]
/** Whoever may draft credit notes: the answer. */
const DRAFTERS: Row = [401, 403, 200, 200, 403, 403, 403]

const step = (name: string, body: unknown): CreditNoteCase => ({
  route: `POST /credit-notes/:id/${name}`,
  request: () => ({ method: 'POST', path: `/v2/credit-notes/${NONE}/${name}`, body }),
  expected: WRITE_NOT_FOUND,
})

export function creditNotePermissionCases(): CreditNoteCase[] {
  return [
    {
      route: 'GET /credit-notes',
      request: () => ({ method: 'GET', path: '/v2/credit-notes?status=draft' }),
      expected: [401, 403, 200, 200, 403, 200, 403],
    },
    {
      route: 'GET /credit-notes/originals',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/credit-notes/originals?project_id=${demoProject}`,
      }),
      expected: DRAFTERS,
    },
    {
      route: 'GET /credit-notes/creditable/:expense_id',
      request: () => ({ method: 'GET', path: `/v2/credit-notes/creditable/${NONE}` }),
      expected: READ_NOT_FOUND,
    },
    {
      route: 'GET /credit-notes/proposals',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/credit-notes/proposals?project_id=${demoProject}`,
      }),
      expected: DRAFTERS,
    },
    {
      route: 'POST /credit-notes',
      request: () => ({
        method: 'POST',
        path: '/v2/credit-notes',
        body: {
          expense_id: NONE,
          cn_no: 'M-1',
          cn_date: '2026-11-10',
          reason: 'return',
          lines: [{ rate: 100 }],
        },
      }),
      expected: WRITE_NOT_FOUND,
    },
    {
      route: 'GET /credit-notes/:id',
      request: () => ({ method: 'GET', path: `/v2/credit-notes/${NONE}` }),
      expected: READ_NOT_FOUND,
    },
    {
      route: 'PUT /credit-notes/:id',
      request: () => ({ method: 'PUT', path: `/v2/credit-notes/${NONE}`, body: { row_version: 1 } }),
      expected: WRITE_NOT_FOUND,
    },
    step('submit', {}),
    step('approve', {}),
    step('reject', { reason: 'Not this one' }),
    step('cancel', {}),
    step('post', {}),
    step('apply', {}),
    step('refund-due', {}),
    step('refund', { refunded_on: '2026-11-20', payment_mode_id: 1 }),
  ]
}
