import { authApi } from '../../../contract/api/auth'
import { revokeSession } from '../../auth/sessions'
import { implement } from '../../http/route'
import { finishProviderSignIn } from './oidc-service'
import { requestAccount, requestPasswordReset, resetPassword, signIn } from './service'

export const authRoutes = [
  implement(authApi.login, async ({ body, deps, ip, userAgent, audit }) => {
    if ('code' in body) return { data: await finishProviderSignIn(deps, body, { ip, userAgent }, audit) }
    return { data: await signIn(deps, body, { ip, userAgent }) }
  }),
  implement(authApi.logout, async ({ session, deps, audit }) => {
    await revokeSession(deps.db, session.sessionId, 'logout', deps.clock())
    await audit(deps.db, { action: 'session.logout', entity: 'user', entityId: session.userId })
    return { data: { signed_out: true as const } }
  }),
  implement(authApi.register, async ({ body, deps, ip }) => {
    await requestAccount(deps, body, { ip })
    return { data: { accepted: true as const } }
  }),
  implement(authApi.forgotPassword, async ({ body, deps, ip }) => {
    await requestPasswordReset(deps, body.email, { ip })
    return { data: { accepted: true as const } }
  }),
  implement(authApi.resetPassword, async ({ body, deps }) => {
    await resetPassword(deps, body.token, body.password)
    return { data: { accepted: true as const } }
  }),
]
