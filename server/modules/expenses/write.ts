import { eq } from 'drizzle-orm'
import type { CreateExpenseRequest, UpdateExpenseRequest } from '../../../contract/spend/expenses'
import { expenses } from '../../db/schema'
import { conflict } from '../../http/errors'
import { budgetProject } from '../budget-versions/access'
import { assertPeriodOpen } from '../period-lock/lock'
import { assertFresh } from '../workflow/refusals'
import type { WriteDeps } from '../workflow/write-deps'
import { expenseFor } from './access'
import { assertInvoiceNotBooked } from './duplicates'
import { resolveExpense, storedInput } from './inputs'

/*
 * Drafting an expense: create, and edit while it is a draft or rejected. Every field is checked
 * again against the masters and the budget on each write (and the invoice number against the
 * vendor's other bookings, duplicates.ts), and the write is audited.
 */

export async function createExpense(deps: WriteDeps, input: CreateExpenseRequest) {
  const { db, caller } = deps
  return db.transaction(async (tx) => {
    await budgetProject(tx, caller, input.project_id)
    const values = await resolveExpense(tx, caller.tenantId, input)
    await assertPeriodOpen(tx, values.projectId, values.invoiceDate, 'invoice_date', deps.now)
    await assertInvoiceNotBooked(tx, caller.tenantId, values)
    const [row] = await tx
      .insert(expenses)
      .values({
        ...values,
        organizationId: caller.tenantId,
        status: 'draft',
        createdBy: caller.session.userId,
        createdAt: deps.now,
        updatedAt: deps.now,
      })
      .returning()
    if (!row) throw new Error('expense insert returned nothing')
    await deps.audit(tx, { action: 'expense.create', entity: 'expense', entityId: row.id, after: values })
    return row.id
  })
}

const EDITABLE = ['draft', 'rejected']

export async function updateExpense(deps: WriteDeps, id: number, input: UpdateExpenseRequest) {
  const { db, caller } = deps
  return db.transaction(async (tx) => {
    const row = await expenseFor(tx, caller, id, true)
    if (!EDITABLE.includes(row.status))
      throw conflict('Only a draft or rejected expense can be changed', [], 'notEditable')
    assertFresh('expense', row.rowVersion, input.row_version)
    const { row_version: _, ...changes } = input
    const merged = { ...(await storedInput(tx, row)), ...changes }
    if (merged.project_id !== row.projectId) await budgetProject(tx, caller, merged.project_id)
    // A changed vendor brings its own TDS section unless the edit names one.
    if (changes.vendor_id !== undefined && changes.tds_id === undefined) merged.tds_id = undefined
    const values = await resolveExpense(tx, caller.tenantId, merged, row.id)
    await assertPeriodOpen(tx, values.projectId, values.invoiceDate, 'invoice_date', deps.now)
    // Only a new vendor or number is checked: an edit of a duplicate booked under Warn stays possible.
    if (values.vendorId !== row.vendorId || values.invoiceNo !== row.invoiceNo)
      await assertInvoiceNotBooked(tx, caller.tenantId, { ...values, id: row.id })
    await tx
      .update(expenses)
      .set({ ...values, rowVersion: row.rowVersion + 1, updatedAt: deps.now })
      .where(eq(expenses.id, row.id))
    await deps.audit(tx, {
      action: 'expense.update',
      entity: 'expense',
      entityId: row.id,
      before: row,
      after: values,
    })
    return row.id
  })
}
