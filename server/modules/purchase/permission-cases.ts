import { and, asc, eq } from 'drizzle-orm'
import {
  approvalLevels,
  deliveryChallans,
  projects,
  purchaseOrderLines,
  purchaseOrders,
  vendors,
} from '../../db/schema'
import { DEMO_STUDIOS, workerDatabase } from '../../test/harness'

/*
 * The purchase routes' rows of the permission matrix (server/test/permission-matrix.test.ts), on
 * the seeded demo spend of MD-01: its two PO levels, the approved camera rental PO (raised by the
 * Moderator) and its verified challan. Permission module 'project': everyone holds GET, the Admin
 * Manager PUT too; raising a PO (create, change, submit, cancel) is 'purchase' POST, held by all
 * but the Dashboard User. Beyond it the project must be visible (the Dashboard User is on no team,
 * a Super Admin in the platform finds nothing) and the rules decide: requester, approver, recorder.
 */

type Actor = 'anonymous' | 'superAdmin' | 'admin' | 'manager' | 'moderator' | 'user' | 'dashboard'
type Row = [number, number, number, number, number, number, number]
type Request = { method: string; path: string; body?: unknown }
export type PurchaseCase = {
  route: string
  request: (ids: { demoProject: number }, actor: Actor) => Request
  expected: Row
}

/** Project GET on a visible project: the team and Admins. */
const TEAM: Row = [401, 404, 200, 200, 200, 200, 404]
/** Project PUT on a visible project. */
const PROJECT_PUT: Row = [401, 404, 200, 200, 403, 403, 403]
/** Purchase POST (raising POs) on a visible project: all but the Dashboard User, who holds no grant. */
const RAISE: Row = [401, 404, 200, 200, 200, 200, 403]
/** Raising POs on the approved seeded PO: its requester (the Moderator) and Admins reach the 409. */
const RAISE_SEEDED: Row = [401, 404, 409, 403, 409, 403, 403]
/** Project GET, whatever the project: the queue of each caller. */
const EVERYONE: Row = [401, 200, 200, 200, 200, 200, 200]

async function demoSpendIds() {
  const { db } = await workerDatabase()
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.organizationId, DEMO_STUDIOS), eq(projects.code, 'MD-01')))
  const projectId = project?.id as number
  const levels = await db
    .select({ id: approvalLevels.id, approverIds: approvalLevels.approverIds })
    .from(approvalLevels)
    .where(eq(approvalLevels.projectId, projectId))
    .orderBy(asc(approvalLevels.levelNo))
  const [po] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.projectId, projectId), eq(purchaseOrders.poNo, 1)))
  const [line] = await db
    .select({ id: purchaseOrderLines.id })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.poId, po?.id as number))
    .orderBy(asc(purchaseOrderLines.position))
  const [challan] = await db
    .select({ id: deliveryChallans.id })
    .from(deliveryChallans)
    .where(eq(deliveryChallans.poId, po?.id as number))
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.organizationId, DEMO_STUDIOS))
    .orderBy(asc(vendors.id))
    .limit(1)
  return {
    levels: levels.map((level) => level.id),
    lineProducer: levels[0]?.approverIds ?? [],
    po: po?.id as number,
    poLine: line?.id as number,
    challan: challan?.id as number,
    vendor: vendor?.id as number,
  }
}

