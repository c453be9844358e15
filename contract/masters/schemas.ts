import * as z from 'zod/mini'
import {
  archiveFlag,
  id,
  idParam,
  idText,
  isoDateTime,
  MAX_ID,
  pageQuery,
  storable,
  withinIds,
} from '../common'
import { listEnvelope, okEnvelope } from '../envelope'
import { amountCeiling } from '../spend/common'
import { MASTER_KEYS, MASTERS, type MasterDefinition, type MasterKey, type Masters } from './definitions'
import { type Field, normalizeDecimal, type Pattern, refLabelKey, type StoredValueOf } from './fields'
import { hasDefault } from './rules'
import { SENSITIVE_MASK } from './sensitive'

/*
 * The API schemas of every master, derived from its definition: the record the API answers, the
 * bodies it accepts, its list parameters and its import report.
 */

type Fields<K extends MasterKey> = Masters[K]['fields']
type RefKeys<K extends MasterKey> = {
  [F in keyof Fields<K>]: Fields<K>[F] extends { kind: 'ref' } ? F : never
}[keyof Fields<K>]
type LabelKey<F> = F extends `${infer Base}_id` ? `${Base}_name` : never
type Computed<K extends MasterKey> = Masters[K] extends { computed: infer C }
  ? { [P in keyof C]: string | null }
  : unknown

/** Custom field values by custom field id: text, number or date (as text), choice. */
export type CustomValues = Record<string, string | number | null>

export type MasterRecord<K extends MasterKey> = { [P in Masters[K]['idField']]: number } & {
  -readonly [F in keyof Fields<K>]: StoredValueOf<Fields<K>[F]>
} & { [F in RefKeys<K> as LabelKey<F>]: string | null } & Computed<K> & {
    /** A short name of the record, as choices show it. */
    label: string
    custom: CustomValues
    archived: boolean
    archived_at: string | null
    created_at: string
    updated_at: string
  }

/** Any master's record, for the generic pages. */
export type AnyMasterRecord = Record<string, unknown> & {
  label: string
  custom: CustomValues
  archived: boolean
  archived_at: string | null
  created_at: string
  updated_at: string
}

const required = 'This field is required'
/** A missing value is "required"; a value of the wrong type gets the kind's own message. */
const typeError = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? required : message

/**
 * A sensitive field's pattern also lets its masked value through ("••••5678", as the form got it):
 * the server then keeps the value it has (see `unmaskChange`).
 */
function withMask(descriptor: Field, pattern: Pattern): Pattern
function withMask(descriptor: Field, pattern: Pattern | undefined): Pattern | undefined
function withMask(descriptor: Field, pattern: Pattern | undefined): Pattern | undefined {
  if (!descriptor.sensitive || !pattern) return pattern
  return { ...pattern, source: `^${SENSITIVE_MASK}\\S{0,4}$|${pattern.source}` }
}

function inputSchema(descriptor: Field): z.ZodMiniType {
  switch (descriptor.kind) {
    case 'text': {
      const base = z
        .string({ error: typeError('Enter text') })
        .check(
          z.trim(),
          z.maxLength(descriptor.max, { error: `Use at most ${descriptor.max} characters` }),
          storable(),
        )
      const pattern = withMask(descriptor, descriptor.pattern)
      if (!descriptor.required) return optionalText(base, pattern)
      return base.check(z.minLength(1, { error: required }), ...(pattern ? [matching(pattern)] : []))
    }
    case 'code': {
      const pattern = withMask(descriptor, descriptor.pattern ?? CODE_PATTERN)
      const base = z
        .string({ error: typeError('Enter a code') })
        .check(
          z.trim(),
          z.toUpperCase(),
          z.maxLength(descriptor.max, { error: `Use at most ${descriptor.max} characters` }),
          storable(),
        )
      return descriptor.required
        ? base.check(z.minLength(1, { error: required }), matching(pattern))
        : optionalText(base, pattern)
    }
    case 'integer':
      return z
        .int({ error: typeError('Enter a whole number') })
        .check(
          z.minimum(descriptor.min, { error: `Enter at least ${descriptor.min}` }),
          z.maximum(descriptor.max, { error: `Enter at most ${descriptor.max}` }),
        )
    case 'decimal':
      return z.pipe(
        z.union([z.string(), z.number()], { error: typeError('Enter a number') }),
        z.transform((value, context) => {
          const normalized = normalizeDecimal(value, descriptor.scale)
          const units = normalized === null ? Number.NaN : Number(normalized)
          if (normalized === null || Number.isNaN(units)) {
            context.issues.push({
              code: 'custom',
              input: value,
              message: `Enter a number with at most ${descriptor.scale} decimals`,
              params: { code: 'decimal', values: { scale: descriptor.scale } },
            })
            return z.NEVER
          }
          if (units < descriptor.min || units > descriptor.max) {
            context.issues.push({
              code: 'custom',
              input: value,
              message: `Enter a number from ${descriptor.min} to ${descriptor.max}`,
              params: { code: 'range', values: { min: descriptor.min, max: descriptor.max } },
            })
            return z.NEVER
          }
          return normalized
        }),
      )
    case 'money':
      return z
        .int({ error: typeError('Enter an amount in minor units (paise, cents)') })
        .check(z.minimum(0, { error: 'Enter an amount of 0 or more' }), amountCeiling)
    case 'boolean':
      return z.boolean({ error: typeError('Expected true or false') })
    case 'choice':
      return z.enum(descriptor.values as [string, ...string[]], {
        error: typeError(`Choose one of: ${descriptor.values.join(', ')}`),
      })
    case 'ref':
      return z
        .int({ error: typeError('Choose a record by its id') })
        .check(
          z.positive({ error: 'Expected a positive id' }),
          z.maximum(MAX_ID, { error: 'No record has this id' }),
        )
    case 'color':
      return z.pipe(
        z
          .string({ error: typeError('Use a colour like #4716ba') })
          .check(z.trim(), z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'Use a colour like #4716ba' })),
        z.transform((value: string) => value.toLowerCase()),
      )
    case 'list':
      return z
        .array(
          z
            .string()
            .check(
              z.trim(),
              z.minLength(1, { error: 'An option cannot be empty' }),
              z.maxLength(descriptor.maxLength, { error: `Use at most ${descriptor.maxLength} characters` }),
              storable(),
            ),
        )
        .check(z.maxLength(descriptor.maxItems, { error: `Use at most ${descriptor.maxItems} options` }))
  }
}

