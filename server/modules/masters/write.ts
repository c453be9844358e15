import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { FeatureFlag } from '../../../contract/codes'
import type { FieldError } from '../../../contract/envelope'
import { checkCustomValues } from '../../../contract/masters/custom-values'
import {
  type CustomFieldEntity,
  type MasterDefinition,
  type MasterKey,
  referencesTo,
  type UniqueRule,
} from '../../../contract/masters/definitions'
import type { Field } from '../../../contract/masters/fields'
import { defaultsOf, uniqueKey } from '../../../contract/masters/rules'
import type { AnyMasterRecord, CustomValues } from '../../../contract/masters/schemas'
import { maskRecord, unmaskChange } from '../../../contract/masters/sensitive'
import type { Database } from '../../db/client'
import { databaseFailureOf, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from '../../db/failure'
import { camel } from '../../db/master-tables'
import { organizations } from '../../db/schema'
import { badRequest, conflict, forbidden, HttpError } from '../../http/errors'
import type { AuditEntry, Deps } from '../../http/route'
import { FLAG_COLUMNS } from '../profile/load-profile'
import { customFieldsOf } from './custom-values'
import { getRecord } from './read'
import { definitionOf, fieldColumn, fieldEntries, MASTER_TABLES, OTHER_REFERENCES, refTable } from './tables'

/*
 * Writing master records: every create and change is checked against the definition's rules,
 * the records it points to (same organisation, still active) and its unique rules, then audited.
 */

export type WriteContext = {
  deps: Deps
  tenantId: number
  userId: number
  audit: (db: Database, entry: AuditEntry) => Promise<void>
}

type Values = Record<string, unknown>

/** A feature-flagged master (shoot locations) answers only while its organisation has the flag on. */
export async function assertFlag(db: Database, key: MasterKey, tenantId: number) {
  const flag = definitionOf(key).flag as FeatureFlag | undefined
  if (!flag) return
  const column = organizations[FLAG_COLUMNS[flag]]
  const [organization] = await db
    .select({ on: column })
    .from(organizations)
    .where(eq(organizations.id, tenantId))
    .limit(1)
  if (!organization?.on) {
    throw forbidden(
      `${capitalize(definitionOf(key).plural)} are switched off for this organisation (${flag})`,
      'switchedOff',
    )
  }
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function fieldValues(definition: MasterDefinition, record: AnyMasterRecord): Values {
  return Object.fromEntries(fieldEntries(definition).map(([key]) => [key, record[key]]))
}

/** Field values as the table's column properties, for insert and update. */
function columnsOf(definition: MasterDefinition, values: Values) {
  return Object.fromEntries(
    fieldEntries(definition)
      .filter(([key]) => key in values)
      .map(([key]) => [camel(key), values[key]]),
  )
}

/** Every reference must be a record of the same organisation that is still in use. */
async function checkReferences(
  db: Database,
  definition: MasterDefinition,
  tenantId: number,
  values: Values,
  changed: Values,
) {
  const errors: FieldError[] = []
  for (const [key, descriptor] of fieldEntries(definition)) {
    if (descriptor.kind !== 'ref' || !(key in changed)) continue
    const id = values[key]
    if (id === null || id === undefined) continue
    const target = refTable(descriptor.target)
    const within = descriptor.within
    const [row] = await db
      .select({
        archivedAt: target.table.archivedAt,
        ...(within ? { parent: fieldColumn(target.table, within) } : {}),
      })
      .from(target.table)
      .where(and(eq(target.table.id, Number(id)), eq(target.table.organizationId, tenantId)))
      .limit(1)
    const noun = descriptor.target === 'project' ? 'project' : definitionOf(descriptor.target).noun
    if (!row) errors.push({ path: key, message: `Choose a ${noun} of this organisation`, code: 'refForeign' })
    else if (row.archivedAt)
      errors.push({
        path: key,
        message: `This ${noun} is archived: choose an active one`,
        code: 'refArchived',
      })
    else if (within && values[within] !== null && row.parent !== values[within]) {
      const parentNoun = definitionOf(
        (definition.fields[within] as Extract<Field, { kind: 'ref' }>).target as MasterKey,
      ).noun
      errors.push({ path: key, message: `This ${noun} belongs to another ${parentNoun}`, code: 'refParent' })
    }
  }
  if (errors.length) throw badRequest('Some fields need attention', errors)
}

function ruleCondition(definition: MasterDefinition, rule: UniqueRule, values: Values): SQL {
  const table = MASTER_TABLES[definition.key as MasterKey]
  const descriptors = definition.fields as Record<string, Field>
  return and(
    eq(table.organizationId, Number(values.__tenant)),
    ...rule.fields.map((key) => {
      const column = fieldColumn(table, key)
      const value = values[key]
      if (value === null || value === undefined) return sql`${column} is null`
      return descriptors[key]?.kind === 'text' ? sql`lower(${column}) = lower(${value})` : eq(column, value)
    }),
  ) as SQL
}

/** Unique rules are checked before writing, so the answer names the rule (and an archived twin). */
async function checkUnique(
  db: Database,
  definition: MasterDefinition,
  tenantId: number,
  values: Values,
  exceptId?: number,
) {
  const table = MASTER_TABLES[definition.key as MasterKey]
  for (const [index, rule] of definition.unique.entries()) {
    if (uniqueKey(rule, values) === null) continue
    const [clash] = await db
      .select({ id: table.id, archivedAt: table.archivedAt })
      .from(table)
      .where(ruleCondition(definition, rule, { ...values, __tenant: tenantId }))
      .limit(1)
    if (clash && clash.id !== exceptId) {
      const message = clash.archivedAt ? `${rule.message} (archived: restore it instead)` : rule.message
      const code = clash.archivedAt ? 'uniqueArchived' : 'unique'
      const path = rule.fields[rule.fields.length - 1] ?? 'body'
      throw conflict(message, [{ path, message, code, params: { rule: index } }], code)
    }
  }
}

/** A database refusal that slipped past the checks (two requests at once) as the API's 409. */
export function asConflict(error: unknown, definition: MasterDefinition): never {
  const cause = databaseFailureOf(error)
  if (cause?.code === UNIQUE_VIOLATION) {
    const rule = definition.unique.find(
      (candidate) => cause.constraint === `${definition.table}_${candidate.fields.join('_')}_key`,
    )
    throw conflict(rule?.message ?? `This ${definition.noun} already exists`, [], 'unique')
  }
  if (cause?.code === FOREIGN_KEY_VIOLATION)
    throw conflict(`This ${definition.noun} is in use: archive it instead`, [], 'inUse')
  throw error
}

async function customValuesFor(
  db: Database,
  definition: MasterDefinition,
  tenantId: number,
  current: CustomValues,
  sent?: CustomValues,
) {
  if (!definition.customFields) return current
  const checked = checkCustomValues(
    await customFieldsOf(db, tenantId, definition.key as CustomFieldEntity),
    current,
    sent,
  )
  if (checked.errors.length) throw badRequest('Some fields need attention', checked.errors)
  return checked.values
}

/** Rules that keep more than one record right: one base currency per organisation. */
async function afterWrite(db: Database, key: MasterKey, tenantId: number, id: number, values: Values) {
  if (key === 'currency' && values.is_base === true) {
    const table = MASTER_TABLES.currency
    await db
      .update(table)
      .set({ isBase: false } as never)
      .where(
        and(
          eq(table.organizationId, tenantId),
          sql`${table.id} <> ${id}`,
          eq(fieldColumn(table, 'is_base'), true),
        ),
      )
  }
}

/** Sensitive fields sent back masked and unchanged are left out; other masked values are refused. */
function unmasked(definition: MasterDefinition, current: Values | null, sent: Values): Values {
  const { values, errors } = unmaskChange(definition, current, sent)
  if (errors.length) throw badRequest('Some fields need attention', errors)
  return values
}

function assertRules(definition: MasterDefinition, values: Values) {
  const errors = definition.rules?.(values) ?? []
  if (errors.length) throw badRequest('Some fields need attention', errors)
}

export async function createRecord(context: WriteContext, key: MasterKey, input: Values) {
  const definition = definitionOf(key)
  const table = MASTER_TABLES[key]
  const now = context.deps.clock()
  const { custom, ...sent } = input as Values & { custom?: CustomValues }
  const fields = unmasked(definition, null, sent)
  const values = { ...defaultsOf(definition), ...fields }
  assertRules(definition, values)
  return context.deps.db
    .transaction(async (tx) => {
      await assertFlag(tx, key, context.tenantId)
      await checkReferences(tx, definition, context.tenantId, values, values)
      await checkUnique(tx, definition, context.tenantId, values)
      const customValues = await customValuesFor(tx, definition, context.tenantId, {}, custom)
      const [created] = await tx
        .insert(table)
        .values({
          ...columnsOf(definition, values),
          organizationId: context.tenantId,
          custom: customValues,
          createdAt: now,
          updatedAt: now,
          createdBy: context.userId,
          updatedBy: context.userId,
        } as never)
        .returning({ id: table.id })
      if (!created) throw new Error(`${definition.table} insert returned nothing`)
      const id = Number(created.id)
      await afterWrite(tx, key, context.tenantId, id, values)
      const record = await getRecord(tx, key, context.tenantId, id)
      await context.audit(tx, {
        action: `${key}.create`,
        entity: key,
        entityId: id,
        after: maskRecord(definition, record),
      })
      return record
    })
    .catch((error: unknown) => {
      if (error instanceof HttpError) throw error
      return asConflict(error, definition)
    })
}

export async function updateRecord(context: WriteContext, key: MasterKey, id: number, input: Values) {
  const definition = definitionOf(key)
  const table = MASTER_TABLES[key]
  const now = context.deps.clock()
  const { custom, archived, ...sent } = input as Values & { custom?: CustomValues; archived?: false }
  return context.deps.db
    .transaction(async (tx) => {
      await assertFlag(tx, key, context.tenantId)
      const before = await getRecord(tx, key, context.tenantId, id)
      if (before.archived && archived !== false) {
        throw conflict(
          `This ${definition.noun} is archived: restore it before changing it`,
          [],
          'archivedRecord',
        )
      }
      const changed = unmasked(definition, before, sent)
      const values = { ...fieldValues(definition, before), ...changed }
      assertRules(definition, values)
      await checkReferences(tx, definition, context.tenantId, values, changed)
      await checkUnique(tx, definition, context.tenantId, values, id)
      const customValues = await customValuesFor(tx, definition, context.tenantId, before.custom, custom)
      await tx
        .update(table)
        .set({
          ...columnsOf(definition, changed),
          custom: customValues,
          ...(archived === false ? { archivedAt: null } : {}),
          updatedAt: now,
          updatedBy: context.userId,
        } as never)
        .where(and(eq(table.id, id), eq(table.organizationId, context.tenantId)))
      await afterWrite(tx, key, context.tenantId, id, values)
      const after = await getRecord(tx, key, context.tenantId, id)
      await context.audit(tx, {
        action: archived === false && before.archived ? `${key}.restore` : `${key}.update`,
        entity: key,
        entityId: id,
        before: maskRecord(definition, before),
        after: maskRecord(definition, after),
      })
      return after
    })
    .catch((error: unknown) => {
      if (error instanceof HttpError) throw error
      return asConflict(error, definition)
    })
}

function assertArchivable(key: MasterKey, record: AnyMasterRecord) {
  if (key === 'currency' && record.is_base === true) {
    throw conflict(
      'The base currency cannot be archived or deleted: make another currency the base first',
      [],
      'baseCurrency',
    )
  }
}

/** DELETE: the record is archived (kept, out of choices) and can be restored. */
export async function archiveRecord(context: WriteContext, key: MasterKey, id: number) {
  const table = MASTER_TABLES[key]
  return context.deps.db.transaction(async (tx) => {
    await assertFlag(tx, key, context.tenantId)
    const before = await getRecord(tx, key, context.tenantId, id)
    if (before.archived) return before
    assertArchivable(key, before)
    await tx
      .update(table)
      .set({
        archivedAt: context.deps.clock(),
        updatedAt: context.deps.clock(),
        updatedBy: context.userId,
      } as never)
      .where(and(eq(table.id, id), eq(table.organizationId, context.tenantId)))
    const after = await getRecord(tx, key, context.tenantId, id)
    const definition = definitionOf(key)
    await context.audit(tx, {
      action: `${key}.archive`,
      entity: key,
      entityId: id,
      before: maskRecord(definition, before),
      after: maskRecord(definition, after),
    })
    return after
  })
}

/** Where a record is used: "3 cities, 2 users". Empty when nothing points at it. */
export async function usageOf(db: Database, key: MasterKey, id: number): Promise<string[]> {
  const uses: string[] = []
  for (const reference of referencesTo(key)) {
    const table = MASTER_TABLES[reference.master]
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(fieldColumn(table, reference.field), id))
    if (row?.count) {
      const source = definitionOf(reference.master)
      uses.push(`${row.count} ${row.count === 1 ? source.noun : source.plural}`)
    }
  }
  for (const reference of OTHER_REFERENCES[key] ?? []) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(reference.column.table)
      .where(eq(reference.column, id))
    if (row?.count) uses.push(`${row.count} ${reference.plural}`)
  }
  return uses
}

/** DELETE with `permanent=1`: only a record nothing uses is removed for good; others are archived. */
export async function deleteRecord(context: WriteContext, key: MasterKey, id: number) {
  const definition = definitionOf(key)
  const table = MASTER_TABLES[key]
  return context.deps.db
    .transaction(async (tx) => {
      await assertFlag(tx, key, context.tenantId)
      const before = await getRecord(tx, key, context.tenantId, id)
      assertArchivable(key, before)
      const uses = await usageOf(tx, key, id)
      if (uses.length) {
        throw conflict(
          `This ${definition.noun} is used by ${uses.join(' and ')}: archive it instead`,
          [],
          'inUse',
        )
      }
      if (key === 'currency') {
        await tx.execute(sql`delete from currency_rates where currency_id = ${id}`)
      }
      await tx.delete(table).where(and(eq(table.id, id), eq(table.organizationId, context.tenantId)))
      await context.audit(tx, {
        action: `${key}.delete`,
        entity: key,
        entityId: id,
        before: maskRecord(definition, before),
      })
      return { id, deleted: true as const }
    })
    .catch((error: unknown) => {
      if (error instanceof HttpError) throw error
      return asConflict(error, definition)
    })
}
