import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client'
import { rowsOf } from './rows'

/*
 * Per-project rollups kept fresh on read (contracts/rollup.ts, spend/rollup.ts). Triggers count each
 * project's changes in a `changes` table (project_id, organization_id, changes); a `state` table
 * (project_id, rolled) records up to which change the rollup was rebuilt. A read rebuilds every
 * stale project first, one writer per project at a time (an advisory lock, then a second look); a
 * change committed while a rebuild runs leaves the project stale, for the next read to rebuild.
 */

export type Rollup = {
  changes: PgTable
  state: PgTable
  /** The advisory lock's first key: one per rollup, so two rollups of a project never wait on each other. */
  lock: number
  /** Rewrites one project's rows from the live figures, inside the lock's transaction. */
  rebuild(db: Database, tenantId: number, projectId: number): Promise<void>
}

/** Brings the tenant's rollup (one project's, or those of `projectIds`, when given) up to date. */
export async function freshRollup(
  db: Database,
  rollup: Rollup,
  tenantId: number,
  projectIds?: number | number[],
) {
  const only =
    projectIds === undefined ? sql`` : sql` and ch.project_id = any(${sql.param([projectIds].flat())}::int[])`
  const staleSql = sql`
    select ch.project_id, ch.changes from ${rollup.changes} ch
    left join ${rollup.state} st on st.project_id = ch.project_id
    where ch.organization_id = ${tenantId}${only} and ch.changes > coalesce(st.rolled, 0)`
  const stale = rowsOf<{ project_id: number }>(await db.execute(staleSql))
  for (const { project_id: id } of stale) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${rollup.lock}, ${id})`)
      const [still] = rowsOf<{ changes: string }>(
        await tx.execute(sql`${staleSql} and ch.project_id = ${id}`),
      )
      if (!still) return
      await rollup.rebuild(tx, tenantId, id)
      await tx.execute(sql`
        insert into ${rollup.state} (project_id, rolled) values (${id}, ${still.changes})
        on conflict (project_id) do update set rolled = excluded.rolled`)
    })
  }
}
