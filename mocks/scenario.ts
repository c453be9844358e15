import { approve } from './sso'

/**
 * How a test bends the mock API: what a real server does not do on purpose (fail, go slow, have
 * no data, have a third-party sign-in provider). Everything else is the server's own answer. In
 * the browser the scenario is read from localStorage on every request, so a Playwright test sets
 * it with an init script (or page.evaluate) without rebuilding; Vitest sets it with
 * `setMockScenario`.
 *
 * failures: 'METHOD /v2/path' → HTTP status to answer instead, e.g. { 'GET /v2/getprofileinfo': 500 };
 *   a `*` in the path stands for one segment ('GET /v2/budget/code/*\/codes'); the key '*' is any request
 * profileErr: the profile answers 200 with `err` (the spec's "profile fetch error with err flag")
 * delayMs: every answer waits this long (slow network)
 * empty: lists answer no rows
 * oidc: the server offers a third-party sign-in provider, "Studio SSO" (mocks/sso.ts), which
 *   approves at once: starting a sign-in sends the browser straight back to /callback with its code,
 *   for the person `subject` names (default 'sso-admin', linked to the demo Admin; 'sso-stranger' is
 *   linked to nobody). The server does the rest (state, PKCE, nonce, signature, linked account).
 * session: a demo user's session signed in by an earlier browser, put back in this one's database
 *   (mocks/api.ts). The database lives in the page, so a browser started from Playwright's saved
 *   sign-in (e2e/setup) holds the token but starts from the snapshot, which has no such session;
 *   saving the database with it (25 MB of IndexedDB) would cost more than signing in anew.
 */
// No import of msw here: the mock API's worker (mocks/api-worker.ts) reads the scenario too, and
// msw's module needs the page's localStorage.
export type MockScenario = {
  failures?: Record<string, number>
  profileErr?: boolean
  delayMs?: number
  empty?: boolean
  oidc?: boolean | { subject: string }
  session?: { email: string; token: string }
}

export const SCENARIO_STORAGE_KEY = 'greenlight.mockScenario'

let override: MockScenario | null = null

export function setMockScenario(scenario: MockScenario | null) {
  override = scenario
}

export function currentScenario(): MockScenario {
  if (override) return override
  try {
    const raw = globalThis.localStorage?.getItem(SCENARIO_STORAGE_KEY)
    return raw ? (JSON.parse(raw) as MockScenario) : {}
  } catch {
    return {}
  }
}

const MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Your session has ended. Please sign in again.',
  403: 'You do not have access to this',
  404: 'Not found',
  409: 'This record was changed by someone else',
  429: 'Too many attempts. Try again in a minute.',
  500: 'Internal error',
  503: 'Greenlight is down for maintenance',
}

const failure = (status: number, message = MESSAGES[status] ?? 'Error') =>
  Response.json({ Status: 0, err: true, message }, { status })

function keyMatches(key: string, method: string, path: string) {
  if (key === '*') return true
  const [keyMethod, keyPath] = key.split(' ')
  if (keyMethod !== method || !keyPath) return false
  const wanted = keyPath.split('/')
  const actual = path.split('/')
  return (
    wanted.length === actual.length && wanted.every((part, index) => part === '*' || part === actual[index])
  )
}

/** Who signs in at the stand-in provider, when the scenario has one. */
export function ssoSubject(scenario: MockScenario = currentScenario()): string | null {
  if (!scenario.oidc) return null
  return scenario.oidc === true ? 'sso-admin' : scenario.oidc.subject
}

/**
 * Answers a request through the scenario: a forced answer, or the server's (`answer`), bent where
 * the scenario says so.
 */
export async function withScenario(request: Request, answer: (request: Request) => Promise<Response>) {
  const scenario = currentScenario()
  const { pathname } = new URL(request.url)
  if (scenario.delayMs) await new Promise((resolve) => setTimeout(resolve, scenario.delayMs))
  const forced = Object.entries(scenario.failures ?? {}).find(([key]) =>
    keyMatches(key, request.method, pathname),
  )
  if (forced) return failure(forced[1])
  if (scenario.profileErr && request.method === 'GET' && pathname === '/v2/getprofileinfo')
    return Response.json({ Status: 0, err: true, message: 'Profile could not be read' })
  const response = await answer(request)
  const subject = ssoSubject(scenario)
  if (subject && request.method === 'POST' && pathname === '/v2/oidc/start' && response.ok) {
    // The provider approves at once: the browser goes straight back to /callback with a code.
    const body = await response.json()
    return Response.json({
      ...body,
      data: { ...body.data, authorization_url: approve(body.data.authorization_url, subject) },
    })
  }
  if (scenario.empty && request.method === 'GET' && response.ok) {
    const body = await response.clone().json()
    if (Array.isArray(body.data) && body.pagination)
      return Response.json({
        ...body,
        data: [],
        pagination: { ...body.pagination, from: null, to: null, last_page: 1, total: 0 },
      })
  }
  return response
}
