import { type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client'
import { rowsOf } from './rows'

/*
 * Per-project rollups kept fresh on read (contracts/rollup.ts, spend/rollup.ts). Triggers append a
 * row to a `changes` log (project_id, organization_id) for each project a statement touched;
 * appending locks nothing, so writers never wait on each other for the rollup. A project is stale
 * while it has a row. A read rebuilds every stale project first, one rebuild per project at a time
 * (an advisory lock): the rebuild deletes the rows it sees, then works the figures out in a later
 * statement, which sees at least what those rows recorded. A row appended by a write not yet
 * committed is neither seen nor deleted, and keeps the project stale for the next read.
 */

export type Rollup = {
  changes: PgTable
  /** The advisory lock's first key: one per rollup, so two rollups of a project never wait on each other. */
  lock: number
  /** Rewrites one project's rows from the live figures, inside the lock's transaction. */
  rebuild(db: Database, tenantId: number, projectId: number): Promise<void>
}

/**
 * Which of the tenant's projects a read brings up to date: all of them, one, some, or those a
 * condition on the project id (such as the caller's project scope) allows.
 */
export type RollupProjects = undefined | number | number[] | ((projectId: SQL) => SQL)

/** Brings the tenant's rollup (of `projects`: see RollupProjects) up to date. */
export async function freshRollup(db: Database, rollup: Rollup, tenantId: number, projects?: RollupProjects) {
  const projectId = sql.raw('ch.project_id')
  const only =
    projects === undefined
      ? sql``
      : typeof projects === 'function'
        ? sql` and ${projects(projectId)}`
        : sql` and ${projectId} = any(${sql.param([projects].flat())}::int[])`
  const stale = rowsOf<{ project_id: number }>(
    await db.execute(sql`
      select distinct ch.project_id from ${rollup.changes} ch where ch.organization_id = ${tenantId}${only}`),
  )
  for (const { project_id: id } of stale) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${rollup.lock}, ${id})`)
      const [taken] = rowsOf<{ count: number }>(
        await tx.execute(sql`
          with seen as (delete from ${rollup.changes} where organization_id = ${tenantId} and project_id = ${id} returning 1)
          select count(*)::int as count from seen`),
      )
      // Another read rebuilt it while this one waited for the lock.
      if (!taken?.count) return
      await rollup.rebuild(tx, tenantId, Number(id))
    })
  }
}

/**
 * Brings every tenant's stale projects up to date: the hourly job's, so the log stays short where
 * nobody reads, and a first read after a quiet hour finds nothing to rebuild.
 */
export async function freshRollupEverywhere(db: Database, rollup: Rollup) {
  const tenants = rowsOf<{ organization_id: number }>(
    await db.execute(sql`select distinct organization_id from ${rollup.changes}`),
  )
  for (const { organization_id: tenantId } of tenants) await freshRollup(db, rollup, Number(tenantId))
}
