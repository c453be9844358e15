import * as z from 'zod/mini'
import {
  acceptedResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  oidcLoginRequestSchema,
  oidcStartRequestSchema,
  oidcStartResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '../auth'
import { defineEndpoint } from '../endpoint'

const tag = 'Sign-in'

export const authApi = {
  login: defineEndpoint({
    method: 'post',
    path: '/login',
    summary:
      'Sign in with email and password, or finish a third-party sign-in with its code and state; answers a bearer token and the session summary',
    tag,
    access: { kind: 'public' },
    body: z.union([loginRequestSchema, oidcLoginRequestSchema]),
    response: loginResponseSchema,
  }),
  oidcStart: defineEndpoint({
    method: 'post',
    path: '/oidc/start',
    summary:
      'Start a third-party (OpenID Connect) sign-in: answers the provider URL to send the browser to (with an invitation token: links the sign-in to the invited account)',
    tag,
    access: { kind: 'public' },
    body: oidcStartRequestSchema,
    response: oidcStartResponseSchema,
  }),
  logout: defineEndpoint({
    method: 'post',
    path: '/logout',
    summary: 'End the current session (the token stops working at once)',
    tag,
    access: { kind: 'signed-in' },
    response: logoutResponseSchema,
  }),
  register: defineEndpoint({
    method: 'post',
    path: '/register',
    summary: 'Ask for a Greenlight organisation (platform staff follow up)',
    tag,
    access: { kind: 'public' },
    body: registerRequestSchema,
    response: acceptedResponseSchema,
  }),
  forgotPassword: defineEndpoint({
    method: 'post',
    path: '/forgot-password',
    summary: 'Mail a single-use password reset link (same answer whether or not the account exists)',
    tag,
    access: { kind: 'public' },
    body: forgotPasswordRequestSchema,
    response: acceptedResponseSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'post',
    path: '/reset-password',
    summary: 'Choose a new password with a reset or invitation link; ends all sessions',
    tag,
    access: { kind: 'public' },
    body: resetPasswordRequestSchema,
    response: acceptedResponseSchema,
  }),
}
