import type { FieldError } from '../../contract/envelope'
import type { ErrorCode, ErrorParams } from '../../contract/errors'

/**
 * A failure with its HTTP status and the message (and field messages) the caller should see;
 * `code` (one of contract/errors.ts) names it for clients that say it in another language.
 */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 501 | 502 | 503,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly code?: ErrorCode,
    readonly params?: ErrorParams,
  ) {
    super(message)
  }
}

export const badRequest = (
  message: string,
  fieldErrors: FieldError[] = [],
  code?: ErrorCode,
  params?: ErrorParams,
) => new HttpError(400, message, fieldErrors, code, params)
/** A field the server refuses, the answer's message being the field's own (with its code). */
export const invalid = (path: string, message: string, code?: ErrorCode) =>
  badRequest(message, [{ path, message, ...(code ? { code } : {}) }], code)
export const invalidField = (path: string, message: string) =>
  new HttpError(400, 'Some fields need attention', [{ path, message }])
export const unauthorized = (message = 'Your session has ended. Please sign in again.') =>
  new HttpError(401, message)
export const forbidden = (message = 'You do not have access to this', code?: ErrorCode) =>
  new HttpError(403, message, [], code)
export const notFound = (what = 'This record') => new HttpError(404, `${what} was not found`)
export const conflict = (
  message: string,
  fieldErrors: FieldError[] = [],
  code?: ErrorCode,
  params?: ErrorParams,
) => new HttpError(409, message, fieldErrors, code, params)

/** A unique index refused a write no check saw coming: most often the same thing saved twice at once. */
export const ALREADY_SAVED = new HttpError(
  409,
  'This was already saved (perhaps by a second request at the same moment). Reload to see it.',
  [],
  'unique',
)
