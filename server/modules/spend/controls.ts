import { desc, eq } from 'drizzle-orm'
import {
  type BudgetControls,
  REMAINING_PICKER_LIMIT,
  type RemainingAnswer,
  type UpdateBudgetControlsRequest,
} from '../../../contract/spend/actuals'
import {
  type BudgetControlAction,
  CONTROLLED_DOCUMENT_TYPES,
  type ControlledDocumentType,
  DEFAULT_BUDGET_CONTROL,
  DEFAULT_DUPLICATE_INVOICE,
  type DocumentType,
  type DuplicateInvoiceAction,
} from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { budgetControls, users } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { forbidden } from '../../http/errors'
import type { AuditWriter } from '../../http/route'
import { budgetProject } from '../budget-versions/access'
import { iso } from '../paging'
import { mayDraft, readsBudget } from './figure-access'
import { codeChoices, codeFigures } from './figures'

/*
 * The organisation's budget controls (Stop, Warn or Ignore per document type; Warn or Stop for a
 * vendor's invoice booked twice) and the live remaining figures of a project's codes: every code's
 * for whoever reads the budget, the codes of a draft for whoever may draft it (figure-access.ts).
 */

/** The key budget_controls keeps the organisation's duplicate-invoice choice under. */
export const DUPLICATE_INVOICE_CONTROL = 'duplicate_invoice'

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
  const actions = Object.fromEntries(CONTROLLED_DOCUMENT_TYPES.map((type) => [type, actionOf(type)]))
  return {
    ...(actions as Record<ControlledDocumentType, BudgetControlAction>),
    duplicate_invoice:
      (rows.find((row) => row.type === DUPLICATE_INVOICE_CONTROL)?.action as
        | DuplicateInvoiceAction
        | undefined) ?? DEFAULT_DUPLICATE_INVOICE,
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
    const keys = [...CONTROLLED_DOCUMENT_TYPES, DUPLICATE_INVOICE_CONTROL] as const
    for (const key of keys) {
      const action = input[key]
      if (action === undefined || action === before[key]) continue
      await tx
        .insert(budgetControls)
        .values({
          organizationId: caller.tenantId,
          documentType: key,
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
    if (keys.some((key) => after[key] !== before[key]))
      await audit(tx, {
        action: 'budget_controls.update',
        entity: 'budget_controls',
        entityId: caller.tenantId,
        before: controlsOf(before),
        after: controlsOf(after),
      })
    return after
  })
}

const controlsOf = ({ updated_at, updated_by_name, ...actions }: BudgetControls) => actions

type RemainingQuery = { codes?: string; budgetV?: number; search?: string; document_type?: DocumentType }

/**
 * Live figures of some codes (`codes=A,B`), or a picker of at most 50 lines matching `search`.
 * Whoever reads the budget gets every figure. Whoever may only draft (`document_type` they may
 * draft) gets the picker's names without figures, and a 403 for figures: drafting is not reading
 * the budget (figure-access.ts). Others: 403, and nothing is computed.
 */
export async function remainingFigures(
  db: Database,
  caller: Caller,
  projectId: number,
  query: RemainingQuery,
): Promise<RemainingAnswer> {
  const project = await budgetProject(db, caller, projectId)
  const everything = await readsBudget(db, caller.session)
  if (!everything && !(query.document_type && (await mayDraft(db, caller.session, query.document_type))))
    throw forbidden(
      "A budget's figures are for those who read the budget, or who draft a purchase order or an expense on it",
    )
  const codes = [
    ...new Set(
      query.codes
        ?.split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ]
  if (codes.length) {
    if (!everything) throw forbidden("A budget's figures are for those who read the budget")
    const result = await codeFigures(db, caller.tenantId, project.id, { codes, budgetV: query.budgetV })
    return { ...answerOf(project.id, result), codes: result.figures, choices: [] }
  }
  const picker = { budgetV: query.budgetV, search: query.search, limit: REMAINING_PICKER_LIMIT }
  if (!everything) {
    const result = await codeChoices(db, caller.tenantId, project.id, picker)
    return { ...answerOf(project.id, result), codes: [], choices: result.choices }
  }
  const result = await codeFigures(db, caller.tenantId, project.id, picker)
  const choices = result.figures.map(({ budget_code, description }) => ({ budget_code, description }))
  return { ...answerOf(project.id, result), codes: result.figures, choices }
}

const answerOf = (
  projectId: number,
  result: { budgetV: number | null; currency: RemainingAnswer['currency'] },
) => ({ project_id: projectId, budgetV: result.budgetV, currency: result.currency })
