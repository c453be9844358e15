import { ERROR_CODES, type ErrorParams, isErrorCode } from '@contract/errors'
import { i18n } from './i18n'

/**
 * A refusal of the API in the user's language: the text of its code (contract/errors.ts) with the
 * values the API sent. Without a known code, or before the app's texts are loaded (the sign-in
 * side), it stays the API's own message, which is English.
 */
export function errorText({
  code,
  params,
  message,
}: {
  code?: string
  params?: ErrorParams
  message: string
}) {
  if (!isErrorCode(code)) return message
  const entry: { i18nKey: string; params?: readonly string[] } = ERROR_CODES[code]
  // A value the API left out reads as nothing rather than as `{{name}}`.
  const values = { ...Object.fromEntries((entry.params ?? []).map((name) => [name, ''])), ...params }
  return i18n.exists(entry.i18nKey, values) ? i18n.t(entry.i18nKey, values) : message
}
