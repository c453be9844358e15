import type * as z from 'zod/mini'
import type { FieldError } from '../envelope'
import type { MasterDefinition, UniqueRule } from './definitions'
import type { Field } from './fields'

/**
 * The rules a master record must keep, shared by the server, the mocks and the forms, so all
 * three refuse the same input with the same message.
 */

type Params = Record<string, string | number>

/**
 * What a zod issue means, as a code and its parameters, so a client can say it in its own
 * language: required, maxLength {count}, min {min}, max {max}, pattern, number, choice, unknown…
 */
export function issueCode(issue: z.core.$ZodIssue): { code: string; params?: Params } {
  const input = (issue as { input?: unknown }).input
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined || input === null ? { code: 'required' } : { code: 'type' }
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { code: 'required' }
          : { code: 'minLength', params: { count: Number(issue.minimum) } }
      }
      if (issue.origin === 'array') return { code: 'minItems', params: { count: Number(issue.minimum) } }
      return { code: 'min', params: { min: Number(issue.minimum) } }
    case 'too_big':
      if (issue.origin === 'string') return { code: 'maxLength', params: { count: Number(issue.maximum) } }
      if (issue.origin === 'array') return { code: 'maxItems', params: { count: Number(issue.maximum) } }
      return { code: 'max', params: { max: Number(issue.maximum) } }
    case 'invalid_format':
      return issue.format === 'email' ? { code: 'email' } : { code: 'pattern' }
    case 'invalid_value':
      return { code: 'choice' }
    case 'unrecognized_keys':
      return { code: 'unknownField', params: { fields: issue.keys.join(', ') } }
    case 'custom':
      return {
        code: String((issue.params as { code?: string } | undefined)?.code ?? 'invalid'),
        params: (issue.params as { values?: Params } | undefined)?.values,
      }
    default:
      return { code: 'invalid' }
  }
}

/** The API's field messages of a failed parse, each with its code. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({
    path: issue.path.length ? issue.path.map(String).join('.') : 'body',
    message: issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message,
    ...issueCode(issue),
  }))
}

/** Parses a write against its schema and checks the cross-field rules on the values it will have. */
export function checkWrite(
  definition: MasterDefinition,
  schema: z.ZodMiniType,
  input: unknown,
  current: Record<string, unknown> = {},
): { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldError[] } {
  const parsed = schema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: issuesToErrors(parsed.error.issues) }
  const data = parsed.data as Record<string, unknown>
  const errors = definition.rules?.({ ...current, ...data }) ?? []
  return errors.length ? { ok: false, errors } : { ok: true, data }
}

/**
 * A unique rule's last field is what must be unique; the fields before it are its scope (within a
 * company, within a country and state). An empty last field is not checked (two companies without
 * a GSTIN are fine); an empty scope field is a scope of its own (cities without a state).
 */
export function uniqueKey(rule: UniqueRule, values: Record<string, unknown>): string | null {
  const subject = values[rule.fields[rule.fields.length - 1] ?? '']
  if (subject === null || subject === undefined || subject === '') return null
  return rule.fields
    .map((key) => {
      const value = values[key]
      if (value === null || value === undefined) return ''
      return typeof value === 'string' ? value.toLowerCase() : String(value)
    })
    .join('\u001f')
}

/** The fields a unique rule depends on are its scope and subject; an update that keeps them is safe. */
export function touchesRule(rule: UniqueRule, changed: Record<string, unknown>) {
  return rule.fields.some((key) => key in changed)
}

/** A record's label from its values, like the database builds it. */
export function labelOf(definition: MasterDefinition, values: Record<string, unknown>): string {
  return definition.label.fields
    .map((key) => values[key])
    .filter((value) => value !== null && value !== undefined && value !== '')
    .map(String)
    .join(definition.label.separator)
}

export function fieldsOf(definition: MasterDefinition): [string, Field][] {
  return Object.entries(definition.fields)
}

/** A field a new record can do without, because it has a default. */
export function hasDefault(descriptor: Field): boolean {
  return (
    descriptor.kind === 'boolean' ||
    descriptor.kind === 'list' ||
    ((descriptor.kind === 'integer' || descriptor.kind === 'choice') && descriptor.default !== undefined)
  )
}

/** What a new record holds for fields the request left out. */
export function defaultsOf(definition: MasterDefinition): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [key, descriptor] of fieldsOf(definition)) {
    if (descriptor.kind === 'boolean') values[key] = false
    else if (descriptor.kind === 'list') values[key] = []
    else if (
      (descriptor.kind === 'integer' || descriptor.kind === 'choice') &&
      descriptor.default !== undefined
    )
      values[key] = descriptor.default
    else values[key] = null
  }
  return values
}

/** Fields a file or a default row may name a record by: its label's fields and its codes. */
export function lookupFieldsOf(definition: MasterDefinition): string[] {
  const codes = fieldsOf(definition)
    .filter(([, descriptor]) => descriptor.kind === 'code')
    .map(([key]) => key)
  return [...new Set([...definition.label.fields, ...codes])]
}

/** How a name or code is compared when a file or a default row names a record. */
export const lookupText = (text: string) => text.trim().toLowerCase()
