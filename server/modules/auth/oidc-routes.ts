import { authApi } from '../../../contract/api/auth'
import { implement } from '../../http/route'
import { startProviderSignIn } from './oidc-service'

/** Third-party sign-in starts here; it finishes at POST /v2/login with the provider's code. */
export const oidcRoutes = [
  implement(authApi.oidcStart, async ({ body, deps }) => ({ data: await startProviderSignIn(deps, body) })),
]
