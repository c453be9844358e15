import type { TFunction } from 'i18next'
import { ApiError } from '@/lib/api-error'

/** What a failed sign-in tells the user; it never says whether the email exists. */
export function signInErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 400) return t('auth.login.invalid')
    if (error.status === 429) return tooManyText(error, t)
    if (error.notified) return t('errors.serverError')
  }
  return t('errors.network')
}

/** The server says how long the limit lasts (15 minutes for sign-ins, an hour for mails). */
const tooManyText = (error: ApiError, t: TFunction) =>
  t('auth.login.tooMany', { minutes: error.params?.minutes ?? 15 })

/** A failed public form (register, forgot, reset): the server's words for 4xx, ours otherwise. */
export function requestErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.status === 429 ? tooManyText(error, t) : error.message
  }
  if (error instanceof ApiError && error.notified) return t('errors.serverError')
  return t('errors.network')
}

/**
 * What a failed third-party sign-in tells the user: the server names each refusal (unknown
 * account, wrong state, expired code, unverifiable answer, unreachable provider) by a code the
 * sign-in side can say in every language; anything else as a password sign-in would.
 */
export function providerErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code?.startsWith('oidc')) return error.message
  return signInErrorMessage(error, t)
}