export async function purchasePermissionCases(): Promise<PurchaseCase[]> {
  const ids = await demoSpendIds()
  const po = `/v2/purchase/${ids.po}`
  const draft = {
    title: 'Matrix order',
    vendor_id: ids.vendor,
    po_date: '2026-11-20',
    lines: [{ budget_code: '2200-01', description: 'Grip', quantity: '1', rate: 1000 }],
  }
  return [
    {
      route: 'GET /purchase/levels/:project_id',
      request: ({ demoProject }) => ({ method: 'GET', path: `/v2/purchase/levels/${demoProject}` }),
      expected: TEAM,
    },
    {
      route: 'POST /purchase/levels/:project_id',
      request: ({ demoProject }, actor) => ({
        method: 'POST',
        path: `/v2/purchase/levels/${demoProject}`,
        body: { name: `Level of ${actor}`, threshold: 0, approver_ids: ids.lineProducer },
      }),
      expected: PROJECT_PUT,
    },
    {
      route: 'PUT /purchase/level/:id',
      request: (_ids, actor) => ({
        method: 'PUT',
        path: `/v2/purchase/level/${ids.levels[0]}`,
        body: { name: actor },
      }),
      expected: PROJECT_PUT,
    },
    {
      // Each of the two who may removes a level of their own.
      route: 'DELETE /purchase/level/:id',
      request: (_ids, actor) => ({
        method: 'DELETE',
        path: `/v2/purchase/level/${actor === 'manager' ? ids.levels[1] : ids.levels[0]}`,
      }),
      expected: PROJECT_PUT,
    },
    {
      route: 'POST /purchase/preview/:project_id',
      request: ({ demoProject }) => ({
        method: 'POST',
        path: `/v2/purchase/preview/${demoProject}`,
        body: { codes: [{ budget_code: '2200-01', amount: 1000 }] },
      }),
      expected: RAISE,
    },
    {
      route: 'GET /purchase/auto-approval/:project_id',
      request: ({ demoProject }) => ({ method: 'GET', path: `/v2/purchase/auto-approval/${demoProject}` }),
      expected: TEAM,
    },
    {
      // Project PUT reaches the service; of those, only an Admin decides (the Admin Manager: 403).
      route: 'PUT /purchase/auto-approval/:project_id',
      request: ({ demoProject }) => ({
        method: 'PUT',
        path: `/v2/purchase/auto-approval/${demoProject}`,
        body: { auto_approve: true },
      }),
      expected: [401, 404, 200, 403, 403, 403, 403],
    },
    {
      route: 'GET /purchase/duty-exception/:project_id',
      request: ({ demoProject }) => ({ method: 'GET', path: `/v2/purchase/duty-exception/${demoProject}` }),
      expected: TEAM,
    },
    {
      // Project PUT reaches the service; of those, only an Admin waives it (the Admin Manager: 403).
      route: 'PUT /purchase/duty-exception/:project_id',
      request: ({ demoProject }) => ({
        method: 'PUT',
        path: `/v2/purchase/duty-exception/${demoProject}`,
        body: { reason: 'One accountant on this project' },
      }),
      expected: [401, 404, 200, 403, 403, 403, 403],
    },
    {
      route: 'GET /purchase/approver/:id',
      request: ({ demoProject }) => ({ method: 'GET', path: `/v2/purchase/approver/${demoProject}` }),
      expected: TEAM,
    },
    {
      route: 'GET /purchase/projectUsers/:id',
      request: ({ demoProject }) => ({ method: 'GET', path: `/v2/purchase/projectUsers/${demoProject}` }),
      expected: TEAM,
    },
    {
      route: 'GET /purchase/getMapList/:project_id',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/purchase/getMapList/${demoProject}?isDashboard=1`,
      }),
      expected: TEAM,
    },
    {
      route: 'GET /purchase/project/:project_id',
      request: ({ demoProject }) => ({ method: 'GET', path: `/v2/purchase/project/${demoProject}` }),
      expected: TEAM,
    },
    {
      route: 'POST /purchase/project/:project_id',
      request: ({ demoProject }) => ({
        method: 'POST',
        path: `/v2/purchase/project/${demoProject}`,
        body: draft,
      }),
      expected: RAISE,
    },
    { route: 'GET /purchase/:id', request: () => ({ method: 'GET', path: po }), expected: TEAM },
    {
      // The seeded PO is approved: its requester (the Moderator) and Admins reach the 409.
      route: 'PUT /purchase/:id',
      request: () => ({ method: 'PUT', path: po, body: { title: 'Changed', row_version: 1 } }),
      expected: RAISE_SEEDED,
    },
    {
      route: 'POST /purchase/:id/submit',
      request: () => ({ method: 'POST', path: `${po}/submit`, body: {} }),
      expected: RAISE_SEEDED,
    },
    {
      route: 'POST /purchase/:id/approve',
      request: () => ({ method: 'POST', path: `${po}/approve`, body: {} }),
      expected: [401, 404, 409, 409, 409, 409, 404],
    },
    {
      route: 'POST /purchase/:id/reject',
      request: () => ({ method: 'POST', path: `${po}/reject`, body: { reason: 'Not needed' } }),
      expected: [401, 404, 409, 409, 409, 409, 404],
    },
    {
      // The demo's paid camera invoice is booked on it: the Admin and the requester get past access
      // to the 409 (cancelling is tested in purchase.test.ts); others are refused.
      route: 'POST /purchase/:id/cancel',
      request: () => ({ method: 'POST', path: `${po}/cancel`, body: {} }),
      expected: RAISE_SEEDED,
    },
    {
      // Everything ordered was received already: over-receiving is a 400 once access is granted.
      route: 'POST /purchase/:id/challans',
      request: (_ids, actor) => ({
        method: 'POST',
        path: `${po}/challans`,
        body: {
          challan_no: `DC-${actor}`,
          received_on: '2026-11-22',
          receiver: 'Stage 4',
          lines: [{ po_line_id: ids.poLine, quantity: '1' }],
        },
      }),
      expected: [401, 404, 400, 400, 400, 400, 404],
    },
    {
      route: 'GET /challan/:id',
      request: () => ({ method: 'GET', path: `/v2/challan/${ids.challan}` }),
      expected: TEAM,
    },
    {
      // Verified already: verifiers reach the 409, others are refused.
      route: 'POST /challan/:id/verify',
      request: () => ({ method: 'POST', path: `/v2/challan/${ids.challan}/verify` }),
      expected: [401, 404, 409, 409, 403, 403, 404],
    },
    {
      route: 'POST /challan/:id/reject',
      request: () => ({
        method: 'POST',
        path: `/v2/challan/${ids.challan}/reject`,
        body: { reason: 'Damaged' },
      }),
      expected: [401, 404, 409, 409, 403, 403, 404],
    },
    {
      route: 'GET /verification/summary',
      request: () => ({ method: 'GET', path: '/v2/verification/summary' }),
      expected: EVERYONE,
    },
    {
      route: 'GET /verification/pos',
      request: () => ({ method: 'GET', path: '/v2/verification/pos' }),
      expected: EVERYONE,
    },
    {
      route: 'GET /verification/challans',
      request: () => ({ method: 'GET', path: '/v2/verification/challans' }),
      expected: EVERYONE,
    },
  ]
}
