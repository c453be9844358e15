import { authHandlers } from './auth'

/** Every mock of the /v2 contract, in one list for the browser worker and the Node server. */
export const handlers = [...authHandlers]
