import { errorEnvelopeSchema } from '@contract/envelope'
import ky, { isHTTPError } from 'ky'
import { ApiError, notifyUnauthorized } from './api-error'
import { apiBaseUrl } from './env'
import { errorText } from './error-text'
import { i18n } from './i18n'
import { notify } from './notifications'
import { useSession } from './session'

/**
 * Spec section 8, for every call: 401 clears the session and goes to /login; 403 and 500 show
 * their notification; every failure still rejects to the caller, as an ApiError.
 */
export function toApiError(
  status: number,
  body: unknown,
  fallbackMessage: string,
  {
    redirectOnUnauthorized = true,
    credentialCheck = false,
  }: { redirectOnUnauthorized?: boolean; credentialCheck?: boolean } = {},
): ApiError {
  const parsed = errorEnvelopeSchema.safeParse(body)
  const message = parsed.success ? parsed.data.message : fallbackMessage
  const fieldErrors = parsed.success ? (parsed.data.errors ?? []) : []
  const code = parsed.success ? parsed.data.code : undefined
  const params = parsed.success ? parsed.data.params : undefined
  const failure = (notified: boolean) =>
    new ApiError(status, message, fieldErrors, notified, code, params, errorText)
  if (status === 401 && !credentialCheck) {
    const hadSession = Boolean(useSession.getState().accessToken)
    useSession.getState().clear()
    if (hadSession && redirectOnUnauthorized) notifyUnauthorized()
    return failure(false)
  }
  if (status === 403) {
    notify({ variant: 'danger', message: i18n.t('errors.forbidden') })
    return failure(true)
  }
  if (status >= 500) {
    notify({ variant: 'danger', message: i18n.t('errors.serverError') })
    return failure(true)
  }
  return failure(false)
}

/** Request context flag: a 401 clears the session but does not leave the page (public pages). */

export const STAY_ON_UNAUTHORIZED = 'stayOnUnauthorized'
/** Request context flag: a credential check (sign-in, unlock); its 401 means wrong password, not an ended session. */
export const CREDENTIAL_CHECK = 'credentialCheck'

export const http = ky.create({
  baseUrl: apiBaseUrl(),
  timeout: 30_000,
  retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
  hooks: {
    init: [
      (options) => {
        const organizationId = useSession.getState().organizationId
        if (!organizationId) return
        const params = new URLSearchParams(
          options.searchParams as ConstructorParameters<typeof URLSearchParams>[0],
        )
        if (!params.has('organization_id')) params.set('organization_id', organizationId)
        options.searchParams = params
      },
    ],
    beforeRequest: [
      ({ request }) => {
        const token = useSession.getState().accessToken
        if (token) request.headers.set('Authorization', `Bearer ${token}`)
      },
    ],
    beforeError: [
      ({ error, options }) => {
        if (!isHTTPError(error)) return error
        return toApiError(error.response.status, error.data, error.response.statusText || error.message, {
          redirectOnUnauthorized: options.context[STAY_ON_UNAUTHORIZED] !== true,
          credentialCheck: options.context[CREDENTIAL_CHECK] === true,
        })
      },
    ],
  },
})
