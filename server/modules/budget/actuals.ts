import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { expensesByBudgetQuerySchema, MoveToBudgetRequest } from '../../../contract/spend/actuals'
import type { Database } from '../../db/client'
import { budgetLines, budgetVersions, expenses } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { badRequest, conflict, notFound } from '../../http/errors'
import type { AuditWriter } from '../../http/route'
import { budgetProject, currentVersion, type VersionRecord } from '../budget-versions/access'
import { selectExpenses, toExpenses } from '../expenses/rows'
import { pageOf, pagination } from '../paging'
import { checkBudget } from '../spend/budget-check'
import { ACTUAL_STATUSES } from '../spend/expense-statuses'
import { codeFigures } from '../spend/figures'
import { recordStep } from '../workflow/steps'

/*
 * Budget versus actual from a budget line's side: the expenses booked on its code, re-booking
 * expenses onto another code (budget-checked like an expense), and keeping versions that hold
 * expenses from being deleted.
 */

/** A version with expenses booked on it cannot be deleted: they would point at nothing. */
export async function assertNoExpenses(db: Database, tenantId: number, version: VersionRecord) {
  const [row] = await db
    .select({ count: count() })
    .from(expenses)
    .where(
      and(
        eq(expenses.organizationId, tenantId),
        eq(expenses.budgetVersionId, version.id),
        ne(expenses.status, 'cancelled'),
      ),
    )
  const booked = Number(row?.count ?? 0)
  if (booked > 0)
    throw conflict(
      `Version ${version.versionNo} has ${booked} expense${booked === 1 ? '' : 's'} booked on it: move or cancel them first`,
      [],
      'hasExpenses',
    )
}

type ByBudgetQuery = z.output<typeof expensesByBudgetQuerySchema>

export async function expensesByBudget(db: Database, caller: Caller, lineId: number, query: ByBudgetQuery) {
  const [line] = await db
    .select({
      code: budgetLines.budgetCode,
      projectId: budgetLines.projectId,
      versionNo: budgetVersions.versionNo,
    })
    .from(budgetLines)
    .innerJoin(budgetVersions, eq(budgetVersions.id, budgetLines.versionId))
    .where(
      and(
        eq(budgetLines.id, lineId),
        eq(budgetLines.organizationId, caller.tenantId),
        isNull(budgetLines.deletedAt),
        isNull(budgetVersions.archivedAt),
      ),
    )
    .limit(1)
  const mismatch =
    !line ||
    (query.budget_code !== undefined && query.budget_code.toLowerCase() !== line.code.toLowerCase()) ||
    (query.project_id !== undefined && query.project_id !== line.projectId) ||
    (query.budgetV !== undefined && query.budgetV !== line.versionNo)
  if (!line || mismatch) throw notFound('This budget line')
  const project = await budgetProject(db, caller, line.projectId)
  const { figures, currency } = await codeFigures(db, caller.tenantId, project.id, {
    budgetV: line.versionNo,
    codes: [line.code],
  })
  const { page, limit, offset } = pageOf(query)
  const where = and(
    eq(expenses.organizationId, caller.tenantId),
    eq(expenses.projectId, project.id),
    eq(expenses.budgetCode, line.code),
    ne(expenses.status, 'cancelled'),
  )
  const [rows, [total]] = await Promise.all([
    selectExpenses(db)
      .where(where)
      .orderBy(desc(expenses.invoiceDate), desc(expenses.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(expenses).where(where),
  ])
  return {
    data: await toExpenses(db, caller.tenantId, rows),
    pagination: pagination(Number(total?.count ?? 0), page, limit, rows.length),
    figures: figures[0] as (typeof figures)[number],
    budgetV: line.versionNo,
    currency,
  }
}

export async function moveToBudget(
  db: Database,
  caller: Caller,
  audit: AuditWriter,
  now: Date,
  input: MoveToBudgetRequest,
) {
  return db.transaction(async (tx) => {
    const project = await budgetProject(tx, caller, input.project_id)
    const version = await currentVersion(tx, project.id)
    const [target] = version
      ? await tx
          .select({ code: budgetLines.budgetCode })
          .from(budgetLines)
          .where(
            and(
              eq(budgetLines.versionId, version.id),
              isNull(budgetLines.deletedAt),
              sql`lower(${budgetLines.budgetCode}) = lower(${input.to_budget_code})`,
            ),
          )
          .limit(1)
      : []
    if (!version || !target) {
      const message = `${input.to_budget_code} is not a code of the current budget`
      throw badRequest(message, [{ path: 'to_budget_code', message, code: 'unknownCode' }])
    }
    const ids = [...new Set(input.expense_ids)]
    const rows = await tx
      .select()
      .from(expenses)
      .where(
        and(
          eq(expenses.organizationId, caller.tenantId),
          eq(expenses.projectId, project.id),
          inArray(expenses.id, ids),
          ne(expenses.status, 'cancelled'),
        ),
      )
      .for('update')
    if (rows.length !== ids.length) {
      const found = new Set(rows.map((row) => row.id))
      const missing = ids.filter((id) => !found.has(id))
      const message = `Expense${missing.length === 1 ? '' : 's'} ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not a live expense of this project`
      throw badRequest(message, [{ path: 'expense_ids', message, code: 'unknownExpense' }])
    }
    const moving = rows.filter((row) => row.budgetCode !== target.code)
    // An invoice against a PO line stays on the line's code: re-booking it would split the order's
    // commitment from its actual cost.
    const onPoLines = moving.filter((row) => row.poLineId !== null)
    if (onPoLines.length > 0) {
      const names = onPoLines.map((row) => row.invoiceNo).join(', ')
      const message = `${names} ${onPoLines.length === 1 ? 'is' : 'are'} booked against a purchase order line and stay${onPoLines.length === 1 ? 's' : ''} on its code`
      throw badRequest(message, [{ path: 'expense_ids', message, code: 'onPoLine' }])
    }
    // Only approved and paid expenses count on a code: they are what the move adds to the new one.
    const amount = moving
      .filter((row) => ACTUAL_STATUSES.includes(row.status))
      .reduce((sum, row) => sum + Number(row.amountProject), 0)
    const check = await checkBudget(
      { db: tx, tenantId: caller.tenantId, userId: caller.session.userId, role: caller.session.roleType },
      'expense',
      project.id,
      [{ budget_code: target.code, amount }],
      input.override_reason,
    )
    if (moving.length)
      await tx
        .update(expenses)
        .set({
          budgetCode: target.code,
          budgetVersionId: version.id,
          rowVersion: sql`${expenses.rowVersion} + 1`,
          updatedAt: now,
        })
        .where(
          inArray(
            expenses.id,
            moving.map((row) => row.id),
          ),
        )
    if (check.override_reason)
      for (const row of moving)
        await recordStep(
          tx,
          { ...caller, audit },
          { type: 'expense', id: row.id },
          'override',
          null,
          check.override_reason,
        )
    if (moving.length)
      await audit(
        tx,
        moving.map((row) => ({
          action: 'expense.move_budget',
          entity: 'expense',
          entityId: row.id,
          before: { budget_code: row.budgetCode, budget_version_id: row.budgetVersionId },
          after: { budget_code: target.code, budget_version_id: version.id, reason: input.reason },
        })),
      )
    const codes = [...new Set([target.code, ...moving.map((row) => row.budgetCode)])]
    const { figures } = await codeFigures(tx, caller.tenantId, project.id, { codes })
    return { moved: moving.length, to_budget_code: target.code, figures }
  })
}
