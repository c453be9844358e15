import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/*
 * The journal: every posted document and payment as balanced double entries, derived from the
 * documents on every read and never typed twice. Each module writes its documents' entries
 * (its journal.ts); they are handed to the books where the modules are assembled
 * (server/modules/registries.ts), so the books import none of the modules that post into them.
 */

/** Whose entries: an organisation's, or one project's of it. */
export type JournalScope = { tenantId: number; projectId?: number }

/**
 * A document type's entries, in project-currency minor units: a query of rows (project_id int,
 * on date, document_type text, document_id int, reference text, account_code text, account_name
 * text, debit numeric, credit numeric) of the scope (entryColumns). Every document's rows balance (Σ debit = Σ credit).
 */
export type JournalSource = (scope: JournalScope) => SQL

let sources: readonly JournalSource[] | undefined

export function registerJournalSources(all: readonly JournalSource[]) {
  sources = all
}

export function journalSources(): readonly JournalSource[] {
  if (!sources) throw new Error('The journal sources are not registered: import server/modules/registries.ts')
  return sources
}

/** The scope's condition on a document table aliased `alias` (its organisation, and project when given). */
export const inScope = (scope: JournalScope, alias: string) =>
  sql`${sql.identifier(alias)}.organization_id = ${scope.tenantId}${
    scope.projectId === undefined ? sql`` : sql` and ${sql.identifier(alias)}.project_id = ${scope.projectId}`
  }`

/*
 * The chart of accounts, Indian defaults: production costs by budget category, each vendor a
 * creditor (and its advances an asset), GST input by tax, TDS payable, petty cash by holder, the
 * bank and the cash in hand. A payment by a mode named "cash" leaves the cash in hand; any other
 * mode, the bank.
 */
export const ACCOUNTS = {
  bank: { code: '1100', name: 'Bank' },
  cash: { code: '1110', name: 'Cash in hand' },
  cgstInput: { code: '1401', name: 'CGST input credit' },
  sgstInput: { code: '1402', name: 'SGST input credit' },
  igstInput: { code: '1403', name: 'IGST input credit' },
  tdsPayable: { code: '2200', name: 'TDS payable' },
} as const

/** An entry's line: the account (code and name, both SQL text) and its debit and credit. */
export type EntryLine = [code: SQLWrapper, name: SQLWrapper, debit: SQLWrapper, credit: SQLWrapper]

/** Fixed account as SQL text values. */
export const account = (fixed: { code: string; name: string }): [SQL, SQL] => [
  sql`${fixed.code}::text`,
  sql`${fixed.name}::text`,
]

/** The production-cost account of a budget category (null: uncategorised). */
export const costAccount = (categoryId: SQLWrapper, categoryName: SQLWrapper): [SQL, SQL] => [
  sql`('5000-' || coalesce(${categoryId}::text, '0'))`,
  sql`('Production cost: ' || coalesce(${categoryName}, 'uncategorised'))`,
]

/** A vendor as creditor (a debit balance is what the vendor owes back). */
export const creditorAccount = (vendorId: SQLWrapper, vendorName: SQLWrapper): [SQL, SQL] => [
  sql`('2100-' || ${vendorId}::text)`,
  sql`('Creditor: ' || ${vendorName})`,
]

/** What has been advanced to a vendor and not yet set off. */
export const advanceAccount = (vendorId: SQLWrapper, vendorName: SQLWrapper): [SQL, SQL] => [
  sql`('1300-' || ${vendorId}::text)`,
  sql`('Advance to: ' || ${vendorName})`,
]

/**
 * Joins `cat`, the budget category of `code` on a budget version (its line's): what the cost
 * account of a document's code is. Documents without a version of their own take their project's
 * current one (currentVersionOf).
 */
export const costCategoryJoin = (version: SQLWrapper, code: SQLWrapper) => sql`
  left join budget_lines bl on bl.version_id = ${version}
    and lower(bl.budget_code) = lower(${code}) and bl.deleted_at is null
  left join categories cat on cat.id = bl.category_id`

/** A project's current budget version, as a scalar query. */
export const currentVersionOf = (project: SQLWrapper) =>
  sql`(select bv.id from budget_versions bv where bv.project_id = ${project} and bv.is_current limit 1)`

/** Petty cash held by a holder. */
export const pettyCashAccount = (holderId: SQLWrapper, holderName: SQLWrapper): [SQL, SQL] => [
  sql`('1200-' || ${holderId}::text)`,
  sql`('Petty cash: ' || ${holderName})`,
]

/** The bank, or the cash in hand when the payment mode (its name) is cash. */
export const paidFromAccount = (modeName: SQLWrapper): [SQL, SQL] => [
  sql`(case when lower(coalesce(${modeName}, '')) like '%cash%' then ${ACCOUNTS.cash.code} else ${ACCOUNTS.bank.code} end)::text`,
  sql`(case when lower(coalesce(${modeName}, '')) like '%cash%' then ${ACCOUNTS.cash.name} else ${ACCOUNTS.bank.name} end)::text`,
]

/** The lines of an entry as a lateral VALUES list aliased `l` (zero lines left out by the caller). */
export const entryLines = (lines: EntryLine[]) =>
  sql`cross join lateral (values ${sql.join(
    lines.map(
      ([code, name, debit, credit]) =>
        sql`(${code}::text, ${name}::text, (${debit})::numeric, (${credit})::numeric)`,
    ),
    sql`, `,
  )}) l(account_code, account_name, debit, credit)`

/**
 * The output columns every source selects, given its project, date, type and id expressions and
 * the reference people know the entry by (an invoice number, a UTR, a float's number).
 */
export const entryColumns = (
  project: SQLWrapper,
  on: SQLWrapper,
  type: string,
  id: SQLWrapper,
  reference: SQLWrapper,
) =>
  sql`${project}::int as project_id, (${on})::date as "on", ${type}::text as document_type, ${id}::int as document_id,
    (${reference})::text as reference, l.account_code, l.account_name, l.debit, l.credit`

/** Every entry of the scope, one query (a union of the registered sources'). */
export function journalEntries(scope: JournalScope): SQL {
  return sql.join(
    journalSources().map(
      (source) => sql`select * from (${source(scope)}) j where j.debit <> 0 or j.credit <> 0`,
    ),
    sql` union all `,
  )
}
