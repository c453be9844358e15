import { setupWorker } from 'msw/browser'
import type { MockApi } from './api'
import type { WorkerMessage, WorkerNotice } from './api-worker-protocol'
import { apiHandlers } from './handlers'
import { currentScenario } from './scenario'

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
  const worker = setupWorker(...apiHandlers(startApiWorker()))
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

/** Which snapshot the database stored in IndexedDB started from. */
const LOADED_FROM = 'greenlight.mockDatabase'

/**
 * Starts the server's app and its database in a Web Worker (mocks/api-worker.ts), so that the
 * page draws its first route while the database boots, and answers the API through it.
 */
function startApiWorker(): MockApi {
  const snapshotUrl = import.meta.env.VITE_MOCK_DB
  const worker = new Worker(new URL('./api-worker.ts', import.meta.url), { type: 'module' })
  const waiting = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>()
  let lastId = 0
  worker.onmessage = (event: MessageEvent<WorkerNotice>) => {
    const notice = event.data
    if (notice.type === 'ready') performance.mark('greenlight:mock-database-ready')
    else if (notice.type === 'stored') localStorage.setItem(LOADED_FROM, snapshotUrl)
    else {
      const pending = waiting.get(notice.id)
      waiting.delete(notice.id)
      if (notice.type === 'failed') pending?.reject(new Error(notice.message))
      else pending?.resolve(new Response(notice.body, { status: notice.status, headers: notice.headers }))
    }
  }
  const post = (message: WorkerMessage, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer)
  post({ type: 'start', snapshotUrl, stored: localStorage.getItem(LOADED_FROM) === snapshotUrl })
  return {
    async handle(request) {
      const id = ++lastId
      const body = ['GET', 'HEAD'].includes(request.method) ? null : await request.arrayBuffer()
      const answer = new Promise<Response>((resolve, reject) => waiting.set(id, { resolve, reject }))
      post(
        {
          type: 'request',
          id,
          method: request.method,
          url: request.url,
          headers: [...request.headers],
          body,
          scenario: currentScenario(),
        },
        body ? [body] : [],
      )
      return answer
    },
  }
}
