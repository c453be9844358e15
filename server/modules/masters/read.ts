import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, alias, type PgTable } from 'drizzle-orm/pg-core'
import { MASTER_KEYS, type MasterKey } from '../../../contract/masters/definitions'
import { normalizeDecimal, refLabelKey } from '../../../contract/masters/fields'
import type { AnyMasterRecord, MasterOption, MasterSummary } from '../../../contract/masters/schemas'
import type { Database } from '../../db/client'
import { currencyRates } from '../../db/schema'
import { notFound } from '../../http/errors'
import { iso, likePattern, orderFor, pageOf, pagination } from '../paging'
import {
  definitionOf,
  fieldColumn,
  fieldEntries,
  labelSql,
  MASTER_TABLES,
  type MasterTable,
  qualified,
  refTable,
} from './tables'

/*
 * Reading master records: one query shape for lists, single records and choices, with the
 * labels of what each record points to joined in.
 */

type Selection = Record<string, AnyPgColumn | SQL>

function computedColumns(key: MasterKey): Selection {
  if (key !== 'currency') return {}
  const table = MASTER_TABLES.currency
  const latest = (column: 'rate' | 'effective_from') =>
    sql`(select r.${sql.raw(column)} from ${currencyRates} r where r.currency_id = ${qualified(table, table.id)}
      and r.effective_from <= current_date order by r.effective_from desc limit 1)`
  const isBase = qualified(table, fieldColumn(table, 'is_base'))
  return {
    current_rate: sql`case when ${isBase} then 1::numeric else ${latest('rate')} end`,
    rate_effective_from: sql`case when ${isBase} then null else ${latest('effective_from')}::text end`,
  }
}

/** The select list and joins of a master's records; `sortKeys` are the columns its list sorts by. */
export function recordQuery(key: MasterKey) {
  const definition = definitionOf(key)
  const table = MASTER_TABLES[key]
  const selection: Selection = {
    id: table.id,
    label: labelSql(definition, table),
    custom: table.custom,
    archivedAt: table.archivedAt,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    ...computedColumns(key),
  }
  const sortKeys: Record<string, AnyPgColumn | SQL> = {
    created_at: table.createdAt,
    updated_at: table.updatedAt,
  }
  const joins: { table: PgTable; on: SQL }[] = []
  for (const [fieldKey, descriptor] of fieldEntries(definition)) {
    const column = fieldColumn(table, fieldKey)
    selection[fieldKey] = column
    if (descriptor.kind === 'ref') {
      const target = refTable(descriptor.target)
      const joined = alias(target.table, `ref_${fieldKey}`)
      const label = target.label(joined)
      joins.push({ table: joined, on: eq((joined as unknown as { id: AnyPgColumn }).id, column) })
      selection[refLabelKey(fieldKey)] = label
      if (descriptor.sortable) sortKeys[fieldKey.replace(/_id$/, '')] = label
    } else if (descriptor.sortable) {
      sortKeys[fieldKey] = column
    }
  }
  return { definition, table, selection, sortKeys, joins }
}

function select(db: Database, key: MasterKey) {
  const { table, selection, joins } = recordQuery(key)
  let query = db.select(selection).from(table).$dynamic()
  for (const join of joins) query = query.leftJoin(join.table, join.on)
  return query
}

type Row = Record<string, unknown>

export function toRecord(key: MasterKey, row: Row): AnyMasterRecord {
  const definition = definitionOf(key)
  const record: Row = { [definition.idField]: row.id, label: row.label ?? '' }
  for (const [fieldKey, descriptor] of fieldEntries(definition)) {
    const value = row[fieldKey]
    if (descriptor.kind === 'decimal' && value !== null && value !== undefined) {
      record[fieldKey] = normalizeDecimal(String(value), descriptor.scale)
    } else if (descriptor.kind === 'money' && value !== null && value !== undefined) {
      record[fieldKey] = Number(value)
    } else {
      record[fieldKey] = value ?? (descriptor.kind === 'list' ? [] : null)
    }
    if (descriptor.kind === 'ref')
      record[refLabelKey(fieldKey)] = (row[refLabelKey(fieldKey)] as string | null) ?? null
  }
  if (key === 'currency') {
    record.current_rate = row.current_rate === null ? null : normalizeDecimal(String(row.current_rate), 6)
    record.rate_effective_from = (row.rate_effective_from as string | null) ?? null
  }
  return {
    ...record,
    label: String(row.label ?? ''),
    custom: (row.custom as AnyMasterRecord['custom']) ?? {},
    archived: row.archivedAt !== null,
    archived_at: iso(row.archivedAt as Date | null),
    created_at: (row.createdAt as Date).toISOString(),
    updated_at: (row.updatedAt as Date).toISOString(),
  }
}

/** The term anywhere in the record's searchable fields, as LIKE on the trigram-indexed search text. */
export function searchCondition(table: MasterTable, term: string): SQL {
  return sql`${table.searchText} like ${likePattern(term.toLowerCase())}`
}

export type ListFilter = {
  archived: boolean
  search?: string
  sort?: string
  page_no?: number
  limit?: number
  /** Field filters: references by id, choices by value, flags as '0' or '1'. */
  fields: Record<string, unknown>
}

