import { eq, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client'

/**
 * A project's series of document numbers (MD-01/PO/0007, PCF-0003, DPR-0012…): the table, its
 * number column and its project column. Numbers run from 1 per project, without gaps from races.
 */
export type NumberSeries = {
  /** Names the series' lock: two series never wait on each other. */
  name: string
  table: PgTable
  number: AnyPgColumn
  project: AnyPgColumn
}

/**
 * The next number of `series` in the project, for a row the caller inserts in the same
 * transaction. Every numbered document takes its number here. The series' lock is held to the end
 * of the transaction, so two creates at once never read the same highest number: the second waits
 * for the first to commit (or roll back), and its next statement sees the row the first wrote.
 */
export async function nextNumber(tx: Database, series: NumberSeries, projectId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`number:${series.name}`}), ${projectId})`)
  const [last] = await tx
    .select({ no: sql<number | null>`max(${series.number})` })
    .from(series.table)
    .where(eq(series.project, projectId))
  return Number(last?.no ?? 0) + 1
}
