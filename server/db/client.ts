import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

/** One Drizzle type for both drivers: services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  migrate: () => Promise<void>
  close: () => Promise<void>
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url))

/** An embedded PGlite database in `dataDir`, or in memory for `memory://`. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } })
  const db = drizzlePglite({ client, schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
  }
}

export async function openPostgres(
  url: string,
  { max = 10 }: { max?: number } = {},
): Promise<DatabaseHandle> {
  // No JIT: our statements run in milliseconds, and compiling one costs 30–50 ms whenever the
  // planner's row estimate for a join runs high (the budget report's code pages did: 50 → 100 ms).
  // No parallel workers: requests already run side by side on the server's few cores, and a
  // gathered plan made the spend per code (the report's largest statement: 100,000 petty-cash
  // bills and 40,000 invoices) 2.5× slower than one process (160–180 ms against 65–75 ms).
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  })
  // Fail at start-up, with the driver's message, rather than on the first request.
  const probe = await pool.connect()
  probe.release()
  const db = drizzlePg({ client: pool, schema }) as unknown as Database
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS }),
    close: () => pool.end(),
  }
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string; poolSize?: number }) {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { max: options.poolSize })
    : openPglite(options.dataDir)
}
