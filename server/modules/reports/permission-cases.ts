import type { ReportKey } from '../../../contract/reports'

/*
 * The reports' rows of the permission matrix (server/test/permission-matrix.test.ts): each report
 * needs its module's GET (contract/reports.ts REPORT_MODULES) and then MD-01 in the caller's
 * organisation and scope: the Super Admin, working in the platform organisation, finds no MD-01.
 */

type Actor = 'anonymous' | 'superAdmin' | 'admin' | 'manager' | 'moderator' | 'user' | 'dashboard'
type Row = [number, number, number, number, number, number, number]
export type ReportCase = {
  route: string
  variant?: string
  request: (ids: { demoProject: number }, actor: Actor) => { method: string; path: string; body?: unknown }
  expected: Row
}

const FINANCE: Row = [401, 404, 200, 200, 403, 403, 403]
const EXPECTED: Record<ReportKey, Row> = {
  cost: FINANCE,
  transactions: FINANCE,
  commitments: FINANCE,
  payables: FINANCE,
  tds: FINANCE,
  gst_input: FINANCE,
  petty_cash: [401, 404, 200, 200, 403, 200, 403],
  advances: [401, 404, 200, 200, 403, 200, 403],
  contracts: FINANCE,
  assets: FINANCE,
  dpr: [401, 404, 200, 200, 200, 403, 403],
}

export function reportPermissionCases(): ReportCase[] {
  return [
    ...(Object.entries(EXPECTED) as [ReportKey, Row][]).map(([key, expected]) => ({
      route: 'GET /reports/:key',
      variant: key,
      request: ({ demoProject }: { demoProject: number }) => ({
        method: 'GET',
        path: `/v2/reports/${key}?project_id=${demoProject}`,
      }),
      expected,
    })),
    {
      // Whoever works on the project sees whether its books are closed (the Dashboard User is not on MD-01).
      route: 'GET /reports/period-lock/:project_id',
      request: ({ demoProject }) => ({ method: 'GET', path: `/v2/reports/period-lock/${demoProject}` }),
      expected: [401, 404, 200, 200, 200, 200, 404],
    },
    {
      // Budget editors close and open the books; lifting a lock nobody set is harmless to repeat.
      route: 'PUT /reports/period-lock/:project_id',
      request: ({ demoProject }) => ({
        method: 'PUT',
        path: `/v2/reports/period-lock/${demoProject}`,
        body: { locked_through: null, reason: 'Nothing closed yet' },
      }),
      expected: FINANCE,
    },
  ]
}