const CODE_PATTERN: Pattern = {
  source: '^[A-Z0-9][A-Z0-9._/()-]*$',
  message: 'Use letters, digits and - . / ( ) only, no spaces',
  code: 'code',
}
const matching = (pattern: Pattern) => z.regex(new RegExp(pattern.source), { error: pattern.message })

/** Optional text: an empty value is stored as no value; a value must match the pattern. */
function optionalText(schema: z.ZodMiniString, pattern?: Pattern) {
  return z
    .pipe(
      schema,
      z.transform((value: string) => value || null),
    )
    .check(
      z.refine((value) => value === null || !pattern || new RegExp(pattern.source).test(value), {
        error: pattern?.message ?? '',
        params: { code: 'pattern' },
      }),
    )
}

function outputSchema(descriptor: Field): z.ZodMiniType {
  const value: z.ZodMiniType = (() => {
    switch (descriptor.kind) {
      case 'integer':
      case 'money':
        return z.int()
      case 'ref':
        return id
      case 'boolean':
        return z.boolean()
      case 'choice':
        return z.enum(descriptor.values as [string, ...string[]])
      case 'list':
        return z.array(z.string())
      default:
        return z.string()
    }
  })()
  return descriptor.kind === 'boolean' || descriptor.kind === 'list' || descriptor.required
    ? value
    : z.nullable(value)
}

const customValueSchema = z.union([z.string().check(z.maxLength(500), storable()), z.number(), z.null()])
export const customValuesSchema = z.record(idText('A custom field is named by its id'), customValueSchema)

function fieldEntries(definition: MasterDefinition) {
  return Object.entries(definition.fields) as [string, Field][]
}

