import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { creditNotes, organizations } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { forbidden, notFound } from '../../http/errors'
import { projectScope } from '../projects/scope'

/*
 * A credit note is reached through its project: the tenant's, and one the caller may see (404
 * otherwise, so ids leak nothing). The whole module answers 403 switchedOff while the
 * organisation's creditNote_isActive is off.
 */

export type CreditNoteRecord = typeof creditNotes.$inferSelect

/** 403 switchedOff unless the organisation has credit notes switched on. */
export async function assertCreditNotesOn(db: Database, tenantId: number) {
  const [organization] = await db
    .select({ on: organizations.creditNoteIsActive })
    .from(organizations)
    .where(eq(organizations.id, tenantId))
    .limit(1)
  if (!organization?.on)
    throw forbidden(
      'Credit notes are switched off for this organisation (creditNote_isActive)',
      'switchedOff',
    )
}

/** The credit note, locked for the write that follows when `forUpdate`; 404 when out of reach. */
export async function creditNoteFor(db: Database, caller: Caller, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(creditNotes)
    .where(
      and(
        eq(creditNotes.id, id),
        eq(creditNotes.organizationId, caller.tenantId),
        projectScope(caller, creditNotes.projectId),
      ),
    )
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound('This credit note')
  return row
}
