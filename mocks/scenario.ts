/**
 * How a test bends the mock API. In the browser the scenario is read from localStorage on every
 * request, so a Playwright test sets it with an init script (or page.evaluate) without rebuilding;
 * Vitest sets it with `setMockScenario`.
 *
 * failures: 'METHOD /v2/path' (or '*') → HTTP status to answer instead, e.g. { 'GET /v2/getprofileinfo': 500 }
 * profileErr: the profile answers 200 with `err` (the spec's "profile fetch error with err flag")
 * delayMs: every answer waits this long (slow network)
 * empty: lists answer no rows
 * oidc: the domain offers a third-party sign-in provider
 */
export type MockScenario = {
  failures?: Record<string, number>
  profileErr?: boolean
  delayMs?: number
  empty?: boolean
  oidc?: boolean
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
