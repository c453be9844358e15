import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import { isAdminRole } from '../../../contract/codes'
import {
  type AdvanceDetail,
  type AdvanceKind,
  type AdvancePreview,
  type AdvancePreviewRequest,
  type AdvanceStep,
  type advanceListQuerySchema,
  type ExpenseAdvances,
  isDeposit,
} from '../../../contract/spend/advances'
import type { BudgetCheck } from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import {
  advanceAdjustments,
  expenses,
  organizations,
  projects,
  vendorAdvances,
  vendors,
} from '../../db/schema'
import type { Caller } from '../../http/caller'
import { forbidden, invalid, notFound } from '../../http/errors'
import { mayCall } from '../../http/permissions'
import { budgetProject } from '../budget-versions/access'
import { countAll, likePattern, orderFor, pagedList } from '../paging'
import { projectScope } from '../projects/scope'
import { mayDecide } from '../workflow/deciders'
import { approvalTrail } from '../workflow/steps'
import { advanceFor, advanceNumber } from './access'
import { ADJUSTABLE_STATUSES } from './adjust'
import { advanceDocument } from './document'
import { overdueCondition, selectAdvances, toAdvances } from './rows'
import { afterSetOffs, setOffsOf } from './set-offs'
import { advanceTds, pctOf, poOpen } from './tds'

/*
 * Reading advances: a filtered page (project, vendor, kind, status, overdue) of the projects the
 * caller may see with the organisation's overdue count, one advance with its trail, adjustments
 * and the steps the caller may take, the draft preview, what an invoice is set off by, and the
 * organisation's alert days.
 */

type Query = z.output<typeof advanceListQuerySchema>
type Clock = { now: Date; overdueDays: number }

const SORTS = {
  created_at: vendorAdvances.createdAt,
  amount: vendorAdvances.amount,
  paid_on: vendorAdvances.paidOn,
}

function filtersOf(caller: Caller, query: Query, clock: Clock): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(vendorAdvances.organizationId, caller.tenantId),
    projectScope(caller, vendorAdvances.projectId),
    query.project_id === undefined ? undefined : eq(vendorAdvances.projectId, query.project_id),
    query.vendor_id === undefined ? undefined : eq(vendorAdvances.vendorId, query.vendor_id),
    query.kind ? eq(vendorAdvances.kind, query.kind) : undefined,
    query.status ? eq(vendorAdvances.status, query.status) : undefined,
    query.overdue === '1' ? overdueCondition(clock.now, clock.overdueDays) : undefined,
  ]
  if (query.search) {
    const pattern = likePattern(query.search)
    conditions.push(
      or(
        sql`${vendorAdvances.reason} ilike ${pattern}`,
        sql`${vendorAdvances.proformaNo} ilike ${pattern}`,
        sql`${vendorAdvances.budgetCode} ilike ${pattern}`,
        sql`exists (select 1 from ${vendors} v where v.id = ${vendorAdvances.vendorId} and v.legal_name ilike ${pattern})`,
      ),
    )
  }
  return and(...conditions)
}

