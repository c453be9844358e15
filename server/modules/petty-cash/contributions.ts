import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { pettyCashLines } from '../../db/schema'
import type { Contribution } from '../spend/budget-check'
import { poLineContribution } from '../spend/ledger'

/**
 * What an envelope not yet posted adds to each code in a budget check: each bill's cost, less
 * the part of its taxable value its approved PO line already commits.
 */
export async function envelopeContributions(
  db: Database,
  scope: { tenantId: number; projectId: number },
  envelopeId: number,
): Promise<Contribution[]> {
  const lines = await db
    .select()
    .from(pettyCashLines)
    .where(sql`${pettyCashLines.envelopeId} = ${envelopeId}`)
  const byCode = new Map<string, number>()
  for (const line of lines) {
    const taxable = await poLineContribution(db, scope, {
      budgetCode: line.budgetCode,
      amount: Number(line.taxable),
      poLineId: line.poLineId,
      document: { type: 'envelope', id: envelopeId },
    })
    const gstCost = Number(line.cost) - Number(line.taxable)
    byCode.set(line.budgetCode, (byCode.get(line.budgetCode) ?? 0) + taxable.amount + gstCost)
  }
  return [...byCode].map(([budget_code, amount]) => ({ budget_code, amount }))
}
