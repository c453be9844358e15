/*
 * The search's rows of the permission matrix (server/test/permission-matrix.test.ts). The route is
 * open to the signed-in: which groups each role gets is search.test.ts's to check (each kind
 * under its module's GET permission). A query too short is 400 to everyone signed in.
 */

type Actor = 'anonymous' | 'superAdmin' | 'admin' | 'manager' | 'moderator' | 'user' | 'dashboard'
type Row = [number, number, number, number, number, number, number]
export type SearchCase = {
  route: string
  variant?: string
  request: (ids: unknown, actor: Actor) => { method: string; path: string }
  expected: Row
}

export function searchPermissionCases(): SearchCase[] {
  return [
    {
      route: 'GET /search',
      request: () => ({ method: 'GET', path: '/v2/search?q=monsoon' }),
      expected: [401, 200, 200, 200, 200, 200, 200],
    },
    {
      route: 'GET /search',
      variant: 'a query of one character',
      request: () => ({ method: 'GET', path: '/v2/search?q=m' }),
      expected: [401, 400, 400, 400, 400, 400, 400],
    },
  ]
}
