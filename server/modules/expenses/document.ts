import { eq, sql } from 'drizzle-orm'
import { expenses, projects, vendors } from '../../db/schema'
import { adjustAdvancesForExpense } from '../advances/adjust'
import { assertReceipts } from '../books/evidence'
import { type DocumentAdapter, describeEach, idIn } from '../workflow/document'
import { type ExpenseRecord, expenseFor } from './access'
import { expenseContribution } from './contribution'
import { resolveExpense, storedInput } from './inputs'

/*
 * An expense in the workflow: anyone who may change expenses submits it and answers for it from
 * then on; its amount in the project currency is what the levels compare; it adds to its code
 * (less what its approved PO line already commits) until approved, when it becomes actual cost.
 * Once approved it is paid (expenses/workflow.ts), and can no longer be cancelled.
 */

export const expenseDocument: DocumentAdapter<ExpenseRecord> = {
  type: 'expense',
  noun: 'expense',
  table: expenses,
  columns: {
    id: expenses.id,
    organizationId: expenses.organizationId,
    projectId: expenses.projectId,
    status: expenses.status,
    pendingLevelNo: expenses.pendingLevelNo,
    amount: expenses.amountProject,
    requestedBy: sql`coalesce(${expenses.submittedBy}, ${expenses.createdBy})`,
  },
  submitterBecomesRequester: true,
  cancellableFrom: ['draft', 'rejected', 'submitted'],

  load: (db, caller, id) => expenseFor(db, caller, id, true),
  facts: (row) => ({
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    pendingLevelNo: row.pendingLevelNo,
    requestedBy: row.submittedBy ?? row.createdBy,
    amount: Number(row.amountProject),
    rowVersion: row.rowVersion,
    dated: { on: row.invoiceDate, field: 'invoice_date' },
  }),
  // The budget, rates and PO line may have moved since the draft: everything is checked again.
  // An invoice from the organisation's receipt amount up goes forward only with its file attached.
  async refresh(db, caller, row) {
    const values = await resolveExpense(db, caller.tenantId, await storedInput(db, row), row.id)
    await assertReceipts(db, caller.tenantId, [
      {
        owner: 'expense',
        ownerId: row.id,
        amount: Number(values.amountProject ?? row.amountProject),
        path: 'attachments',
        label: `Invoice ${row.invoiceNo}`,
      },
    ])
    await db.update(expenses).set(values).where(eq(expenses.id, row.id))
    return { ...row, ...values }
  },
  // A vendor's paid advances on the invoice's PO are set off against it (advances/adjust.ts).
  afterApproved: (db, caller, row) => adjustAdvancesForExpense(db, caller, row.id),
  contributions: async (db, tenantId, row) => [
    await expenseContribution(db, tenantId, {
      id: row.id,
      projectId: row.projectId,
      budgetCode: row.budgetCode,
      amountProject: Number(row.amountProject),
      poLineId: row.poLineId,
      contractInstalmentId: row.contractInstalmentId,
    }),
  ],
  async save(db, id, change, now) {
    await db
      .update(expenses)
      .set({ ...change, rowVersion: sql`${expenses.rowVersion} + 1`, updatedAt: now })
      .where(eq(expenses.id, id))
  },
  describeMany: (db, ids) =>
    describeEach(
      ids,
      (distinct) =>
        db
          .select({
            id: expenses.id,
            code: projects.code,
            invoiceNo: expenses.invoiceNo,
            vendor: vendors.legalName,
          })
          .from(expenses)
          .innerJoin(projects, eq(projects.id, expenses.projectId))
          .innerJoin(vendors, eq(vendors.id, expenses.vendorId))
          .where(idIn(expenses.id, distinct)),
      (id, row) => ({
        label: row ? `${row.vendor} invoice ${row.invoiceNo} (${row.code})` : `#${id}`,
        path: `/apps/expenseMasterView?expense=${id}`,
      }),
    ),
}
