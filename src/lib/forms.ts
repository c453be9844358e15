import type { TFunction } from 'i18next'
import type { FieldError, FieldValues, FieldErrors as HookFormErrors, Resolver } from 'react-hook-form'
import type * as z from 'zod/mini'
import { ApiError } from './api-error'

/** A message per field, keyed by the field's dotted path (`lines.0.rate`); `form` is the whole form's. */
export type FieldErrors = Record<string, string>

/** What a form's check answers: the request to send, or a message per field. */
export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors }

/** Errors keyed by the request's names, re-keyed by the form's (`vendor_id` → `vendor`). */
export function renameFields(errors: FieldErrors, formNames: Record<string, string>): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [formNames[path] ?? path, message]),
  )
}

/** A passed check's data turned into the request (tagged create or update); errors pass through. */
export function mapCheck<A, B>(checked: FormCheck<A>, toRequest: (data: A) => B): FormCheck<B> {
  return checked.ok ? { ok: true, data: toRequest(checked.data) } : checked
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

/**
 * A react-hook-form resolver from a form's own check. The check turns the inputs' values (text,
 * chosen ids) into the request, so the submit handler receives exactly what is sent.
 *
 * Written here rather than taken from @hookform/resolvers: the contract's schemas carry English
 * messages for API consumers, which zod puts before any per-parse error map, so the resolver must
 * say each issue itself (translateIssue) in the user's language.
 */
export function checkResolver<V extends FieldValues, T>(
  check: (values: V) => FormCheck<T>,
): Resolver<V, unknown, T> {
  return (values) => {
    const checked = check(values)
    if (checked.ok) return { values: checked.data, errors: {} }
    return { values: {}, errors: nestedErrors(checked.errors) as HookFormErrors<V> }
  }
}

/** A resolver that checks `toInput(values)` against a contract schema (zod v4 mini). */
export function zodFormResolver<V extends FieldValues, S extends z.ZodMiniType>(
  schema: S,
  t: TFunction,
  toInput: (values: V) => unknown = (values) => values,
): Resolver<V, unknown, z.output<S>> {
  return checkResolver((values: V) => validateForm(schema, toInput(values), t))
}

/** `{ 'lines.0.rate': 'm' }` → `{ lines: [{ rate: { type, message } }] }`, as react-hook-form reads errors. */
function nestedErrors(flat: FieldErrors) {
  const errors: Record<string, unknown> = {}
  for (const [path, message] of Object.entries(flat)) {
    const keys = path === 'form' ? ['root', 'form'] : path.split('.')
    let node: Record<string, unknown> = errors
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] ??= { type: 'check', message } satisfies FieldError
        return
      }
      node[key] ??= /^\d+$/.test(keys[index + 1] ?? '') ? [] : {}
      node = node[key] as Record<string, unknown>
    })
  }
  return errors
}
