import type { TFunction } from 'i18next'
import { ApiError } from '@/lib/api-error'

/** What a failed sign-in tells the user; it never says whether the email exists. */
export function signInErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 400) return t('auth.login.invalid')
    if (error.status === 429) return t('auth.login.tooMany')
    if (error.notified) return t('errors.serverError')
  }
  return t('errors.network')
}

/** A failed public form (register, forgot, reset): the server's words for 4xx, ours otherwise. */
export function requestErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.status === 429 ? t('auth.login.tooMany') : error.message
  }
  if (error instanceof ApiError && error.notified) return t('errors.serverError')
  return t('errors.network')
}
