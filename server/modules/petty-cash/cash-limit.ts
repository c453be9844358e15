import { and, eq, ne, sql } from 'drizzle-orm'
import { CASH_PAYMENT_LIMIT } from '../../../contract/spend/petty-cash'
import type { Database } from '../../db/client'
import { pettyCashEnvelopes, pettyCashLines } from '../../db/schema'

/*
 * Section 40A(3): cash paid to one payee on one day above ₹10,000 is not deductible. Petty cash is
 * cash, so every bill of the holder's live envelopes on the project counts; the total per payee
 * (compared without case and spaces) and day above the limit is a warning, never a refusal.
 */

export const payeeKey = (payee: string) => payee.toLowerCase().replace(/\s+/g, '')

export type CashWarning = { payee: string; bill_date: string; total: number }

/** The payee-days of the holder's live envelopes on the project whose cash is above the limit. */
export async function cashWarnings(
  db: Database,
  tenantId: number,
  holder: { holderId: number; projectId: number },
): Promise<CashWarning[]> {
  const key = sql<string>`lower(regexp_replace(${pettyCashLines.payee}, '[[:space:]]', '', 'g'))`
  const rows = await db
    .select({
      key,
      payee: sql<string>`min(${pettyCashLines.payee})`,
      billDate: pettyCashLines.billDate,
      total: sql<string>`sum(${pettyCashLines.total})`,
    })
    .from(pettyCashLines)
    .innerJoin(pettyCashEnvelopes, eq(pettyCashEnvelopes.id, pettyCashLines.envelopeId))
    .where(
      and(
        eq(pettyCashEnvelopes.organizationId, tenantId),
        eq(pettyCashEnvelopes.holderId, holder.holderId),
        eq(pettyCashEnvelopes.projectId, holder.projectId),
        ne(pettyCashEnvelopes.status, 'cancelled'),
      ),
    )
    .groupBy(key, pettyCashLines.billDate)
    .having(sql`sum(${pettyCashLines.total}) > ${CASH_PAYMENT_LIMIT}`)
  return rows.map((row) => ({ payee: row.payee, bill_date: row.billDate, total: Number(row.total) }))
}

/** Whether a bill falls on a payee-day above the limit. */
export const overCashLimit = (warnings: CashWarning[], line: { payee: string; billDate: string }) =>
  warnings.some(
    (warning) => warning.bill_date === line.billDate && payeeKey(warning.payee) === payeeKey(line.payee),
  )
