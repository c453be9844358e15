import { realDate } from '../common'
import type { FieldError } from '../envelope'
import type { CustomFieldDefinition, CustomValues } from './schemas'

/*
 * The values a record holds for its organisation's custom fields, checked by each field's kind.
 * The server and the mocks check them alike.
 */

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

type Problem = Omit<FieldError, 'path'>

function problem(definition: CustomFieldDefinition, value: string | number | null): Problem | null {
  const label = definition.label
  if (value === null || value === '') {
    return definition.required
      ? { message: `${label} is required`, code: 'required', params: { label } }
      : null
  }
  switch (definition.kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? null
        : { message: `${label} must be a number`, code: 'number', params: { label } }
    case 'date':
      return typeof value === 'string' && ISO_DATE.test(value) && realDate(value)
        ? null
        : { message: `${label} must be a date like 2026-11-22`, code: 'date', params: { label } }
    case 'choice': {
      const options = definition.options.join(', ')
      return typeof value === 'string' && definition.options.includes(value)
        ? null
        : {
            message: `${label} must be one of: ${options}`,
            code: 'choice',
            params: { label, values: options },
          }
    }
    default:
      return typeof value === 'string'
        ? null
        : { message: `${label} must be text`, code: 'type', params: { label } }
  }
}

/**
 * The custom values a record will hold after a write: the ones it had, changed by the ones sent.
 * Values for fields that do not exist (or are archived), and missing required ones, are refused.
 */
export function checkCustomValues(
  definitions: CustomFieldDefinition[],
  current: CustomValues,
  sent: CustomValues | undefined,
): { values: CustomValues; errors: FieldError[] } {
  const errors: FieldError[] = []
  const known = new Map(definitions.map((definition) => [String(definition.custom_field_id), definition]))
  for (const id of Object.keys(sent ?? {})) {
    if (!known.has(id)) {
      errors.push({ path: `custom.${id}`, message: 'There is no such custom field', code: 'unknownField' })
    }
  }
  // Values of custom fields archived since keep their data: archiving a field loses nothing.
  const values: CustomValues = Object.fromEntries(Object.entries(current).filter(([id]) => !known.has(id)))
  for (const [id, definition] of known) {
    const value = sent && id in sent ? (sent[id] ?? null) : (current[id] ?? null)
    const found = problem(definition, typeof value === 'string' ? value.trim() : value)
    if (found) errors.push({ path: `custom.${id}`, ...found })
    if (value !== null && value !== '') values[id] = typeof value === 'string' ? value.trim() : value
  }
  return { values, errors }
}
