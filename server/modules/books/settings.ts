import { eq } from 'drizzle-orm'
import type { BooksSettings, BooksSettingsRequest } from '../../../contract/books'
import { isAdminRole } from '../../../contract/codes'
import type { Database } from '../../db/client'
import { organizations } from '../../db/schema'
import type { Caller, WriteDeps } from '../../http/caller'
import { forbidden } from '../../http/errors'
import { shifted, todayOf } from '../dates'

/*
 * The organisation's booking rules: how many days ahead of today a document may be dated
 * (period-lock/lock.ts refuses the rest), and from what amount a bill or invoice needs its receipt
 * (evidence.ts). Everyone reads them; only an Admin changes them, audited.
 */

export async function booksSettings(db: Database, caller: Caller, now: Date): Promise<BooksSettings> {
  const [row] = await db
    .select({ days: organizations.futureDaysAllowed, receipts: organizations.receiptsRequiredFrom })
    .from(organizations)
    .where(eq(organizations.id, caller.tenantId))
  const days = row?.days ?? 0
  return {
    future_days_allowed: days,
    latest_date: shifted(todayOf(now), days),
    receipts_required_from: row?.receipts ?? null,
  }
}

export async function saveBooksSettings(deps: WriteDeps, input: BooksSettingsRequest) {
  const { db, caller } = deps
  if (!isAdminRole(caller.session.roleType))
    throw forbidden('Only an Admin sets the organisation’s booking rules')
  await db.transaction(async (tx) => {
    const before = await booksSettings(tx, caller, deps.now)
    await tx
      .update(organizations)
      .set({
        ...(input.future_days_allowed === undefined ? {} : { futureDaysAllowed: input.future_days_allowed }),
        ...(input.receipts_required_from === undefined
          ? {}
          : { receiptsRequiredFrom: input.receipts_required_from }),
        updatedAt: deps.now,
      })
      .where(eq(organizations.id, caller.tenantId))
    await deps.audit(tx, {
      action: 'organization.books_settings',
      entity: 'organization',
      entityId: caller.tenantId,
      before: {
        future_days_allowed: before.future_days_allowed,
        receipts_required_from: before.receipts_required_from,
      },
      after: input,
    })
  })
  return booksSettings(db, caller, deps.now)
}
