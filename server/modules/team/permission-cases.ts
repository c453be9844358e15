/*
 * The team routes' rows of the permission matrix (server/test/permission-matrix.test.ts).
 * Permission module 'project': whoever reads the project reads its team (every role by default);
 * adding and changing people is project POST/PUT (Admins and the Admin Manager). Requests name a
 * member no one has (404 past the checks) or a department no one has (400), so nothing is written.
 * A Super Admin works in the platform organisation, where Demo Studios' project is not found.
 */

type Actor = 'anonymous' | 'superAdmin' | 'admin' | 'manager' | 'moderator' | 'user' | 'dashboard'
type Row = [number, number, number, number, number, number, number]
export type TeamCase = {
  route: string
  request: (ids: { demoProject: number }, actor: Actor) => { method: string; path: string; body?: unknown }
  expected: Row
}

const NONE = 999_999
const READ_NOT_FOUND: Row = [401, 404, 404, 404, 404, 404, 404]
const WRITE_NOT_FOUND: Row = [401, 404, 404, 404, 403, 403, 403]

export function teamPermissionCases(): TeamCase[] {
  return [
    {
      route: 'GET /team',
      // The Dashboard User is not on MD-01's team: the project is not found for them.
      request: ({ demoProject }) => ({ method: 'GET', path: `/v2/team?project_id=${demoProject}` }),
      expected: [401, 404, 200, 200, 200, 200, 404],
    },
    {
      route: 'POST /team',
      request: ({ demoProject }) => ({
        method: 'POST',
        path: '/v2/team',
        body: { project_id: demoProject, name: 'Nobody', engagement: 'employee', department_id: NONE },
      }),
      expected: [401, 404, 400, 400, 403, 403, 403],
    },
    {
      route: 'GET /team/:id',
      request: () => ({ method: 'GET', path: `/v2/team/${NONE}` }),
      expected: READ_NOT_FOUND,
    },
    {
      route: 'PUT /team/:id',
      request: () => ({ method: 'PUT', path: `/v2/team/${NONE}`, body: { name: 'Nobody', row_version: 1 } }),
      expected: WRITE_NOT_FOUND,
    },
    {
      route: 'POST /team/:id/status',
      request: () => ({
        method: 'POST',
        path: `/v2/team/${NONE}/status`,
        body: { status: 'onboarding', row_version: 1 },
      }),
      expected: WRITE_NOT_FOUND,
    },
    {
      route: 'GET /team/:id/clearance',
      request: () => ({ method: 'GET', path: `/v2/team/${NONE}/clearance` }),
      expected: READ_NOT_FOUND,
    },
    {
      route: 'POST /team/:id/clear',
      request: () => ({ method: 'POST', path: `/v2/team/${NONE}/clear`, body: { row_version: 1 } }),
      expected: WRITE_NOT_FOUND,
    },
  ]
}
