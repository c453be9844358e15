import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { Database } from './client'
import { organizations, TABLES_IN_ORDER } from './schema'

/**
 * A logical backup: one JSON line per table chunk, in restore order. It restores into PGlite or
 * PostgreSQL alike (so it also moves an embedded installation onto a PostgreSQL server).
 */
export const BACKUP_FORMAT = 'greenlight-backup'
const CHUNK = 1000

type Header = { format: typeof BACKUP_FORMAT; version: 1; created_at: string; tables: string[] }
type Chunk = { table: string; rows: Record<string, unknown>[] }

const tableNames = () => TABLES_IN_ORDER.map((table) => getTableName(table))

const hasId = new Set(
  TABLES_IN_ORDER.filter((table) => 'id' in getTableColumns(table)).map((table) => getTableName(table)),
)

/**
 * A page of rows after `after`, stable inside one snapshot: by id where the table has one, so a row
 * that points at an earlier row of its table (an amendment at the contract it amends) is restored
 * after it; else in physical order (ctid).
 */
async function rowsAfter(db: Database, table: string, after: string) {
  const byId = hasId.has(table)
  const position = byId ? sql`id::text` : sql`ctid::text`
  const where = byId ? sql`id > ${after}::bigint order by id` : sql`ctid > ${after}::tid order by ctid`
  const result = await db.execute(
    sql`select ${position} as position, row_to_json(t) as row from ${sql.identifier(table)} t
        where ${where} limit ${CHUNK}`,
  )
  return (result as unknown as { rows: { position: string; row: Record<string, unknown> }[] }).rows
}

/** Writes the whole database, consistently (one read-only snapshot), as JSON lines. */
export async function dumpDatabase(
  db: Database,
  write: (line: string) => void | Promise<void>,
  now = new Date(),
) {
  const header: Header = {
    format: BACKUP_FORMAT,
    version: 1,
    created_at: now.toISOString(),
    tables: tableNames(),
  }
  await write(JSON.stringify(header))
  const counts: Record<string, number> = {}
  await db.transaction(
    async (tx) => {
      for (const table of tableNames()) {
        counts[table] = 0
        let after = hasId.has(table) ? '0' : '(0,0)'
        for (;;) {
          const page = await rowsAfter(tx, table, after)
          if (page.length === 0) break
          counts[table] += page.length
          await write(JSON.stringify({ table, rows: page.map((entry) => entry.row) } satisfies Chunk))
          after = (page[page.length - 1] as { position: string }).position
          if (page.length < CHUNK) break
        }
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
  return counts
}

export class RestoreError extends Error {
  override name = 'RestoreError'
}

/** Loads a backup into a migrated, empty database, then moves every id sequence past its rows. */
export async function restoreDatabase(db: Database, lines: AsyncIterable<string> | Iterable<string>) {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(organizations)
  if ((existing?.count ?? 0) > 0)
    throw new RestoreError('The database is not empty; restore needs an empty, freshly migrated database.')
  const known = new Set<string>(tableNames())
  // Generated columns (search text) are worked out by the database again, never inserted.
  const insertable = new Map(
    TABLES_IN_ORDER.map((table) => [
      getTableName(table),
      sql.join(
        Object.values(getTableColumns(table))
          .filter((column) => !column.generated)
          .map((column) => sql.identifier(column.name)),
        sql`, `,
      ),
    ]),
  )
  let header: Header | undefined
  const counts: Record<string, number> = {}
  await db.transaction(async (tx) => {
    for await (const line of lines) {
      if (!line.trim()) continue
      const entry = JSON.parse(line) as Header | Chunk
      if (!header) {
        if (!('format' in entry) || entry.format !== BACKUP_FORMAT)
          throw new RestoreError('This file is not a Greenlight backup.')
        header = entry
        continue
      }
      const chunk = entry as Chunk
      if (!known.has(chunk.table))
        throw new RestoreError(`The backup has a table this version does not know: ${chunk.table}`)
      await tx.execute(
        sql`insert into ${sql.identifier(chunk.table)} (${insertable.get(chunk.table)})
          select ${insertable.get(chunk.table)}
          from json_populate_recordset(null::${sql.identifier(chunk.table)}, ${JSON.stringify(chunk.rows)}::json)`,
      )
      counts[chunk.table] = (counts[chunk.table] ?? 0) + chunk.rows.length
    }
    if (!header) throw new RestoreError('The backup is empty.')
    for (const table of TABLES_IN_ORDER.filter((t) => 'id' in getTableColumns(t)).map((t) =>
      getTableName(t),
    )) {
      await tx.execute(sql`
        select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 1), max(id) is not null)
        from ${sql.identifier(table)}`)
    }
  })
  return counts
}
