import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Creditable } from '../../../contract/spend/credit-notes'
import type { ExpenseStatus } from '../../../contract/spend/expenses'
import type { Database } from '../../db/client'
import { creditNoteLines, creditNotes, currencies, expenses, tdsSections, vendors } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { notFound } from '../../http/errors'
import { likePattern } from '../paging'
import { projectScope } from '../projects/scope'
import { ACTUAL_STATUSES } from '../spend/expense-statuses'

/*
 * The original invoice a credit note credits (an approved or paid expense) and what of it may
 * still be credited: its taxable value and GST less every credit note on it that is not
 * cancelled. What is applied to it lowers what is payable on it; its own status never changes.
 */

export type OriginalRecord = typeof expenses.$inferSelect

const originalColumns = {
  row: expenses,
  vendorName: vendors.legalName,
  vendorGstin: vendors.gstin,
  currencyCode: currencies.code,
  minorUnits: currencies.minorUnits,
  tdsRate: tdsSections.rate,
}

function selectOriginals(db: Database) {
  return db
    .select(originalColumns)
    .from(expenses)
    .innerJoin(vendors, eq(vendors.id, expenses.vendorId))
    .innerJoin(currencies, eq(currencies.id, expenses.currencyId))
    .leftJoin(tdsSections, eq(tdsSections.id, expenses.tdsId))
}
export type OriginalJoined = Awaited<ReturnType<ReturnType<typeof selectOriginals>['where']>>[number]

/**
 * The expense `id` of the tenant on a project the caller may see; 404 otherwise. Locked for the
 * write that follows when `forUpdate`: whoever credits it waits for whoever is crediting it.
 */
export async function originalFor(
  db: Database,
  caller: Caller,
  id: number,
  forUpdate = false,
): Promise<OriginalJoined> {
  if (forUpdate)
    await db
      .select({ id: expenses.id })
      .from(expenses)
      .where(and(eq(expenses.id, id), eq(expenses.organizationId, caller.tenantId)))
      .for('update')
  const [row] = await selectOriginals(db)
    .where(
      and(
        eq(expenses.id, id),
        eq(expenses.organizationId, caller.tenantId),
        projectScope(caller, expenses.projectId),
      ),
    )
    .limit(1)
  if (!row) throw notFound('This invoice')
  return row
}

export const isCreditable = (status: string) => ACTUAL_STATUSES.includes(status)

export type Credited = {
  taxable: number
  cgst: number
  sgst: number
  igst: number
  gst: number
  tds: number
  amountProject: number
  applied: number
}
export const NOTHING_CREDITED: Credited = {
  taxable: 0,
  cgst: 0,
  sgst: 0,
  igst: 0,
  gst: 0,
  tds: 0,
  amountProject: 0,
  applied: 0,
}

/** Σ per original of its credit notes' lines that are not cancelled (`exceptId` aside). */
export async function creditedOn(
  db: Database,
  tenantId: number,
  expenseIds: number[],
  exceptId?: number,
): Promise<Map<number, Credited>> {
  if (expenseIds.length === 0) return new Map()
  const rows = await db
    .select({
      expenseId: creditNoteLines.expenseId,
      taxable: sql<string>`sum(${creditNoteLines.taxable})`,
      cgst: sql<string>`sum(${creditNoteLines.cgstAmount})`,
      sgst: sql<string>`sum(${creditNoteLines.sgstAmount})`,
      igst: sql<string>`sum(${creditNoteLines.igstAmount})`,
      tds: sql<string>`sum(${creditNoteLines.tdsAmount})`,
      amountProject: sql<string>`sum(${creditNoteLines.amountProject})`,
      applied: sql<string>`coalesce(sum(${creditNoteLines.taxable} + ${creditNoteLines.cgstAmount} + ${creditNoteLines.sgstAmount} + ${creditNoteLines.igstAmount} - ${creditNoteLines.tdsAmount}) filter (where ${creditNotes.status} = 'applied'), 0)`,
    })
    .from(creditNoteLines)
    .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.creditNoteId))
    .where(
      and(
        eq(creditNoteLines.organizationId, tenantId),
        inArray(creditNoteLines.expenseId, expenseIds),
        ne(creditNotes.status, 'cancelled'),
        exceptId === undefined ? undefined : ne(creditNotes.id, exceptId),
      ),
    )
    .groupBy(creditNoteLines.expenseId)
  return new Map(
    rows.map((row) => [
      row.expenseId,
      {
        taxable: Number(row.taxable),
        cgst: Number(row.cgst),
        sgst: Number(row.sgst),
        igst: Number(row.igst),
        gst: Number(row.cgst) + Number(row.sgst) + Number(row.igst),
        tds: Number(row.tds),
        amountProject: Number(row.amountProject),
        applied: Number(row.applied),
      },
    ]),
  )
}

