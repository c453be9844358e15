import type { TFunction } from 'i18next'
import type * as z from 'zod/mini'
import { ApiError } from './api-error'

export type FieldErrors = Record<string, string>

/** A form that failed its checks before anything was sent; carries the message per field. */
export class InvalidForm extends Error {
  override name = 'InvalidForm'
  constructor(readonly errors: FieldErrors) {
    super('The form has invalid fields')
  }
}

/** Like validateForm, for use inside a mutation: answers the data or throws InvalidForm. */
export function parseForm<S extends z.ZodMiniType>(schema: S, values: unknown, t: TFunction): z.output<S> {
  const checked = validateForm(schema, values, t)
  if (!checked.ok) throw new InvalidForm(checked.errors)
  return checked.data
}

/** A zod issue in the user's language: the contract's English messages are for API consumers. */
export function translateIssue(issue: z.core.$ZodIssue, t: TFunction): string {
  switch (issue.code) {
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : t('validation.invalid')
    case 'too_small':
      return Number(issue.minimum) <= 1 && issue.origin === 'string'
        ? t('validation.required')
        : t('validation.minLength', { count: Number(issue.minimum) })
    case 'too_big':
      return t('validation.maxLength', { count: Number(issue.maximum) })
    case 'invalid_type':
      return t('validation.required')
    default:
      return t('validation.invalid')
  }
}

/** Checks form values against a contract schema; answers the parsed data or a message per field. */
export function validateForm<S extends z.ZodMiniType>(
  schema: S,
  values: unknown,
  t: TFunction,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= translateIssue(issue, t)
  }
  return { ok: false, errors }
}

/** Field messages the server sent back with a 400, keyed like `validateForm`'s. */
export function fieldErrorsFrom(error: unknown): FieldErrors {
  if (error instanceof InvalidForm) return error.errors
  if (!(error instanceof ApiError)) return {}
  const errors: FieldErrors = {}
  for (const fieldError of error.fieldErrors) {
    const field = fieldError.path.split('.')[0] || 'form'
    errors[field] ??= fieldError.message
  }
  return errors
}
