import { and, eq, isNull, sql } from 'drizzle-orm'
import type { MasterKey } from '../../../contract/masters/definitions'
import { type Field, normalizeDecimal, type RefTarget } from '../../../contract/masters/fields'
import { type ExistingRecord, type PlannedRow, planImport } from '../../../contract/masters/import'
import { lookupText, uniqueKey } from '../../../contract/masters/rules'
import { type ImportReport, masterSchemas } from '../../../contract/masters/schemas'
import { maskRecord } from '../../../contract/masters/sensitive'
import { readSpreadsheet, UnreadableFile } from '../../../contract/spreadsheet'
import { camel } from '../../db/master-tables'
import { badRequest, HttpError } from '../../http/errors'
import type { Upload } from '../../http/route'
import { definitionOf, fieldColumn, fieldEntries, MASTER_TABLES, refTable } from './tables'
import { asConflict, assertFlag, type WriteContext } from './write'

/*
 * CSV/XLSX import of a master list: the whole file is checked first (against the records already
 * there and against its own rows); a preview answers what each row would do; a file with any bad
 * row writes nothing.
 */

const MAX_ROWS = 100_000
const CHUNK = 500

type Database = WriteContext['deps']['db']

/** Every active record a file may point at, by each text that names it (code, name, label). */
async function referenceLookup(db: Database, tenantId: number, target: RefTarget) {
  const { table, lookup, label } = refTable(target)
  const rows = await db
    .select({
      id: table.id,
      label: label(table),
      ...Object.fromEntries(lookup.map((key) => [key, fieldColumn(table, key)])),
    })
    .from(table)
    .where(and(eq(table.organizationId, tenantId), isNull(table.archivedAt)))
  const byText = new Map<string, number>()
  for (const row of rows as Record<string, unknown>[]) {
    for (const key of ['label', ...lookup]) {
      const text = row[key]
      if (typeof text === 'string' && text && !byText.has(lookupText(text)))
        byText.set(lookupText(text), Number(row.id))
    }
  }
  return byText
}

/** The records already there, by the key of each unique rule. */
async function existingRecords(db: Database, key: MasterKey, tenantId: number) {
  const definition = definitionOf(key)
  const table = MASTER_TABLES[key]
  const fields = fieldEntries(definition)
  const rows = await db
    .select({
      id: table.id,
      archivedAt: table.archivedAt,
      ...Object.fromEntries(fields.map(([fieldKey]) => [fieldKey, fieldColumn(table, fieldKey)])),
    })
    .from(table)
    .where(eq(table.organizationId, tenantId))
  const byRule = definition.unique.map(() => new Map<string, ExistingRecord>())
  for (const row of rows as Record<string, unknown>[]) {
    const values = Object.fromEntries(
      fields.map(([fieldKey, descriptor]: [string, Field]) => {
        const value = row[fieldKey]
        if (value === null || value === undefined) return [fieldKey, descriptor.kind === 'list' ? [] : null]
        if (descriptor.kind === 'decimal')
          return [fieldKey, normalizeDecimal(String(value), descriptor.scale)]
        if (descriptor.kind === 'money') return [fieldKey, Number(value)]
        return [fieldKey, value]
      }),
    )
    const record: ExistingRecord = { id: Number(row.id), values, archived: row.archivedAt !== null }
    definition.unique.forEach((rule, index) => {
      const ruleKey = uniqueKey(rule, values)
      if (ruleKey !== null) byRule[index]?.set(ruleKey, record)
    })
  }
  return byRule
}

async function readUpload(upload: Upload) {
  try {
    return await readSpreadsheet(upload.bytes)
  } catch (error) {
    if (error instanceof UnreadableFile)
      throw badRequest(error.message, error.cells, error.code, error.params)
    throw error
  }
}

