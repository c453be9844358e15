import type { MockApi } from './api'
import type { ApiReply, ApiRequest, WorkerMessage, WorkerNotice } from './api-worker-protocol'
import { openPageApi } from './page-api'
import { setMockScenario } from './scenario'

/*
 * The mock API of `npm run mock` off the page's main thread: the server's app and its PGlite
 * start here while the page draws its first route, and answer the requests the page's MSW handler
 * passes on (mocks/browser.ts). The page keeps the scenario (it lives in localStorage, which a
 * worker cannot read) and sends it with each request.
 */

/** The worker's own scope, as much of it as is used (the project's types are the page's, DOM). */
const scope = self as unknown as {
  location: Location
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null
  postMessage: (message: WorkerNotice, transfer?: Transferable[]) => void
}

let api: Promise<MockApi> | undefined

async function answer({ id, method, url, headers, body, scenario }: ApiRequest) {
  if (!api) throw new Error('The mock API was asked before it was started')
  setMockScenario(scenario)
  const response = await (await api).handle(
    new Request(url, { method, headers, body: body && body.byteLength > 0 ? body : undefined }),
  )
  return {
    type: 'reply' as const,
    id,
    status: response.status,
    headers: [...response.headers],
    body: await response.arrayBuffer(),
  }
}

scope.onmessage = (event) => {
  const message = event.data
  if (message.type === 'start') {
    api = openPageApi({
      ...message,
      onStored: () => scope.postMessage({ type: 'stored' }),
      publicUrl: scope.location.origin,
    })
    api.then(
      () => scope.postMessage({ type: 'ready' }),
      (error: unknown) => console.error('The mock database did not start', error),
    )
    return
  }
  answer(message).then(
    (reply) => scope.postMessage(reply, [reply.body]),
    (error: unknown) =>
      scope.postMessage({ type: 'failed', id: message.id, message: String(error) } satisfies ApiReply),
  )
}
