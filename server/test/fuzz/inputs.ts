import type * as z from 'zod/mini'

/*
 * Valid and hostile inputs derived from an endpoint's zod (mini) schemas, so that every route,
 * including routes added later, is fuzzed without a list to keep up to date.
 *
 * `sample` builds a value the schema accepts (as far as a generic guess can: cross-field rules may
 * still refuse it); `hostileVariants` answers that value with one field replaced by something an
 * attacker or a broken client sends: a NUL character, a lone surrogate, an id beyond PostgreSQL's
 * integer range, a day that is not in the calendar, `null` where a flag or a list belongs.
 */

type Schema = z.core.$ZodType

export type Hostile = {
  /** Where the hostile value sits: `name`, `lines.0.description`. */
  path: string
  /** What it is, for the failure list: `NUL`, `lone surrogate`, `id 2147483648`… */
  input: string
  /** The whole value of the schema with that one field replaced. */
  value: unknown
}

export const NUL = '\u0000'
export const LONE_SURROGATE = '\ud800'
/** The first id past PostgreSQL's `integer`, and one past any id at all. */
export const BIG_IDS = [2_147_483_648, 9_999_999_999_999] as const
export const IMPOSSIBLE_DATE = '2026-02-30'

/** Strings a field might accept, tried in order: plain text, ids, dates, emails, codes, keys… */
const STRING_CANDIDATES = [
  'Fuzz value',
  '1',
  '12',
  '2026-11-22',
  'fuzz@example.test',
  'FUZZ-1',
  '#4716ba',
  'Fuzz-Passw0rd-long-enough!',
  '27ABCDE1234F1Z5',
  'ABCDE1234F',
  'INR',
  'name',
  'company_id=1',
  '12.50',
  '0',
]
const NUMBER_CANDIDATES = [1, 12, 0, 100]

/** The schema's definition as one of zod's own kinds: switching on its `type` narrows it. */
const defOf = (schema: Schema) => (schema as z.core.$ZodTypes)._zod.def
const accepts = (schema: Schema, value: unknown) =>
  (schema as unknown as z.ZodMiniType).safeParse(value).success

/** Values the schema may accept, most plausible first (not all are accepted). */
function candidates(schema: Schema, depth = 0): unknown[] {
  if (depth > 20) return [undefined]
  const def = defOf(schema)
  switch (def.type) {
    case 'string':
      return STRING_CANDIDATES
    case 'number':
    case 'bigint':
      return NUMBER_CANDIDATES
    case 'boolean':
      return [false, true]
    case 'enum':
      return Object.values(def.entries)
    case 'literal':
      return def.values
    case 'null':
      return [null]
    case 'undefined':
      return [undefined]
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return candidates(def.innerType, depth + 1)
    case 'pipe':
      return def.in ? candidates(def.in, depth + 1) : [undefined]
    case 'lazy':
      return candidates(def.getter(), depth + 1)
    case 'union':
      return def.options.flatMap((option) => candidates(option, depth + 1))
    case 'array':
      return [[sample(def.element, depth + 1)], []]
    case 'record':
      return [{ [String(sample(def.keyType, depth + 1))]: sample(def.valueType, depth + 1) }, {}]
    case 'object':
      return [objectSample(def, depth, false), objectSample(def, depth, true)]
    default:
      return [undefined, 'Fuzz value', 1, {}]
  }
}

function isOptional(schema: Schema) {
  return (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional'
}

function objectSample(def: z.core.$ZodObjectDef, depth: number, withOptional: boolean) {
  const value: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(def.shape)) {
    if (!withOptional && isOptional(field)) continue
    value[key] = sample(field, depth + 1)
  }
  return value
}

/** A value the schema accepts, or its most plausible candidate when none is accepted. */
export function sample(schema: Schema, depth = 0): unknown {
  const options = candidates(schema, depth)
  return options.find((option) => accepts(schema, option)) ?? options[0]
}

