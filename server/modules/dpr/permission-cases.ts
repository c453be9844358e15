/*
 * The DPR routes' rows of the permission matrix (server/test/permission-matrix.test.ts).
 * Permission module 'dpr': Admins everything, the Admin Manager reads, the Moderator reads, writes
 * and changes; the User and the Dashboard User nothing. The rules' change needs settings PUT.
 * Requests name records no one has (404 past the checks), a work type no one has (400) or a stale
 * row version (409), so nothing is written. A Super Admin works in the platform organisation,
 * where Demo Studios' project is not found.
 */

type Actor = 'anonymous' | 'superAdmin' | 'admin' | 'manager' | 'moderator' | 'user' | 'dashboard'
type Row = [number, number, number, number, number, number, number]
export type DprCase = {
  route: string
  request: (ids: { demoProject: number }, actor: Actor) => { method: string; path: string; body?: unknown }
  expected: Row
}

const NONE = 999_999
const READ: Row = [401, 200, 200, 200, 200, 403, 403]
const READ_PROJECT: Row = [401, 404, 200, 200, 200, 403, 403]
const READ_NOT_FOUND: Row = [401, 404, 404, 404, 404, 403, 403]
/** 'dpr' PUT or POST, past which nobody has the record. */
const WRITE_NOT_FOUND: Row = [401, 404, 404, 403, 404, 403, 403]

export const dprBody = (workTypeId: number) => ({
  work_type_id: workTypeId,
  crew_call: '07:00',
  crew_wrap: '17:00',
  scheduled_eighths: 20,
  setups: 0,
  screen_seconds: 0,
  camera_cards: 0,
  sound_rolls: 0,
  scenes: [],
  cast: [],
  crew: [],
  juniors: [],
  extras: [],
  delays: [],
})

const step = (name: string, body: unknown): DprCase => ({
  route: `POST /dpr/:id/${name}`,
  request: () => ({ method: 'POST', path: `/v2/dpr/${NONE}/${name}`, body }),
  expected: WRITE_NOT_FOUND,
})

export function dprPermissionCases(): DprCase[] {
  return [
    {
      route: 'GET /dpr',
      request: ({ demoProject }) => ({ method: 'GET', path: `/v2/dpr?project_id=${demoProject}` }),
      expected: READ,
    },
    {
      route: 'GET /dpr/draft',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/dpr/draft?project_id=${demoProject}&shoot_date=2026-11-24`,
      }),
      expected: [401, 404, 200, 403, 200, 403, 403],
    },
    {
      route: 'POST /dpr',
      request: ({ demoProject }) => ({
        method: 'POST',
        path: '/v2/dpr',
        body: { project_id: demoProject, shoot_date: '2026-11-24', ...dprBody(NONE) },
      }),
      expected: [401, 404, 400, 403, 400, 403, 403],
    },
    {
      route: 'GET /dpr/:id',
      request: () => ({ method: 'GET', path: `/v2/dpr/${NONE}` }),
      expected: READ_NOT_FOUND,
    },
    {
      route: 'PUT /dpr/:id',
      request: () => ({ method: 'PUT', path: `/v2/dpr/${NONE}`, body: { ...dprBody(NONE), row_version: 1 } }),
      expected: WRITE_NOT_FOUND,
    },
    step('submit', {}),
    step('approve', {}),
    step('reject', { reason: 'Wrong call time' }),
    step('cancel', {}),
    // Only Admins lock: the Moderator is refused before the lookup.
    { ...step('lock', {}), expected: [401, 404, 404, 403, 403, 403, 403] },
    step('revise', { reason: 'Wrong call time' }),
    {
      route: 'GET /dpr/:id/dcr',
      request: () => ({ method: 'GET', path: `/v2/dpr/${NONE}/dcr` }),
      expected: READ_NOT_FOUND,
    },
    {
      route: 'GET /dpr/dcr',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/dpr/dcr?project_id=${demoProject}&from=2026-11-01&to=2026-11-30`,
      }),
      expected: READ_PROJECT,
    },
    {
      route: 'GET /dpr/deal-rates',
      request: ({ demoProject }) => ({
        method: 'GET',
        path: `/v2/dpr/deal-rates?project_id=${demoProject}&shoot_date=2026-11-24`,
      }),
      expected: READ_PROJECT,
    },
    { route: 'GET /dpr/rules', request: () => ({ method: 'GET', path: '/v2/dpr/rules' }), expected: READ },
    {
      route: 'PUT /dpr/rules',
      request: () => ({
        method: 'PUT',
        path: '/v2/dpr/rules',
        body: {
          shift_minutes: 510,
          max_shift_minutes: 720,
          overtime_step_minutes: 30,
          overtime_percent: 150,
          meal_within_minutes: 360,
          meal_penalty: 0,
          meal_rate: 0,
          row_version: 99,
        },
      }),
      expected: [401, 409, 409, 409, 403, 403, 403],
    },
  ]
}
