import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import {
  type Ageing,
  PETTY_CASH_OVERDUE_DAYS,
  POSTED_ENVELOPE_STATUSES,
} from '../../../contract/spend/petty-cash'
import type { Database } from '../../db/client'
import { pettyCashEnvelopes, pettyCashFloats } from '../../db/schema'
import { todayOf } from '../dates'

/*
 * What a holder owes: advanced (floats and top-ups disbursed, envelopes reimbursed or topped up)
 * − accounted (posted envelopes) − returned. The ageing settles the oldest cash first: what is
 * accounted for or returned takes off the earliest payments, and what remains of each payment is
 * aged from the day it was paid. Cash paid more than PETTY_CASH_OVERDUE_DAYS ago and still not
 * accounted for makes the holder overdue.
 */

export type Payment = { on: string; amount: number }
export type Balance = {
  advanced: number
  accounted: number
  returned: number
  outstanding: number
  ageing: Ageing
  overdue: boolean
  over_limit: boolean
}

const DAY_MS = 86_400_000
const daysBetween = (from: string, to: string) =>
  Math.floor((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

/**
 * What remains of each payment once `settled` (accounted + returned) has taken off the earliest
 * ones, with its age in days on `today`: payments fully settled are left out.
 */
export function openPayments(payments: Payment[], settled: number, today: string) {
  const open: { on: string; open: number; age: number }[] = []
  let left = settled
  for (const payment of [...payments].sort((a, b) => a.on.localeCompare(b.on))) {
    const taken = Math.min(left, payment.amount)
    left -= taken
    const amount = payment.amount - taken
    if (amount > 0) open.push({ on: payment.on, open: amount, age: daysBetween(payment.on, today) })
  }
  return open
}

/** The balance of one holder from their payments, what is accounted and returned, on `today`. */
export function balanceOf(
  payments: Payment[],
  accounted: number,
  returned: number,
  floatLimit: number,
  today: string,
): Balance {
  const advanced = payments.reduce((sum, payment) => sum + payment.amount, 0)
  const ageing: Ageing = { days_0_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 }
  let overdue = false
  for (const { open, age } of openPayments(payments, accounted + returned, today)) {
    if (age > PETTY_CASH_OVERDUE_DAYS) overdue = true
    if (age <= 30) ageing.days_0_30 += open
    else if (age <= 60) ageing.days_31_60 += open
    else if (age <= 90) ageing.days_61_90 += open
    else ageing.days_over_90 += open
  }
  const outstanding = advanced - accounted - returned
  return { advanced, accounted, returned, outstanding, ageing, overdue, over_limit: outstanding > floatLimit }
}

type Facts = { payments: Payment[]; accounted: number; returned: number }

/** Each holder's payments, accounted and returned amounts (holders without any are left out). */
export async function balanceFacts(
  db: Database,
  tenantId: number,
  holderIds: number[],
): Promise<Map<number, Facts>> {
  const facts = new Map<number, Facts>()
  if (holderIds.length === 0) return facts
  const entry = (holderId: number) => {
    const found = facts.get(holderId) ?? { payments: [], accounted: 0, returned: 0 }
    facts.set(holderId, found)
    return found
  }
  const [floats, settled, posted] = await Promise.all([
    db
      .select({
        holderId: pettyCashFloats.holderId,
        on: pettyCashFloats.disbursedOn,
        amount: pettyCashFloats.disbursedAmount,
        returned: pettyCashFloats.returnedAmount,
      })
      .from(pettyCashFloats)
      .where(
        and(
          eq(pettyCashFloats.organizationId, tenantId),
          inArray(pettyCashFloats.holderId, holderIds),
          isNotNull(pettyCashFloats.disbursedOn),
        ),
      ),
    db
      .select({
        holderId: pettyCashEnvelopes.holderId,
        on: pettyCashEnvelopes.settledOn,
        amount: pettyCashEnvelopes.settledAmount,
      })
      .from(pettyCashEnvelopes)
      .where(
        and(
          eq(pettyCashEnvelopes.organizationId, tenantId),
          inArray(pettyCashEnvelopes.holderId, holderIds),
          isNotNull(pettyCashEnvelopes.settledOn),
        ),
      ),
    db
      .select({
        holderId: pettyCashEnvelopes.holderId,
        total: sql<string>`sum(${pettyCashEnvelopes.total})`,
      })
      .from(pettyCashEnvelopes)
      .where(
        and(
          eq(pettyCashEnvelopes.organizationId, tenantId),
          inArray(pettyCashEnvelopes.holderId, holderIds),
          inArray(pettyCashEnvelopes.status, [...POSTED_ENVELOPE_STATUSES]),
        ),
      )
      .groupBy(pettyCashEnvelopes.holderId),
  ])
  for (const row of floats) {
    const found = entry(row.holderId)
    found.payments.push({ on: row.on as string, amount: Number(row.amount ?? 0) })
    found.returned += Number(row.returned)
  }
  for (const row of settled) {
    const amount = Number(row.amount ?? 0)
    if (amount > 0) entry(row.holderId).payments.push({ on: row.on as string, amount })
  }
  for (const row of posted) entry(row.holderId).accounted += Number(row.total)
  return facts
}

/** Today as the petty-cash pages count it (shared with every module: ../dates). */
export { todayOf }

/** One holder's balance now. */
export async function holderBalance(
  db: Database,
  tenantId: number,
  holder: { id: number; floatLimit: number },
  now: Date,
): Promise<Balance> {
  const facts = (await balanceFacts(db, tenantId, [holder.id])).get(holder.id)
  return balanceOf(
    facts?.payments ?? [],
    facts?.accounted ?? 0,
    facts?.returned ?? 0,
    holder.floatLimit,
    todayOf(now),
  )
}
