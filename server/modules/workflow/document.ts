import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { BudgetCheck, DocumentType } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import type { AuditWriter, SessionInfo } from '../../http/route'
import type { Contribution } from '../spend/budget-check'

/*
 * What the workflow needs to know of an approvable document type (purchase order, expense,
 * petty cash, vendor advances, credit notes, DPRs, and the contracts to come): a small adapter per
 * type. The workflow owns the lifecycle draft → submitted → approved level by level (or rejected
 * with a reason, or cancelled); the adapter says where the rows are and what they add to the budget.
 */

export type WorkflowCaller = {
  session: SessionInfo
  tenantId: number
  audit: AuditWriter
  now: Date
  /** Where the SPA is served: the links in the mails to approvers start with it. */
  publicUrl: string
}

export type WorkflowStatus = 'draft' | 'submitted' | 'approved' | 'rejected' | 'cancelled'

/** What the workflow reads of one document. */
export type WorkflowFacts = {
  id: number
  projectId: number
  status: string
  /** The level a submitted document waits on; null otherwise. */
  pendingLevelNo: number | null
  /** Whoever answers for it: they never approve it. */
  requestedBy: number | null
  /** In the project's currency: what the levels' thresholds are compared with. */
  amount: number
  rowVersion: number
  /**
   * The date it counts on the budget from (an invoice's date) and the field holding it: it is not
   * submitted or approved while that date is in the project's closed period (period-lock).
   */
  dated?: { on: string | null; field: string }
}

/** What a step writes on the document's row; the adapter also adds row_version + 1 and updated_at. */
export type WorkflowChange = {
  status?: WorkflowStatus
  pendingLevelNo?: number | null
  rejectionReason?: string | null
  budgetCheck?: BudgetCheck
  submittedBy?: number
  submittedAt?: Date
  approvedBy?: number | null
  approvedAt?: Date | null
}

/** How a mail or a report names a document ("MD-01/PO/0002 · Smoke machine hire") and the SPA path that opens it. */
export type DocumentDescription = { label: string; path: string }

/** A document type's table, as the level changes and the approvers' queues read it. */
export type DocumentKind = {
  type: DocumentType
  /** As messages name it: "purchase order", "expense". */
  noun: string
  table: PgTable
  columns: {
    id: AnyPgColumn
    organizationId: AnyPgColumn
    projectId: AnyPgColumn
    status: AnyPgColumn
    pendingLevelNo: AnyPgColumn
    amount: AnyPgColumn | SQL
    requestedBy: AnyPgColumn | SQL
  }
  /** Writes the change on the row (columns the type lacks, such as a PO's approved_by, are skipped). */
  save(db: Database, id: number, change: WorkflowChange, now: Date): Promise<void>
  /**
   * How each of `ids` is named, in one query however many there are (a report names thousands):
   * every id asked for has an entry, and one not found is named by its id (`#12`).
   */
  describeMany(db: Database, ids: readonly number[]): Promise<Map<number, DocumentDescription>>
}

export type DocumentAdapter<Row> = DocumentKind & {
  /** The row, locked for the write that follows; 404 when out of the caller's reach. */
  load(db: Database, caller: WorkflowCaller, id: number): Promise<Row>
  facts(row: Row): WorkflowFacts
  /**
   * Refuses a submission or cancellation by someone the type does not let raise it (a PO: only
   * whoever raised it or an Admin; petty cash: the holder or accounts). Without it, any holder of
   * the route's permission may.
   */
  assertMayRaise?(db: Database, caller: WorkflowCaller, row: Row, verb: 'submit' | 'cancel'): Promise<void>
  /** Whoever submits it answers for it from then on (an expense); otherwise whoever raised it does (a PO). */
  submitterBecomesRequester: boolean
  /** The statuses it may be cancelled from. */
  cancellableFrom: readonly string[]
  /** Brings a draft up to date before it is checked and submitted; answers the row as submitted. */
  refresh?(db: Database, caller: WorkflowCaller, row: Row): Promise<Row>
  /** Refuses a cancellation the type forbids (a PO an expense is booked on). */
  assertCancellable?(db: Database, row: Row): Promise<void>
  /**
   * Refuses an approval the type is not ready for yet (an envelope no auditor has passed), once
   * the caller is known to decide it; without it, a submitted document is always decidable.
   */
  assertDecidable?(db: Database, row: Row): Promise<void>
  /**
   * Runs in the same transaction once the document becomes approved (its final level, or at once
   * on submission): what another module does on it (an invoice's approval adjusts the vendor's
   * advances). `row` is the row as loaded before the approval was saved.
   */
  afterApproved?(db: Database, caller: WorkflowCaller, row: Row): Promise<void>
  /** What it adds to each budget code while it is not yet counted as committed or actual. */
  contributions(db: Database, tenantId: number, row: Row): Promise<Contribution[]>
}

/** `column = any(ids)`: one array parameter, however many ids (a list of `in` parameters has a limit). */
export const idIn = (column: AnyPgColumn, ids: readonly number[]) =>
  sql`${column} = any(${sql.param([...ids])}::int[])`

/**
 * A `describeMany` from the type's query and its naming: `find` reads the rows of the distinct ids
 * (one query), `name` names one id from its row, or from nothing when it was not found.
 */
export async function describeEach<Row extends { id: number }>(
  ids: readonly number[],
  find: (ids: number[]) => Promise<Row[]>,
  name: (id: number, row: Row | undefined) => DocumentDescription,
): Promise<Map<number, DocumentDescription>> {
  const distinct = [...new Set(ids)]
  if (distinct.length === 0) return new Map()
  const rows = new Map((await find(distinct)).map((row) => [row.id, row]))
  return new Map(distinct.map((id) => [id, name(id, rows.get(id))]))
}

/** How one document is named (a mail to its approvers): its type's `describeMany` of that id alone. */
export async function describeOne(
  kind: DocumentKind,
  db: Database,
  id: number,
): Promise<DocumentDescription> {
  const described = (await kind.describeMany(db, [id])).get(id)
  if (!described) throw new Error(`${kind.type} ${id}: describeMany answered no entry`)
  return described
}
