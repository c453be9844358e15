import { ApiError } from '@/lib/api-error'

/**
 * Why something could not be loaded, as the screen should say it: a refusal of access (403) is not
 * a broken connection, and trying again will not change it.
 */
export type LoadFailure = 'forbidden' | 'failed'

export const loadFailureOf = (error: unknown): LoadFailure =>
  error instanceof ApiError && error.status === 403 ? 'forbidden' : 'failed'
