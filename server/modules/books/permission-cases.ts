/*
 * The books' rows of the permission matrix (server/test/permission-matrix.test.ts): every signed-in
 * user reads the booking rules (the forms' date pickers use them); only an Admin changes them (the
 * change writes the default back, so no actor's answer depends on another's); budget readers read
 * the ledger.
 */

type Row = [number, number, number, number, number, number, number]
export type BooksCase = {
  route: string
  request: () => { method: string; path: string; body?: unknown }
  expected: Row
}

export function booksPermissionCases(): BooksCase[] {
  return [
    {
      route: 'GET /books/settings',
      request: () => ({ method: 'GET', path: '/v2/books/settings' }),
      expected: [401, 200, 200, 200, 200, 200, 200],
    },
    {
      route: 'PUT /books/settings',
      request: () => ({ method: 'PUT', path: '/v2/books/settings', body: { future_days_allowed: 0 } }),
      expected: [401, 200, 200, 403, 403, 403, 403],
    },
    {
      // Budget readers; the Super Admin reads the platform organisation's (empty) books.
      route: 'GET /ledger/trial-balance',
      request: () => ({ method: 'GET', path: '/v2/ledger/trial-balance?as_of=2026-11-30' }),
      expected: [401, 200, 200, 200, 403, 403, 403],
    },
    {
      // Budget readers, once the organisation's Tally switch is on: off in the demo and the platform.
      route: 'GET /ledger/tally-export',
      request: () => ({ method: 'GET', path: '/v2/ledger/tally-export?from=2026-11-01&to=2026-11-30' }),
      expected: [401, 403, 403, 403, 403, 403, 403],
    },
    {
      // Budget readers; the bank has entries in the demo (none in the platform organisation: 404).
      route: 'GET /ledger/account',
      request: () => ({ method: 'GET', path: '/v2/ledger/account?account=1100' }),
      expected: [401, 404, 200, 200, 403, 403, 403],
    },
    {
      // Budget readers; the platform organisation's day book is empty.
      route: 'GET /ledger/day-book',
      request: () => ({ method: 'GET', path: '/v2/ledger/day-book?from=2026-11-01&to=2026-11-30' }),
      expected: [401, 200, 200, 200, 403, 403, 403],
    },
  ]
}
