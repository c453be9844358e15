import { asc, eq, inArray, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type {
  CreditNote,
  CreditNoteLine,
  CreditNoteReason,
  CreditNoteStatus,
} from '../../../contract/spend/credit-notes'
import type { ExpenseStatus } from '../../../contract/spend/expenses'
import type { Database } from '../../db/client'
import {
  creditNoteLines,
  creditNotes,
  currencies,
  expenses,
  paymentModes,
  projects,
  users,
  vendors,
} from '../../db/schema'
import { iso } from '../paging'
import { projectCurrencies, toCurrency } from '../projects/currency'
import { userNames } from '../users/names'
import { pendingLevelAt, toPendingLevel } from '../workflow/levels'

/*
 * A credit note as the API shows it: the row with the names of what it points at (project,
 * vendor, original invoice, currencies, people) in one query, its lines, and the level a
 * submitted one waits on.
 */

const documentCurrency = alias(currencies, 'cn_currency')
const creator = alias(users, 'cn_creator')
const approver = alias(users, 'cn_approver')
const poster = alias(users, 'cn_poster')

const columns = {
  row: creditNotes,
  projectName: projects.name,
  vendorName: vendors.legalName,
  invoiceNo: expenses.invoiceNo,
  invoiceDate: expenses.invoiceDate,
  originalStatus: expenses.status,
  budgetCode: expenses.budgetCode,
  gstKind: expenses.gstKind,
  exchangeRate: expenses.exchangeRate,
  currencyCode: documentCurrency.code,
  minorUnits: documentCurrency.minorUnits,
  projectCurrencyCode: projectCurrencies.code,
  projectMinorUnits: projectCurrencies.minorUnits,
  refundModeName: paymentModes.name,
  createdByName: creator.name,
  approvedByName: approver.name,
  postedByName: poster.name,
}

/** The credit notes query with every name joined; add where/order/limit. */
export function selectCreditNotes(db: Database) {
  return db
    .select(columns)
    .from(creditNotes)
    .innerJoin(projects, eq(projects.id, creditNotes.projectId))
    .innerJoin(vendors, eq(vendors.id, creditNotes.vendorId))
    .innerJoin(expenses, eq(expenses.id, creditNotes.expenseId))
    .innerJoin(documentCurrency, eq(documentCurrency.id, expenses.currencyId))
    .leftJoin(projectCurrencies, eq(projectCurrencies.projectId, creditNotes.projectId))
    .leftJoin(paymentModes, eq(paymentModes.id, creditNotes.refundModeId))
    .leftJoin(creator, eq(creator.id, creditNotes.createdBy))
    .leftJoin(approver, eq(approver.id, creditNotes.approvedBy))
    .leftJoin(poster, eq(poster.id, creditNotes.postedBy))
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectCreditNotes>['where']>>[number]

function toLine(line: typeof creditNoteLines.$inferSelect): CreditNoteLine {
  const gst = Number(line.cgstAmount) + Number(line.sgstAmount) + Number(line.igstAmount)
  return {
    line_id: line.id,
    expense_id: line.expenseId,
    budget_code: line.budgetCode,
    po_line_id: line.poLineId,
    description: line.description,
    quantity: String(line.quantity),
    rate: Number(line.rate),
    taxable: Number(line.taxable),
    cgst_amount: Number(line.cgstAmount),
    sgst_amount: Number(line.sgstAmount),
    igst_amount: Number(line.igstAmount),
    gst_amount: gst,
    tds_amount: Number(line.tdsAmount),
    amount_project: Number(line.amountProject),
    supply_again: line.supplyAgain,
  }
}

function toCreditNote(
  joined: Joined,
  lines: CreditNoteLine[],
  pending: CreditNote['pending_level'],
): CreditNote {
  const row = joined.row
  const projectCurrency = toCurrency({
    code: joined.projectCurrencyCode,
    minorUnits: joined.projectMinorUnits,
  })
  const gst = Number(row.cgstAmount) + Number(row.sgstAmount) + Number(row.igstAmount)
  const total = Number(row.taxable) + gst
  return {
    credit_note_id: row.id,
    project_id: row.projectId,
    project_name: joined.projectName,
    vendor_id: row.vendorId,
    vendor_name: joined.vendorName,
    expense_id: row.expenseId,
    original_invoice_no: joined.invoiceNo,
    original_invoice_date: joined.invoiceDate,
    original_status: joined.originalStatus as ExpenseStatus,
    budget_code: joined.budgetCode,
    cn_no: row.cnNo,
    cn_date: row.cnDate,
    gstin: row.gstin,
    reason: row.reason as CreditNoteReason,
    notes: row.notes,
    currency_code: joined.currencyCode,
    minor_units: Number(joined.minorUnits ?? 2),
    exchange_rate: String(joined.exchangeRate),
    project_currency_code: projectCurrency.code,
    project_minor_units: projectCurrency.minor_units,
    gst_kind: joined.gstKind as CreditNote['gst_kind'],
    taxable: Number(row.taxable),
    cgst_amount: Number(row.cgstAmount),
    sgst_amount: Number(row.sgstAmount),
    igst_amount: Number(row.igstAmount),
    gst_amount: gst,
    total,
    tds_amount: Number(row.tdsAmount),
    net_amount: total - Number(row.tdsAmount),
    amount_project: Number(row.amountProject),
    lines,
    status: row.status as CreditNoteStatus,
    pending_level: pending,
    rejection_reason: row.rejectionReason,
    refund_mode_id: row.refundModeId,
    refund_mode_name: joined.refundModeName,
    refund_reference: row.refundReference,
    refunded_on: row.refundedOn,
    created_by_name: joined.createdByName,
    approved_by_name: joined.approvedByName,
    posted_by_name: joined.postedByName,
    row_version: row.rowVersion,
    created_at: iso(row.createdAt) as string,
    updated_at: iso(row.updatedAt) as string,
  }
}

/** Joined rows as API credit notes, with their lines and the levels the submitted ones wait on. */
export async function toCreditNotes(db: Database, tenantId: number, rows: Joined[]): Promise<CreditNote[]> {
  const ids = rows.map((row) => row.row.id)
  const lines = ids.length
    ? await db
        .select()
        .from(creditNoteLines)
        .where(inArray(creditNoteLines.creditNoteId, ids))
        .orderBy(asc(creditNoteLines.position), asc(creditNoteLines.id))
    : []
  const pending = new Map<number, CreditNote['pending_level']>()
  for (const { row } of rows) {
    if (row.status !== 'submitted' || row.pendingLevelNo === null) continue
    const level = await pendingLevelAt(db, tenantId, row.projectId, 'cn', row.pendingLevelNo)
    if (level) pending.set(row.id, toPendingLevel(level, await userNames(db, level.approverIds)))
  }
  return rows.map((row) =>
    toCreditNote(
      row,
      lines.filter((line) => line.creditNoteId === row.row.id).map(toLine),
      pending.get(row.row.id) ?? null,
    ),
  )
}

export async function creditNotesWhere(db: Database, tenantId: number, where: SQL | undefined) {
  return toCreditNotes(db, tenantId, await selectCreditNotes(db).where(where))
}
