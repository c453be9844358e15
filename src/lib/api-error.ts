/**
 * What every failed /v2 call rejects with, and the hook main.tsx uses to handle an ended session.
 * Kept apart from the HTTP client so the app shell can know about errors without loading ky or zod.
 */

/** A field's problem; `code` and `params` (when the API sends them) say it in the user's language. */
export type FieldError = {
  path: string
  message: string
  code?: string
  params?: Record<string, string | number>
}

/** What an error's code and values say in the user's language (src/lib/error-text.ts). */
export type DescribeError = (error: {
  code?: string
  params?: Record<string, string | number>
  message: string
}) => string

/**
 * With `describe` (the HTTP client passes the error-code lookup), `message` says the failure in
 * the user's language as of when it is read, so an error on screen follows a change of language;
 * `serverMessage` keeps the API's own words. The lookup is passed in so that the app shell, which
 * knows this class, does not carry the list of codes.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly fieldErrors: FieldError[] = [],
    /** The error catalogue already told the user (403, 500): callers need not say it again. */
    readonly notified = false,
    /** The API's name for the problem (contract/errors.ts), for saying it in the user's language. */
    readonly code?: string,
    readonly params?: Record<string, string | number>,
    describe?: DescribeError,
  ) {
    super(serverMessage)
    if (describe) {
      Object.defineProperty(this, 'message', {
        get: () => describe({ code, params, message: serverMessage }),
        configurable: true,
      })
    }
  }
}

type UnauthorizedHandler = () => void
let unauthorizedHandler: UnauthorizedHandler = () => {
  if (typeof window !== 'undefined') window.location.assign('/login')
}

/** main.tsx routes a 401 to the router (clear the query cache, go to /login). */
export function onUnauthorized(handler: UnauthorizedHandler) {
  unauthorizedHandler = handler
}

export function notifyUnauthorized() {
  unauthorizedHandler()
}
