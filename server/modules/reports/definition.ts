import { eq } from 'drizzle-orm'
import type { ReportColumn, ReportColumnKind } from '../../../contract/reports'
import type { Database } from '../../db/client'
import { projects } from '../../db/schema'
import type { Caller } from '../../http/caller'
import type { Currency } from '../projects/currency'

/*
 * What a report is: its columns, and its rows for one project and period. The service (service.ts)
 * checks the caller and the project first, and sums the money columns; a report only reads.
 */

export type ReportCell = string | number | null
export type ReportRow = Record<string, ReportCell>

export type ReportScope = {
  db: Database
  caller: Caller
  projectId: number
  currency: Currency
  /** The period's first day, or null for everything up to `to`. */
  from: string | null
  to: string
  now: Date
}

export type ReportDefinition = {
  columns: ReportColumn[]
  rows: (scope: ReportScope) => Promise<ReportRow[]>
}

/** Columns from `key: kind` pairs, in order. */
export const columnsOf = (columns: Record<string, ReportColumnKind>): ReportColumn[] =>
  Object.entries(columns).map(([key, kind]) => ({ key, kind }))

/** Whether `on` (an ISO date) falls in the scope's period. */
export const inPeriod = (scope: Pick<ReportScope, 'from' | 'to'>, on: string | null) =>
  on !== null && on <= scope.to && (scope.from === null || on >= scope.from)

/** The project's code, which document numbers start with. */
export async function projectCodeOf(db: Database, projectId: number) {
  const [row] = await db.select({ code: projects.code }).from(projects).where(eq(projects.id, projectId))
  return row?.code ?? ''
}