/** The schema without its optional/nullable/default/pipe wrappers: what decides a field's kind. */
function core(schema: Schema): Schema {
  const def = defOf(schema)
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return core(def.innerType)
    case 'pipe':
      return def.in ? core(def.in) : schema
    default:
      return schema
  }
}

/** Text that is neither an id nor a date: a field taking it takes more than numbers or days. */
const takesWords = (schema: Schema) => accepts(schema, 'Fuzz value') || accepts(schema, 'FUZZ-1')

function leafVariants(schema: Schema, base: unknown): Omit<Hostile, 'path'>[] {
  const def = defOf(core(schema))
  const variants: Omit<Hostile, 'path'>[] = []
  if (def.type === 'string' || (typeof base === 'string' && def.type !== 'enum' && def.type !== 'literal')) {
    const text = typeof base === 'string' ? base : 'Fuzz value'
    variants.push(
      { input: 'NUL', value: `${text}${NUL}` },
      { input: 'lone surrogate', value: `${text}${LONE_SURROGATE}` },
    )
    // An id, or text carrying one (`company_id=12`): the id past what PostgreSQL can hold.
    if (/\d/.test(text) && !takesWords(schema))
      for (const big of BIG_IDS)
        variants.push({ input: `id ${big}`, value: text.replace(/\d+/, String(big)) })
    if (accepts(schema, '2026-11-22') && !takesWords(schema))
      variants.push({ input: `date ${IMPOSSIBLE_DATE}`, value: IMPOSSIBLE_DATE })
  }
  if (def.type === 'number' && accepts(schema, 1)) {
    for (const big of BIG_IDS) variants.push({ input: `number ${big}`, value: big })
  }
  if (def.type === 'boolean') variants.push({ input: 'null', value: null })
  return variants
}

/** The schema's value with one field at a time replaced by a hostile one. */
export function hostileVariants(schema: Schema | undefined, depth = 0): Hostile[] {
  if (!schema || depth > 20) return []
  const base = sample(schema)
  const def = defOf(schema)
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return hostileVariants(def.innerType, depth + 1)
    case 'pipe':
      // The input side is what a client sends; a string piped into a number is still a string.
      return def.in ? hostileVariants(def.in, depth + 1).concat(pipedLeaf(schema, def)) : []
    case 'lazy':
      return hostileVariants(def.getter(), depth + 1)
    case 'union':
      return dedupe(def.options.flatMap((option) => hostileVariants(option, depth + 1)))
    case 'object': {
      // The other fields keep valid values, so the hostile one is what the server must refuse.
      const others = (base && typeof base === 'object' ? base : {}) as Record<string, unknown>
      return Object.entries(def.shape).flatMap(([key, field]) =>
        hostileVariants(field, depth + 1).map((variant) => ({
          ...variant,
          path: variant.path ? `${key}.${variant.path}` : key,
          value: { ...others, [key]: variant.value },
        })),
      )
    }
    case 'array': {
      const element = hostileVariants(def.element, depth + 1).map((variant) => ({
        ...variant,
        path: variant.path ? `0.${variant.path}` : '0',
        value: [variant.value],
      }))
      return [{ path: '', input: 'null', value: null }, ...element]
    }
    case 'record': {
      const key = String(sample(def.keyType))
      return hostileVariants(def.valueType, depth + 1).map((variant) => ({
        ...variant,
        path: variant.path ? `${key}.${variant.path}` : key,
        value: { [key]: variant.value },
      }))
    }
    default:
      return leafVariants(schema, base).map((variant) => ({ ...variant, path: '' }))
  }
}

/** A pipe whose input side is not a plain walkable leaf (a transform): hostile values of its sample. */
function pipedLeaf(schema: Schema, def: z.core.$ZodPipeDef): Hostile[] {
  const inner = defOf(core(def.in)).type
  if (inner !== 'transform' && inner !== 'custom') return []
  return leafVariants(schema, sample(schema)).map((variant) => ({ ...variant, path: '' }))
}

function dedupe(variants: Hostile[]): Hostile[] {
  const seen = new Set<string>()
  return variants.filter((variant) => {
    const key = `${variant.path}\u0001${variant.input}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
