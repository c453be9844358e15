import { type AnyColumn, getTableName, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { MASTERS, type MasterDefinition, type MasterKey } from '../../../contract/masters/definitions'
import type { Field, RefTarget } from '../../../contract/masters/fields'
import { lookupFieldsOf } from '../../../contract/masters/rules'
import { camel } from '../../db/master-tables'
import { masterTablesByKey, projects, users } from '../../db/schema'

/** The columns every master table has besides its fields. */
export type MasterTable = PgTable & {
  id: AnyPgColumn
  organizationId: AnyPgColumn
  custom: AnyPgColumn
  searchText: AnyPgColumn
  archivedAt: AnyPgColumn
  createdAt: AnyPgColumn
  updatedAt: AnyPgColumn
  createdBy: AnyPgColumn
  updatedBy: AnyPgColumn
}

export const MASTER_TABLES: Record<MasterKey, MasterTable> = masterTablesByKey

export function definitionOf(key: MasterKey): MasterDefinition {
  return MASTERS[key]
}

export function fieldColumn(table: PgTable, fieldKey: string): AnyPgColumn {
  const column = (table as unknown as Record<string, AnyPgColumn | undefined>)[camel(fieldKey)]
  if (!column) throw new Error(`${getTableName(table)} has no column for ${fieldKey}`)
  return column
}

export function fieldEntries(definition: MasterDefinition): [string, Field][] {
  return Object.entries(definition.fields)
}

/** A column written with its table's name, safe inside a correlated subquery. */
export function qualified(table: PgTable, column: AnyColumn): SQL {
  return sql.raw(`"${getTableName(table)}"."${column.name}"`)
}

/** What a reference points to: its table, and how a record there is named. */
export type RefTable = {
  table: PgTable & { id: AnyPgColumn; organizationId: AnyPgColumn; archivedAt: AnyPgColumn }
  label: (table: PgTable) => SQL
  lookup: string[]
}

export function labelSql(definition: MasterDefinition, table: PgTable): SQL {
  const parts = definition.label.fields.map((key) => sql`${fieldColumn(table, key)}`)
  if (parts.length === 1) return sql`coalesce(${parts[0]}::text, '')`
  return sql`concat_ws(${definition.label.separator}, ${sql.join(parts, sql`, `)})`
}

export function refTable(target: RefTarget): RefTable {
  if (target === 'project') {
    return {
      table: projects as unknown as RefTable['table'],
      label: (table) => sql`concat_ws(' — ', ${fieldColumn(table, 'code')}, ${fieldColumn(table, 'name')})`,
      lookup: ['code', 'name'],
    }
  }
  const definition = MASTERS[target]
  return {
    table: MASTER_TABLES[target],
    label: (table) => labelSql(definition, table),
    lookup: lookupFieldsOf(definition),
  }
}

/**
 * Tables outside the masters that point at a master, so a record in use is never deleted.
 * Later modules (budgets, expenses, vendors) add theirs here.
 */
export const OTHER_REFERENCES: Partial<Record<MasterKey, { column: AnyPgColumn; plural: string }[]>> = {
  company: [
    { column: users.companyId, plural: 'users' },
    { column: projects.companyId, plural: 'projects' },
  ],
  department: [{ column: users.departmentId, plural: 'users' }],
  designation: [{ column: users.designationId, plural: 'users' }],
}
