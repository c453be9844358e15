import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Expense, ExpenseStatus } from '../../../contract/spend/expenses'
import type { Database } from '../../db/client'
import {
  approvalLevels,
  attachments,
  budgetVersions,
  currencies,
  expenses,
  gstRates,
  paymentModes,
  projects,
  purchaseOrders,
  tdsSections,
  users,
  vendors,
} from '../../db/schema'
import { iso } from '../paging'
import { projectCurrencies, toCurrency } from '../projects/currency'
import { poNumber } from '../purchase/access'
import { userNames } from '../users/names'
import { ADMINS_LEVEL_NO, adminsLevel, toPendingLevel } from '../workflow/levels'
import { invoiceFigures } from './owed'

/*
 * An expense as the API shows it: the row with the names of what it points at (project, vendor,
 * PO, currencies, taxes, people) joined in one query, and the pending level of submitted ones.
 */

const documentCurrency = alias(currencies, 'expense_currency')
const creator = alias(users, 'expense_creator')
const submitter = alias(users, 'expense_submitter')
const approver = alias(users, 'expense_approver')
const payer = alias(users, 'expense_payer')

/** The invoice's figures for the vendor, read from the expenses table itself. */
const owedFigures = invoiceFigures('expenses')

const columns = {
  row: expenses,
  projectName: projects.name,
  projectCode: projects.code,
  versionNo: budgetVersions.versionNo,
  vendorName: vendors.legalName,
  poNo: purchaseOrders.poNo,
  currencyCode: documentCurrency.code,
  minorUnits: documentCurrency.minorUnits,
  projectCurrencyCode: projectCurrencies.code,
  projectMinorUnits: projectCurrencies.minorUnits,
  gstName: gstRates.name,
  tdsName: sql<string | null>`${tdsSections.section} || ' — ' || ${tdsSections.description}`,
  paymentModeName: paymentModes.name,
  createdByName: creator.name,
  submittedByName: submitter.name,
  approvedByName: approver.name,
  paidByName: payer.name,
  // After set-offs and applied credit notes (owed.ts), in the project's currency.
  setOff: sql<string>`${owedFigures.setOff}`,
  credited: sql<string>`${owedFigures.credited}`,
  toPay: sql<string>`${owedFigures.toPay}`,
  attachmentCount: sql<number>`(select count(*)::int from ${attachments} a where a.organization_id = ${expenses.organizationId} and a.owner = 'expense' and a.owner_id = ${expenses.id} and a.archived_at is null)`,
}

/** The expenses query with every name joined; add where/order/limit. */
export function selectExpenses(db: Database) {
  return db
    .select(columns)
    .from(expenses)
    .innerJoin(projects, eq(projects.id, expenses.projectId))
    .innerJoin(budgetVersions, eq(budgetVersions.id, expenses.budgetVersionId))
    .innerJoin(vendors, eq(vendors.id, expenses.vendorId))
    .innerJoin(documentCurrency, eq(documentCurrency.id, expenses.currencyId))
    .leftJoin(projectCurrencies, eq(projectCurrencies.projectId, expenses.projectId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, expenses.poId))
    .leftJoin(gstRates, eq(gstRates.id, expenses.gstId))
    .leftJoin(tdsSections, eq(tdsSections.id, expenses.tdsId))
    .leftJoin(paymentModes, eq(paymentModes.id, expenses.paymentModeId))
    .leftJoin(creator, eq(creator.id, expenses.createdBy))
    .leftJoin(submitter, eq(submitter.id, expenses.submittedBy))
    .leftJoin(approver, eq(approver.id, expenses.approvedBy))
    .leftJoin(payer, eq(payer.id, expenses.paidBy))
}

export type ExpenseJoined = Awaited<ReturnType<ReturnType<typeof selectExpenses>['where']>>[number]
export type ExpenseRecord = typeof expenses.$inferSelect

