import { type NotNull, type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumnBuilderBase,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import type { MasterDefinition } from '../../contract/masters/definitions'
import type { Field, RefTarget } from '../../contract/masters/fields'

/*
 * A master's table, built from its definition: one column per field (named as the API names
 * it), the organisation, custom field values, archive and audit stamps, and an index for every
 * unique rule, reference and (for the large lists) trigram search.
 */

const sampleBuilders = {
  varchar: () => varchar({ length: 1 }),
  integer: () => integer(),
  numeric: () => numeric(),
  money: () => bigint({ mode: 'number' }),
  boolean: () => boolean().notNull().default(false),
  list: () => text().array().notNull().default(sql`'{}'::text[]`),
}
type Builders = { [K in keyof typeof sampleBuilders]: ReturnType<(typeof sampleBuilders)[K]> }

type BuilderOf<F> = F extends { kind: 'integer' | 'ref' }
  ? Builders['integer']
  : F extends { kind: 'decimal' }
    ? Builders['numeric']
    : F extends { kind: 'money' }
      ? Builders['money']
      : F extends { kind: 'boolean' }
        ? Builders['boolean']
        : F extends { kind: 'list' }
          ? Builders['list']
          : Builders['varchar']
type ColumnOf<F> = F extends { kind: 'boolean' | 'list' }
  ? BuilderOf<F>
  : F extends { required: true }
    ? NotNull<BuilderOf<F>>
    : BuilderOf<F>
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S
type FieldColumns<D extends MasterDefinition> = {
  [K in keyof D['fields'] & string as Camel<K>]: ColumnOf<D['fields'][K]>
}

export const camel = (key: string) =>
  key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())

function columnOf(key: string, descriptor: Field, target: (target: RefTarget) => AnyPgColumn) {
  const column = (() => {
    switch (descriptor.kind) {
      case 'text':
      case 'code':
        return varchar(key, { length: descriptor.max })
      case 'choice': {
        const base = varchar(key, { length: 40 })
        return descriptor.default === undefined ? base : base.default(descriptor.default)
      }
      case 'color':
        return varchar(key, { length: 7 })
      case 'integer': {
        const base = integer(key)
        return descriptor.default === undefined ? base : base.default(descriptor.default)
      }
      case 'decimal':
        return numeric(key, { precision: descriptor.precision, scale: descriptor.scale })
      case 'money':
        return bigint(key, { mode: 'number' })
      case 'boolean':
        return boolean(key).notNull().default(false)
      case 'list':
        return text(key).array().notNull().default(sql`'{}'::text[]`)
      case 'ref':
        return integer(key).references(() => target(descriptor.target))
    }
  })()
  return descriptor.required && descriptor.kind !== 'boolean' && descriptor.kind !== 'list'
    ? column.notNull()
    : column
}

const textual = (descriptor: Field | undefined) => descriptor?.kind === 'text'

/**
 * lower(name || ' ' || state …) of the searchable fields. Written with || and coalesce (not
 * concat_ws) because a generated column needs an immutable expression.
 */
function searchTextOf(definition: MasterDefinition): SQL {
  const parts = Object.entries(definition.fields)
    .filter(([, descriptor]) => descriptor.search)
    .map(([key]) => sql`coalesce(${sql.identifier(key)}::text, '')`)
  return sql`lower(${sql.join(parts, sql` || ' ' || `)})`
}

export function masterTable<const D extends MasterDefinition>(
  definition: D,
  references: { organization: () => AnyPgColumn; target: (target: RefTarget) => AnyPgColumn },
) {
  const fieldColumns: Record<string, PgColumnBuilderBase> = {}
  for (const [key, descriptor] of Object.entries(definition.fields) as [string, Field][]) {
    fieldColumns[camel(key)] = columnOf(key, descriptor, references.target) as PgColumnBuilderBase
  }
  const columns = {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull().references(references.organization),
    ...(fieldColumns as FieldColumns<D>),
    /** The searchable fields in lower case, one string: what `search` matches (trigram-indexed when large). */
    searchText: text('search_text').generatedAlwaysAs(searchTextOf(definition)),
    /** Values of the organisation's custom fields, by custom field id. */
    custom: jsonb().$type<Record<string, string | number | null>>().notNull().default({}),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Who created and last changed the record; no foreign key, like the audit log, so a user
    // and the masters they touched can be restored in either order.
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
  }
  return pgTable(definition.table, columns, (table) => {
    const column = (key: string) =>
      (table as unknown as Record<string, AnyPgColumn>)[camel(key)] as AnyPgColumn
    const descriptors = definition.fields as Record<string, Field>
    const indexes = definition.unique.map((rule) => {
      const parts = rule.fields.map((key, position): SQL | AnyPgColumn => {
        const descriptor = descriptors[key]
        const subject = position === rule.fields.length - 1
        if (subject) return textual(descriptor) ? sql`lower(${column(key)})` : column(key)
        if (descriptor?.required) return textual(descriptor) ? sql`lower(${column(key)})` : column(key)
        return textual(descriptor)
          ? sql`coalesce(lower(${column(key)}), '')`
          : sql`coalesce(${column(key)}, 0)`
      })
      return uniqueIndex(`${definition.table}_${rule.fields.join('_')}_key`).on(
        table.organizationId,
        ...parts,
      )
    })
    for (const [key, descriptor] of Object.entries(descriptors)) {
      if (descriptor.kind === 'ref') indexes.push(index(`${definition.table}_${key}_idx`).on(column(key)))
    }
    if (definition.large || definition.searchIndexed)
      indexes.push(
        index(`${definition.table}_search_trgm`).using(
          'gin',
          (table.searchText as unknown as ExtraConfigColumn).op('gin_trgm_ops'),
        ),
      )
    if (definition.large) {
      indexes.push(
        index(`${definition.table}_active_by_${definition.defaultSort}_idx`)
          .on(table.organizationId, column(definition.defaultSort), table.id)
          .where(sql`${table.archivedAt} is null`),
      )
    }
    return indexes
  })
}
