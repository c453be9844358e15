import type { PoPreview, PoPreviewRequest } from '../../../contract/spend/purchase-orders'
import type { Database } from '../../db/client'
import { budgetControlOf, budgetImpacts, goesOver } from '../spend/budget-check'
import { readsBudget } from '../spend/figure-access'
import { type Caller, visibleProject } from './access'

/**
 * What the PO form shows while lines are typed: the codes' figures after this PO and which codes
 * it takes past their budget, from the same impacts and the same rule as the check at submission
 * (spend/budget-check.ts), so the form and the submission cannot disagree.
 */
export async function previewPo(
  db: Database,
  caller: Caller,
  projectId: number,
  input: PoPreviewRequest,
): Promise<PoPreview> {
  const project = await visibleProject(db, caller, projectId)
  const perCode = new Map<string, number>()
  for (const { budget_code, amount } of input.codes)
    perCode.set(budget_code, (perCode.get(budget_code) ?? 0) + amount)
  const control = await budgetControlOf(db, caller.tenantId, 'po')
  const impacts = await budgetImpacts(
    db,
    caller.tenantId,
    project.id,
    [...perCode].map(([budget_code, amount]) => ({ budget_code, amount })),
  )
  // Whoever drafts without reading the budget learns whether the PO fits, not the figures.
  const figuresShown = await readsBudget(db, caller.session)
  return {
    currency: project.currency,
    control,
    figures_shown: figuresShown,
    impacts: figuresShown ? impacts : [],
    over_codes: impacts.filter((impact) => goesOver(impact, control)).map((impact) => impact.budget_code),
  }
}