function listConditions(key: MasterKey, tenantId: number, filter: ListFilter): SQL | undefined {
  const { definition, table } = recordQuery(key)
  const conditions: (SQL | undefined)[] = [
    eq(table.organizationId, tenantId),
    filter.archived ? isNotNull(table.archivedAt) : isNull(table.archivedAt),
  ]
  if (filter.search) conditions.push(searchCondition(table, filter.search))
  for (const [fieldKey, descriptor] of fieldEntries(definition)) {
    const wanted = filter.fields[fieldKey]
    if (wanted === undefined || !descriptor.filter) continue
    const column = fieldColumn(table, fieldKey)
    conditions.push(descriptor.kind === 'boolean' ? eq(column, wanted === '1') : eq(column, wanted))
  }
  return and(...conditions)
}

export async function listRecords(db: Database, key: MasterKey, tenantId: number, filter: ListFilter) {
  const { definition, table, sortKeys } = recordQuery(key)
  const { page, limit, offset } = pageOf(filter)
  const where = listConditions(key, tenantId, filter)
  const count = (client: Database) =>
    client.select({ total: sql<number>`count(*)::int` }).from(table).where(where)
  const [rows, [counted]] = await Promise.all([
    select(db, key)
      .where(where)
      .orderBy(...orderFor(filter.sort, sortKeys, definition.defaultSort, table.id))
      .limit(limit)
      .offset(offset),
    // The planner cannot estimate how many rows a LIKE on the search text matches and, on a large
    // list, counts them with a full scan (12 ms for 50,000 cities) where the trigram index takes
    // 1–3 ms. From three characters on the index always narrows, so the scan is ruled out here.
    definition.large && (filter.search?.length ?? 0) >= 3
      ? db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`)
          return count(tx)
        })
      : count(db),
  ])
  return {
    data: rows.map((row) => toRecord(key, row)),
    pagination: pagination(counted?.total ?? 0, page, limit, rows.length),
  }
}

/** One record of the tenant, or 404. */
export async function getRecord(db: Database, key: MasterKey, tenantId: number, id: number) {
  const table = MASTER_TABLES[key]
  const [row] = await select(db, key)
    .where(and(eq(table.id, id), eq(table.organizationId, tenantId)))
    .limit(1)
  if (!row) throw notFound(`This ${definitionOf(key).noun}`)
  return toRecord(key, row)
}

/**
 * A master whose own order is a number (GST rates by rate, priorities by rank, custom fields by
 * position) offers its choices in that order: by label, "GST 12%" would come before "GST 5%".
 */
function numericOrder(key: MasterKey): SQL[] {
  const definition = definitionOf(key)
  const descending = definition.defaultSort.startsWith('-')
  const fieldKey = definition.defaultSort.replace(/^-/, '')
  const descriptor = definition.fields[fieldKey as keyof typeof definition.fields] as
    | { kind: string }
    | undefined
  if (!descriptor || !['decimal', 'integer', 'money'].includes(descriptor.kind)) return []
  const column = fieldColumn(MASTER_TABLES[key], fieldKey)
  return [descending ? sql`${column} desc` : sql`${column} asc`]
}

/** Active records as choices, by label (or their numeric order); `within` narrows them to one parent's. */
export async function listOptions(
  db: Database,
  key: MasterKey,
  tenantId: number,
  query: { search?: string; limit?: number; within?: string },
): Promise<MasterOption[]> {
  const definition = definitionOf(key)
  const table = MASTER_TABLES[key]
  const label = labelSql(definition, table)
  const conditions: (SQL | undefined)[] = [eq(table.organizationId, tenantId), isNull(table.archivedAt)]
  if (query.search) conditions.push(searchCondition(table, query.search))
  if (query.within) {
    const [fieldKey, value] = query.within.split('=') as [string, string]
    const descriptor = definition.fields[fieldKey as keyof typeof definition.fields]
    if (descriptor && (descriptor as { kind: string }).kind === 'ref') {
      conditions.push(eq(fieldColumn(table, fieldKey), Number(value)))
    }
  }
  return db
    .select({ id: sql<number>`${table.id}`, label: sql<string>`${label}` })
    .from(table)
    .where(and(...conditions))
    .orderBy(...numericOrder(key), asc(label), asc(table.id))
    .limit(query.limit ?? 50)
}

/** How many active and archived records each master has in the tenant. */
export async function summarize(db: Database, tenantId: number, keys: readonly MasterKey[] = MASTER_KEYS) {
  const parts = keys.map(
    (key) => sql`select ${key}::text as key,
      (count(*) filter (where archived_at is null))::int as active,
      (count(*) filter (where archived_at is not null))::int as archived
      from ${MASTER_TABLES[key]} where organization_id = ${tenantId}`,
  )
  if (parts.length === 0) return []
  const result = await db.execute(sql.join(parts, sql` union all `))
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as MasterSummary[]
  return rows.map((row) => ({ key: row.key, active: Number(row.active), archived: Number(row.archived) }))
}