export async function importRecords(
  context: WriteContext,
  key: MasterKey,
  upload: Upload,
  options: { dryRun: boolean; fileName?: string },
): Promise<ImportReport> {
  const definition = definitionOf(key)
  const { db } = context.deps
  await assertFlag(db, key, context.tenantId)
  const sheet = await readUpload(upload)
  if (sheet.length > MAX_ROWS + 1)
    throw badRequest(`A file can hold at most ${MAX_ROWS.toLocaleString('en')} records`, [], 'tooManyRows', {
      max: MAX_ROWS,
    })

  const targets = [
    ...new Set(
      fieldEntries(definition).flatMap(([, descriptor]) =>
        descriptor.kind === 'ref' ? [descriptor.target] : [],
      ),
    ),
  ]
  const lookups = new Map<RefTarget, Map<string, number>>()
  for (const target of targets) lookups.set(target, await referenceLookup(db, context.tenantId, target))
  const existing = await existingRecords(db, key, context.tenantId)
  const plan = planImport(definition, masterSchemas(key), sheet, {
    resolveRef: (target, text) => lookups.get(target)?.get(lookupText(text)) ?? null,
    existing: (rule, ruleKey) => existing[rule]?.get(ruleKey),
  })
  if (!plan.ok) throw badRequest(plan.message, [], plan.code, plan.params)

  const count = (action: string) => plan.rows.filter((row) => row.action === action).length
  const report: ImportReport = {
    rows: plan.rows.map(({ line, action, label, errors }) => ({ line, action, label, errors })),
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    invalid: count('error'),
    applied: false,
  }
  if (options.dryRun) return report
  if (report.invalid > 0) {
    throw badRequest(
      `${report.invalid} ${report.invalid === 1 ? 'row needs' : 'rows need'} attention; nothing was imported`,
      plan.rows.flatMap((row) =>
        row.errors.map(({ field, ...error }) => ({ path: `rows.${row.line}.${field}`, ...error })),
      ),
      'importInvalid',
    )
  }
  await write(context, key, plan.rows, options.fileName)
  return { ...report, applied: true }
}

async function write(context: WriteContext, key: MasterKey, rows: PlannedRow[], fileName?: string) {
  const definition = definitionOf(key)
  const table = MASTER_TABLES[key]
  const now = context.deps.clock()
  const columns = (values: Record<string, unknown>) =>
    Object.fromEntries(fieldEntries(definition).map(([fieldKey]) => [camel(fieldKey), values[fieldKey]]))
  await context.deps.db
    .transaction(async (tx) => {
      const creates = rows.filter((row) => row.action === 'create' && row.values)
      const createdIds: number[] = []
      for (let start = 0; start < creates.length; start += CHUNK) {
        const inserted = await tx
          .insert(table)
          .values(
            creates.slice(start, start + CHUNK).map((row) => ({
              ...columns(row.values ?? {}),
              organizationId: context.tenantId,
              createdAt: now,
              updatedAt: now,
              createdBy: context.userId,
              updatedBy: context.userId,
            })) as never,
          )
          .returning({ id: table.id })
        createdIds.push(...inserted.map((row) => Number(row.id)))
      }
      const updates = rows.filter((row) => row.action === 'update' && row.values && row.id)
      for (const row of updates) {
        await tx
          .update(table)
          .set({ ...columns(row.values ?? {}), updatedAt: now, updatedBy: context.userId } as never)
          .where(and(eq(table.id, row.id as number), eq(table.organizationId, context.tenantId)))
      }
      if (key === 'currency') {
        // One base currency: the last row that asks to be the base wins.
        const written = rows.filter((row) => row.action !== 'error' && row.values?.is_base === true)
        const lastBase = written[written.length - 1]
        if (lastBase) {
          const index = creates.indexOf(lastBase as (typeof creates)[number])
          const baseId = lastBase.id ?? createdIds[index]
          await tx
            .update(table)
            .set({ isBase: false } as never)
            .where(and(eq(table.organizationId, context.tenantId), sql`${table.id} <> ${baseId}`))
        }
      }
      await context.audit(tx, {
        action: `${key}.import`,
        entity: key,
        after: {
          file: fileName ?? null,
          created: createdIds.length,
          updated: updates.length,
          created_ids: createdIds.length ? [createdIds[0], createdIds[createdIds.length - 1]] : [],
        },
      })
      // Planner statistics for a table that just grew a lot, so searches use its indexes at once.
      if (creates.length + updates.length >= 1000) await tx.execute(sql`analyze ${table}`)
      for (const row of updates) {
        await context.audit(tx, {
          action: `${key}.update`,
          entity: key,
          entityId: row.id,
          before: row.before && maskRecord(definition, row.before),
          after: {
            ...maskRecord(definition, row.values ?? {}),
            via: fileName ? `import of ${fileName}` : 'import',
          },
        })
      }
    })
    .catch((error: unknown) => {
      if (error instanceof HttpError) throw error
      return asConflict(error, definition)
    })
}
