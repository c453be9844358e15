import * as z from 'zod/mini'
import {
  acceptedResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  oidcLoginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '../../../contract/auth'
import { revokeSession } from '../../auth/sessions'
import { badRequest } from '../../http/errors'
import { defineRoute } from '../../http/route'
import { requestAccount, requestPasswordReset, resetPassword, signIn } from './service'

const TAG = 'Sign-in'

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/login',
    summary: 'Sign in with email and password; answers a bearer token and the session summary',
    tag: TAG,
    access: { kind: 'public' },
    body: z.union([loginRequestSchema, oidcLoginRequestSchema]),
    response: loginResponseSchema,
    handler: async ({ body, deps, ip, userAgent }) => {
      if ('code' in body) {
        throw badRequest('Third-party sign-in is not configured on this server')
      }
      return { data: await signIn(deps, body, { ip, userAgent }) }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/logout',
    summary: 'End the current session (the token stops working at once)',
    tag: TAG,
    access: { kind: 'signed-in' },
    response: logoutResponseSchema,
    handler: async ({ session, deps, audit }) => {
      await revokeSession(deps.db, session.sessionId, 'logout', deps.clock())
      await audit(deps.db, { action: 'session.logout', entity: 'user', entityId: session.userId })
      return { data: { signed_out: true as const } }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/register',
    summary: 'Ask for a Greenlight organisation (platform staff follow up)',
    tag: TAG,
    access: { kind: 'public' },
    body: registerRequestSchema,
    response: acceptedResponseSchema,
    handler: async ({ body, deps }) => {
      await requestAccount(deps, body)
      return { data: { accepted: true as const } }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/forgot-password',
    summary: 'Mail a single-use password reset link (same answer whether or not the account exists)',
    tag: TAG,
    access: { kind: 'public' },
    body: forgotPasswordRequestSchema,
    response: acceptedResponseSchema,
    handler: async ({ body, deps }) => {
      await requestPasswordReset(deps, body.email)
      return { data: { accepted: true as const } }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/reset-password',
    summary: 'Choose a new password with a reset or invitation link; ends all sessions',
    tag: TAG,
    access: { kind: 'public' },
    body: resetPasswordRequestSchema,
    response: acceptedResponseSchema,
    handler: async ({ body, deps }) => {
      await resetPassword(deps, body.token, body.password)
      return { data: { accepted: true as const } }
    },
  }),
]
