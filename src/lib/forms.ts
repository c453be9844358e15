import type { TFunction } from 'i18next'
import type * as z from 'zod/mini'
import { ApiError } from './api-error'

/** A message per field, keyed by the field's dotted path (`lines.0.rate`); `form` is the whole form's. */
export type FieldErrors = Record<string, string>

/** What a form's check answers: the request to send, or a message per field. */
export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors }

/** A zod issue in the user's language: the contract's English messages are for API consumers. */
export function translateIssue(issue: z.core.$ZodIssue, t: TFunction): string {
  switch (issue.code) {
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : t('validation.invalid')
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'int')
        return t('validation.atLeast', { min: Number(issue.minimum) })
      return Number(issue.minimum) <= 1 && issue.origin === 'string'
        ? t('validation.required')
        : t('validation.minLength', { count: Number(issue.minimum) })
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'int')
        return t('validation.atMost', { max: Number(issue.maximum) })
      return t('validation.maxLength', { count: Number(issue.maximum) })
    case 'invalid_type':
      return t('validation.required')
    case 'custom': {
      // The contract's own checks name what they refuse: text that cannot be stored, a day that is not in the calendar.
      const code = (issue.params as { code?: string } | undefined)?.code
      return code === 'characters' || code === 'date' ? t(`validation.${code}`) : t('validation.invalid')
    }
    default:
      return t('validation.invalid')
  }
}

/** Checks values against a contract schema; answers the parsed data or a message per field path. */
export function validateForm<S extends z.ZodMiniType>(
  schema: S,
  values: unknown,
  t: TFunction,
): FormCheck<z.output<S>> {
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'form'
    errors[field] ??= translateIssue(issue, t)
  }
  return { ok: false, errors }
}

/** A form that failed its checks before anything was sent; carries the message per field. */
export class InvalidForm extends Error {
  override name = 'InvalidForm'
  constructor(readonly errors: FieldErrors) {
    super('The form has invalid fields')
  }
}

/** The server's field messages (a 400, a 409 on a field), keyed by the path each names. */
export function fieldErrorsFrom(error: unknown): FieldErrors {
  if (error instanceof InvalidForm) return error.errors
  if (!(error instanceof ApiError)) return {}
  const errors: FieldErrors = {}
  for (const fieldError of error.fieldErrors) errors[fieldError.path || 'form'] ??= fieldError.message
  return errors
}
