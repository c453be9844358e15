import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { DEFAULT_DUPLICATE_INVOICE, type DuplicateInvoiceAction } from '../../../contract/spend/common'
import type { DuplicateInvoice, ExpenseStatus } from '../../../contract/spend/expenses'
import type { Database } from '../../db/client'
import { budgetControls, expenses, invoiceKey } from '../../db/schema'
import { conflict } from '../../http/errors'
import { DUPLICATE_INVOICE_CONTROL } from '../spend/controls'

/*
 * A vendor's invoice booked twice. Accountants expect the same vendor's same invoice number
 * (compared without case and spaces, across the organisation's projects, cancelled expenses aside)
 * to be caught: the organisation chooses Warn (the expense saves and shows the other booking, to
 * its drafter and its approvers) or Stop (409 on invoice_no, naming the other booking).
 */

/** At most this many other bookings are named on an expense. */
const NAMED = 5

/** Advisory-lock namespace of "an invoice of this vendor is being booked" (the second key is the vendor). */
const BOOKING_LOCK = 140_009

export async function duplicateInvoiceActionOf(
  db: Database,
  tenantId: number,
): Promise<DuplicateInvoiceAction> {
  const [row] = await db
    .select({ action: budgetControls.action })
    .from(budgetControls)
    .where(
      and(
        eq(budgetControls.organizationId, tenantId),
        eq(budgetControls.documentType, DUPLICATE_INVOICE_CONTROL),
      ),
    )
    .limit(1)
  return (row?.action as DuplicateInvoiceAction | undefined) ?? DEFAULT_DUPLICATE_INVOICE
}

type Invoice = { id?: number; vendorId: number; invoiceNo: string }

/** The organisation's other live expenses booking this vendor's invoice number, oldest first. */
export async function duplicateInvoices(
  db: Database,
  tenantId: number,
  invoice: Invoice,
): Promise<DuplicateInvoice[]> {
  const rows = await db
    .select({
      expense_id: expenses.id,
      invoice_no: expenses.invoiceNo,
      invoice_date: expenses.invoiceDate,
      status: expenses.status,
    })
    .from(expenses)
    .where(
      and(
        eq(expenses.organizationId, tenantId),
        eq(expenses.vendorId, invoice.vendorId),
        sql`${invoiceKey(expenses.invoiceNo)} = ${invoiceKey(invoice.invoiceNo)}`,
        ne(expenses.status, 'cancelled'),
        invoice.id === undefined ? undefined : ne(expenses.id, invoice.id),
      ),
    )
    .orderBy(asc(expenses.invoiceDate), asc(expenses.id))
    .limit(NAMED)
  return rows.map((row) => ({ ...row, status: row.status as ExpenseStatus }))
}

/**
 * Before an expense is written with this vendor and invoice number: under Stop, 409 when another
 * live expense books it. Two bookings at once wait for each other (a lock per vendor until the
 * transaction ends), so both cannot pass. Under Warn nothing is refused; the expense shows it.
 */
export async function assertInvoiceNotBooked(db: Database, tenantId: number, invoice: Invoice) {
  if ((await duplicateInvoiceActionOf(db, tenantId)) !== 'stop') return
  await db.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK}, ${invoice.vendorId})`)
  const [first] = await duplicateInvoices(db, tenantId, invoice)
  if (!first) return
  const params = {
    invoice: first.invoice_no,
    expense: first.expense_id,
    date: first.invoice_date,
    status: first.status,
  }
  const message = `Invoice ${first.invoice_no} of this vendor is already booked: expense #${first.expense_id} of ${first.invoice_date} (${first.status})`
  throw conflict(
    message,
    [{ path: 'invoice_no', message, code: 'duplicateInvoice', params }],
    'duplicateInvoice',
    params,
  )
}