function buildRecordSchema(definition: MasterDefinition) {
  const shape: Record<string, z.ZodMiniType> = { [definition.idField]: id, label: z.string() }
  for (const [key, descriptor] of fieldEntries(definition)) {
    shape[key] = outputSchema(descriptor)
    if (descriptor.kind === 'ref') shape[refLabelKey(key)] = z.nullable(z.string())
  }
  for (const [key, kind] of Object.entries(definition.computed ?? {})) {
    shape[key] = z.nullable(
      kind === 'decimal' ? z.string() : z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    )
  }
  Object.assign(shape, {
    custom: customValuesSchema,
    archived: z.boolean(),
    archived_at: z.nullable(isoDateTime),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  return z.object(shape)
}

/** A flag or a list always has a value (false, []): null is refused rather than stored. */
const takesNull = (descriptor: Field) =>
  !descriptor.required && descriptor.kind !== 'boolean' && descriptor.kind !== 'list'

function buildWriteShape(definition: MasterDefinition) {
  const shape: Record<string, z.ZodMiniType> = {}
  for (const [key, descriptor] of fieldEntries(definition)) {
    const schema = inputSchema(descriptor)
    shape[key] =
      descriptor.required && !hasDefault(descriptor)
        ? schema
        : z.optional(takesNull(descriptor) ? z.nullable(schema) : schema)
  }
  if (definition.customFields) shape.custom = z.optional(customValuesSchema)
  return shape
}

function buildListQuery(definition: MasterDefinition) {
  const shape: Record<string, z.ZodMiniType> = { ...pageQuery, archive: archiveFlag }
  for (const [key, descriptor] of fieldEntries(definition)) {
    if (!descriptor.filter) continue
    if (descriptor.kind === 'ref') shape[key] = z.optional(idParam)
    else if (descriptor.kind === 'choice')
      shape[key] = z.optional(z.enum(descriptor.values as [string, ...string[]]))
    else if (descriptor.kind === 'boolean') shape[key] = z.optional(z.enum(['0', '1']))
  }
  return z.object(shape)
}

export const optionSchema = z.object({ id, label: z.string() })
export type MasterOption = z.infer<typeof optionSchema>
export const optionsResponseSchema = okEnvelope(z.array(optionSchema))
export const optionsQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9][0-9]{0,2}$/, { error: 'limit is a number from 1 to 100' })),
      z.pipe(z.transform(Number), z.number().check(z.maximum(100, { error: 'limit is at most 100' }))),
    ),
  ),
  /** Narrows the choices to records of one parent (a company's departments). */
  within: z.optional(
    z.string().check(
      z.regex(/^[a-z_]{1,40}=[1-9][0-9]{0,9}$/, {
        error: 'within is a field and an id: company_id=12',
        abort: true,
      }),
      z.refine((value) => withinIds(value.split('=')[1] ?? ''), { error: 'No record has this id' }),
    ),
  ),
})

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const
export type ImportAction = (typeof IMPORT_ACTIONS)[number]
export const importRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.int(),
  action: z.enum(IMPORT_ACTIONS),
  label: z.string(),
  errors: z.array(
    z.object({
      field: z.string(),
      message: z.string(),
      code: z.optional(z.string()),
      params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    }),
  ),
})
export type ImportRow = z.infer<typeof importRowSchema>
export const importReportSchema = z.object({
  rows: z.array(importRowSchema),
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  invalid: z.int(),
  /** False for a preview (`dry_run=1`); true once the rows are written. */
  applied: z.boolean(),
})
export type ImportReport = z.infer<typeof importReportSchema>
export const importQuerySchema = z.object({
  dry_run: z.optional(z.enum(['0', '1'])),
  file_name: z.optional(z.string().check(z.maxLength(200))),
})
export const importResponseSchema = okEnvelope(importReportSchema)

export const deleteQuerySchema = z.object({ permanent: z.optional(z.enum(['0', '1'])) })
export const deletedResponseSchema = okEnvelope(z.object({ id, deleted: z.literal(true) }))

export const masterSummarySchema = z.object({
  key: z.enum(MASTER_KEYS as [MasterKey, ...MasterKey[]]),
  active: z.int(),
  archived: z.int(),
})
export type MasterSummary = z.infer<typeof masterSummarySchema>
export const masterSummaryResponseSchema = okEnvelope(z.array(masterSummarySchema))

export type MasterSchemas<K extends MasterKey> = {
  record: z.ZodMiniType<MasterRecord<K>>
  create: z.ZodMiniType<Record<string, unknown>>
  update: z.ZodMiniType<Record<string, unknown>>
  listQuery: z.ZodMiniType<Record<string, unknown>>
  recordResponse: z.ZodMiniType<{ Status: 1; data: MasterRecord<K> }>
  listResponse: z.ZodMiniType<{
    Status: 1
    data: MasterRecord<K>[]
    pagination: z.infer<ReturnType<typeof listEnvelope>>['pagination']
  }>
}

const cache = new Map<MasterKey, MasterSchemas<MasterKey>>()

/** The schemas of one master, built on first use. */
export function masterSchemas<K extends MasterKey>(key: K): MasterSchemas<K> {
  let schemas = cache.get(key)
  if (!schemas) {
    const definition: MasterDefinition = MASTERS[key]
    const record = buildRecordSchema(definition)
    const writeShape = buildWriteShape(definition)
    schemas = {
      record,
      create: z.strictObject(writeShape),
      update: z.partial(z.strictObject({ ...writeShape, archived: z.optional(z.literal(false)) })),
      listQuery: buildListQuery(definition),
      recordResponse: okEnvelope(record),
      listResponse: listEnvelope(record),
    } as unknown as MasterSchemas<MasterKey>
    cache.set(key, schemas)
  }
  return schemas as unknown as MasterSchemas<K>
}

export const customFieldDefinitionSchema = z.object({
  custom_field_id: id,
  entity: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'number', 'date', 'choice']),
  options: z.array(z.string()),
  required: z.boolean(),
  position: z.int(),
})
export type CustomFieldDefinition = z.infer<typeof customFieldDefinitionSchema>
export const customFieldDefinitionsResponseSchema = okEnvelope(z.array(customFieldDefinitionSchema))
