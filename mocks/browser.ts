import { setupWorker } from 'msw/browser'
import { apiHandlers } from './handlers'
import { openPageApi } from './page-api'

const WORKER_SCRIPT = '/mockServiceWorker.js'

/** How long a page opened while the worker was still installing waits for it to take control. */
const CLAIM_WAIT_MS = 5_000

function controlled(): Promise<boolean> {
  if (navigator.serviceWorker.controller) return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = () => resolve(Boolean(navigator.serviceWorker.controller))
    navigator.serviceWorker.addEventListener('controllerchange', done, { once: true })
    setTimeout(done, CLAIM_WAIT_MS)
  })
}

/**
 * True when MSW would reload this page: its worker is registered but does not control the page.
 * MSW's `worker.start()` then calls `location.reload()` and carries on, so the app started in a
 * document that was about to go away: on /callback that document consumed the single-use sign-in
 * state from sessionStorage, and the reloaded page found none (the intermittent "does not belong
 * to this browser session" of the mocked third-party sign-in test, when the test opened /callback
 * while the worker registered by /login was still activating). A worker still on its way claims
 * the page when it activates (mockServiceWorker.js), so that case waits for it instead.
 */
async function reloadNeeded(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return false
  const registrations = await navigator.serviceWorker.getRegistrations()
  const ours = registrations.find((registration) =>
    [registration.active, registration.waiting, registration.installing].some((worker) =>
      worker?.scriptURL.endsWith(WORKER_SCRIPT),
    ),
  )
  // First visit: nothing registered yet; MSW registers the worker, which claims this page.
  if (!ours) return false
  // Activating: it claims this page in a moment. Active already (a hard reload): it never will.
  if (ours.installing || ours.waiting || ours.active?.state === 'activating') return !(await controlled())
  return true
}

/**
 * `npm run mock`: the SPA on the server's own app, running in this page behind the MSW service
 * worker. Starts before the first render; the first request waits for the database. Resolves
 * false when the page reloads instead (the app must not start then).
 */
export async function startMockWorker(): Promise<boolean> {
  if (await reloadNeeded()) {
    // What MSW would do, but before the app has run anything.
    window.location.reload()
    return false
  }
  const api = openPageApi()
  const worker = setupWorker(...apiHandlers({ handle: async (request) => (await api).handle(request) }))
  // Should a registration appear between that check and MSW's own (one started by the page before
  // this one), MSW still reloads: notice it, and do not start the app in the page that goes.
  let leaving = false
  const onLeave = () => {
    leaving = true
  }
  window.addEventListener('beforeunload', onLeave)
  await worker.start({
    serviceWorker: { url: WORKER_SCRIPT },
    onUnhandledRequest(request, print) {
      // Only /v2 calls are the API; page assets pass through untouched.
      if (new URL(request.url).pathname.startsWith('/v2/')) print.error()
    },
    quiet: true,
  })
  window.removeEventListener('beforeunload', onLeave)
  return !leaving
}
