import type { MasterDefinition } from './definitions'
import type { Field } from './fields'

/*
 * Sensitive fields (bank account numbers, IFSC): lists, choices and exports show only the last
 * four characters; the full value reaches only those who may change the master. A form sends the
 * masked value back unchanged, which must not overwrite the real one.
 */

export const SENSITIVE_MASK = '••••'

/** "50200012345678" → "••••5678"; no value stays no value. */
export function maskSensitive(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  return `${SENSITIVE_MASK}${String(value).slice(-4)}`
}

export const isMasked = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(SENSITIVE_MASK)

export function sensitiveFieldsOf(definition: MasterDefinition): string[] {
  return (Object.entries(definition.fields) as [string, Field][])
    .filter(([, descriptor]) => descriptor.sensitive)
    .map(([key]) => key)
}

/** The record with every sensitive field masked (a copy; records without any come back as they are). */
export function maskRecord<R extends Record<string, unknown>>(definition: MasterDefinition, record: R): R {
  const keys = sensitiveFieldsOf(definition)
  if (keys.length === 0) return record
  const masked: Record<string, unknown> = { ...record }
  for (const key of keys) masked[key] = maskSensitive(record[key])
  return masked as R
}

export type MaskedInput = {
  values: Record<string, unknown>
  errors: { path: string; message: string; code: string }[]
}

/**
 * A change's sensitive fields: a masked value equal to the masked current one means "unchanged"
 * (dropped from the change); any other masked value is refused, as it is not a real value.
 */
export function unmaskChange(
  definition: MasterDefinition,
  current: Record<string, unknown> | null,
  change: Record<string, unknown>,
): MaskedInput {
  const values = { ...change }
  const errors: MaskedInput['errors'] = []
  for (const key of sensitiveFieldsOf(definition)) {
    if (!isMasked(values[key])) continue
    if (current && values[key] === maskSensitive(current[key])) {
      delete values[key]
      continue
    }
    const descriptor = definition.fields[key] as Field
    const message =
      ('pattern' in descriptor && descriptor.pattern?.message) || 'Enter the full value, not the masked one'
    errors.push({ path: key, message, code: 'pattern' })
  }
  return { values, errors }
}