/** Pending levels of the submitted expenses of a page, in two queries whatever its size. */
async function pendingLevels(db: Database, tenantId: number, rows: ExpenseJoined[]) {
  const waiting = rows.filter((row) => row.row.status === 'submitted' && row.row.pendingLevelNo !== null)
  if (waiting.length === 0) return new Map<number, ReturnType<typeof toPendingLevel>>()
  const levels = await db
    .select()
    .from(approvalLevels)
    .where(
      and(
        eq(approvalLevels.organizationId, tenantId),
        inArray(approvalLevels.projectId, [...new Set(waiting.map((row) => row.row.projectId))]),
        eq(approvalLevels.documentType, 'expense'),
        isNull(approvalLevels.archivedAt),
      ),
    )
  // Level 0, the Admins, is the same people for every project of the organisation.
  const admins = waiting.some((row) => row.row.pendingLevelNo === ADMINS_LEVEL_NO)
    ? await adminsLevel(db, tenantId, 0, 'expense')
    : null
  const names = await userNames(db, [
    ...levels.flatMap((level) => level.approverIds),
    ...(admins?.approverIds ?? []),
  ])
  const result = new Map<number, ReturnType<typeof toPendingLevel>>()
  for (const row of waiting) {
    const level =
      row.row.pendingLevelNo === ADMINS_LEVEL_NO
        ? admins
        : levels.find(
            (candidate) =>
              candidate.projectId === row.row.projectId && candidate.levelNo === row.row.pendingLevelNo,
          )
    if (level) result.set(row.row.id, toPendingLevel(level, names))
  }
  return result
}

function toExpense(joined: ExpenseJoined, pending: Expense['pending_level']): Expense {
  const row = joined.row
  const projectCurrency = toCurrency({
    code: joined.projectCurrencyCode,
    minorUnits: joined.projectMinorUnits,
  })
  return {
    expense_id: row.id,
    project_id: row.projectId,
    project_name: joined.projectName,
    budgetV: joined.versionNo,
    budget_code: row.budgetCode,
    vendor_id: row.vendorId,
    vendor_name: joined.vendorName,
    po_id: row.poId,
    po_line_id: row.poLineId,
    po_number: joined.poNo === null ? null : poNumber(joined.projectCode, joined.poNo),
    contract_instalment_id: row.contractInstalmentId,
    invoice_no: row.invoiceNo,
    invoice_date: row.invoiceDate,
    description: row.description,
    currency_code: joined.currencyCode,
    minor_units: Number(joined.minorUnits ?? 2),
    amount: Number(row.amount),
    exchange_rate: String(row.exchangeRate),
    project_currency_code: projectCurrency.code,
    project_minor_units: projectCurrency.minor_units,
    amount_project: Number(row.amountProject),
    gst_id: row.gstId,
    gst_name: joined.gstName,
    gst_kind: row.gstKind as Expense['gst_kind'],
    cgst_amount: Number(row.cgstAmount),
    sgst_amount: Number(row.sgstAmount),
    igst_amount: Number(row.igstAmount),
    gst_amount: Number(row.cgstAmount) + Number(row.sgstAmount) + Number(row.igstAmount),
    total: Number(row.total),
    tds_id: row.tdsId,
    tds_name: joined.tdsName,
    tds_amount: Number(row.tdsAmount),
    net_payable: Number(row.netPayable),
    set_off: Number(joined.setOff),
    credited: Number(joined.credited),
    to_pay: Number(joined.toPay),
    still_owed: row.status === 'approved' ? Number(joined.toPay) : row.status === 'paid' ? 0 : null,
    payment_mode_id: row.paymentModeId,
    payment_mode_name: joined.paymentModeName,
    payment_reference: row.paymentReference,
    paid_on: row.paidOn,
    status: row.status as ExpenseStatus,
    pending_level: pending,
    created_by_name: joined.createdByName,
    submitted_by_name: joined.submittedByName,
    approved_by_name: joined.approvedByName,
    paid_by_name: joined.paidByName,
    rejection_reason: row.rejectionReason,
    attachment_count: Number(joined.attachmentCount),
    row_version: row.rowVersion,
    created_at: iso(row.createdAt) as string,
    updated_at: iso(row.updatedAt) as string,
  }
}

/** Joined rows as API expenses, with the pending levels of the submitted ones. */
export async function toExpenses(db: Database, tenantId: number, rows: ExpenseJoined[]): Promise<Expense[]> {
  const pending = await pendingLevels(db, tenantId, rows)
  return rows.map((row) => toExpense(row, pending.get(row.row.id) ?? null))
}

/** Expenses matching `where` (already tenant-filtered by the caller) in API shape. */
export async function expensesWhere(db: Database, tenantId: number, where: SQL | undefined) {
  return toExpenses(db, tenantId, await selectExpenses(db).where(where))
}
