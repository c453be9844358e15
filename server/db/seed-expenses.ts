import { and, asc, eq, isNull } from 'drizzle-orm'
import type { DemoRole } from '../../contract/demo'
import { DEMO_EXPENSES } from '../../contract/demo-spend'
import { parseMoney } from '../../contract/masters/fields'
import { expenseContribution } from '../modules/expenses/contribution'
import { resolveExpense } from '../modules/expenses/inputs'
import { checkBudget } from '../modules/spend/budget-check'
import { levelsOf, requiredLevels } from '../modules/workflow/levels'
import type { Database } from './client'
import {
  approvalSteps,
  expenses,
  gstRates,
  paymentModes,
  purchaseOrderLines,
  purchaseOrders,
  vendors,
} from './schema'

/*
 * The demo expenses of contract/demo-spend.ts (the mocks book them too), after the demo's levels
 * and PO. Every figure (rate on the invoice date, GST kind, TDS, the PO line check) comes from the
 * expense module's own `resolveExpense`, so the seed stores what the API would; the steps are the
 * ones the approval engine records. Skipped when the project already has expenses.
 */

type People = Partial<Record<DemoRole, number>>

async function idByName(
  tx: Database,
  table: typeof gstRates | typeof paymentModes,
  tenant: number,
  name: string,
) {
  const [row] = await tx
    .select({ id: table.id })
    .from(table as typeof gstRates)
    .where(and(eq(table.organizationId, tenant), eq(table.name, name), isNull(table.archivedAt)))
    .limit(1)
  return row?.id ?? null
}

/** The lines of the project's first PO (the demo PO), in line order. */
async function demoPoLines(tx: Database, projectId: number) {
  const rows = await tx
    .select({ id: purchaseOrderLines.id })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.poId))
    .where(and(eq(purchaseOrders.projectId, projectId), eq(purchaseOrders.poNo, 1)))
    .orderBy(asc(purchaseOrderLines.position))
  return rows.map((row) => row.id)
}

export async function seedDemoExpenses(
  tx: Database,
  organizationId: number,
  projectId: number,
  people: People,
  now: Date,
) {
  const [existing] = await tx
    .select({ id: expenses.id })
    .from(expenses)
    .where(eq(expenses.projectId, projectId))
    .limit(1)
  if (existing) return
  const person = (role: DemoRole | null) => (role ? (people[role] ?? null) : null)
  const poLines = await demoPoLines(tx, projectId)
  const levels = await levelsOf(tx, organizationId, projectId, 'expense')
  for (const plan of DEMO_EXPENSES) {
    const [vendor] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(
        and(
          eq(vendors.organizationId, organizationId),
          eq(vendors.legalName, plan.vendor),
          isNull(vendors.archivedAt),
        ),
      )
      .limit(1)
    // Vendors come from the vendor seed; without them there is nothing to book.
    if (!vendor) continue
    const poLineId = plan.po_line === undefined ? null : (poLines[plan.po_line] ?? null)
    const values = await resolveExpense(tx, organizationId, {
      project_id: projectId,
      budget_code: plan.code,
      vendor_id: vendor.id,
      po_line_id: poLineId,
      invoice_no: plan.invoice_no,
      invoice_date: plan.invoice_date,
      description: plan.description,
      currency_code: plan.currency,
      amount: parseMoney(plan.amount) ?? 0,
      gst_id: plan.gst ? await idByName(tx, gstRates, organizationId, plan.gst) : null,
      // The vendor's own TDS section, as when the form leaves it alone.
      tds_id: undefined,
      payment_mode_id: plan.payment
        ? await idByName(tx, paymentModes, organizationId, plan.payment.mode)
        : null,
      payment_reference: plan.payment?.reference ?? null,
    })
    const submitter = person(plan.submitted_by)
    // The budget as it stood when it was submitted (before this expense counted).
    const budgetCheck =
      submitter === null
        ? null
        : await checkBudget(
            { db: tx, tenantId: organizationId, userId: submitter, role: plan.submitted_by ?? 'User' },
            'expense',
            projectId,
            [await expenseContribution(tx, organizationId, { ...values, projectId })],
          )
    const required = requiredLevels(levels, values.amountProject)
    const approvers = plan.approved_by.map(person)
    const approved = plan.status === 'approved' || plan.status === 'paid'
    const payer = plan.payment ? person(plan.payment.by) : null
    const [row] = await tx
      .insert(expenses)
      .values({
        ...values,
        organizationId,
        status: plan.status,
        pendingLevelNo: plan.status === 'submitted' ? (required[approvers.length]?.levelNo ?? null) : null,
        budgetCheck,
        createdBy: person(plan.created_by),
        submittedBy: submitter,
        submittedAt: submitter === null ? null : now,
        approvedBy: approved ? (approvers.at(-1) ?? null) : null,
        approvedAt: approved ? now : null,
        paidOn: plan.payment?.paid_on ?? null,
        paidBy: payer,
        paidAt: plan.payment ? now : null,
        rowVersion: 1 + Number(submitter !== null) + approvers.length + Number(plan.payment !== null),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: expenses.id })
    if (!row || submitter === null) continue
    const step = (action: string, userId: number | null, levelNo: number | null) => ({
      organizationId,
      documentType: 'expense',
      documentId: row.id,
      action,
      levelNo,
      userId,
      reason: null,
      at: now,
    })
    await tx
      .insert(approvalSteps)
      .values([
        step('submitted', submitter, null),
        ...approvers.map((userId, index) => step('approved', userId, required[index]?.levelNo ?? index + 1)),
        ...(plan.payment ? [step('paid', payer, null)] : []),
      ])
  }
}
