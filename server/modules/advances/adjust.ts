import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { advanceAdjustments, expenses, vendorAdvances } from '../../db/schema'
import { projectCurrencyOf } from '../projects/currency'
import { moneyText } from '../spend/figures'
import type { WorkflowCaller } from '../workflow/document'
import { recordStep } from '../workflow/steps'
import type { AdvanceRecord } from './access'

/*
 * Setting advances off against the vendor's invoices. When an invoice (expense) on a PO becomes
 * approved, the PO's paid advances — those on the invoice's PO line, or on no line — are adjusted
 * oldest first up to the invoice's amount. Each adjustment carries its share of the advance's TDS:
 * that TDS was deducted when the advance was paid and is not deducted again on the invoice.
 * Imports nothing of the expenses module: the expense's workflow adapter calls it.
 */

/** Advance statuses that may still be set off against an invoice. */
export const ADJUSTABLE_STATUSES = ['paid', 'part_adjusted']

type Caller = Pick<WorkflowCaller, 'session' | 'tenantId' | 'audit' | 'now'>

export const balanceOf = (row: Pick<AdvanceRecord, 'amount' | 'adjustedAmount' | 'refundedAmount'>) =>
  Number(row.amount) - Number(row.adjustedAmount) - Number(row.refundedAmount)

/**
 * The TDS share of adjusting `take` of an advance: proportional (rounded half up), and the rest of
 * the advance's TDS when this adjustment settles it, so the shares always add up to its TDS.
 */
export async function tdsShare(db: Database, row: AdvanceRecord, take: number) {
  const tds = Number(row.tdsAmount)
  if (tds === 0) return 0
  if (take >= balanceOf(row) && Number(row.refundedAmount) === 0) {
    const [carried] = await db
      .select({ tds: sql<string | null>`sum(${advanceAdjustments.tdsAmount})` })
      .from(advanceAdjustments)
      .where(eq(advanceAdjustments.advanceId, row.id))
    return tds - Number(carried?.tds ?? 0)
  }
  const amount = BigInt(row.amount)
  return Number((BigInt(take) * BigInt(tds) * 2n + amount) / (amount * 2n))
}

/** What of the invoice is already set off by advances. */
export async function adjustedOnExpense(db: Database, expenseId: number) {
  const [row] = await db
    .select({ amount: sql<string | null>`sum(${advanceAdjustments.amount})` })
    .from(advanceAdjustments)
    .where(eq(advanceAdjustments.expenseId, expenseId))
  return Number(row?.amount ?? 0)
}

/** Sets `take` of the advance off against the invoice: the adjustment, the advance, its trail. */
export async function applyAdjustment(
  db: Database,
  caller: Caller,
  row: AdvanceRecord,
  expense: { id: number; invoiceNo: string },
  take: number,
  manual: boolean,
) {
  const tdsAmount = await tdsShare(db, row, take)
  await db.insert(advanceAdjustments).values({
    organizationId: caller.tenantId,
    advanceId: row.id,
    expenseId: expense.id,
    amount: take,
    tdsAmount,
    manual,
    createdBy: caller.session.userId,
    at: caller.now,
  })
  const adjusted = Number(row.adjustedAmount) + take
  const settled = adjusted + Number(row.refundedAmount) >= Number(row.amount)
  await db
    .update(vendorAdvances)
    .set({
      adjustedAmount: adjusted,
      status: settled ? 'adjusted' : 'part_adjusted',
      closedAt: settled ? caller.now : null,
      rowVersion: row.rowVersion + 1,
      updatedAt: caller.now,
    })
    .where(eq(vendorAdvances.id, row.id))
  await recordStep(
    db,
    caller,
    { type: 'advance', id: row.id },
    'adjusted',
    null,
    `Invoice ${expense.invoiceNo}: ${moneyText(take, await projectCurrencyOf(db, caller.tenantId, row.projectId))}`,
  )
}

/** On an invoice's approval: its PO's paid advances, oldest first, up to the invoice's amount. */
export async function adjustAdvancesForExpense(db: Database, caller: Caller, expenseId: number) {
  const [expense] = await db
    .select({
      id: expenses.id,
      poId: expenses.poId,
      poLineId: expenses.poLineId,
      vendorId: expenses.vendorId,
      invoiceNo: expenses.invoiceNo,
      amount: expenses.amountProject,
    })
    .from(expenses)
    .where(and(eq(expenses.id, expenseId), eq(expenses.organizationId, caller.tenantId)))
    .limit(1)
  if (!expense?.poId) return
  let left = Number(expense.amount) - (await adjustedOnExpense(db, expense.id))
  if (left <= 0) return
  const open = await db
    .select()
    .from(vendorAdvances)
    .where(
      and(
        eq(vendorAdvances.organizationId, caller.tenantId),
        eq(vendorAdvances.poId, expense.poId),
        eq(vendorAdvances.vendorId, expense.vendorId),
        inArray(vendorAdvances.status, ADJUSTABLE_STATUSES),
        expense.poLineId === null
          ? undefined
          : or(isNull(vendorAdvances.poLineId), eq(vendorAdvances.poLineId, expense.poLineId)),
      ),
    )
    .orderBy(asc(vendorAdvances.paidOn), asc(vendorAdvances.id))
    .for('update')
  for (const advance of open) {
    if (left <= 0) break
    const take = Math.min(left, balanceOf(advance))
    if (take <= 0) continue
    await applyAdjustment(db, caller, advance, expense, take, false)
    left -= take
  }
}
