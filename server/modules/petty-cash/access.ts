import { and, eq } from 'drizzle-orm'
import { isAccountsRole } from '../../../contract/codes'
import type { Database } from '../../db/client'
import type { NumberSeries } from '../../db/numbering'
import { pettyCashEnvelopes, pettyCashFloats, pettyCashHolders } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { forbidden, notFound } from '../../http/errors'
import { mayCall } from '../../http/permissions'
import type { SessionInfo } from '../../http/route'
import { projectScope } from '../projects/scope'

/*
 * Petty cash is reached through its project: every holder, float and envelope must be the
 * tenant's and on a project the caller may see (404 otherwise). Accounts' own steps (holders,
 * disbursing, auditing, posting, settling, returns and closing) need 'pcr' PUT and a finance role:
 * the User role also holds 'pcr' PUT, to change and submit its own requests.
 */

export type HolderRecord = typeof pettyCashHolders.$inferSelect
export type FloatRecord = typeof pettyCashFloats.$inferSelect
export type EnvelopeRecord = typeof pettyCashEnvelopes.$inferSelect

/** Whether the caller keeps the petty-cash books (a finance role with 'pcr' PUT). */
export async function isAccounts(db: Database, session: SessionInfo): Promise<boolean> {
  return isAccountsRole(session.roleType) && mayCall(db, session, 'pcr', 'PUT')
}

export async function assertAccounts(db: Database, session: SessionInfo) {
  if (!(await isAccounts(db, session)))
    throw forbidden('Only accounts (an Admin or Admin Manager) can do this petty-cash step', 'notAccounts')
}

/** The holder themself, or accounts on their behalf. */
export async function assertHolderOrAccounts(db: Database, session: SessionInfo, holderUserId: number) {
  if (session.userId === holderUserId) return
  if (!(await isAccounts(db, session)))
    throw forbidden('Only the petty-cash holder (or accounts) can raise or submit this', 'notHolder')
}

export async function holderFor(db: Database, caller: Caller, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(pettyCashHolders)
    .where(
      and(
        eq(pettyCashHolders.id, id),
        eq(pettyCashHolders.organizationId, caller.tenantId),
        projectScope(caller, pettyCashHolders.projectId),
      ),
    )
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound('This petty-cash holder')
  return row
}

export async function floatFor(db: Database, caller: Caller, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(pettyCashFloats)
    .where(
      and(
        eq(pettyCashFloats.id, id),
        eq(pettyCashFloats.organizationId, caller.tenantId),
        projectScope(caller, pettyCashFloats.projectId),
      ),
    )
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound('This float')
  return row
}

export async function envelopeFor(db: Database, caller: Caller, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(pettyCashEnvelopes)
    .where(
      and(
        eq(pettyCashEnvelopes.id, id),
        eq(pettyCashEnvelopes.organizationId, caller.tenantId),
        projectScope(caller, pettyCashEnvelopes.projectId),
      ),
    )
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound('This envelope')
  return row
}

/** The user a holder row names (for "raised by the holder themself"). */
export async function holderUserId(db: Database, holderId: number): Promise<number> {
  const [row] = await db
    .select({ userId: pettyCashHolders.userId })
    .from(pettyCashHolders)
    .where(eq(pettyCashHolders.id, holderId))
  if (!row) throw notFound('This petty-cash holder')
  return row.userId
}

export const FLOAT_SERIES: NumberSeries = {
  name: 'petty-cash-float',
  table: pettyCashFloats,
  number: pettyCashFloats.floatNo,
  project: pettyCashFloats.projectId,
}
export const ENVELOPE_SERIES: NumberSeries = {
  name: 'petty-cash-envelope',
  table: pettyCashEnvelopes,
  number: pettyCashEnvelopes.envelopeNo,
  project: pettyCashEnvelopes.projectId,
}

export const floatNumber = (no: number) => `PCF-${String(no).padStart(4, '0')}`
export const envelopeNumber = (no: number) => `PCE-${String(no).padStart(4, '0')}`
