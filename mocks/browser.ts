import { setupWorker } from 'msw/browser'
import { handlers } from './handlers/index'

/** `npm run mock`: the SPA on the mock API alone. Starts before the first render. */
export async function startMockWorker() {
  const worker = setupWorker(...handlers)
  await worker.start({
    onUnhandledRequest(request, print) {
      // Only /v2 calls are the API; page assets pass through untouched.
      if (new URL(request.url).pathname.startsWith('/v2/')) print.error()
    },
    quiet: true,
  })
  return worker
}
