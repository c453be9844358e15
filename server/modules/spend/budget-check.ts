import { and, eq } from 'drizzle-orm'
import { isAdminRole, type Role } from '../../../contract/codes'
import {
  type BudgetCheck,
  type BudgetControlAction,
  type BudgetImpact,
  DEFAULT_BUDGET_CONTROL,
  type DocumentType,
} from '../../../contract/spend/common'
import type { Database } from '../../db/client'
import { budgetControls } from '../../db/schema'
import { forbidden, HttpError } from '../../http/errors'
import type { Currency } from '../projects/currency'
import { userNames } from '../users/names'
import { codeFigures, moneyText } from './figures'

/*
 * The budget check run when a PO or an expense is submitted or approved (and when expenses move
 * to another code): what the document adds to each code, whether that takes a code past its
 * budget, and what the organisation's control says to do about it.
 */

export type Contribution = { budget_code: string; amount: number }
export type BudgetCheckContext = { db: Database; tenantId: number; userId: number; role: Role }

/** The action of the organisation's control for a document type (Warn until an Admin sets one). */
export async function budgetControlOf(
  db: Database,
  tenantId: number,
  documentType: DocumentType,
): Promise<BudgetControlAction> {
  const [row] = await db
    .select({ action: budgetControls.action })
    .from(budgetControls)
    .where(and(eq(budgetControls.organizationId, tenantId), eq(budgetControls.documentType, documentType)))
    .limit(1)
  return (row?.action as BudgetControlAction | undefined) ?? DEFAULT_BUDGET_CONTROL
}

/** Each code's figures now and after this document's contribution (summed per code). */
export async function budgetImpacts(
  db: Database,
  tenantId: number,
  projectId: number,
  contributions: Contribution[],
): Promise<BudgetImpact[]> {
  const byCode = new Map<string, number>()
  for (const { budget_code, amount } of contributions)
    byCode.set(budget_code, (byCode.get(budget_code) ?? 0) + amount)
  if (byCode.size === 0) return []
  const { figures } = await codeFigures(db, tenantId, projectId, { codes: [...byCode.keys()] })
  return figures.map((figure) => {
    const thisDocument = byCode.get(figure.budget_code) ?? 0
    return { ...figure, this_document: thisDocument, remaining_after: figure.remaining - thisDocument }
  })
}

/** "A-100 by 1,250.00 INR" */
const overBy = (impact: BudgetImpact, currency: Currency) =>
  `${impact.budget_code} by ${moneyText(-impact.remaining_after, currency)}`

/** Whether a code's impact counts as going over under the control: the check and every preview use it. */
export const goesOver = (impact: BudgetImpact, action: BudgetControlAction) =>
  action !== 'ignore' && impact.remaining_after < 0 && impact.this_document > 0

/**
 * The budget check of a document about to be submitted, approved or moved. Throws 403
 * `overrideAdminsOnly` when a non-admin sends an override reason, and 409 `overBudget` when the
 * control is Stop and a code goes over (unless an Admin gave a reason); otherwise returns the check
 * to save on the document. The caller records the `override` step when `override_reason` is set.
 */
export async function checkBudget(
  ctx: BudgetCheckContext,
  documentType: DocumentType,
  projectId: number,
  contributions: Contribution[],
  overrideReason?: string,
): Promise<BudgetCheck> {
  const admin = isAdminRole(ctx.role)
  if (overrideReason !== undefined && !admin)
    throw forbidden('Only an Admin may let a document past a budget stop', 'overrideAdminsOnly')
  const action = await budgetControlOf(ctx.db, ctx.tenantId, documentType)
  const impacts = await budgetImpacts(ctx.db, ctx.tenantId, projectId, contributions)
  const over = impacts.filter((impact) => goesOver(impact, action))
  const check: BudgetCheck = {
    action,
    impacts,
    over_codes: over.map((impact) => impact.budget_code),
    override_reason: null,
    override_by_name: null,
  }
  if (action !== 'stop' || over.length === 0) return check
  if (overrideReason === undefined) {
    const { currency } = await codeFigures(ctx.db, ctx.tenantId, projectId, { codes: [] })
    const message = `This goes over budget on ${over.map((impact) => overBy(impact, currency)).join(', ')}: an Admin may let it through with a reason.`
    throw new HttpError(409, message, [], 'overBudget', { codes: check.over_codes.join(',') })
  }
  return {
    ...check,
    override_reason: overrideReason,
    override_by_name: (await userNames(ctx.db, [ctx.userId])).get(ctx.userId) ?? null,
  }
}
