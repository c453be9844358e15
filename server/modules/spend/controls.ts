import { desc, eq } from 'drizzle-orm'
import type { BudgetControls, UpdateBudgetControlsRequest } from '../../../contract/spend/actuals'
import { REMAINING_PICKER_LIMIT } from '../../../contract/spend/actuals'
import {
  type BudgetControlAction,
  DEFAULT_BUDGET_CONTROL,
  DOCUMENT_TYPES,
} from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { budgetControls, users } from '../../db/schema'
import type { AuditWriter } from '../../http/route'
import { budgetProject, type Caller } from '../budget/access'
import { iso } from '../paging'
import { codeFigures } from './figures'

/*
 * The organisation's budget controls (Stop, Warn or Ignore per document type) and the live
 * remaining figures of a project's codes, which anyone on the team may read while drafting.
 */

export async function getBudgetControls(db: Database, tenantId: number): Promise<BudgetControls> {
  const rows = await db
    .select({
      type: budgetControls.documentType,
      action: budgetControls.action,
      updatedAt: budgetControls.updatedAt,
      updatedBy: users.name,
    })
    .from(budgetControls)
    .leftJoin(users, eq(users.id, budgetControls.updatedBy))
    .where(eq(budgetControls.organizationId, tenantId))
    .orderBy(desc(budgetControls.updatedAt))
  const actionOf = (type: string) =>
    (rows.find((row) => row.type === type)?.action as BudgetControlAction | undefined) ??
    DEFAULT_BUDGET_CONTROL
  return {
    po: actionOf('po'),
    expense: actionOf('expense'),
    updated_at: iso(rows[0]?.updatedAt),
    updated_by_name: rows[0]?.updatedBy ?? null,
  }
}

export async function updateBudgetControls(
  db: Database,
  caller: Caller,
  audit: AuditWriter,
  now: Date,
  input: UpdateBudgetControlsRequest,
): Promise<BudgetControls> {
  return db.transaction(async (tx) => {
    const before = await getBudgetControls(tx, caller.tenantId)
    for (const type of DOCUMENT_TYPES) {
      const action = input[type]
      if (action === undefined || action === before[type]) continue
      await tx
        .insert(budgetControls)
        .values({
          organizationId: caller.tenantId,
          documentType: type,
          action,
          updatedBy: caller.session.userId,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [budgetControls.organizationId, budgetControls.documentType],
          set: { action, updatedBy: caller.session.userId, updatedAt: now },
        })
    }
    const after = await getBudgetControls(tx, caller.tenantId)
    if (after.po !== before.po || after.expense !== before.expense)
      await audit(tx, {
        action: 'budget_controls.update',
        entity: 'budget_controls',
        entityId: caller.tenantId,
        before: { po: before.po, expense: before.expense },
        after: { po: after.po, expense: after.expense },
      })
    return after
  })
}

/** Live figures of some codes (`codes=A,B`), or a picker of at most 50 lines matching `search`. */
export async function remainingFigures(
  db: Database,
  caller: Caller,
  projectId: number,
  query: { codes?: string; budgetV?: number; search?: string },
) {
  const project = await budgetProject(db, caller, projectId)
  const codes = query.codes
    ?.split(',')
    .map((code) => code.trim())
    .filter(Boolean)
  const result = await codeFigures(
    db,
    caller.tenantId,
    project.id,
    codes?.length
      ? { codes, budgetV: query.budgetV }
      : { budgetV: query.budgetV, search: query.search, limit: REMAINING_PICKER_LIMIT },
  )
  return { project_id: project.id, budgetV: result.budgetV, currency: result.currency, codes: result.figures }
}