export function toCreditable(joined: OriginalJoined, credited: Credited = NOTHING_CREDITED): Creditable {
  const row = joined.row
  const gst = Number(row.cgstAmount) + Number(row.sgstAmount) + Number(row.igstAmount)
  const netPayable = Number(row.netPayable)
  return {
    expense_id: row.id,
    project_id: row.projectId,
    vendor_id: row.vendorId,
    vendor_name: joined.vendorName,
    vendor_gstin: joined.vendorGstin,
    invoice_no: row.invoiceNo,
    invoice_date: row.invoiceDate,
    status: row.status as ExpenseStatus,
    budget_code: row.budgetCode,
    po_line_id: row.poLineId,
    description: row.description,
    currency_code: joined.currencyCode,
    minor_units: Number(joined.minorUnits ?? 2),
    gst_kind: row.gstKind as Creditable['gst_kind'],
    tds_rate: Number(row.tdsAmount) > 0 && joined.tdsRate !== null ? Number(joined.tdsRate).toFixed(2) : null,
    taxable: Number(row.amount),
    gst_amount: gst,
    credited_taxable: credited.taxable,
    credited_gst: credited.gst,
    remaining_taxable: Number(row.amount) - credited.taxable,
    remaining_gst: gst - credited.gst,
    net_payable: netPayable,
    applied_credit: credited.applied,
    payable_now: row.status === 'paid' ? 0 : Math.max(0, netPayable - credited.applied),
  }
}

/** One original with what remains creditable (`exceptId`: the credit note being edited). */
export async function creditableOf(db: Database, caller: Caller, expenseId: number, exceptId?: number) {
  const joined = await originalFor(db, caller, expenseId)
  const credited = await creditedOn(db, caller.tenantId, [expenseId], exceptId)
  return toCreditable(joined, credited.get(expenseId))
}

/** A project's approved or paid invoices that still have something to credit (at most 50). */
export async function creditableOriginals(
  db: Database,
  caller: Caller,
  query: { project_id: number; vendor_id?: number; search?: string },
): Promise<Creditable[]> {
  const conditions: (SQL | undefined)[] = [
    eq(expenses.organizationId, caller.tenantId),
    eq(expenses.projectId, query.project_id),
    projectScope(caller, expenses.projectId),
    inArray(expenses.status, ACTUAL_STATUSES),
    query.vendor_id === undefined ? undefined : eq(expenses.vendorId, query.vendor_id),
  ]
  if (query.search) {
    const pattern = likePattern(query.search)
    conditions.push(
      or(
        sql`${expenses.invoiceNo} ilike ${pattern}`,
        sql`${vendors.legalName} ilike ${pattern}`,
        sql`${expenses.budgetCode} ilike ${pattern}`,
      ),
    )
  }
  const rows = await selectOriginals(db)
    .where(and(...conditions))
    .orderBy(sql`${expenses.invoiceDate} desc`, expenses.id)
    .limit(200)
  const credited = await creditedOn(
    db,
    caller.tenantId,
    rows.map((row) => row.row.id),
  )
  return rows
    .map((row) => toCreditable(row, credited.get(row.row.id)))
    .filter((original) => original.remaining_taxable > 0)
    .slice(0, 50)
}