export async function listAdvances(db: Database, caller: Caller, query: Query, clock: Clock) {
  const where = filtersOf(caller, query, clock)
  const order = orderFor(query.sort, SORTS, '-created_at', vendorAdvances.id)
  const [list, [overdue]] = await Promise.all([
    pagedList(
      query,
      ({ limit, offset }) =>
        selectAdvances(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      () => db.select(countAll).from(vendorAdvances).where(where),
      (rows) => toAdvances(db, caller.tenantId, rows, clock),
    ),
    db
      .select(countAll)
      .from(vendorAdvances)
      .where(
        and(
          eq(vendorAdvances.organizationId, caller.tenantId),
          projectScope(caller, vendorAdvances.projectId),
          overdueCondition(clock.now, clock.overdueDays),
        ),
      ),
  ])
  return {
    ...list,
    overdue_count: Number(overdue?.total ?? 0),
    overdue_days: clock.overdueDays,
  }
}

async function adjustmentsWhere(db: Database, where: SQL | undefined) {
  const rows = await db
    .select({
      adjustment: advanceAdjustments,
      advanceNo: vendorAdvances.advanceNo,
      projectCode: projects.code,
      invoiceNo: expenses.invoiceNo,
    })
    .from(advanceAdjustments)
    .innerJoin(vendorAdvances, eq(vendorAdvances.id, advanceAdjustments.advanceId))
    .innerJoin(projects, eq(projects.id, vendorAdvances.projectId))
    .innerJoin(expenses, eq(expenses.id, advanceAdjustments.expenseId))
    .where(where)
    .orderBy(asc(advanceAdjustments.id))
  return rows.map(({ adjustment, advanceNo, projectCode, invoiceNo }) => ({
    adjustment_id: adjustment.id,
    advance_id: adjustment.advanceId,
    advance_no: advanceNumber(projectCode, advanceNo),
    expense_id: adjustment.expenseId,
    invoice_no: invoiceNo,
    amount: Number(adjustment.amount),
    tds_amount: Number(adjustment.tdsAmount),
    manual: adjustment.manual,
    at: adjustment.at.toISOString(),
  }))
}

/** The steps the caller may take now, by status, kind and permission. */
async function stepsFor(db: Database, caller: Caller, row: typeof vendorAdvances.$inferSelect) {
  if (!(await mayCall(db, caller.session, 'var', 'PUT'))) return []
  const steps: AdvanceStep[] = []
  const deposit = isDeposit(row.kind as AdvanceKind)
  const status = row.status
  if (['draft', 'rejected'].includes(status)) steps.push('edit', 'submit')
  if (advanceDocument.cancellableFrom.includes(status)) steps.push('cancel')
  if (await mayDecide(db, caller.tenantId, caller.session.userId, 'advance', advanceDocument.facts(row)))
    steps.push('approve', 'reject')
  if (status === 'approved') steps.push('pay')
  if (!deposit && ADJUSTABLE_STATUSES.includes(status)) steps.push('adjust', 'refund', 'write_off')
  if (deposit && status === 'paid') steps.push('refund_due', 'forfeit')
  if (deposit && status === 'refund_due') steps.push('refund', 'forfeit')
  return steps
}

export async function advanceDetail(
  db: Database,
  caller: Caller,
  id: number,
  clock: Clock,
): Promise<AdvanceDetail> {
  const row = await advanceFor(db, caller, id)
  const [advance] = await toAdvances(
    db,
    caller.tenantId,
    await selectAdvances(db).where(eq(vendorAdvances.id, row.id)),
    clock,
  )
  if (!advance) throw notFound('This advance')
  const open = row.poId === null ? null : await poOpen(db, caller.tenantId, row.poId, row.id)
  const can = await stepsFor(db, caller, row)
  return {
    ...advance,
    approvals: await approvalTrail(db, caller.tenantId, 'advance', row.id),
    adjustments: await adjustmentsWhere(db, eq(advanceAdjustments.advanceId, row.id)),
    budget_check: (row.budgetCheck as BudgetCheck | null) ?? null,
    po_open: open?.open ?? null,
    can,
    can_approve: can.includes('approve'),
  }
}

/** What saving the draft would store: TDS, net paid, and the PO's open amount and share. */
export async function previewAdvance(
  db: Database,
  caller: Caller,
  input: AdvancePreviewRequest,
): Promise<AdvancePreview> {
  const project = await budgetProject(db, caller, input.project_id)
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, input.vendor_id), eq(vendors.organizationId, caller.tenantId)))
    .limit(1)
  if (!vendor) throw invalid('vendor_id', 'Choose an active vendor')
  const tds = await advanceTds(db, caller.tenantId, vendor.id, input.amount)
  const po = input.po_id ? await poOpen(db, caller.tenantId, input.po_id, input.advance_id) : null
  return {
    currency_code: project.currency.code,
    minor_units: project.currency.minor_units,
    tds_id: tds.tdsId,
    tds_rate: tds.tdsRate,
    tds_amount: tds.tdsAmount,
    net_paid: tds.netPaid,
    vendor_has_pan: tds.hasPan,
    po_total: po?.total ?? null,
    po_open: po?.open ?? null,
    pct_of_po: po ? pctOf(input.amount, po.total) : null,
  }
}

/**
 * An invoice's adjustments and what remains to pay on it: its TDS less the advances' TDS on the
 * adjusted part (deducted once, when the advance was paid), and less the advances themselves.
 */
export async function expenseAdvances(
  db: Database,
  caller: Caller,
  expenseId: number,
): Promise<ExpenseAdvances> {
  const after = afterSetOffs(
    { amount: expenses.amountProject, total: expenses.total, tds: expenses.tdsAmount },
    'set_offs',
  )
  const [expense] = await db
    .select({
      tdsRemaining: sql<string>`${after.tds}`,
      netPayable: sql<string>`${after.payable}`,
      adjusted: sql<string>`coalesce(set_offs.amount, 0)`,
    })
    .from(expenses)
    .leftJoin(sql`lateral (${setOffsOf(expenses.id)}) set_offs`, sql`true`)
    .where(
      and(
        eq(expenses.id, expenseId),
        eq(expenses.organizationId, caller.tenantId),
        projectScope(caller, expenses.projectId),
      ),
    )
    .limit(1)
  if (!expense) throw notFound('This expense')
  return {
    expense_id: expenseId,
    adjustments: await adjustmentsWhere(db, eq(advanceAdjustments.expenseId, expenseId)),
    adjusted: Number(expense.adjusted),
    tds_remaining: Number(expense.tdsRemaining),
    net_payable: Number(expense.netPayable),
  }
}

export async function saveSettings(db: Database, caller: Caller, overdueDays: number) {
  if (!isAdminRole(caller.session.roleType))
    throw forbidden('Only an Admin sets when advances become overdue')
  await db
    .update(organizations)
    .set({ advanceOverdueDays: overdueDays, updatedAt: new Date() })
    .where(eq(organizations.id, caller.tenantId))
  return { overdue_days: overdueDays }
}
