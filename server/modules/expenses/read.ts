import { and, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { BudgetCheck } from '../../../contract/spend/common'
import type { ExpenseDetail, expenseListQuerySchema } from '../../../contract/spend/expenses'
import type { Database } from '../../db/client'
import { expenses, vendors } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { notFound } from '../../http/errors'
import { mayCall } from '../../http/permissions'
import { likePattern, orderFor, pageOf, pagination } from '../paging'
import { projectCurrencies, toCurrency } from '../projects/currency'
import { projectScope } from '../projects/scope'
import { budgetImpacts } from '../spend/budget-check'
import { checkAsSeen, maySeeDocumentFigures } from '../spend/figure-access'
import { mayDecide } from '../workflow/deciders'
import { approvalTrail } from '../workflow/steps'
import { expenseFor } from './access'
import { expenseContribution } from './contribution'
import { expenseDocument } from './document'
import { duplicateInvoices } from './duplicates'
import { expensesWhere, selectExpenses, toExpenses } from './rows'

/*
 * Reading expenses: a filtered page of the projects the caller may see, with sums per project
 * currency, and one expense with its approval trail, its live budget impact and what the caller
 * may do with it.
 */

type Query = z.output<typeof expenseListQuerySchema>

const SORTS = {
  invoice_date: expenses.invoiceDate,
  amount_project: expenses.amountProject,
  created_at: expenses.createdAt,
}

function filtersOf(caller: Caller, query: Query): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(expenses.organizationId, caller.tenantId),
    query.project_id === undefined ? undefined : eq(expenses.projectId, query.project_id),
    query.budget_code ? eq(expenses.budgetCode, query.budget_code) : undefined,
    query.vendor_id === undefined ? undefined : eq(expenses.vendorId, query.vendor_id),
    query.status ? eq(expenses.status, query.status) : undefined,
    query.date_from ? gte(expenses.invoiceDate, query.date_from) : undefined,
    query.date_to ? lte(expenses.invoiceDate, query.date_to) : undefined,
    projectScope(caller, expenses.projectId),
  ]
  if (query.search) {
    const pattern = likePattern(query.search)
    conditions.push(
      or(
        sql`${expenses.invoiceNo} ilike ${pattern}`,
        sql`${expenses.description} ilike ${pattern}`,
        sql`exists (select 1 from ${vendors} v where v.id = ${expenses.vendorId} and (v.legal_name ilike ${pattern} or v.trade_name ilike ${pattern}))`,
      ),
    )
  }
  return and(...conditions)
}

export async function listExpenses(db: Database, caller: Caller, query: Query) {
  const { page, limit, offset } = pageOf(query)
  const where = filtersOf(caller, query)
  const order = orderFor(query.sort, SORTS, '-invoice_date', expenses.id)
  // The page's ids from the indexes first (a separate query: as an IN subquery the planner joins
  // every name to every matching row), then the names joined to those 25 rows only. The sums
  // need not wait for the page.
  const [pageIds, sums] = await Promise.all([
    db
      .select({ id: expenses.id })
      .from(expenses)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({
        code: projectCurrencies.code,
        minorUnits: projectCurrencies.minorUnits,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${expenses.amountProject}), 0)`,
      })
      .from(expenses)
      .leftJoin(projectCurrencies, eq(projectCurrencies.projectId, expenses.projectId))
      .where(where)
      .groupBy(projectCurrencies.code, projectCurrencies.minorUnits),
  ])
  const rows = pageIds.length
    ? await selectExpenses(db)
        .where(
          inArray(
            expenses.id,
            pageIds.map((row) => row.id),
          ),
        )
        .orderBy(...order)
    : []
  const total = sums.reduce((sum, row) => sum + Number(row.count), 0)
  const totals = new Map<string, { currency_code: string; minor_units: number; amount_project: number }>()
  for (const sum of sums) {
    const currency = toCurrency(sum)
    const entry = totals.get(currency.code) ?? {
      currency_code: currency.code,
      minor_units: currency.minor_units,
      amount_project: 0,
    }
    entry.amount_project += Number(sum.amount)
    totals.set(currency.code, entry)
  }
  return {
    data: await toExpenses(db, caller.tenantId, rows),
    pagination: pagination(total, page, limit, rows.length),
    totals: [...totals.values()],
  }
}

/** This expense's part in its code's figures while it is not yet counted as actual. */
async function liveImpacts(db: Database, tenantId: number, row: typeof expenses.$inferSelect) {
  const counted = ['approved', 'paid', 'cancelled'].includes(row.status)
  const contribution = counted
    ? { budget_code: row.budgetCode, amount: 0 }
    : await expenseContribution(db, tenantId, {
        id: row.id,
        projectId: row.projectId,
        budgetCode: row.budgetCode,
        amountProject: Number(row.amountProject),
        poLineId: row.poLineId,
        contractInstalmentId: row.contractInstalmentId,
      })
  return budgetImpacts(db, tenantId, row.projectId, [contribution])
}

export async function expenseDetail(db: Database, caller: Caller, id: number): Promise<ExpenseDetail> {
  const row = await expenseFor(db, caller, id)
  const [expense] = await expensesWhere(db, caller.tenantId, eq(expenses.id, row.id))
  if (!expense) throw notFound('This expense')
  const mayWrite = await mayCall(db, caller.session, 'expenses', 'PUT')
  const canApprove =
    mayWrite &&
    (await mayDecide(db, caller.tenantId, caller.session.userId, 'expense', expenseDocument.facts(row)))
  const figuresShown = await maySeeDocumentFigures(db, caller.session)
  return {
    ...expense,
    approvals: await approvalTrail(db, caller.tenantId, 'expense', row.id),
    budget: figuresShown ? await liveImpacts(db, caller.tenantId, row) : [],
    budget_check: checkAsSeen((row.budgetCheck as BudgetCheck | null) ?? null, figuresShown),
    duplicate_invoices: await duplicateInvoices(db, caller.tenantId, row),
    can_edit: mayWrite && ['draft', 'rejected'].includes(row.status),
    can_approve: canApprove,
    can_pay: mayWrite && row.status === 'approved',
    // As the workflow's cancel checks it: the steps' grant and the statuses it may leave.
    can_cancel: mayWrite && expenseDocument.cancellableFrom.includes(row.status),
  }
}
