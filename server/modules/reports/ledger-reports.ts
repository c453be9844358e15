import { sql } from 'drizzle-orm'
import type { DocumentType } from '../../../contract/spend/common'
import { rowsOf } from '../../db/rows'
import { inventoryItems } from '../../db/schema'
import { costReport } from '../budget/cost-report'
import { itemNumber } from '../inventory/access'
import { ledgerEntries } from '../spend/ledger'
import { type DocumentDescription, describeEach, idIn } from '../workflow/document'
import { documentKind } from '../workflow/registry'
import { columnsOf, type ReportDefinition, type ReportScope } from './definition'

/*
 * The reports read off the spend ledger (spend/ledger.ts), the same movements the budget report and
 * the dashboard sum: the weekly cost report, the transactions making up each code's actual, and the
 * documents still committing on each code. A document is named by its own module (describeMany).
 */

type Entry = { code: string; document_type: string; document_id: number; on: string; amount: string }

/** Each document's number and link: one query per document type (its workflow adapter), or for inventory items. */
async function describeAll(scope: ReportScope, entries: Entry[]) {
  const idsByType = new Map<string, number[]>()
  for (const entry of entries) {
    const ids = idsByType.get(entry.document_type)
    if (ids) ids.push(entry.document_id)
    else idsByType.set(entry.document_type, [entry.document_id])
  }
  const names = new Map<string, DocumentDescription>()
  for (const [type, ids] of idsByType) {
    const kind = documentKind(type as DocumentType)
    const described = kind ? await kind.describeMany(scope.db, ids) : await describeItems(scope, ids)
    for (const [id, name] of described) names.set(`${type}:${id}`, name)
  }
  return names
}

/** Inventory items (a charge is listed under its item), named like the documents' describeMany. */
const describeItems = (scope: ReportScope, ids: number[]) =>
  describeEach(
    ids,
    (distinct) =>
      scope.db
        .select({
          id: inventoryItems.id,
          itemNo: inventoryItems.itemNo,
          name: inventoryItems.name,
        })
        .from(inventoryItems)
        .where(idIn(inventoryItems.id, distinct)),
    (id, item) => ({
      label: item ? `${itemNumber(item.itemNo)} ${item.name}` : `#${id}`,
      path: `/inventoryView?item=${id}`,
    }),
  )

/** The ledger's movements of one side (actual or committed), summed per code, document and date. */
async function entriesOf(
  scope: ReportScope,
  side: 'actual' | 'committed',
  through: string,
  from: string | null,
) {
  const ledger = ledgerEntries({ tenantId: scope.caller.tenantId, projectId: scope.projectId, through })
  const since = from === null ? sql`` : sql`and "on" >= ${from}::date`
  return rowsOf<Entry>(
    await scope.db.execute(sql`
      select code, document_type, document_id, "on"::text as "on", sum(${sql.identifier(side)})::bigint::text as amount
      from (${ledger}) entries
      where ${sql.identifier(side)} <> 0 ${since}
      group by code, document_type, document_id, "on"
      having sum(${sql.identifier(side)}) <> 0
      order by code, "on", document_type, document_id`),
  )
}

async function documentRows(scope: ReportScope, entries: Entry[]) {
  const names = await describeAll(scope, entries)
  return entries.map((entry) => {
    const name = names.get(`${entry.document_type}:${entry.document_id}`)
    return {
      budget_code: entry.code,
      date: entry.on,
      document_type: entry.document_type,
      document: name?.label ?? null,
      link: name?.path ?? null,
      amount: Number(entry.amount),
    }
  })
}

const documentColumns = columnsOf({
  budget_code: 'text',
  date: 'date',
  document_type: 'text',
  document: 'text',
  amount: 'money',
})

export const transactionsReport: ReportDefinition = {
  columns: documentColumns,
  rows: async (scope) => documentRows(scope, await entriesOf(scope, 'actual', scope.to, scope.from)),
}

/** What is still committed as of the period's end, whenever it was committed. */
export const commitmentsReport: ReportDefinition = {
  columns: documentColumns,
  rows: async (scope) => documentRows(scope, await entriesOf(scope, 'committed', scope.to, null)),
}

export const costReportRegister: ReportDefinition = {
  columns: columnsOf({
    budget_code: 'text',
    description: 'text',
    budget: 'money',
    period_actual: 'money',
    actual: 'money',
    committed: 'money',
    etc: 'money',
    efc: 'money',
    variance: 'money',
  }),
  rows: async (scope) => {
    const report = await costReport(
      scope.db,
      scope.caller,
      scope.projectId,
      { as_of: scope.to, period_from: scope.from ?? undefined },
      scope.now,
      { proposals: false },
    )
    return report.codes.map((code) => ({
      budget_code: code.budget_code,
      description: code.description,
      budget: code.budget,
      period_actual: code.period_actual,
      actual: code.actual,
      committed: code.committed,
      etc: code.etc,
      efc: code.efc,
      variance: code.variance,
    }))
  },
}
