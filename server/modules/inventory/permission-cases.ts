/*
 * The inventory routes' rows of the permission matrix (server/test/permission-matrix.test.ts).
 * Permission module 'inventory': Admins everything, the Admin Manager reads, adds and changes;
 * the Moderator, the User and the Dashboard User nothing. Requests name records no one has (404
 * past the checks) or a vendor no one has (400), so nothing is written. A Super Admin works in the
 * platform organisation, where Demo Studios' project is not found.
 */

type Actor = 'anonymous' | 'superAdmin' | 'admin' | 'manager' | 'moderator' | 'user' | 'dashboard'
type Row = [number, number, number, number, number, number, number]
export type InventoryCase = {
  route: string
  request: (
    ids: { demoProject: number; demoUser: number },
    actor: Actor,
  ) => { method: string; path: string; body?: unknown }
  expected: Row
}

const NONE = 999_999
const item = { name: 'Brass lamp', category: 'props' }

export function inventoryPermissionCases(): InventoryCase[] {
  return [
    {
      route: 'GET /inventory/items',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/inventory/items?project_id=${demoProject}&overdue=1`,
      }),
      expected: [401, 200, 200, 200, 403, 403, 403],
    },
    {
      route: 'POST /inventory/items',
      request: ({ demoProject }) => ({
        method: 'POST',
        path: '/v2/inventory/items',
        body: { project_id: demoProject, ownership: 'purchased', ...item, quantity: 1, vendor_id: NONE },
      }),
      expected: [401, 404, 400, 400, 403, 403, 403],
    },
    {
      route: 'GET /inventory/items/:id',
      request: () => ({ method: 'GET', path: `/v2/inventory/items/${NONE}` }),
      expected: [401, 404, 404, 404, 403, 403, 403],
    },
    {
      route: 'PUT /inventory/items/:id',
      request: () => ({
        method: 'PUT',
        path: `/v2/inventory/items/${NONE}`,
        body: { ...item, quantity: 1, row_version: 1 },
      }),
      expected: [401, 404, 404, 404, 403, 403, 403],
    },
    {
      route: 'POST /inventory/items/:id/move',
      request: () => ({
        method: 'POST',
        path: `/v2/inventory/items/${NONE}/move`,
        body: { action: 'return', on: '2026-11-20', condition: 'good' },
      }),
      expected: [401, 404, 404, 404, 403, 403, 403],
    },
    {
      route: 'GET /inventory/challans',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/inventory/challans?project_id=${demoProject}`,
      }),
      expected: [401, 404, 200, 200, 403, 403, 403],
    },
    {
      route: 'POST /inventory/challans/:id/receive',
      request: () => ({
        method: 'POST',
        path: `/v2/inventory/challans/${NONE}/receive`,
        body: { lines: [{ po_line_id: NONE, ownership: 'purchased', ...item }] },
      }),
      expected: [401, 404, 404, 404, 403, 403, 403],
    },
    {
      route: 'GET /inventory/custody/:user_id',
      request: ({ demoUser }) => ({ method: 'GET', path: `/v2/inventory/custody/${demoUser}` }),
      expected: [401, 404, 200, 200, 403, 403, 403],
    },
  ]
}
