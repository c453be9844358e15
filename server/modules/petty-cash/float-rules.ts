import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { pettyCashFloats, pettyCashHolders } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { conflict } from '../../http/errors'
import { roundSubmitter } from '../workflow/hands'
import { dutyException } from '../workflow/levels'
import { holderUserId } from './access'
import { holderBalance } from './balance'

/*
 * When a holder may ask for cash: an active holder; a new float only without an open one (more
 * cash on an open float is a top-up); never while overdue, nor beyond the float limit.
 */

export const OPEN_FLOAT_STATUSES = ['draft', 'submitted', 'approved', 'disbursed', 'closing']

export const holderBlocked = (message: string) => conflict(message, [], 'holderBlocked')

export async function activeHolder(db: Database, tenantId: number, holderId: number) {
  const [holder] = await db
    .select()
    .from(pettyCashHolders)
    .where(and(eq(pettyCashHolders.id, holderId), eq(pettyCashHolders.organizationId, tenantId)))
    .limit(1)
  return holder
}

/**
 * The holder's row, locked until the transaction ends: asking for cash and paying it out are
 * checked against the limit one at a time per holder, so two requests cannot both fit the same room.
 */
async function lockedHolder(db: Database, tenantId: number, holderId: number) {
  const [holder] = await db
    .select()
    .from(pettyCashHolders)
    .where(and(eq(pettyCashHolders.id, holderId), eq(pettyCashHolders.organizationId, tenantId)))
    .limit(1)
    .for('update')
  return holder
}

/** Floats and top-ups of the holder asked for but not yet paid out (submitted or approved), but `exceptId`. */
async function awaitingPayment(db: Database, holderId: number, exceptId?: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pettyCashFloats.amount}), 0)` })
    .from(pettyCashFloats)
    .where(
      and(
        eq(pettyCashFloats.holderId, holderId),
        inArray(pettyCashFloats.status, ['submitted', 'approved']),
        exceptId === undefined ? undefined : ne(pettyCashFloats.id, exceptId),
      ),
    )
  return Number(row?.total ?? 0)
}

/** The holder's open float (kind float), other than `exceptId`. */
export async function openFloatOf(db: Database, holderId: number, exceptId?: number) {
  const [row] = await db
    .select()
    .from(pettyCashFloats)
    .where(
      and(
        eq(pettyCashFloats.holderId, holderId),
        eq(pettyCashFloats.kind, 'float'),
        inArray(pettyCashFloats.status, OPEN_FLOAT_STATUSES),
        exceptId === undefined ? undefined : ne(pettyCashFloats.id, exceptId),
      ),
    )
    .limit(1)
  return row
}

/** Refuses a float or top-up request the holder may not make now (409). */
export async function assertMayAskFor(
  db: Database,
  tenantId: number,
  request: { id?: number; holderId: number; kind: string; amount: number; parentFloatId: number | null },
  now: Date,
) {
  const holder = await lockedHolder(db, tenantId, request.holderId)
  if (!holder?.active) throw holderBlocked('This petty-cash holder is switched off')
  if (request.kind === 'float') {
    if (await openFloatOf(db, request.holderId, request.id))
      throw conflict('This holder already has an open float: ask for a top-up instead', [], 'openFloat')
  } else {
    const parent = await openFloatOf(db, request.holderId, request.id)
    if (!parent || parent.id !== request.parentFloatId || parent.status !== 'disbursed')
      throw conflict('A top-up needs the holder’s disbursed float', [], 'notApproved')
  }
  const balance = await holderBalance(db, tenantId, holder, now)
  if (balance.overdue)
    throw holderBlocked('This holder has cash overdue for an envelope: settle it before asking for more')
  // What the holder holds, and what they have asked for that is not paid out yet, count alike.
  const asked = await awaitingPayment(db, request.holderId, request.id)
  if (balance.outstanding + asked + request.amount > holder.floatLimit)
    throw holderBlocked(
      'This would take the holder past their float limit (counting requests not yet paid out)',
    )
}

/** Refuses paying out more than the holder's limit allows now (it may have been lowered since). */
export async function assertFitsOnPayment(
  db: Database,
  tenantId: number,
  request: { holderId: number; amount: number },
  now: Date,
) {
  const holder = await lockedHolder(db, tenantId, request.holderId)
  if (!holder?.active) throw holderBlocked('This petty-cash holder is switched off')
  const balance = await holderBalance(db, tenantId, holder, now)
  if (balance.outstanding + request.amount > holder.floatLimit)
    throw holderBlocked('Paying this out would take the holder past their float limit')
}

/**
 * Nobody pays cash out to themselves: the holder never disburses their float, nor does whoever
 * asked for it unless separation of duties is waived for the project (`waived`: the reason).
 */
export async function disbursing(
  db: Database,
  caller: Caller,
  row: { id: number; holderId: number; projectId: number },
): Promise<{ allowed: boolean; waived: string | null }> {
  const userId = caller.session.userId
  if ((await holderUserId(db, row.holderId)) === userId) return { allowed: false, waived: null }
  if ((await roundSubmitter(db, caller.tenantId, 'float', row.id)) !== userId)
    return { allowed: true, waived: null }
  const waived = await dutyException(db, row.projectId)
  return { allowed: waived !== null, waived }
}
