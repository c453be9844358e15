/*
 * The dashboard's rows of the permission matrix (server/test/permission-matrix.test.ts). The
 * overview is open to the signed-in, as the search is: which widgets each role gets is
 * overview.test.ts's to check (each under its module's GET permission, null otherwise).
 */

type Actor = 'anonymous' | 'superAdmin' | 'admin' | 'manager' | 'moderator' | 'user' | 'dashboard'
type Row = [number, number, number, number, number, number, number]
export type DashboardCase = {
  route: string
  request: (ids: unknown, actor: Actor) => { method: string; path: string }
  expected: Row
}

export function dashboardPermissionCases(): DashboardCase[] {
  return [
    {
      route: 'GET /dashboard/overview',
      request: () => ({ method: 'GET', path: '/v2/dashboard/overview' }),
      expected: [401, 200, 200, 200, 200, 200, 200],
    },
  ]
}
