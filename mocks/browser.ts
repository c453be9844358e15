import { setupWorker } from 'msw/browser'
import { apiHandlers } from './handlers'
import { openPageApi } from './page-api'

/**
 * `npm run mock`: the SPA on the server's own app, running in this page behind the MSW service
 * worker. Starts before the first render; the first request waits for the database.
 */
export async function startMockWorker() {
  const api = openPageApi()
  const worker = setupWorker(...apiHandlers({ handle: async (request) => (await api).handle(request) }))
  await worker.start({
    onUnhandledRequest(request, print) {
      // Only /v2 calls are the API; page assets pass through untouched.
      if (new URL(request.url).pathname.startsWith('/v2/')) print.error()
    },
    quiet: true,
  })
  return worker
}
