import type { Database } from '../../db/client'
import { instalmentOpenCommitment } from '../contracts/invoicing'
import type { Contribution } from '../spend/budget-check'
import { poLineContribution } from '../spend/ledger'

/**
 * What an expense adds to its code: its amount in the project currency, less what it takes out of
 * its approved PO line's or its contract instalment's commitment (already counted in committed).
 */
export async function expenseContribution(
  db: Database,
  tenantId: number,
  expense: {
    id?: number
    projectId: number
    budgetCode: string
    amountProject: number
    poLineId: number | null
    contractInstalmentId?: number | null
  },
): Promise<Contribution> {
  if (expense.contractInstalmentId) {
    const open = await instalmentOpenCommitment(db, expense.contractInstalmentId, expense.id)
    return {
      budget_code: expense.budgetCode,
      amount: expense.amountProject - Math.min(expense.amountProject, open),
    }
  }
  return poLineContribution(
    db,
    { tenantId, projectId: expense.projectId },
    {
      budgetCode: expense.budgetCode,
      amount: expense.amountProject,
      poLineId: expense.poLineId,
      document: expense.id === undefined ? undefined : { type: 'expense', id: expense.id },
    },
  )
}
