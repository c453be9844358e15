import { http } from 'msw'
import type { MockApi } from './api'
import { withScenario } from './scenario'

/** Every /v2 request goes to the server's app, through the test's scenario. */
export const apiHandlers = (api: MockApi) => [
  http.all('*/v2/*', ({ request }) => withScenario(request, (bent) => api.handle(bent))),
]
