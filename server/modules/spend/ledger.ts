import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { ledgerSources } from './ledger-sources'

/*
 * The spend ledger: what every document type adds to a project's budget codes, written once.
 * Committed and actual per code are the sum of the document types' movements (ledger-sources.ts),
 * plus what approved PO lines still commit: each line's amount less what uses it up (invoices,
 * posted petty-cash lines; a credit note that has it supplied again gives some back). The budget
 * report, the figures of a few codes, every budget check and preview read these same queries, so
 * a new document type registers its movements in ledger-sources.ts and counts everywhere.
 */

/**
 * Whose spend, and up to when: `through` (an ISO date) counts only what is dated on or before it
 * (an invoice by its date, a petty-cash bill by its bill date, a credit note by its own date, a PO
 * by its date), each document in the state it is in now. Without it, everything.
 */
export type LedgerScope = { tenantId: number; projectId: number; through?: string }

/**
 * A document type's movements on budget codes, in project-currency minor units: a query of rows
 * (code text, committed numeric, actual numeric, on date, document_type text, document_id int) of
 * the scope's tenant and project. Signed: a credit note lowers actual with a negative amount. `on`
 * is the date the movement counts from; the document is what the reports list the movement under.
 */
export type CodeMovements = (scope: LedgerScope) => SQL

/**
 * What a document type takes out of approved PO lines' commitment: rows (po_line_id int,
 * amount numeric, document_type text, document_id int, on date) of the scope's tenant and project.
 * A negative amount gives commitment back (goods to be supplied again).
 */
export type PoLineUses = (scope: LedgerScope) => SQL

/** Only the rows dated on or before the scope's `through`, when it has one. */
const upTo = (scope: LedgerScope) => (scope.through ? sql`where "on" <= ${scope.through}::date` : sql``)

/** Every use of PO lines, one query (a union of the registered types'). */
function poLineUses(scope: LedgerScope): SQL {
  return sql.join(
    ledgerSources().poLineUses.map(
      (uses) =>
        sql`select po_line_id::int as po_line_id, amount::numeric as amount, document_type::text as document_type,
          document_id::int as document_id, "on"::date as "on" from (${uses(scope)}) u ${upTo(scope)}`,
    ),
    sql` union all `,
  )
}

/**
 * The latest day anything takes from PO lines' commitment ('infinity' when something undated does;
 * null when nothing does): from that day on, each line's open commitment no longer depends on the day.
 */
export const latestPoLineUse = (scope: LedgerScope): SQL =>
  sql`select max(coalesce("on", 'infinity'::date))::text as latest from (${poLineUses(scope)}) uses`

/** Approved PO lines' open commitment: amount less what uses it, never below 0. */
function poCommitments(scope: LedgerScope): SQL {
  return sql`
    select pol.budget_code as code,
      greatest(0, pol.amount - coalesce(used.amount, 0)) as committed, 0 as actual, po.po_date as "on",
      'po' as document_type, po.id as document_id
    from purchase_order_lines pol
    join purchase_orders po on po.id = pol.po_id and po.status = 'approved'
    left join (
      select po_line_id, sum(amount) as amount from (${poLineUses(scope)}) uses group by po_line_id
    ) used on used.po_line_id = pol.id
    where pol.organization_id = ${scope.tenantId} and pol.project_id = ${scope.projectId}`
}

/** Every movement of the project, uncounted: (code, committed, actual) rows. */
function movements(scope: LedgerScope): SQL {
  return sql.join(
    [poCommitments, ...ledgerSources().codeMovements].map(
      (source) =>
        sql`select code::text as code, committed::numeric as committed, actual::numeric as actual from (${source(scope)}) m ${upTo(scope)}`,
    ),
    sql` union all `,
  )
}

/**
 * Every movement of the project with the document it comes from: (code, committed, actual, on,
 * document_type, document_id) rows, for the reports that list what makes up the figures.
 */
export function ledgerEntries(scope: LedgerScope): SQL {
  return sql.join(
    [poCommitments, ...ledgerSources().codeMovements].map(
      (source) =>
        sql`select code::text as code, committed::numeric as committed, actual::numeric as actual, "on"::date as "on",
          document_type::text as document_type, document_id::int as document_id from (${source(scope)}) m ${upTo(scope)}`,
    ),
    sql` union all `,
  )
}

/**
 * (code, committed, actual) for every code of the project that has spend of any kind, or only
 * those of `codes` (one array parameter, however many: a report page asks for thousands).
 */
export function spendByCode(scope: LedgerScope, codes?: string[]): SQL {
  const only = codes ? sql`where code = any(${sql.param(codes)}::text[])` : sql``
  return sql`
    select code, sum(committed) as committed, sum(actual) as actual
    from (${movements(scope)}) movements ${only}
    group by code`
}

export type Spend = { committed: Map<string, number>; actual: Map<string, number> }

/** Committed and actual per code, as maps: of `codes` when given, else of every code with spend. */
export async function spendMaps(db: Database, scope: LedgerScope, codes?: string[]): Promise<Spend> {
  const spend: Spend = { committed: new Map(), actual: new Map() }
  if (codes?.length === 0) return spend
  const result = await db.execute(spendByCode(scope, codes))
  for (const row of rowsOf<{ code: string; committed: string; actual: string }>(result)) {
    const committed = Number(row.committed)
    const actual = Number(row.actual)
    if (committed !== 0) spend.committed.set(row.code, committed)
    if (actual !== 0) spend.actual.set(row.code, actual)
  }
  return spend
}

/** A document already counted on a PO line, left out when its own use is weighed again. */
export type CountedDocument = { type: string; id: number }

/**
 * What an approved PO line still commits, less what `except` already takes from it: what a
 * document booked on the line can draw without adding to its code. 0 when the line's PO is not
 * approved (nothing is committed then).
 */
export async function poLineOpen(
  db: Database,
  scope: LedgerScope,
  poLineId: number,
  except?: CountedDocument,
): Promise<number> {
  const skip = except ? sql`and not (document_type = ${except.type} and document_id = ${except.id})` : sql``
  const result = await db.execute(sql`
    select greatest(0, pol.amount - coalesce((
      select sum(amount) from (${poLineUses(scope)}) uses where po_line_id = pol.id ${skip}
    ), 0)) as open
    from purchase_order_lines pol
    join purchase_orders po on po.id = pol.po_id and po.status = 'approved'
    where pol.id = ${poLineId} and pol.organization_id = ${scope.tenantId}`)
  const [row] = rowsOf<{ open: string }>(result)
  return row ? Number(row.open) : 0
}

/**
 * What an amount booked on a code adds to it in a budget check: all of it, less what it draws
 * from its approved PO line's commitment (that part is counted as committed already).
 */
export async function poLineContribution(
  db: Database,
  scope: LedgerScope,
  booking: { budgetCode: string; amount: number; poLineId: number | null; document?: CountedDocument },
): Promise<{ budget_code: string; amount: number }> {
  if (booking.poLineId === null) return { budget_code: booking.budgetCode, amount: booking.amount }
  const open = await poLineOpen(db, scope, booking.poLineId, booking.document)
  return { budget_code: booking.budgetCode, amount: booking.amount - Math.min(booking.amount, open) }
}
