import { eq, sql } from 'drizzle-orm'
import { creditNoteLines, creditNotes, expenses, projects, vendors } from '../../db/schema'
import { type DocumentAdapter, describeEach, idIn } from '../workflow/document'
import { type CreditNoteRecord, creditNoteFor } from './access'

/*
 * A credit note in the workflow (type 'cn'): anyone who may change credit notes submits it and
 * answers for it from then on; its amount in the project currency is what the levels compare.
 * It lowers its codes only once posted (credit-notes/steps.ts), so what the budget check shows is
 * the actual it will take off. It can be cancelled until it is posted.
 */

export const creditNoteDocument: DocumentAdapter<CreditNoteRecord> = {
  type: 'cn',
  noun: 'credit note',
  table: creditNotes,
  columns: {
    id: creditNotes.id,
    organizationId: creditNotes.organizationId,
    projectId: creditNotes.projectId,
    status: creditNotes.status,
    pendingLevelNo: creditNotes.pendingLevelNo,
    amount: creditNotes.amountProject,
    requestedBy: sql`coalesce(${creditNotes.submittedBy}, ${creditNotes.createdBy})`,
  },
  submitterBecomesRequester: true,
  cancellableFrom: ['draft', 'rejected', 'submitted', 'approved'],

  load: (db, caller, id) => creditNoteFor(db, caller, id, true),
  facts: (row) => ({
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    pendingLevelNo: row.pendingLevelNo,
    requestedBy: row.submittedBy ?? row.createdBy,
    amount: Number(row.amountProject),
    rowVersion: row.rowVersion,
    dated: { on: row.cnDate, field: 'cn_date' },
  }),
  async contributions(db, _tenantId, row) {
    const lines = await db
      .select({
        // The code its original is booked on now, as the ledger counts it.
        code: expenses.budgetCode,
        amount: creditNoteLines.amountProject,
        supplyAgain: creditNoteLines.supplyAgain,
      })
      .from(creditNoteLines)
      .innerJoin(expenses, eq(expenses.id, creditNoteLines.expenseId))
      .where(eq(creditNoteLines.creditNoteId, row.id))
    // Supplied again, what leaves actual returns to the PO line's commitment: the code's remaining stays.
    return lines.map((line) => ({
      budget_code: line.code,
      amount: line.supplyAgain ? 0 : -Number(line.amount),
    }))
  },
  async save(db, id, change, now) {
    await db
      .update(creditNotes)
      .set({ ...change, rowVersion: sql`${creditNotes.rowVersion} + 1`, updatedAt: now })
      .where(eq(creditNotes.id, id))
  },
  describeMany: (db, ids) =>
    describeEach(
      ids,
      (distinct) =>
        db
          .select({
            id: creditNotes.id,
            code: projects.code,
            cnNo: creditNotes.cnNo,
            vendor: vendors.legalName,
            invoiceNo: expenses.invoiceNo,
          })
          .from(creditNotes)
          .innerJoin(projects, eq(projects.id, creditNotes.projectId))
          .innerJoin(vendors, eq(vendors.id, creditNotes.vendorId))
          .innerJoin(expenses, eq(expenses.id, creditNotes.expenseId))
          .where(idIn(creditNotes.id, distinct)),
      (id, row) => ({
        label: row
          ? `${row.vendor} credit note ${row.cnNo} on invoice ${row.invoiceNo} (${row.code})`
          : `#${id}`,
        path: `/apps/creditNoteMasterView?creditNote=${id}`,
      }),
    ),
}
