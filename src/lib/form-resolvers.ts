import type { TFunction } from 'i18next'
import type { FieldError, FieldValues, FieldErrors as HookFormErrors, Resolver } from 'react-hook-form'
import type * as z from 'zod/mini'
import { type FieldErrors, type FormCheck, validateForm } from './forms'

/*
 * The form kit's resolvers, apart from forms.ts so that the sign-in page, which validates with
 * validateForm alone, does not carry them in the first screen's code.
 */

/** A passed check's data turned into the request (tagged create or update); errors pass through. */
export function mapCheck<A, B>(checked: FormCheck<A>, toRequest: (data: A) => B): FormCheck<B> {
  return checked.ok ? { ok: true, data: toRequest(checked.data) } : checked
}

/** Errors keyed by the request's names, re-keyed by the form's (`vendor_id` → `vendor`). */
export function renameFields(errors: FieldErrors, formNames: Record<string, string>): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [formNames[path] ?? path, message]),
  )
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
