/*
 * The saved filters' rows of the permission matrix (server/test/permission-matrix.test.ts). The
 * routes are open to the signed-in; the 'contracts' scope needs contract GET, which the Moderator
 * and the Dashboard User lack. A filter id nobody has is 404 to everyone signed in: another's
 * filter is never said to exist.
 */

type Actor = 'anonymous' | 'superAdmin' | 'admin' | 'manager' | 'moderator' | 'user' | 'dashboard'
type Row = [number, number, number, number, number, number, number]
export type SavedFilterCase = {
  route: string
  request: (ids: unknown, actor: Actor) => { method: string; path: string; body?: unknown }
  expected: Row
}

const NONE = 999_999
const CONTRACT_READERS: Row = [401, 200, 200, 200, 403, 403, 403]
const NOT_FOUND: Row = [401, 404, 404, 404, 404, 404, 404]

export function savedFilterPermissionCases(): SavedFilterCase[] {
  return [
    {
      route: 'GET /saved-filters',
      request: () => ({ method: 'GET', path: '/v2/saved-filters?scope=contracts' }),
      expected: CONTRACT_READERS,
    },
    {
      route: 'POST /saved-filters',
      request: (_ids, actor) => ({
        method: 'POST',
        path: '/v2/saved-filters',
        body: { scope: 'contracts', name: `Expiring — ${actor}`, query: { statuses: 'executed,expiring' } },
      }),
      expected: CONTRACT_READERS,
    },
    {
      route: 'PUT /saved-filters/:id',
      request: () => ({ method: 'PUT', path: `/v2/saved-filters/${NONE}`, body: { shared: true } }),
      expected: NOT_FOUND,
    },
    {
      route: 'DELETE /saved-filters/:id',
      request: () => ({ method: 'DELETE', path: `/v2/saved-filters/${NONE}` }),
      expected: NOT_FOUND,
    },
  ]
}
